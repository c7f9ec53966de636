// The statements of the search that differ between SQLite and PostgreSQL: how a section's words
// are indexed, how a match is asked for, and how the vocabulary is looked up by its middle and
// end. Everything else (sections, term counts, ranking, snippets) is shared, which is what
// keeps the answers of the two databases the same.
import { type Kysely, sql } from "kysely";
import type { Database } from "../storage/schema.js";
import type { PreparedRow, SearchField } from "./indexRows.js";
import type { Match } from "./match.js";
import type { TermQuery, VocabularyTerm } from "./nearWords.js";

/**
 * How many matching sections a query ranks at most. Ranking costs about a millisecond per
 * thousand sections, and a word in nearly every section of a large site would cost a hundred;
 * past this many, a word is too common to rank by anyway. The search asks for matches in
 * titles and headings first (see searchArticles), which are far fewer.
 */
export const SCANNED_MATCHES = 2000;

/**
 * The fields that name a section, which both databases also index apart: a search of titles and
 * headings then never reads the index of the sections' text, where a common word is everywhere.
 */
export const NAME_FIELDS: readonly SearchField[] = ["title", "context", "heading"];

/** Whether a match looks in the fields that name a section only. */
export function looksInNamesOnly(match: Match): boolean {
  if ("all" in match) return match.all.every(looksInNamesOnly);
  if ("any" in match) return match.any.every(looksInNamesOnly);
  return match.fields.every((field) => NAME_FIELDS.includes(field));
}

/** Which articles a search looks in. */
export interface SearchScope {
  /** The slots whose articles it looks in. */
  slotIds: readonly number[];
  /** Article revisions of those slots to leave out: an optimization, the answer is filtered anyway. */
  excludedArticles: readonly number[];
}

/** The condition that keeps a section (alias `s`) in the scope: one of the scope's articles has it. */
export function scopeCondition(scope: SearchScope) {
  const excluded =
    scope.excludedArticles.length > 0 ? sql`and a.article_id not in (${sql.join([...scope.excludedArticles])})` : sql``;
  return sql`exists (select 1 from article_sections a join slot_pages p on p.article_id = a.article_id
    where a.section_id = s.id and p.slot_id in (${sql.join([...scope.slotIds])}) ${excluded})`;
}

export interface SearchDialect {
  /** Creates the full-text and vocabulary indexes beside the search tables. */
  createIndexes(db: Kysely<unknown>): Promise<void>;
  /** Stores the sections with their words, each of another hash; answers their ids by hash. */
  insertSections(db: Kysely<Database>, rows: readonly PreparedRow[]): Promise<Map<string, number>>;
  /** Removes sections by id from the full-text index (the rows themselves are deleted by the caller). */
  unindexSections(db: Kysely<Database>, ids: readonly number[]): Promise<void>;
  /** Moves each word's count of sections by its change, adding the words the vocabulary lacks. */
  addTermCounts(db: Kysely<Database>, changes: readonly VocabularyTerm[]): Promise<void>;
  /**
   * Ids of the sections that match, best first by the database's own rank (title above
   * heading above body), at most `limit`, of the articles in `scope`.
   * Only the first SCANNED_MATCHES matches are ranked (see there).
   */
  matchingSections(db: Kysely<Database>, match: Match, limit: number, scope: SearchScope): Promise<number[]>;
  /** Words of the vocabulary that contain one of `infixes` or end with one of `suffixes`. */
  termsContaining(db: Kysely<Database>, query: Pick<TermQuery, "infixes" | "suffixes">): Promise<VocabularyTerm[]>;
}

/** The columns every dialect stores for a section. */
export function sectionValues(row: PreparedRow) {
  return {
    hash: row.hash,
    position: row.position,
    heading_text: row.heading?.text ?? null,
    heading_slug: row.heading?.slug ?? null,
    title: row.title,
    context: row.context,
    body: row.body,
  };
}

/**
 * LIKE patterns for words containing the infixes or ending with the suffixes. Words hold only
 * letters, marks and digits, never a LIKE wildcard, so they need no escaping.
 */
export function likePatterns(infixes: readonly string[], suffixes: readonly string[]): string[] {
  return [...infixes.map((infix) => `%${infix}%`), ...suffixes.map((suffix) => `%${suffix}`)];
}
