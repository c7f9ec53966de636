// Articles: each slot's page points at an article revision, a row never changed once written,
// which the slots that have the article as it is share. Its body (Markdown and tab group) is in
// article_bodies by the SHA-256 of its content: revisions with the same body share one row of it.
import { ARTICLE_STATUS_PUBLISHED } from "@rxdocs/contract";
import { createHash } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { ArticleBodiesTable, ArticleRevisionsTable, Database } from "./schema.js";
import { batches, FIRST_SLOT_ID, onePerMenu } from "./menus.js";

export type ArticleRevisionRow = Selectable<ArticleRevisionsTable>;
/** An article as the rest of the server sees it: its revision with its body. */
export type ArticleRow = Omit<ArticleRevisionRow, "body_hash"> & Omit<Selectable<ArticleBodiesTable>, "hash">;
export type ArticleColumn = keyof ArticleRow;
/** What the catalog keeps of every article: enough to filter, sort and page without the text. */
export type ArticleMetaRow = Omit<ArticleRow, "article_md" | "article_tab_content">;

const BODY_COLUMNS: ReadonlySet<ArticleColumn> = new Set(["article_md", "article_tab_content"]);
const ALL_COLUMNS: readonly ArticleColumn[] = [
  "id",
  "menu_code",
  "article_title",
  "article_md",
  "article_tab_content",
  "status",
  "created_at",
  "updated_at",
  "source_file",
  "description",
];
const META_COLUMNS = [
  "id",
  "menu_code",
  "article_title",
  "status",
  "created_at",
  "updated_at",
  "source_file",
  "description",
] as const;

/** The address of a body: the same Markdown and tab group give the same hash. */
export function articleBodyHash(articleMd: string, articleTabContent: string | null): string {
  return createHash("sha256")
    .update(JSON.stringify([articleMd, articleTabContent]))
    .digest("hex");
}

function withBodies(db: Kysely<Database>, columns: readonly ArticleColumn[]) {
  const qualified = columns.map((column) => `${BODY_COLUMNS.has(column) ? "b" : "a"}.${column}`);
  return db
    .selectFrom("article_revisions as a")
    .innerJoin("article_bodies as b", "b.hash", "a.body_hash")
    .select(qualified as `a.${"menu_code"}`[]);
}

/** The articles of a slot, without their bodies. */
export async function listArticleMeta(db: Kysely<Database>, slotId = FIRST_SLOT_ID): Promise<ArticleMetaRow[]> {
  const rows = await db
    .selectFrom("slot_pages as p")
    .innerJoin("article_revisions as a", "a.id", "p.article_id")
    .select(META_COLUMNS.map((column) => `a.${column}` as const))
    .where("p.slot_id", "=", slotId)
    .execute();
  return rows.map(numbered);
}

/** The articles of a slot, with their bodies, by menu code. */
export async function listArticles(db: Kysely<Database>, slotId = FIRST_SLOT_ID): Promise<ArticleRow[]> {
  const rows = await withBodies(db, ALL_COLUMNS)
    .innerJoin("slot_pages as p", "p.article_id", "a.id")
    .where("p.slot_id", "=", slotId)
    .orderBy("a.menu_code")
    .execute();
  return (rows as ArticleRow[]).map(numbered);
}

/** The article revision if it is published. */
export async function findPublishedArticle(db: Kysely<Database>, id: number): Promise<ArticleRow | undefined> {
  const row = (await withBodies(db, ALL_COLUMNS).where("a.id", "=", id).executeTakeFirst()) as ArticleRow | undefined;
  return row && Number(row.status) === ARTICLE_STATUS_PUBLISHED ? numbered(row) : undefined;
}

/** What a page's text is made from, with the status that says whether it may still be read. */
export const ARTICLE_BODY_COLUMNS = ["article_title", "article_md", "article_tab_content", "status"] as const;

/** Reads the given columns of the given article revisions, in no particular order. */
export async function findArticleColumns<C extends ArticleColumn>(
  db: Kysely<Database>,
  ids: readonly number[],
  columns: readonly C[],
): Promise<Pick<ArticleRow, C | "id" | "menu_code">[]> {
  const rows: Pick<ArticleRow, C | "id" | "menu_code">[] = [];
  const selected = [...new Set<ArticleColumn>(["id", "menu_code", ...columns])];
  for (const batch of batches(ids, 500)) {
    const found = await withBodies(db, selected).where("a.id", "in", batch).execute();
    rows.push(...(found as Pick<ArticleRow, C | "id" | "menu_code">[]).map(numbered));
  }
  return rows;
}

