// Verifies a database as an operator would want before trusting it: the storage itself is
// whole, every page has the revisions and body it points at, the search index holds exactly
// what those pages say (so a search finds what a reader sees), and every file is present with
// the bytes its hash names. It only reads; what it finds is said, never repaired.
import { type Kysely, sql } from "kysely";
import { hashBytes } from "../content/contentFiles.js";
import { articleRows } from "../search/indexRows.js";
import type { Storage } from "./database.js";
import type { Database } from "./schema.js";

export interface CheckResult {
  /** What was checked, in a few words. */
  name: string;
  /** What was found in order, as one line each; empty when all is well. */
  problems: string[];
  /** What was looked at, for the report. */
  summary: string;
}

/** At most this many problems are listed per check; the rest are counted. */
const MAX_LISTED = 20;

export async function checkDatabase(storage: Storage): Promise<CheckResult[]> {
  return [
    await checkStorage(storage),
    await checkPages(storage.db),
    await checkSearchIndex(storage),
    await checkFiles(storage.db),
  ];
}

async function checkStorage(storage: Storage): Promise<CheckResult> {
  if (storage.kind === "postgres") {
    // PostgreSQL keeps its pages checksummed and its constraints enforced; what is left to ask is that it answers.
    await sql`select 1`.execute(storage.db);
    return { name: "storage", problems: [], summary: "PostgreSQL answers; it enforces its own constraints" };
  }
  const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(storage.db);
  const problems = integrity.rows.map((row) => row.integrity_check).filter((line) => line !== "ok");
  const keys = await sql<{ table: string; parent: string }>`pragma foreign_key_check`.execute(storage.db);
  problems.push(...keys.rows.map((row) => `a row of ${row.table} points at a missing row of ${row.parent}`));
  return { name: "storage", problems: listed(problems), summary: "SQLite integrity_check and foreign keys" };
}

async function checkPages(db: Kysely<Database>): Promise<CheckResult> {
  const missingMenus = await db
    .selectFrom("slot_pages")
    .leftJoin("menu_revisions", "menu_revisions.id", "slot_pages.menu_id")
    .select(["slot_pages.menu_code", "slot_pages.slot_id"])
    .where("menu_revisions.id", "is", null)
    .execute();
  const missingArticles = await db
    .selectFrom("slot_pages")
    .leftJoin("article_revisions", "article_revisions.id", "slot_pages.article_id")
    .select(["slot_pages.menu_code", "slot_pages.slot_id"])
    .where("slot_pages.article_id", "is not", null)
    .where("article_revisions.id", "is", null)
    .execute();
  const missingBodies = await db
    .selectFrom("article_revisions")
    .leftJoin("article_bodies", "article_bodies.hash", "article_revisions.body_hash")
    .select(["article_revisions.menu_code", "article_revisions.id"])
    .where("article_bodies.hash", "is", null)
    .execute();
  const { pages } = await db
    .selectFrom("slot_pages")
    .select((eb) => eb.fn.countAll<number | string>().as("pages"))
    .executeTakeFirstOrThrow();
  return {
    name: "pages",
    problems: listed([
      ...missingMenus.map((row) => `${row.menu_code} (slot ${row.slot_id}): its menu revision is missing`),
      ...missingArticles.map((row) => `${row.menu_code} (slot ${row.slot_id}): its article revision is missing`),
      ...missingBodies.map((row) => `${row.menu_code} (revision ${row.id}): its body is missing`),
    ]),
    summary: `${Number(pages)} pages in all versions and languages`,
  };
}

/**
 * Recomputes every page's search sections from its body, as an import makes them, and compares
 * them with the index: each revision's sections, the sections no revision has, the words'
 * counts, and on SQLite the full-text tables, which must hold every section and no other.
 */
