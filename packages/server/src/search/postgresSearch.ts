// The search on PostgreSQL: each section's folded words (from our own tokenizer, so that both
// databases index the same words) become tsvectors written position by position, one weight
// per field, with GIN indexes: one of the whole section, and a small one of the fields that
// name it (see NAME_FIELDS). The
// vocabulary has a pg_trgm index to find words by their middle or end for typos.
import { type Kysely, sql } from "kysely";
import { batches } from "../storage/menus.js";
import { type PreparedRow, type SearchField, SEARCH_FIELDS } from "./indexRows.js";
import type { Match } from "./match.js";
import {
  likePatterns,
  looksInNamesOnly,
  NAME_FIELDS,
  SCANNED_MATCHES,
  scopeCondition,
  type SearchDialect,
  sectionValues,
} from "./searchDialect.js";
import { upsertTermCounts } from "./termCounts.js";

/** A tsvector has four weights, one per field. */
const WEIGHT_OF: Record<SearchField, "A" | "B" | "C" | "D"> = { title: "A", heading: "B", body: "C", context: "D" };
/** How much each weight counts in ts_rank, as {D, C, B, A}: title above heading above body. */
const RANK_WEIGHTS = "{0.05, 0.2, 0.5, 1.0}";
/** PostgreSQL keeps positions up to this one. */
const MAX_POSITION = 16383;

/** The section's tsvector columns, each with the fields it holds. */
const COLUMNS = { names: NAME_FIELDS, document: SEARCH_FIELDS } satisfies Record<string, readonly SearchField[]>;

export const postgresSearch: SearchDialect = {
  // The GIN indexes are written at once rather than through a pending list, which every search
  // would scan until a vacuum merged it: an import is a little slower, a search never is.
  async createIndexes(db) {
    const schema = await trigramSchema(db);
    for (const column of Object.keys(COLUMNS)) {
      await sql`alter table search_sections add column ${sql.id(column)} tsvector not null`.execute(db);
      await sql`create index ${sql.id(`search_sections_${column}`)} on search_sections
        using gin (${sql.id(column)}) with (fastupdate = off)`.execute(db);
    }
    await sql`create index search_terms_trigram on search_terms
      using gin (term ${sql.id(schema)}.gin_trgm_ops) with (fastupdate = off)`.execute(db);
  },

  async insertSections(db, rows) {
    const ids = new Map<string, number>();
    for (const batch of batches([...rows], 200)) {
      const values = batch.map((row) => {
        const v = sectionValues(row);
        return sql`(${v.hash}, ${v.position}, ${v.heading_text}, ${v.heading_slug}, ${v.title}, ${v.context}, ${v.body}, ${tsvectorText(row, COLUMNS.names)}::tsvector, ${tsvectorText(row, COLUMNS.document)}::tsvector)`;
      });
      const { rows: inserted } = await sql<{ id: number; hash: string }>`
        insert into search_sections (hash, position, heading_text, heading_slug, title, context, body, names, document)
        values ${sql.join(values)} returning id, hash`.execute(db);
      for (const row of inserted) ids.set(row.hash, Number(row.id));
    }
    return ids;
  },

  // The tsvector lives in the section's row, which the caller deletes.
  async unindexSections() {},

  async addTermCounts(db, changes) {
    for (const batch of batches([...changes], 500)) await upsertTermCounts(db, batch);
  },

  async matchingSections(db, match, limit, scope) {
    const column = looksInNamesOnly(match) ? "names" : "document";
    const query = tsqueryText(match, COLUMNS[column]);
    const vector = sql.id(column);
    // The inner limit ends the scan, so that a common word costs no more than a rare one.
    const { rows } = await sql<{ id: number }>`
      select id from (
        select s.id, s.${vector} as vector from search_sections s
        where s.${vector} @@ ${query}::tsquery and ${scopeCondition(scope)}
        limit ${SCANNED_MATCHES}
      ) matched
      order by ts_rank(${RANK_WEIGHTS}::float4[], vector, ${query}::tsquery) desc, id
      limit ${limit}`.execute(db);
    return rows.map((row) => Number(row.id));
  },

  async termsContaining(db, { infixes, suffixes }) {
    const patterns = likePatterns(infixes, suffixes);
    if (patterns.length === 0) return [];
    return db
      .selectFrom("search_terms")
      .select(["term", "rows"])
      .where("term", "like", sql<string>`any(${patterns}::text[])`)
      .where("rows", ">", 0)
      .execute();
  },
};

/**
 * The tsvector of some fields of a section in PostgreSQL's input syntax: `'word':1A,7C`. Fields
 * follow each other with a gap, so that no phrase runs from one field into the next.
 */
function tsvectorText(row: PreparedRow, fields: readonly SearchField[]): string {
  const positions = new Map<string, string[]>();
  let position = 1;
  for (const field of fields) {
    for (const token of row.tokens[field]) {
      const list = positions.get(token) ?? [];
      list.push(`${Math.min(position, MAX_POSITION)}${WEIGHT_OF[field]}`);
      positions.set(token, list);
      position++;
    }
    position++;
  }
  return [...positions].map(([token, list]) => `'${token}':${list.join(",")}`).join(" ");
}

/**
 * The tsquery of a match on a column: phrases (`<->`) of lexemes limited to their fields'
 * weights, unless they may be in any of the column's fields (a weight makes the index's answer
 * only a guess, which PostgreSQL then checks row by row).
 */
function tsqueryText(match: Match, columnFields: readonly SearchField[]): string {
  if ("all" in match) return match.all.map((part) => `(${tsqueryText(part, columnFields)})`).join(" & ");
  if ("any" in match) return match.any.map((part) => `(${tsqueryText(part, columnFields)})`).join(" | ");
  const everywhere = columnFields.every((field) => match.fields.includes(field));
  const weights = everywhere ? "" : `:${match.fields.map((field) => WEIGHT_OF[field]).join("")}`;
  return match.tokens.map((token) => `'${token}'${weights}`).join(" <-> ");
}

/**
 * The schema pg_trgm lives in, installing it if the database lacks it: in `public` where there
 * is one, since a per-site schema may be dropped with everything in it. Another process may be
 * installing it at this moment; the savepoint keeps this migration's transaction usable then.
 */
async function trigramSchema(db: Kysely<unknown>): Promise<string> {
  const installed = await extensionSchema(db);
  if (installed) return installed;
  const { rows } = await sql<{ found: boolean }>`
    select exists (select 1 from pg_namespace where nspname = 'public') as found`.execute(db);
  const target = rows[0]?.found ? sql`schema public` : sql``;
  await sql`savepoint install_pg_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm ${target}`.execute(db);
    await sql`release savepoint install_pg_trgm`.execute(db);
  } catch (error) {
    await sql`rollback to savepoint install_pg_trgm`.execute(db);
    if (!(await extensionSchema(db))) {
      throw new Error(`the search needs the pg_trgm extension: ${(error as Error).message}`, { cause: error });
    }
  }
  const schema = await extensionSchema(db);
  if (!schema) throw new Error("the search needs the pg_trgm extension, which could not be installed");
  return schema;
}

async function extensionSchema(db: Kysely<unknown>): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  return rows[0]?.schema;
}
