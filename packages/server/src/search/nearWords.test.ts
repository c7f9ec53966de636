import { describe, expect, it } from "vitest";
import { editDistance } from "./editDistance.js";
import { nearWords, oneTypoQuery, type TermQuery, type Vocabulary, type VocabularyTerm } from "./nearWords.js";

describe("editDistance", () => {
  it("counts insertions, deletions, substitutions and swaps of neighbours", () => {
    expect(editDistance("pomegranate", "pomegranate", 2)).toBe(0);
    expect(editDistance("pomegranate", "pomegrante", 2)).toBe(1);
    expect(editDistance("pomegranate", "pomegranates", 2)).toBe(1);
    expect(editDistance("pomegranate", "pomegranite", 2)).toBe(1);
    expect(editDistance("pomegranate", "opmegranate", 2)).toBe(1);
    expect(editDistance("pomegranate", "pomgrante", 2)).toBe(2);
  });

  it("stops past the limit, and counts characters, not UTF-16 units", () => {
    expect(editDistance("abcdef", "uvwxyz", 1)).toBe(2);
    expect(editDistance("a😀b", "a😁b", 1)).toBe(1);
  });
});

/** A vocabulary in memory that answers a TermQuery as the databases do. */
function memoryVocabulary(words: string[]): Vocabulary {
  const terms: VocabularyTerm[] = words.map((term, i) => ({ term, rows: words.length - i }));
  const inRange = (term: string, q: TermQuery) => [...term].length >= q.minLength && [...term].length <= q.maxLength;
  return {
    termsWithPrefix: async (prefix, limit) =>
      terms
        .filter((t) => t.term.startsWith(prefix))
        .slice(0, limit)
        .map((t) => t.term),
    matchingTerms: async (q) =>
      terms.filter(
        (t) =>
          inRange(t.term, q) &&
          (q.prefixes.some((p) => t.term.startsWith(p)) ||
            q.suffixes.some((s) => t.term.endsWith(s)) ||
            q.infixes.some((i) => t.term.includes(i)) ||
            q.exact.includes(t.term)),
      ),
  };
}

/** Every word one edit (or one swap of neighbours) from `word`, over its own letters and "x". */
function oneEditAway(word: string): string[] {
  const letters = [...new Set([...word, "x"])];
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    for (const c of letters) out.add(word.slice(0, i) + c + word.slice(i));
    if (i < word.length) {
      out.add(word.slice(0, i) + word.slice(i + 1));
      for (const c of letters) out.add(word.slice(0, i) + c + word.slice(i + 1));
    }
    if (i + 1 < word.length) out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  out.delete(word);
  return [...out];
}

describe("nearWords", () => {
  it("misses no word one typo away, whatever the typo", async () => {
    for (const word of ["query", "install", "pomegranate", "configuration"]) {
      const typos = oneEditAway(word);
      const vocabulary = memoryVocabulary(typos);
      const found = (await nearWords(vocabulary, word, 1)).map((near) => near.term);
      expect(new Set(found), word).toEqual(new Set(typos));
    }
  });

  it("narrows the vocabulary by the word's beginning, end and length", () => {
    expect(oneTypoQuery("pomegranate")).toEqual({
      prefixes: ["pomeg"],
      infixes: [],
      suffixes: ["ranate"],
      exact: ["pomerganate"],
      minLength: 10,
      maxLength: 12,
    });
  });

  it("orders the nearest and most frequent words first", async () => {
    const vocabulary = memoryVocabulary(["pomegrnt", "pomegranates", "pomegranate", "pomegrant"]);
    const near = await nearWords(vocabulary, "pomegranat", 2);
    expect(near.map((n) => [n.term, n.distance])).toEqual([
      ["pomegranate", 1],
      ["pomegrant", 1],
      ["pomegrnt", 2],
      ["pomegranates", 2],
    ]);
  });
});
