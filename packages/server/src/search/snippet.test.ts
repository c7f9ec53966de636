import { describe, expect, it } from "vitest";
import { snippetOf } from "./snippet.js";
import type { Span } from "./scoreSection.js";

const text = (parts: { text: string }[]) => parts.map((part) => part.text).join("");
const spansOf = (body: string, words: string[]): Span[] =>
  words.flatMap((word, clause) => {
    const spans: Span[] = [];
    for (let at = body.indexOf(word); at >= 0; at = body.indexOf(word, at + 1)) {
      spans.push({ start: at, end: at + word.length, clause });
    }
    return spans;
  });

describe("snippetOf", () => {
  it("marks the matches in a short text", () => {
    const body = "Set the café option\nin the file.";
    expect(snippetOf(body, spansOf(body, ["café", "file"]))).toEqual([
      { text: "Set the " },
      { text: "café", match: true },
      { text: " option in the " },
      { text: "file", match: true },
      { text: "." },
    ]);
  });

  it("shows the passage where the most clauses match close together, cut at words", () => {
    const filler = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");
    const body = `alpha ${filler(60)} alpha beta gamma ${filler(60)} gamma`;
    const parts = snippetOf(body, spansOf(body, ["alpha", "beta", "gamma"]));
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(["alpha", "beta", "gamma"]);
    expect(parts[0]!.text).toMatch(/^…word\d+ /);
    expect(parts.at(-1)!.text).toMatch(/ word\d+…$/);
    expect(text(parts).length).toBeLessThan(200);
  });

  it("starts at the beginning when nothing in the text matched", () => {
    const body = "A first sentence. ".repeat(20);
    const parts = snippetOf(body, []);
    expect(parts).toHaveLength(1);
    expect(parts[0]!.text).toMatch(/^A first sentence\. .*…$/);
    expect(snippetOf("", [])).toEqual([]);
  });

  it("marks overlapping matches once", () => {
    const body = "the quick brown fox";
    const spans: Span[] = [
      { start: 4, end: 15, clause: 0 },
      { start: 10, end: 15, clause: 1 },
    ];
    expect(snippetOf(body, spans)).toEqual([{ text: "the " }, { text: "quick brown", match: true }, { text: " fox" }]);
  });
});
