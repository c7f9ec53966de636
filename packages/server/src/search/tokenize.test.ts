import { describe, expect, it } from "vitest";
import { foldText, foldWord } from "./fold.js";
import { tokenize, tokenTexts } from "./tokenize.js";

describe("folding", () => {
  it("ignores case, accents and compatibility forms", () => {
    expect(["Café", "CAFÉ", "cafe\u0301", "Ｃａｆｅ"].map(foldWord)).toEqual(["cafe", "cafe", "cafe", "cafe"]);
    expect(foldWord("ﬁle")).toBe("file");
    expect(foldWord("Ærøskøbing")).toBe("ærøskøbing");
    expect(foldWord("Straße")).toBe("straße");
  });

  it("keeps the marks that carry meaning: kana voicing and Indic vowel signs", () => {
    expect(foldWord("が")).toBe("が");
    expect(foldWord("हिन्दी")).toBe("हिन्दी");
  });

  it("folds a stretch of text with its spaces", () => {
    expect(foldText("Quick  Brown\nFÖX")).toBe("quick brown fox");
  });
});

describe("tokenize", () => {
  it("splits words at anything but letters, marks and digits, with their offsets", () => {
    expect(tokenize("Run `npm-install` v2, don't!")).toEqual([
      { text: "run", start: 0, end: 3, cjk: false },
      { text: "npm", start: 5, end: 8, cjk: false },
      { text: "install", start: 9, end: 16, cjk: false },
      { text: "v2", start: 18, end: 20, cjk: false },
      { text: "don", start: 22, end: 25, cjk: false },
      { text: "t", start: 26, end: 27, cjk: false },
    ]);
  });

  it("cuts Chinese, Japanese and Korean runs into overlapping pairs of characters", () => {
    expect(tokenTexts("蝴蝶效应")).toEqual(["蝴蝶", "蝶效", "效应"]);
    expect(tokenTexts("東京タワーへ")).toEqual(["東京", "京タ", "タワ", "ワー", "ーへ"]);
    expect(tokenTexts("안녕 세계")).toEqual(["안녕", "세계"]);
    expect(tokenize("a 蝴蝶 b")).toEqual([
      { text: "a", start: 0, end: 1, cjk: false },
      { text: "蝴蝶", start: 2, end: 4, cjk: true },
      { text: "b", start: 5, end: 6, cjk: false },
    ]);
  });

  it("keeps a lone CJK character as a token of its own", () => {
    expect(tokenize("x 猫 y")[1]).toEqual({ text: "猫", start: 2, end: 3, cjk: true });
  });

  it("joins half-width voiced kana to their mark, as the full-width character", () => {
    expect(tokenTexts("ｶﾞｷﾞ")).toEqual(["ガギ"]);
  });

  it("finds nothing in punctuation and space", () => {
    expect(tokenize(" -- … !? ")).toEqual([]);
  });
});
