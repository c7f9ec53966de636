import { SLOT_HEADERS } from "@rxdocs/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { navigationGuard } from "./router";
import { slotInForce } from "./slot/slotInForce";
import { useAppStore } from "./store/appStore";

describe("the navigation guard", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for what the next page needs in the version and language its address names", async () => {
    const calls: { path: string; headers: Record<string, string> }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ path: url.replace("/api/", ""), headers: init.headers as Record<string, string> });
        const data = url.endsWith("getAuthMenuTree")
          ? []
          : url.endsWith("getSiteInfo")
            ? { title: "Docs", lang: "zh" }
            : { menuCode: "intro", articleMd: "", rendered: {} };
        return new Response(JSON.stringify({ code: 200, message: "ok", data }));
      }),
    );
    useAppStore.setState({ versions: undefined, site: undefined });
    await navigationGuard(new URL("http://rxdocs.invalid/view?path=intro&version=1.0&lang=zh"));
    expect(slotInForce()).toEqual({ version: "1.0", lang: "zh" });
    expect(calls.map((call) => call.path).sort()).toEqual([
      "articleInfo/getDetailByMenuCode",
      "menuInfo/getAuthMenuTree",
      "siteInfo/getSiteInfo",
      "siteInfo/getVersions",
    ]);
    for (const call of calls) {
      expect(call.headers, call.path).toMatchObject({ [SLOT_HEADERS.version]: "1.0", [SLOT_HEADERS.lang]: "zh" });
    }
    expect(useAppStore.getState().menusSlot).toEqual({ version: "1.0", lang: "zh" });
  });
});
