// Applies a folder's content to one slot (a version in a language) in one transaction: its
// pages point at the revisions of menus and articles the folder has, reusing any slot's identical
// ones and storing the others, so a second import of the same folder changes nothing. With
// `prune`, the pages the folder no longer has leave the slot. Revisions no slot has any more are
// deleted with their search sections and file uses. Any change bumps the content version, which
// is how running servers learn of it.
import type { Kysely } from "kysely";
import { bumpContentVersion } from "../storage/contentVersion.js";
import type { Database } from "../storage/schema.js";
import { readSite, siteLangOf } from "../storage/site.js";
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
import { SearchIndexUpdate } from "../search/searchIndex.js";
import { type FileCounts, importFiles } from "./importFiles.js";
import { applySite } from "./importSite.js";
import { type RedirectMiss, unresolvedRedirects } from "./declaredRedirects.js";
import type { ContentWarning, FolderContent } from "./model.js";
import { applySlotRedirects } from "./slotRedirects.js";
import { applyArticles, applyMenus, applyViewCodes, type ChangeCounts, releaseRevisions } from "./slotRevisions.js";

/** The version and language an import fills. */
export interface SlotName {
  version: string;
  lang: string;
}

export interface ImportCounts {
  menus: ChangeCounts;
  articles: ChangeCounts;
  files: FileCounts;
  /** How many old addresses of its pages the slot redirects from after the import (slotRedirects.ts). */
  redirects: number;
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
  /** Told the warnings known only once every slot is read: the site's redirects that lead to no page of any. */
  onSiteWarnings?: (warnings: ContentWarning[]) => void;
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
    const redirectMisses: RedirectMiss[] = [];
    for (const part of parts) {
      const content = await part.read();
      if (content.problems.length > 0) throw new ContentProblemsError(content.problems);
      if (options.strict && content.warnings.length > 0) throw new ContentWarningsError(content.warnings);
      redirectMisses.push(...(content.redirects?.misses ?? []));
      all.push(await importSlot(trx, content, part, { ...options, now }));
    }
    const siteWarnings = unresolvedRedirects(redirectMisses, parts.length);
    if (options.strict && siteWarnings.length > 0) throw new ContentWarningsError(siteWarnings);
    if (siteWarnings.length > 0) options.onSiteWarnings?.(siteWarnings);
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
    redirects: 0,
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
  // Before the revisions of the pages that left are released: they tell where each page went.
  const redirects = await applySlotRedirects(trx, slotId, {
    before: pages,
    content,
    gone,
    prune: options.prune ?? false,
  });
  counts.redirects = redirects.count;
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
  if (newPages.length + gone.length > 0 || files.changed || redirects.changed) await bumpContentVersion(trx);
}
