// Articles, each a row of its own, with its body (Markdown and tab group) kept in article_bodies
// by the SHA-256 of its content: articles with the same body share one row of it.
import { ARTICLE_STATUS_PUBLISHED } from "@rxdocs/contract";
import { createHash } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { ArticleBodiesTable, ArticlesTable, Database } from "./schema.js";
import { batches } from "./menus.js";

/** An article as the rest of the server sees it: its row with its body. */
export type ArticleRow = Omit<Selectable<ArticlesTable>, "body_hash"> & Omit<Selectable<ArticleBodiesTable>, "hash">;
export type ArticleColumn = keyof ArticleRow;
/** What the catalog keeps of every article: enough to filter, sort and page without the text. */
export type ArticleMetaRow = Omit<ArticleRow, "article_md" | "article_tab_content">;

const BODY_COLUMNS: ReadonlySet<ArticleColumn> = new Set(["article_md", "article_tab_content"]);
const ALL_COLUMNS: readonly ArticleColumn[] = [
  "menu_code",
  "article_title",
  "article_md",
  "article_tab_content",
  "status",
  "created_at",
  "updated_at",
  "source_file",
];

/** The address of a body: the same Markdown and tab group give the same hash. */
export function articleBodyHash(articleMd: string, articleTabContent: string | null): string {
  return createHash("sha256")
    .update(JSON.stringify([articleMd, articleTabContent]))
    .digest("hex");
}

function withBodies(db: Kysely<Database>, columns: readonly ArticleColumn[]) {
  const qualified = columns.map((column) => `${BODY_COLUMNS.has(column) ? "article_bodies" : "articles"}.${column}`);
  return db
    .selectFrom("articles")
    .innerJoin("article_bodies", "article_bodies.hash", "articles.body_hash")
    .select(qualified as `articles.${"menu_code"}`[]);
}

export function listArticleMeta(db: Kysely<Database>): Promise<ArticleMetaRow[]> {
  return db
    .selectFrom("articles")
    .select(["menu_code", "article_title", "status", "created_at", "updated_at", "source_file"])
    .execute();
}

export function listArticles(db: Kysely<Database>): Promise<ArticleRow[]> {
  return withBodies(db, ALL_COLUMNS).orderBy("articles.menu_code").execute() as Promise<ArticleRow[]>;
}

export function findArticle(db: Kysely<Database>, menuCode: string): Promise<ArticleRow | undefined> {
  return withBodies(db, ALL_COLUMNS).where("articles.menu_code", "=", menuCode).executeTakeFirst() as Promise<
    ArticleRow | undefined
  >;
}

/** The article if it is published: the database may have moved on since the catalog was read. */
export async function findPublishedArticle(db: Kysely<Database>, menuCode: string): Promise<ArticleRow | undefined> {
  const row = await findArticle(db, menuCode);
  return row && Number(row.status) === ARTICLE_STATUS_PUBLISHED ? row : undefined;
}

/** Reads the given columns of the given articles, in no particular order. */
export function findArticleColumns<C extends ArticleColumn>(
  db: Kysely<Database>,
  menuCodes: string[],
  columns: readonly C[],
): Promise<Pick<ArticleRow, C | "menu_code">[]> {
  if (menuCodes.length === 0) return Promise.resolve([]);
  return withBodies(db, [...new Set<ArticleColumn>(["menu_code", ...columns])])
    .where("articles.menu_code", "in", menuCodes)
    .execute() as Promise<Pick<ArticleRow, C | "menu_code">[]>;
}

export async function insertArticles(db: Kysely<Database>, rows: ArticleRow[]): Promise<void> {
  // Markdown bodies are large; smaller batches keep each statement's size moderate.
  for (const batch of batches(rows, 100)) {
    await db
      .insertInto("articles")
      .values(await storeBodies(db, batch))
      .execute();
  }
}

export async function updateArticle(db: Kysely<Database>, row: ArticleRow): Promise<void> {
  const [before] = await bodyHashesOf(db, [row.menu_code]);
  const { menu_code, ...changes } = (await storeBodies(db, [row]))[0]!;
  await db.updateTable("articles").set(changes).where("menu_code", "=", menu_code).execute();
  // A change of status or dates alone keeps the body.
  if (before !== undefined && before !== changes.body_hash) await deleteUnusedBodies(db, [before]);
}

/** Deletes the articles of the given menus, and the bodies no other article has; answers how many there were. */
export async function deleteArticles(db: Kysely<Database>, menuCodes: string[]): Promise<number> {
  let deleted = 0;
  for (const batch of batches(menuCodes, 500)) {
    const hashes = await bodyHashesOf(db, batch);
    const result = await db.deleteFrom("articles").where("menu_code", "in", batch).executeTakeFirst();
    deleted += Number(result.numDeletedRows);
    await deleteUnusedBodies(db, hashes);
  }
  return deleted;
}

/** Stores the bodies not stored yet, and answers the rows as the articles table holds them. */
async function storeBodies(db: Kysely<Database>, rows: readonly ArticleRow[]): Promise<Selectable<ArticlesTable>[]> {
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

async function bodyHashesOf(db: Kysely<Database>, menuCodes: readonly string[]): Promise<string[]> {
  const rows = await db.selectFrom("articles").select("body_hash").where("menu_code", "in", menuCodes).execute();
  return [...new Set(rows.map((row) => row.body_hash))];
}

async function deleteUnusedBodies(db: Kysely<Database>, hashes: readonly string[]): Promise<void> {
  if (hashes.length === 0) return;
  await db
    .deleteFrom("article_bodies")
    .where("hash", "in", hashes)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom("articles").select("menu_code").whereRef("articles.body_hash", "=", "article_bodies.hash")),
      ),
    )
    .execute();
}
