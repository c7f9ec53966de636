// The revisions a slot's pages point at: an import finds, for each menu and article of a
// folder, the revision any slot has of it as it is, or stores a new one (indexed for search),
// and deletes the revisions no slot has any more. A hidden menu's view code follows the slots
// that hide it.
import type { Kysely } from "kysely";
import { generateViewPathCode } from "../access/secrets.js";
import {
  type ArticleRevisionRow,
  type ArticleRow,
  articleBodyHash,
  deleteArticleRevisions,
  findArticleRevisions,
  findUnusedArticleRevisions,
  insertArticleRevisions,
} from "../storage/articles.js";
import {
  batches,
  deleteUnusedMenuRevisions,
  findMenuRevisions,
  insertMenuRevisions,
  listViewCodes,
  type MenuRevisionRow,
  putViewCode,
} from "../storage/menus.js";
import type { Database } from "../storage/schema.js";
import type { SlotPageRow } from "../storage/slotPages.js";
import type { IndexedArticle, SearchIndexUpdate } from "../search/searchIndex.js";
import { keepHeapNearLive } from "./heapCeiling.js";
import type { ArticleSource, MenuSource } from "./model.js";

export interface ChangeCounts {
  created: number;
  updated: number;
  removed: number;
  unchanged: number;
}

/**
 * Deletes the revisions the given pages pointed at that no slot has any more, with their
 * search sections; answers the article revisions deleted.
 */
export async function releaseRevisions(
  trx: Kysely<Database>,
  released: readonly SlotPageRow[],
  searchIndex: SearchIndexUpdate,
): Promise<number[]> {
  await deleteUnusedMenuRevisions(
    trx,
    released.map((page) => page.menu_id),
  );
  const unused = await findUnusedArticleRevisions(
    trx,
    released.flatMap((page) => (page.article_id === null ? [] : [page.article_id])),
  );
  await searchIndex.apply({ removed: unused });
  await deleteArticleRevisions(trx, unused);
  return unused;
}

/** A menu revision's content: what two revisions must share to be the same. */
function sameMenu(a: Omit<MenuRevisionRow, "id" | "created_at" | "updated_at">, b: typeof a): boolean {
  return (
    a.menu_name === b.menu_name &&
    Number(a.menu_type) === Number(b.menu_type) &&
    a.parent_code === b.parent_code &&
    Number(a.sort) === Number(b.sort) &&
    a.visibility === b.visibility &&
    a.source_path === b.source_path &&
    a.link === b.link &&
    a.badge === b.badge &&
    Number(a.nav_hidden) === Number(b.nav_hidden)
  );
}

/** Answers the revision each menu of the folder is at, storing the new ones. */
export async function applyMenus(
  trx: Kysely<Database>,
  menus: MenuSource[],
  pages: Map<string, SlotPageRow>,
  now: string,
  counts: ChangeCounts,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const revisions = groupByCode(
    await findMenuRevisions(
      trx,
      menus.map((menu) => menu.menuCode),
    ),
  );
  const inserts: Omit<MenuRevisionRow, "id">[] = [];
  for (const menu of menus) {
    const wanted = {
      menu_code: menu.menuCode,
      menu_name: menu.menuName,
      menu_type: menu.menuType,
      parent_code: menu.parentCode,
      sort: menu.sort,
      visibility: menu.visibility,
      source_path: menu.sourcePath,
      link: menu.link ?? null,
      badge: menu.badge ? JSON.stringify(menu.badge) : null,
      nav_hidden: menu.navHidden ? 1 : 0,
    };
    const known = revisions.get(menu.menuCode) ?? [];
    const before = known.find((revision) => revision.id === pages.get(menu.menuCode)?.menu_id);
    const same = before && sameMenu(before, wanted) ? before : known.findLast((revision) => sameMenu(revision, wanted));
    if (before === undefined) counts.created += 1;
    else if (same === before) counts.unchanged += 1;
    else counts.updated += 1;
    if (same) ids.set(menu.menuCode, same.id);
    else inserts.push({ ...wanted, created_at: before?.created_at ?? known[0]?.created_at ?? now, updated_at: now });
  }
  for (const revision of await insertMenuRevisions(trx, inserts)) ids.set(revision.menu_code, revision.id);
  return ids;
}

