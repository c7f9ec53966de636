// Reads the whole site back out of the database in the importer's model, for export.
import type { ArticleStatus, MenuType, Visibility } from "@rxdocs/contract";
import type { Kysely } from "kysely";
import { listArticles } from "../storage/articles.js";
import { listMenus } from "../storage/menus.js";
import type { Database } from "../storage/schema.js";
import type { ArticleSource, MenuSource } from "./model.js";

export async function readStoredContent(
  db: Kysely<Database>,
): Promise<{ menus: MenuSource[]; articles: ArticleSource[] }> {
  const menus = (await listMenus(db)).map((row): MenuSource => ({
    menuCode: row.menu_code,
    menuName: row.menu_name,
    menuType: Number(row.menu_type) as MenuType,
    parentCode: row.parent_code,
    sort: Number(row.sort),
    visibility: row.visibility as Visibility,
    sourcePath: row.source_path ?? "",
  }));
  const articles = (await listArticles(db)).map((row): ArticleSource => ({
    menuCode: row.menu_code,
    articleTitle: row.article_title,
    articleMd: row.article_md,
    articleTabContent: row.article_tab_content,
    status: Number(row.status) as ArticleStatus,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
  return { menus, articles };
}
