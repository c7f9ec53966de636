// The search on SQLite: FTS5 tables hold each section's folded words (written by our own
// tokenizer, joined by spaces, so FTS5's `ascii` tokenizer only splits them again), one of the
// whole section and a small one of the fields that name it (see NAME_FIELDS), and a trigram
// FTS5 table over the vocabulary finds words by their middle or end for typos.
import { sql } from "kysely";
import { batches } from "../storage/menus.js";
import { type SearchField, SEARCH_FIELDS } from "./indexRows.js";
import type { Match } from "./match.js";
import { upsertTermCounts } from "./termCounts.js";
import {
  likePatterns,
  looksInNamesOnly,
  NAME_FIELDS,
  SCANNED_MATCHES,
  scopeCondition,
  type SearchDialect,
  sectionValues,
} from "./searchDialect.js";

/** How much a match in each column counts in FTS5's bm25. */
const BM25_WEIGHTS = { title: 10, context: 0.5, heading: 5, body: 1 } satisfies Record<SearchField, number>;

/** The FTS5 tables, each with its columns. */
const TABLES = { search_fts: SEARCH_FIELDS, search_names: NAME_FIELDS } satisfies Record<
  string,
  readonly SearchField[]
>;

export const sqliteSearch: SearchDialect = {
  async createIndexes(db) {
    // Contentless: the text is in search_sections already; FTS5 keeps only the index.
    for (const [table, fields] of Object.entries(TABLES)) {
      await sql`create virtual table ${sql.id(table)} using fts5(
        ${sql.join(fields.map((field) => sql.id(field)))},
        content = '', contentless_delete = 1, tokenize = 'ascii'
      )`.execute(db);
    }
    await sql`create virtual table search_term_trigrams using fts5(
      term, content = 'search_terms', tokenize = 'trigram', detail = 'none'
    )`.execute(db);
  },

  async insertSections(db, rows) {
    // Ids are given here, not taken from RETURNING (whose order SQLite leaves open), so that
    // each section's words go under its own id. The import's transaction holds the write lock.
    const { max } = await db
      .selectFrom("search_sections")
      .select((eb) => eb.fn.max("id").as("max"))
      .executeTakeFirstOrThrow();
    let nextId = Number(max ?? 0) + 1;
    const ids = new Map<string, number>();
    for (const batch of batches([...rows], 200)) {
      const batchIds = batch.map((row) => {
        ids.set(row.hash, nextId);
        return nextId++;
      });
      await db
        .insertInto("search_sections")
        .values(batch.map((row, i) => ({ id: batchIds[i], ...sectionValues(row) })))
        .execute();
      for (const [table, fields] of Object.entries(TABLES)) {
        const values = batch.map(
          (row, i) => sql`(${batchIds[i]}, ${sql.join(fields.map((f) => row.tokens[f].join(" ")))})`,
        );
        await sql`insert into ${sql.id(table)} (rowid, ${sql.join(fields.map((field) => sql.id(field)))})
          values ${sql.join(values)}`.execute(db);
      }
    }
    return ids;
  },

  async unindexSections(db, ids) {
    for (const batch of batches([...ids], 500)) {
      for (const table of Object.keys(TABLES)) {
        await sql`delete from ${sql.id(table)} where rowid in (${sql.join(batch)})`.execute(db);
      }
    }
  },

  async addTermCounts(db, changes) {
    for (const batch of batches([...changes], 500)) {
      const existing = await db
        .selectFrom("search_terms")
        .select("term")
        .where(
          "term",
          "in",
          batch.map((change) => change.term),
        )
        .execute();
      const known = new Set(existing.map((row) => row.term));
      await upsertTermCounts(
        db,
        batch.filter((change) => known.has(change.term)),
      );
      const added = batch.filter((change) => !known.has(change.term) && change.rows > 0);
      if (added.length === 0) continue;
      const { rows } = await sql<{ id: number; term: string }>`
        insert into search_terms (term, rows)
        values ${sql.join(added.map((t) => sql`(${t.term}, ${t.rows})`))}
        returning rowid as id, term`.execute(db);
      const values = rows.map((row) => sql`(${row.id}, ${row.term})`);
      await sql`insert into search_term_trigrams (rowid, term) values ${sql.join(values)}`.execute(db);
    }
  },

  async matchingSections(db, match, limit, scope) {
    const table = looksInNamesOnly(match) ? "search_names" : "search_fts";
    const weights = sql.join(TABLES[table].map((field) => sql.lit(BM25_WEIGHTS[field])));
    // FTS5 yields matches in id order as it merges its lists, so the inner limit ends the scan.
    const { rows } = await sql<{ id: number }>`
      select s.id from (
        select rowid as id, bm25(${sql.table(table)}, ${weights}) as score
        from ${sql.table(table)} where ${sql.table(table)} match ${ftsQuery(match)}
        limit ${SCANNED_MATCHES}
      ) f join search_sections s on s.id = f.id
      where ${scopeCondition(scope)}
      order by f.score, s.id
      limit ${limit}`.execute(db);
    return rows.map((row) => Number(row.id));
  },

  async termsContaining(db, { infixes, suffixes }) {
    const patterns = likePatterns(infixes, suffixes);
    if (patterns.length === 0) return [];
    const { rows } = await sql<{ term: string; rows: number }>`
      select t.term, t.rows from search_term_trigrams g join search_terms t on t.rowid = g.rowid
      where (${sql.join(
        patterns.map((pattern) => sql`g.term like ${pattern}`),
        sql` or `,
      )}) and t.rows > 0`.execute(db);
    return rows.map((row) => ({ term: row.term, rows: Number(row.rows) }));
  },
};

/** The FTS5 query of a match: quoted phrases (our tokens hold no quotes) within column sets. */
function ftsQuery(match: Match): string {
  if ("all" in match) return match.all.map((part) => `(${ftsQuery(part)})`).join(" AND ");
  if ("any" in match) return match.any.map((part) => `(${ftsQuery(part)})`).join(" OR ");
  return `{${match.fields.join(" ")}} : "${match.tokens.join(" ")}"`;
}
