// Reads the whole site back out of the database in the importer's model, for export.
import type { ArticleStatus, MenuBadge, MenuType } from "@rxdocs/contract";
import type { Visibility } from "@rxdocs/contract";
import { readFile } from "node:fs/promises";
import type { Kysely } from "kysely";
import { listArticles } from "../storage/articles.js";
import { listFilePaths, readFileBytes } from "../storage/files.js";
import { FIRST_SLOT_ID, listMenus } from "../storage/menus.js";
import { findSlotId, listVersions } from "../storage/slots.js";
import type { Database } from "../storage/schema.js";
import { readSite, siteLangOf } from "../storage/site.js";
import type { ExportableContent } from "./exportChecks.js";
import type { ArticleSource, FolderContent, HomeSource, MenuSource, SiteSettings } from "./model.js";

/** The pages of a slot (by default, the latest version in the site's language), with the site. */
export async function readStoredContent(db: Kysely<Database>, slotId?: number): Promise<Required<ExportableContent>> {
  slotId ??= await defaultSlotId(db);
  const menus = (await listMenus(db, slotId)).map((row): MenuSource => ({
    menuCode: row.menu_code,
    menuName: row.menu_name,
    menuType: Number(row.menu_type) as MenuType,
    parentCode: row.parent_code,
    sort: Number(row.sort),
    visibility: row.visibility as Visibility,
    sourcePath: row.source_path ?? "",
    ...(row.link !== null && { link: row.link }),
    ...(row.badge !== null && { badge: JSON.parse(row.badge) as MenuBadge }),
    ...(Number(row.nav_hidden) === 1 && { navHidden: true }),
  }));
  const articles = (await listArticles(db, slotId)).map((row): ArticleSource => ({
    menuCode: row.menu_code,
    articleTitle: row.article_title,
    articleMd: row.article_md,
    articleTabContent: row.article_tab_content,
    status: Number(row.status) as ArticleStatus,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...(row.source_file !== null && { sourceFile: row.source_file }),
    ...(row.description !== null && { description: row.description }),
  }));
  const files = (await listFilePaths(db)).map(({ path, hash }) => ({
    path,
    hash,
    bytes: async () => {
      const bytes = await readFileBytes(db, hash);
      if (!bytes) throw new Error(`the file ${path} is missing from the database`);
      return bytes;
    },
  }));
  const site = await readSite(db);
  return {
    menus,
    articles,
    files,
    site: {
      settings: JSON.parse(site.settings) as SiteSettings,
      home: site.home === null ? null : (JSON.parse(site.home) as HomeSource),
    },
  };
}

/** The slot of the latest version in the site's language. */
export async function defaultSlotId(db: Kysely<Database>): Promise<number> {
  const latest = (await listVersions(db)).find((version) => version.latest === 1);
  return (latest && (await findSlotId(db, latest.name, siteLangOf(await readSite(db))))) ?? FIRST_SLOT_ID;
}

/** A folder as it was read, as the exporter writes it: its files read from where they are. */
export function exportableFolder(content: FolderContent): ExportableContent {
  return {
    ...content,
    files: content.files.map(({ path, hash, absolutePath }) => ({ path, hash, bytes: () => readFile(absolutePath) })),
  };
}
