// The vocabulary of the index, for the words a query word begins and the words a typo or two
// away from it. Ranges of the sorted words serve the beginnings (both databases compare words
// by code point: SQLite's BINARY collation, the column's "C" collation in PostgreSQL); the
// dialect's trigram index serves middles and ends.
import { type Kysely, sql } from "kysely";
import type { Database } from "../storage/schema.js";
import type { TermQuery, Vocabulary, VocabularyTerm } from "./nearWords.js";
import type { SearchDialect } from "./searchDialect.js";

/** Above every character: a prefix's words all sort below prefix + this. */
const AFTER_ALL = String.fromCodePoint(0x10ffff);

export function indexVocabulary(db: Kysely<Database>, dialect: SearchDialect): Vocabulary {
  const withPrefix = (prefix: string) =>
    db
      .selectFrom("search_terms")
      .select(["term", "rows"])
      .where("term", ">=", prefix)
      .where("term", "<", prefix + AFTER_ALL)
      .where("rows", ">", 0);

  return {
    async termsWithPrefix(prefix, limit) {
      const rows = await withPrefix(prefix).orderBy("rows", "desc").orderBy("term").limit(limit).execute();
      return rows.map((row) => row.term);
    },

    async matchingTerms(query: TermQuery) {
      const length = sql<number>`length(term)`;
      const lookups: Promise<VocabularyTerm[]>[] = query.prefixes.map((prefix) =>
        withPrefix(prefix).where(length, ">=", query.minLength).where(length, "<=", query.maxLength).execute(),
      );
      if (query.exact.length > 0) {
        lookups.push(
          db
            .selectFrom("search_terms")
            .select(["term", "rows"])
            .where("term", "in", query.exact)
            .where("rows", ">", 0)
            .execute(),
        );
      }
      lookups.push(dialect.termsContaining(db, query));
      const found = new Map<string, VocabularyTerm>();
      for (const rows of await Promise.all(lookups)) {
        for (const row of rows) {
          const characters = [...row.term].length;
          if (characters >= query.minLength && characters <= query.maxLength) {
            found.set(row.term, { term: row.term, rows: Number(row.rows) });
          }
        }
      }
      return [...found.values()];
    },
  };
}
