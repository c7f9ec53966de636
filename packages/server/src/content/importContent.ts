// Applies a folder's content to the database in one transaction: new menus and articles are
// inserted, changed ones updated, identical ones left alone (so a second import of the same
// folder changes nothing), and with `prune` what the folder no longer has is removed.
// Any change bumps the content version, which is how running servers learn of it.
import { MENU_TYPE_ARTICLE } from "@rxdocs/contract";
import type { Kysely } from "kysely";
import { generateViewPathCode } from "../access/secrets.js";
import {
  type ArticleRow,
  deleteArticles,
  findArticleColumns,
  insertArticles,
  updateArticle,
} from "../storage/articles.js";
import { bumpContentVersion } from "../storage/contentVersion.js";
import { batches, deleteMenus, insertMenus, listMenus, type MenuRow, updateMenu } from "../storage/menus.js";
import type { Database } from "../storage/schema.js";
import { type IndexedArticle, SearchIndexUpdate } from "../search/searchIndex.js";
import { keepHeapNearLive } from "./heapCeiling.js";
import { type FileCounts, importFiles } from "./importFiles.js";
import type { ArticleSource, ContentWarning, FolderContent, MenuSource } from "./model.js";
import { applySite } from "./importSite.js";

export interface ChangeCounts {
  created: number;
  updated: number;
  removed: number;
  unchanged: number;
}

export interface ImportCounts {
  menus: ChangeCounts;
  articles: ChangeCounts;
  files: FileCounts;
}

export class ContentProblemsError extends Error {
  constructor(readonly problems: FolderContent["problems"]) {
    super(
      `import refused: ${problems.length} problem${problems.length === 1 ? "" : "s"} in the folder; nothing was changed`,
    );
    this.name = "ContentProblemsError";
  }
}

/** With --strict, warnings refuse the import as problems do. */
export class ContentWarningsError extends Error {
  constructor(readonly warnings: readonly ContentWarning[]) {
    super(
      `import refused (--strict): ${warnings.length} warning${warnings.length === 1 ? "" : "s"} in the folder; nothing was changed`,
    );
    this.name = "ContentWarningsError";
  }
}

const emptyCounts = (): ChangeCounts => ({ created: 0, updated: 0, removed: 0, unchanged: 0 });

export async function importContent(
  db: Kysely<Database>,
  content: FolderContent,
  options: { prune?: boolean; now?: string; strict?: boolean } = {},
): Promise<ImportCounts> {
  if (content.problems.length > 0) throw new ContentProblemsError(content.problems);
  if (options.strict && content.warnings.length > 0) throw new ContentWarningsError(content.warnings);
  const now = options.now ?? new Date().toISOString();
  const counts: ImportCounts = {
    menus: emptyCounts(),
    articles: emptyCounts(),
    files: { created: 0, removed: 0, unchanged: 0 },
  };

  await db.transaction().execute(async (trx) => {
    const searchIndex = new SearchIndexUpdate(trx);
    try {
      await applyContent(trx, content, { ...options, now }, counts, searchIndex);
    } finally {
      await searchIndex.close();
    }
  });
  return counts;
}

async function applyContent(
  trx: Kysely<Database>,
  content: FolderContent,
  options: { prune?: boolean; now: string },
  counts: ImportCounts,
  searchIndex: SearchIndexUpdate,
): Promise<void> {
  const { now } = options;
  const existingMenus = new Map((await listMenus(trx)).map((row) => [row.menu_code, row]));
  await applyMenus(trx, content.menus, existingMenus, now, counts.menus);
  await applyArticles(trx, content.articles, now, counts.articles, searchIndex);

  const wanted = new Set(content.menus.map((menu) => menu.menuCode));
  const articleMenus = new Set(content.articles.map((article) => article.menuCode));
  // An article menu that became a folder loses its article.
  const orphanedArticles = content.menus
    .filter(
      (menu) =>
        menu.menuType !== MENU_TYPE_ARTICLE && existingMenus.get(menu.menuCode)?.menu_type === MENU_TYPE_ARTICLE,
    )
    .map((menu) => menu.menuCode)
    .filter((code) => !articleMenus.has(code));
  counts.articles.removed += await deleteArticles(trx, orphanedArticles);
  await searchIndex.apply({ removed: orphanedArticles });
  const gone = options.prune ? [...existingMenus.keys()].filter((code) => !wanted.has(code)) : [];
  if (gone.length > 0) {
    counts.articles.removed += await deleteArticles(trx, gone);
    await searchIndex.apply({ removed: gone });
    counts.menus.removed += gone.length;
    await deleteMenus(trx, gone);
  }
  await searchIndex.finish();
  const files = await importFiles(trx, content, {
    prune: options.prune ?? false,
    removedArticles: [...orphanedArticles, ...gone],
    now,
  });
  counts.files = files.counts;
  const siteChanged = await applySite(trx, content.site);

  const { menus, articles } = counts;
  const contentChanged =
    menus.created + menus.updated + menus.removed + articles.created + articles.updated + articles.removed > 0;
  if (contentChanged || files.changed || siteChanged) await bumpContentVersion(trx);
}

