import { describe, expect, it } from "vitest";
import { SITE_VERSIONS } from "../test-support/siteVersions";
import { languageLabel, linkSlot, resolveSlot, versionLabel, versionStatus } from "./siteSlots";

const SITE = SITE_VERSIONS;

describe("a slot against the site's versions and languages", () => {
  it("fills in the defaults the address leaves out", () => {
    expect(resolveSlot({}, SITE)).toEqual({ version: "2.x", lang: "en" });
    expect(resolveSlot({ version: "1.0", lang: "zh" }, SITE)).toEqual({ version: "1.0", lang: "zh" });
  });

  it("is named in links without what equals a default, and as it is while the site's are unknown", () => {
    expect(linkSlot({ version: "2.x", lang: "zh" }, SITE)).toEqual({ lang: "zh" });
    expect(linkSlot({ version: "1.0", lang: "en" }, SITE)).toEqual({ version: "1.0" });
    expect(linkSlot({ version: "2.x" }, undefined)).toEqual({ version: "2.x" });
  });

  it("is the latest, an unreleased version (listed before it) or an older one (listed after it, or not listed)", () => {
    expect(versionStatus("2.x", SITE)).toBe("latest");
    expect(versionStatus("next", SITE)).toBe("unreleased");
    expect(versionStatus("1.0", SITE)).toBe("older");
    expect(versionStatus("0.9", SITE)).toBe("older");
  });

  it("is called by its labels, or its names when the site has none", () => {
    expect(versionLabel("1.0", SITE)).toBe("1.0 (legacy)");
    expect(versionLabel("0.9", SITE)).toBe("0.9");
    expect(languageLabel("zh", SITE)).toBe("中文");
    expect(languageLabel("fr", SITE)).toBe("fr");
  });
});