/** Every revision of the given articles, whichever slots have them, with their body's hash. */
export async function findArticleRevisions(
  db: Kysely<Database>,
  menuCodes: readonly string[],
): Promise<ArticleRevisionRow[]> {
  const rows: ArticleRevisionRow[] = [];
  for (const batch of batches(menuCodes, 500)) {
    rows.push(...(await db.selectFrom("article_revisions").selectAll().where("menu_code", "in", batch).execute()));
  }
  return rows.map(numbered);
}

/** Stores new revisions with their bodies, and answers the revisions with their ids, in the same order. */
export async function insertArticleRevisions(
  db: Kysely<Database>,
  rows: readonly Omit<ArticleRow, "id">[],
): Promise<ArticleRevisionRow[]> {
  const stored: ArticleRevisionRow[] = [];
  // Markdown bodies are large; smaller batches keep each statement's size moderate.
  for (const batch of batches(onePerMenu(rows), 100)) {
    const revisions = await storeBodies(db, batch);
    const inserted = await db
      .insertInto("article_revisions")
      .values(revisions)
      .returning(["id", "menu_code"])
      .execute();
    const ids = new Map(inserted.map(({ id, menu_code }) => [menu_code, Number(id)]));
    stored.push(...revisions.map((revision) => ({ ...revision, id: ids.get(revision.menu_code)! })));
  }
  return stored;
}

/** The revisions of the given ids that no slot has any more. */
export async function findUnusedArticleRevisions(db: Kysely<Database>, ids: readonly number[]): Promise<number[]> {
  const unused: number[] = [];
  for (const batch of batches([...new Set(ids)], 500)) {
    const rows = await db
      .selectFrom("article_revisions")
      .select("id")
      .where("id", "in", batch)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("slot_pages").select("slot_id").whereRef("slot_pages.article_id", "=", "article_revisions.id"),
          ),
        ),
      )
      .execute();
    unused.push(...rows.map((row) => Number(row.id)));
  }
  return unused;
}

/** Deletes the revisions (out of the search index already), and the bodies no other revision has. */
export async function deleteArticleRevisions(db: Kysely<Database>, ids: readonly number[]): Promise<void> {
  for (const batch of batches(ids, 500)) {
    const hashes = await db.selectFrom("article_revisions").select("body_hash").where("id", "in", batch).execute();
    await db.deleteFrom("article_revisions").where("id", "in", batch).execute();
    await deleteUnusedBodies(db, [...new Set(hashes.map((row) => row.body_hash))]);
  }
}

/** Stores the bodies not stored yet, and answers the rows as the revisions table holds them. */
async function storeBodies(
  db: Kysely<Database>,
  rows: readonly Omit<ArticleRow, "id">[],
): Promise<Omit<ArticleRevisionRow, "id">[]> {
  const bodies = new Map<string, Selectable<ArticleBodiesTable>>();
  const stored = rows.map(({ article_md, article_tab_content, ...row }) => {
    const hash = articleBodyHash(article_md, article_tab_content);
    bodies.set(hash, { hash, article_md, article_tab_content });
    return { ...row, body_hash: hash };
  });
  if (bodies.size > 0) {
    await db
      .insertInto("article_bodies")
      .values([...bodies.values()])
      .onConflict((conflict) => conflict.column("hash").doNothing())
      .execute();
  }
  return stored;
}

async function deleteUnusedBodies(db: Kysely<Database>, hashes: readonly string[]): Promise<void> {
  if (hashes.length === 0) return;
  await db
    .deleteFrom("article_bodies")
    .where("hash", "in", hashes)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("article_revisions")
            .select("id")
            .whereRef("article_revisions.body_hash", "=", "article_bodies.hash"),
        ),
      ),
    )
    .execute();
}

function numbered<Row extends { id: number; status?: number }>(row: Row): Row {
  return row.status === undefined
    ? { ...row, id: Number(row.id) }
    : { ...row, id: Number(row.id), status: Number(row.status) };
}