async function checkSearchIndex(storage: Storage): Promise<CheckResult> {
  const { db } = storage;
  const articles = await db
    .selectFrom("article_revisions")
    .innerJoin("article_bodies", "article_bodies.hash", "article_revisions.body_hash")
    .select(["article_revisions.id", "menu_code", "article_title", "article_md", "article_tab_content"])
    .where("article_revisions.id", "in", db.selectFrom("slot_pages").select("article_id"))
    .execute();
  const stored = await db
    .selectFrom("article_sections")
    .innerJoin("search_sections", "search_sections.id", "article_sections.section_id")
    .select(["article_sections.article_id", "search_sections.hash"])
    .execute();
  const storedByArticle = new Map<number, Set<string>>();
  for (const row of stored) {
    const hashes = storedByArticle.get(row.article_id) ?? new Set<string>();
    hashes.add(row.hash);
    storedByArticle.set(row.article_id, hashes);
  }

  const problems: string[] = [];
  const expectedTerms = new Map<string, number>();
  const sectionsInUse = new Set<string>();
  for (const article of articles) {
    const rows = articleRows(article.id, {
      articleTitle: article.article_title,
      articleMd: article.article_md,
      articleTabContent: article.article_tab_content,
    });
    const expected = new Set(rows.map((row) => row.hash));
    const has = storedByArticle.get(article.id) ?? new Set<string>();
    const missing = [...expected].filter((hash) => !has.has(hash)).length;
    const extra = [...has].filter((hash) => !expected.has(hash)).length;
    if (missing || extra) {
      problems.push(
        `${article.menu_code} (revision ${article.id}): ${missing} sections missing from the search index, ${extra} that the page no longer has`,
      );
    }
    for (const row of rows) {
      if (sectionsInUse.has(row.hash)) continue;
      sectionsInUse.add(row.hash);
      for (const term of row.terms) expectedTerms.set(term, (expectedTerms.get(term) ?? 0) + 1);
    }
  }

  const orphans = await db
    .selectFrom("search_sections")
    .select("id")
    .where("id", "not in", db.selectFrom("article_sections").select("section_id"))
    .execute();
  if (orphans.length > 0) problems.push(`${orphans.length} search sections belong to no page`);

  const terms = await db.selectFrom("search_terms").select(["term", "rows"]).execute();
  const wrongTerms = terms.filter((row) => Number(row.rows) !== (expectedTerms.get(row.term) ?? 0)).length;
  const storedTerms = new Set(terms.map((row) => row.term));
  const absentTerms = [...expectedTerms.keys()].filter((term) => !storedTerms.has(term)).length;
  if (wrongTerms || absentTerms) {
    problems.push(`the word counts are out of step: ${wrongTerms} wrong, ${absentTerms} missing`);
  }

  if (storage.kind === "sqlite") {
    for (const table of ["search_fts", "search_names"]) {
      const { rows } = await sql<{ missing: number; extra: number }>`select
          (select count(*) from search_sections where id not in (select rowid from ${sql.table(table)})) as missing,
          (select count(*) from ${sql.table(table)} where rowid not in (select id from search_sections)) as extra`.execute(
        db,
      );
      const { missing, extra } = rows[0]!;
      if (missing || extra) problems.push(`${table}: ${missing} sections not indexed, ${extra} entries of no section`);
    }
  }
  return {
    name: "search index",
    problems: listed(problems),
    summary: `${sectionsInUse.size} sections of ${articles.length} page revisions, ${terms.length} words`,
  };
}

async function checkFiles(db: Kysely<Database>): Promise<CheckResult> {
  const problems: string[] = [];
  const unstored = await db
    .selectFrom("file_uses")
    .leftJoin("files", "files.hash", "file_uses.hash")
    .select(["file_uses.used_by", "file_uses.hash"])
    .where("files.hash", "is", null)
    .execute();
  for (const use of unstored)
    problems.push(`${use.used_by} uses a file that is not stored (${use.hash.slice(0, 12)}…)`);
  // One file at a time: their bytes together may be far larger than memory should hold.
  const hashes = await db.selectFrom("files").select("hash").orderBy("hash").execute();
  for (const { hash } of hashes) {
    const file = await db.selectFrom("files").select(["bytes", "size"]).where("hash", "=", hash).executeTakeFirst();
    const bytes = file ? Buffer.from(file.bytes) : Buffer.alloc(0);
    if (!file || bytes.length !== Number(file.size) || hashBytes(bytes) !== hash) {
      problems.push(`the file ${hash.slice(0, 12)}… is damaged: its bytes do not have the hash it is stored under`);
    }
  }
  return { name: "files", problems: listed(problems), summary: `${hashes.length} files` };
}

function listed(problems: string[]): string[] {
  if (problems.length <= MAX_LISTED) return problems;
  return [...problems.slice(0, MAX_LISTED), `and ${problems.length - MAX_LISTED} more`];
}
