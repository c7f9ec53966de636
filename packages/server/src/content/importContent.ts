// Applies a folder's content to one slot (a version in a language) in one transaction: its
// pages point at the revisions of menus and articles the folder has, reusing any slot's identical
// ones and storing the others, so a second import of the same folder changes nothing. With
// `prune`, the pages the folder no longer has leave the slot. Revisions no slot has any more are
// deleted with their search sections and file uses. Any change bumps the content version, which
// is how running servers learn of it.
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
import { bumpContentVersion } from "../storage/contentVersion.js";
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
import { deleteSlotPages, listSlotPages, putSlotPages, type SlotPageRow } from "../storage/slotPages.js";
import {
  dropEmptySlots,
  ensureSlot,
  listVersions,
  ONLY_VERSION,
  orderVersions,
  renameOnlyLanguage,
  setSlotHome,
} from "../storage/slots.js";
import { type IndexedArticle, SearchIndexUpdate } from "../search/searchIndex.js";
import { keepHeapNearLive } from "./heapCeiling.js";
import { type FileCounts, importFiles } from "./importFiles.js";
import type { ArticleSource, ContentWarning, FolderContent, MenuSource } from "./model.js";
import { applySite } from "./importSite.js";
import { readSite, siteLangOf } from "../storage/site.js";

/** The version and language an import fills. */
export interface SlotName {
  version: string;
  lang: string;
}

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

export interface ImportOptions {
  prune?: boolean;
  now?: string;
  strict?: boolean;
}

/** One slot's part of an import: its content, read when its turn comes. */
export interface SlotImport {
  /** Without one, the latest version in the folder's language. */
  slot?: SlotName;
  read(): Promise<FolderContent>;
  /**
   * Whether its settings and home page become the site's; by default, when it is the latest
   * version in the site's language.
   */
  appliesSite?: boolean;
}

/** The order of a site's versions and its latest one, as the folder lays them out. */
export interface VersionOrder {
  versions: readonly string[];
  latest: string;
}

export async function importContent(
  db: Kysely<Database>,
  content: FolderContent,
  options: ImportOptions & { slot?: SlotName } = {},
): Promise<ImportCounts> {
  const [counts] = await importSlots(db, [{ slot: options.slot, read: async () => content }], options);
  return counts!;
}

/**
 * Imports several slots in one transaction: a problem in any of them changes nothing. With an
 * order, the versions take it, and its latest becomes the site's.
 */
export async function importSlots(
  db: Kysely<Database>,
  parts: readonly SlotImport[],
  options: ImportOptions & { order?: VersionOrder } = {},
): Promise<ImportCounts[]> {
  const now = options.now ?? new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const all: ImportCounts[] = [];
    for (const part of parts) {
      const content = await part.read();
      if (content.problems.length > 0) throw new ContentProblemsError(content.problems);
      if (options.strict && content.warnings.length > 0) throw new ContentWarningsError(content.warnings);
      all.push(await importSlot(trx, content, part, { ...options, now }));
    }
    if (options.order) await orderVersions(trx, options.order.versions, options.order.latest);
    if (await dropEmptySlots(trx)) await bumpContentVersion(trx);
    return all;
  });
}

async function importSlot(
  trx: Kysely<Database>,
  content: FolderContent,
  part: SlotImport,
  options: ImportOptions & { now: string },
): Promise<ImportCounts> {
  const counts: ImportCounts = {
    menus: emptyCounts(),
    articles: emptyCounts(),
    files: { created: 0, removed: 0, unchanged: 0 },
  };
  const slot = part.slot ?? (await defaultSlotName(trx, content));
  const slotId = await ensureSlot(trx, slot.version, slot.lang);
  // The site's settings and home page are the default slot's: the latest version in the site's language.
  const appliesSite = part.appliesSite ?? (part.slot === undefined || (await isDefaultSlot(trx, slot)));
  const searchIndex = new SearchIndexUpdate(trx);
  try {
    await applyContent(trx, slotId, content, { ...options, appliesSite }, counts, searchIndex);
  } finally {
    await searchIndex.close();
  }
  const home = content.site.home ? JSON.stringify(content.site.home) : null;
  const homeChanged = await setSlotHome(trx, slotId, home);
  if ((appliesSite && (await applySite(trx, content.site))) || homeChanged) await bumpContentVersion(trx);
  return counts;
}