/**
 * A hidden menu has a view code while any slot has it hidden, the same in all of them, so that
 * share links stay valid across imports and versions; one no slot hides loses it, so old links
 * stop working.
 */
export async function applyViewCodes(trx: Kysely<Database>, menuCodes: readonly string[]): Promise<void> {
  const codes = await listViewCodes(trx);
  for (const batch of batches([...new Set(menuCodes)], 500)) {
    const hidden = new Set(
      (
        await trx
          .selectFrom("slot_pages as p")
          .innerJoin("menu_revisions as m", "m.id", "p.menu_id")
          .select("p.menu_code")
          .where("p.menu_code", "in", batch)
          .where("m.visibility", "=", "hidden")
          .execute()
      ).map((row) => row.menu_code),
    );
    for (const code of batch) {
      if (hidden.has(code) && !codes.has(code)) await putViewCode(trx, code, generateViewPathCode());
      if (!hidden.has(code) && codes.has(code)) await putViewCode(trx, code, null);
    }
  }
}

/** An article revision's content, without its dates. */
function sameArticle(a: Omit<ArticleRevisionRow, "id" | "created_at" | "updated_at">, b: typeof a): boolean {
  return (
    a.article_title === b.article_title &&
    a.body_hash === b.body_hash &&
    Number(a.status) === Number(b.status) &&
    a.source_file === b.source_file &&
    a.description === b.description
  );
}

/**
 * Answers the revision each article of the folder is at, storing and indexing the new ones, and
 * the files each new revision uses.
 */
export async function applyArticles(
  trx: Kysely<Database>,
  articles: ArticleSource[],
  pages: Map<string, SlotPageRow>,
  now: string,
  counts: ChangeCounts,
  searchIndex: SearchIndexUpdate,
): Promise<{ ids: Map<string, number>; uses: Map<number, readonly string[]> }> {
  const ids = new Map<string, number>();
  const uses = new Map<number, readonly string[]>();
  // A batch at a time, so that a large site's bodies are never all in memory twice.
  for (const batch of batches(articles, 500)) {
    const revisions = groupByCode(
      await findArticleRevisions(
        trx,
        batch.map((article) => article.menuCode),
      ),
    );
    const inserts: Omit<ArticleRow, "id">[] = [];
    const sources: ArticleSource[] = [];
    for (const article of batch) {
      const wanted = {
        menu_code: article.menuCode,
        article_title: article.articleTitle,
        body_hash: articleBodyHash(article.articleMd, article.articleTabContent),
        status: article.status,
        source_file: article.sourceFile ?? null,
        description: article.description ?? null,
      };
      const datesMatch = (revision: ArticleRevisionRow) =>
        (article.createdAt === undefined || revision.created_at === article.createdAt) &&
        (article.updatedAt === undefined || revision.updated_at === article.updatedAt);
      const known = revisions.get(article.menuCode) ?? [];
      const before = known.find((revision) => revision.id === pages.get(article.menuCode)?.article_id);
      const same =
        before && sameArticle(before, wanted) && datesMatch(before)
          ? before
          : known.findLast((revision) => sameArticle(revision, wanted) && datesMatch(revision));
      if (before === undefined) counts.created += 1;
      else if (same === before) counts.unchanged += 1;
      else counts.updated += 1;
      if (same) {
        ids.set(article.menuCode, same.id);
        continue;
      }
      inserts.push({
        menu_code: article.menuCode,
        article_title: article.articleTitle,
        article_md: article.articleMd,
        article_tab_content: article.articleTabContent,
        status: article.status,
        created_at: article.createdAt ?? before?.created_at ?? known[0]?.created_at ?? now,
        updated_at: article.updatedAt ?? now,
        source_file: wanted.source_file,
        description: wanted.description,
      });
      sources.push(article);
    }
    const stored = await insertArticleRevisions(trx, inserts);
    const added: IndexedArticle[] = stored.map((revision, i) => {
      ids.set(revision.menu_code, revision.id);
      uses.set(revision.id, sources[i]!.fileHashes ?? []);
      return { ...sources[i]!, articleId: revision.id };
    });
    await searchIndex.apply({ added });
    keepHeapNearLive();
  }
  return { ids, uses };
}

function groupByCode<Row extends { menu_code: string; id: number }>(rows: readonly Row[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    const group = groups.get(row.menu_code) ?? [];
    group.push(row);
    groups.set(row.menu_code, group);
  }
  return groups;
}
