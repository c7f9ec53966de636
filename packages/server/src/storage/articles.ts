import { ARTICLE_STATUS_PUBLISHED } from "@rxdocs/contract";
import type { Kysely, Selectable } from "kysely";
import type { ArticlesTable, Database } from "./schema.js";
import { batches } from "./menus.js";

export type ArticleRow = Selectable<ArticlesTable>;
export type ArticleColumn = keyof ArticleRow;
/** What the catalog keeps of every article: enough to filter, sort and page without the text. */
export type ArticleMetaRow = Omit<ArticleRow, "article_md" | "article_tab_content">;

export function listArticleMeta(db: Kysely<Database>): Promise<ArticleMetaRow[]> {
  return db
    .selectFrom("articles")
    .select(["menu_code", "article_title", "status", "created_at", "updated_at", "source_file"])
    .execute();
}

export function listArticles(db: Kysely<Database>): Promise<ArticleRow[]> {
  return db.selectFrom("articles").selectAll().orderBy("menu_code").execute();
}

export function findArticle(db: Kysely<Database>, menuCode: string): Promise<ArticleRow | undefined> {
  return db.selectFrom("articles").selectAll().where("menu_code", "=", menuCode).executeTakeFirst();
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
  return db
    .selectFrom("articles")
    .select([...new Set<ArticleColumn>(["menu_code", ...columns])])
    .where("menu_code", "in", menuCodes)
    .execute() as Promise<Pick<ArticleRow, C | "menu_code">[]>;
}

export async function insertArticles(db: Kysely<Database>, rows: ArticleRow[]): Promise<void> {
  // Markdown bodies are large; smaller batches keep each statement's size moderate.
  for (const batch of batches(rows, 100)) await db.insertInto("articles").values(batch).execute();
}

export async function updateArticle(db: Kysely<Database>, row: ArticleRow): Promise<void> {
  const { menu_code, ...changes } = row;
  await db.updateTable("articles").set(changes).where("menu_code", "=", menu_code).execute();
}

/** Deletes the articles of the given menus; answers how many there were. */
export async function deleteArticles(db: Kysely<Database>, menuCodes: string[]): Promise<number> {
  let deleted = 0;
  for (const batch of batches(menuCodes, 500)) {
    const result = await db.deleteFrom("articles").where("menu_code", "in", batch).executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}
