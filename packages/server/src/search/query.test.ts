import { describe, expect, it } from "vitest";
import { MAX_CLAUSES, parseQuery } from "./query.js";

const shapes = (keyword: string) =>
  parseQuery(keyword).map(({ tokens, prefix, fuzzy }) => ({ tokens: tokens.join(" "), prefix, fuzzy }));

describe("parseQuery", () => {
  it("reads words as prefixes, with typos allowed from five letters", () => {
    expect(shapes("Go instal Pomegrante")).toEqual([
      { tokens: "go", prefix: true, fuzzy: false },
      { tokens: "instal", prefix: true, fuzzy: true },
      { tokens: "pomegrante", prefix: true, fuzzy: true },
    ]);
    expect(shapes("x")).toEqual([{ tokens: "x", prefix: false, fuzzy: false }]);
    // Numbers are not misspelt: 20250 must not find 20251.
    expect(shapes("v20250")).toEqual([{ tokens: "v20250", prefix: true, fuzzy: false }]);
  });

  it("reads quoted text, in any language's quotation marks, as an exact phrase", () => {
    const phrase = { tokens: "quick brown", prefix: false, fuzzy: false };
    expect(shapes('"Quick  brown"')).toEqual([phrase]);
    expect(shapes("“quick brown”")).toEqual([phrase]);
    expect(shapes("「quick brown」")).toEqual([phrase]);
    expect(shapes('"installation"')).toEqual([{ tokens: "installation", prefix: false, fuzzy: false }]);
    // An unclosed quote runs to the end.
    expect(shapes('run "quick brown')).toEqual([{ tokens: "run", prefix: true, fuzzy: false }, phrase]);
  });

  it("reads words joined by punctuation as a phrase", () => {
    expect(shapes("node.js don't")).toEqual([
      { tokens: "node js", prefix: false, fuzzy: false },
      { tokens: "don t", prefix: false, fuzzy: false },
    ]);
  });

  it("reads CJK text as a phrase of character pairs, and a lone character as a prefix", () => {
    expect(shapes("蝴蝶效应")).toEqual([{ tokens: "蝴蝶 蝶效 效应", prefix: false, fuzzy: false }]);
    expect(shapes("蝴蝶")).toEqual([{ tokens: "蝴蝶", prefix: false, fuzzy: false }]);
    expect(shapes("蝴")).toEqual([{ tokens: "蝴", prefix: true, fuzzy: false }]);
  });

  it("drops repeated clauses, punctuation alone and clauses past the limit", () => {
    expect(shapes("cache Cache CACHE")).toHaveLength(1);
    expect(shapes(" -- ! ")).toEqual([]);
    expect(parseQuery("a1 b2 c3 d4 e5 f6 g7 h8")).toHaveLength(MAX_CLAUSES);
  });

  it("remembers where each clause was written, to correct it in place", () => {
    const [first, second] = parseQuery('pomgrante "big tree"');
    expect([first!.start, first!.end, second!.start, second!.end]).toEqual([0, 9, 10, 20]);
  });
});