async function applyMenus(
  trx: Kysely<Database>,
  menus: MenuSource[],
  existing: Map<string, MenuRow>,
  now: string,
  counts: ChangeCounts,
): Promise<void> {
  const inserts: MenuRow[] = [];
  for (const menu of menus) {
    const before = existing.get(menu.menuCode);
    // A hidden menu keeps its view code across imports, so share links stay valid;
    // a menu that stops being hidden loses it, so old links stop working.
    const viewPathCode = menu.visibility === "hidden" ? (before?.view_path_code ?? generateViewPathCode()) : null;
    const row: MenuRow = {
      menu_code: menu.menuCode,
      menu_name: menu.menuName,
      menu_type: menu.menuType,
      parent_code: menu.parentCode,
      sort: menu.sort,
      visibility: menu.visibility,
      view_path_code: viewPathCode,
      source_path: menu.sourcePath,
      created_at: before?.created_at ?? now,
      updated_at: now,
    };
    if (!before) {
      inserts.push(row);
      counts.created += 1;
    } else if (menuChanged(before, row)) {
      await updateMenu(trx, row);
      counts.updated += 1;
    } else {
      counts.unchanged += 1;
    }
  }
  await insertMenus(trx, inserts);
}

function menuChanged(before: MenuRow, after: MenuRow): boolean {
  return (
    before.menu_name !== after.menu_name ||
    Number(before.menu_type) !== after.menu_type ||
    before.parent_code !== after.parent_code ||
    Number(before.sort) !== after.sort ||
    before.visibility !== after.visibility ||
    before.view_path_code !== after.view_path_code ||
    before.source_path !== after.source_path
  );
}

async function applyArticles(
  trx: Kysely<Database>,
  articles: ArticleSource[],
  now: string,
  counts: ChangeCounts,
  searchIndex: SearchIndexUpdate,
): Promise<void> {
  // Compared a batch at a time, so that a large site's bodies are never all in memory twice.
  for (const batch of batches(articles, 500)) {
    const existing = await findArticleColumns(
      trx,
      batch.map((article) => article.menuCode),
      ["article_title", "article_md", "article_tab_content", "status", "created_at", "updated_at", "source_file"],
    );
    const before = new Map(existing.map((row) => [row.menu_code, row as ArticleRow]));
    const inserts: ArticleRow[] = [];
    const changed: IndexedArticle[] = [];
    for (const article of batch) {
      const old = before.get(article.menuCode);
      const row: ArticleRow = {
        menu_code: article.menuCode,
        article_title: article.articleTitle,
        article_md: article.articleMd,
        article_tab_content: article.articleTabContent,
        status: article.status,
        created_at: article.createdAt ?? old?.created_at ?? now,
        updated_at: article.updatedAt ?? old?.updated_at ?? now,
        source_file: article.sourceFile ?? null,
      };
      if (!old) {
        inserts.push(row);
        changed.push(article);
        counts.created += 1;
      } else if (articleChanged(old, row)) {
        if (!article.updatedAt) row.updated_at = now;
        await updateArticle(trx, row);
        if (searchTextChanged(old, row)) changed.push(article);
        counts.updated += 1;
      } else {
        counts.unchanged += 1;
      }
    }
    await insertArticles(trx, inserts);
    await searchIndex.apply({ added: changed });
    keepHeapNearLive();
  }
}

/** Whether what the search index holds of an article changed (its status is checked at search time). */
function searchTextChanged(before: ArticleRow, after: ArticleRow): boolean {
  return (
    before.article_title !== after.article_title ||
    before.article_md !== after.article_md ||
    before.article_tab_content !== after.article_tab_content
  );
}

function articleChanged(before: ArticleRow, after: ArticleRow): boolean {
  return (
    searchTextChanged(before, after) ||
    Number(before.status) !== after.status ||
    before.created_at !== after.created_at ||
    before.updated_at !== after.updated_at ||
    before.source_file !== after.source_file
  );
}
