import { describe, expect, it } from "vitest";
import { articleHeadingSlugger, Slugger } from "@rxdocs/contract";

describe("heading slugs", () => {
  it.each([
    ["Deep section", "deep-section"],
    ["Share links and access keys", "share-links-and-access-keys"],
    ["`rxdocs import`", "rxdocs-import"],
    ["What's new in v2.0?", "whats-new-in-v20"],
    ["Déploiement à l'échelle", "déploiement-à-léchelle"],
    ["蝴蝶效应 入门", "蝴蝶效应-入门"],
    ["snake_case and kebab-case", "snake_case-and-kebab-case"],
    ["  Spaces  around  ", "--spaces--around--"],
    ["Emoji 🚀 launch", "emoji--launch"],
  ])("%j → %j, as GitHub makes it", (text, slug) => {
    expect(new Slugger().slug(text)).toBe(slug);
  });

  it("numbers repeated slugs, also against earlier numbered ones", () => {
    const slugger = new Slugger();
    expect(["Setup", "Setup", "Setup-1", "Setup"].map((t) => slugger.slug(t))).toEqual([
      "setup",
      "setup-1",
      "setup-1-1",
      "setup-2",
    ]);
  });

  it("keeps the footnotes' id for them in an article", () => {
    const slugger = articleHeadingSlugger();
    expect(slugger.slug("Footnote label")).toBe("footnote-label-1");
  });
});
