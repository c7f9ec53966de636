import { describe, expect, it } from "vitest";
import { articleHref, homeHref } from "../shared/articleHref";
import { isAppPageAddress, sameSlot, slotKey, slotOf, withSlot } from "./slotQuery";

const query = (search: string) => new URLSearchParams(search);

describe("the slot of an address", () => {
  it("is the version and language its query names, and nothing when it names neither", () => {
    expect(slotOf(query("path=intro&version=2.x&lang=zh-CN"))).toEqual({ version: "2.x", lang: "zh-CN" });
    expect(slotOf(query("path=intro&lang=de"))).toEqual({ lang: "de" });
    expect(slotOf(query("path=intro"))).toEqual({});
  });

  it("leaves out what is no version name or language tag, as the server would refuse it", () => {
    expect(slotOf(query("version=../etc&lang=not a tag"))).toEqual({});
    expect(slotOf(query("version=&lang="))).toEqual({});
    expect(slotOf(query("version=v3.1.0%2Bbuild"))).toEqual({ version: "v3.1.0+build" });
  });

  it("has one key per version and language, the empty one for the defaults", () => {
    expect(slotKey({})).toBe("");
    const keys = [slotKey({ version: "2.x" }), slotKey({ lang: "2.x" }), slotKey({ version: "2.x", lang: "zh" })];
    expect(new Set(keys).size).toBe(3);
    expect(sameSlot({ version: "2.x" }, { version: "2.x" })).toBe(true);
    expect(sameSlot({ version: "2.x" }, { version: "2.x", lang: "zh" })).toBe(false);
  });
});

describe("addresses in a slot", () => {
  it("name the version and language after the page, and nothing for the defaults", () => {
    expect(articleHref("intro")).toBe("/view?path=intro");
    expect(articleHref("intro", { version: "2.x", lang: "zh" })).toBe("/view?path=intro&version=2.x&lang=zh");
    expect(articleHref("a b", { version: "1.0+rc" })).toBe("/view?path=a%20b&version=1.0%2Brc");
    expect(homeHref()).toBe("/");
    expect(homeHref({ lang: "fr" })).toBe("/?lang=fr");
  });

  it("replace the slot an address named, keeping its share-link parameters and its #heading", () => {
    const shared = "/view?path=intro&hash=KEY&version=1.0&timestamp=9#setup";
    expect(withSlot(shared, { version: "2.x" })).toBe("/view?path=intro&hash=KEY&timestamp=9&version=2.x#setup");
    expect(withSlot(shared, {})).toBe("/view?path=intro&hash=KEY&timestamp=9#setup");
    expect(withSlot("/?lang=zh", {})).toBe("/");
  });

  it("are told from other addresses: only the app's pages carry a slot", () => {
    for (const href of ["/", "/view?path=a", "/?x=1", "/#top"]) expect(isAppPageAddress(href), href).toBe(true);
    for (const href of ["/files/a.png", "/viewer", "//example.com/", "https://example.com/", "guide.md"]) {
      expect(isAppPageAddress(href), href).toBe(false);
    }
  });
});