/**
 * Where an import that names no slot goes: the latest version, in the folder's language. A site
 * of one language follows its folder's: the language it had before is renamed.
 */
async function defaultSlotName(trx: Kysely<Database>, content: FolderContent): Promise<SlotName> {
  const lang = content.site.settings.lang ?? "en";
  await renameOnlyLanguage(trx, lang);
  const latest = (await listVersions(trx)).find((version) => version.latest === 1);
  return { version: latest?.name ?? ONLY_VERSION, lang };
}

async function isDefaultSlot(trx: Kysely<Database>, slot: SlotName): Promise<boolean> {
  const latest = (await listVersions(trx)).find((version) => version.latest === 1);
  return latest?.name === slot.version && siteLangOf(await readSite(trx)) === slot.lang;
}

async function applyContent(
  trx: Kysely<Database>,
  slotId: number,
  content: FolderContent,
  options: { prune?: boolean; now: string; appliesSite: boolean },
  counts: ImportCounts,
  searchIndex: SearchIndexUpdate,
): Promise<void> {
  const { now } = options;
  const pages = new Map((await listSlotPages(trx, slotId)).map((page) => [page.menu_code, page]));
  const menuIds = await applyMenus(trx, content.menus, pages, now, counts.menus);
  const homeless = content.articles.find((article) => !menuIds.has(article.menuCode));
  if (homeless) throw new Error(`the article ${homeless.menuCode} has no menu of that code in the folder`);
  const articles = await applyArticles(trx, content.articles, pages, now, counts.articles, searchIndex);

  const wanted = new Set(content.menus.map((menu) => menu.menuCode));
  const gone = options.prune ? [...pages.keys()].filter((code) => !wanted.has(code)) : [];
  const newPages: SlotPageRow[] = [];
  for (const menu of content.menus) {
    const before = pages.get(menu.menuCode);
    const article_id = articles.ids.get(menu.menuCode) ?? null;
    const menu_id = menuIds.get(menu.menuCode)!;
    if (before?.menu_id === menu_id && before.article_id === article_id) continue;
    // An article menu that became a folder loses its article.
    if (before !== undefined && before.article_id !== null && article_id === null) counts.articles.removed += 1;
    newPages.push({ slot_id: slotId, menu_code: menu.menuCode, menu_id, article_id });
  }
  await putSlotPages(trx, newPages);
  for (const code of gone) if (pages.get(code)!.article_id !== null) counts.articles.removed += 1;
  counts.menus.removed += gone.length;
  await deleteSlotPages(trx, slotId, gone);
  await applyViewCodes(trx, [...wanted, ...gone]);
  const changed = new Set(newPages.map((page) => page.menu_code));
  const deletedArticles = await releaseRevisions(
    trx,
    [...pages.values()].filter((page) => gone.includes(page.menu_code) || changed.has(page.menu_code)),
    searchIndex,
  );
  await searchIndex.finish();

  const files = await importFiles(trx, content, {
    prune: options.prune ?? false,
    articleUses: articles.uses,
    removedArticles: deletedArticles,
    slotId,
    appliesSite: options.appliesSite,
    now,
  });
  counts.files = files.counts;
  if (newPages.length + gone.length > 0 || files.changed) await bumpContentVersion(trx);
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
    a.source_path === b.source_path
  );
}

/** Answers the revision each menu of the folder is at, storing the new ones. */
async function applyMenus(
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
    a.source_file === b.source_file
  );
}

/**
 * Answers the revision each article of the folder is at, storing and indexing the new ones, and
 * the files each new revision uses.
 */
async function applyArticles(
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
