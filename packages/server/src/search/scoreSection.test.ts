import { describe, expect, it } from "vitest";
import type { StoredRow } from "./indexRows.js";
import { clauseMatcher, type ExpandedClause } from "./match.js";
import { parseQuery } from "./query.js";
import { scoreSection } from "./scoreSection.js";

const row = (fields: Partial<StoredRow>): StoredRow => ({
  position: 1,
  heading: null,
  title: "Title",
  context: "Title",
  body: "",
  ...fields,
});

/** A clause of `keyword` standing for these prefix and typo words. */
function expanded(keyword: string, prefix: string[] = [], fuzzy: string[] = []): ExpandedClause {
  const [clause] = parseQuery(keyword);
  return {
    clause: clause!,
    variants: { exact: [clause!.tokens], prefix: prefix.map((w) => [w]), fuzzy: fuzzy.map((w) => [w]) },
  };
}

const score = (section: StoredRow, clauses: ExpandedClause[]) =>
  scoreSection(section, clauses.map(clauseMatcher))?.score;

describe("scoreSection", () => {
  const cache = expanded("cache", ["caches"], ["cachet"]);

  it("counts a title match above a heading match above a body match", () => {
    const title = score(row({ position: 0, title: "Cache" }), [cache])!;
    const heading = score(row({ heading: { text: "Cache", slug: "cache" } }), [cache])!;
    const body = score(row({ body: "The cache." }), [cache])!;
    const context = score(row({ context: "Cache" }), [cache])!;
    expect(title).toBeGreaterThan(heading);
    expect(heading).toBeGreaterThan(body);
    expect(body).toBeGreaterThan(context);
  });

  it("counts an exact match above a prefix match above a typo, in the same field", () => {
    const exact = score(row({ body: "a cache" }), [cache])!;
    const prefix = score(row({ body: "two caches" }), [cache])!;
    const typo = score(row({ body: "a cachet" }), [cache])!;
    expect(exact).toBeGreaterThan(prefix);
    expect(prefix).toBeGreaterThan(typo);
    // The field comes first: a typo in the title beats an exact word in the body.
    expect(score(row({ position: 0, title: "Cachet" }), [cache])).toBeGreaterThan(exact);
  });

  it("adds up the clauses, and drops a section where one matches nowhere", () => {
    const server = expanded("server");
    const both = score(row({ body: "the cache server" }), [cache, server])!;
    expect(both).toBeGreaterThan(score(row({ body: "the cache" }), [cache])!);
    expect(score(row({ body: "the cache" }), [cache, server])).toBeUndefined();
  });

  it("finds where each clause matched, phrases whole", () => {
    const phrase = expanded('"cache server"');
    const found = scoreSection(row({ body: "A Cache  Server, a cache." }), [phrase].map(clauseMatcher))!;
    expect(found.spans.body).toEqual([{ start: 2, end: 15, clause: 0 }]);
  });
});
