import { describe, expect, it } from "vitest";
import { deriveMenuCode, isValidMenuCode } from "./menuCode.js";

describe("deriveMenuCode", () => {
  it.each([
    ["01-guide/02-Getting Started.md", "guide-getting-started"],
    ["intro.md", "intro"],
    ["2_setup/10-faq.md", "setup-faq"],
    ["Guide/API (v2) -- Reference!.md", "guide-api-v2-reference"],
    ["guide/-intro-.md", "guide-intro"],
    ["01-guide", "guide"],
    ["404.md", "404"],
    ["2024-release-notes.md", "release-notes"],
    ["über/café.md", "ber-caf"],
    ["a_b/c.d.md", "a-b-c-d"],
  ])("%s → %s", (relativePath, code) => {
    expect(deriveMenuCode(relativePath)).toBe(code);
  });

  it("can derive nothing usable from names without ASCII letters or digits", () => {
    expect(deriveMenuCode("日本語.md")).toBe("");
    expect(isValidMenuCode(deriveMenuCode("日本語.md"))).toBe(false);
  });
});

describe("isValidMenuCode", () => {
  it("follows the contract's pattern", () => {
    expect(isValidMenuCode("guide_intro-2")).toBe(true);
    expect(isValidMenuCode("Guide")).toBe(true);
    expect(isValidMenuCode("-guide")).toBe(false);
    expect(isValidMenuCode("two words")).toBe(false);
    expect(isValidMenuCode("a".repeat(128))).toBe(true);
    expect(isValidMenuCode("a".repeat(129))).toBe(false);
  });
});
