// A slot's redirects after an import. They outlive the import that made them, so that a link
// written years ago still finds its page: a page the import moved or renamed (movedPages.ts)
// leaves its old code behind it, and a redirect that led to the old code leads to the new one
// (a→b then b→c is a→c). The folder's declared addresses (declaredRedirects.ts) are added, and
// with --prune the declared ones the folder no longer has go, as its pages do. A page always
// wins over a redirect: an old code that is a page again stops redirecting, and a redirect to a
// page the slot no longer has goes, so that no redirect leads nowhere or in a circle.
import type { Kysely } from "kysely";
import { articleBodyHash } from "../storage/articles.js";
import { batches } from "../storage/menus.js";
import {
  deleteRedirects,
  isAddressSource,
  listRedirects,
  putRedirects,
  type RedirectRow,
} from "../storage/redirects.js";
import type { Database } from "../storage/schema.js";
import type { SlotPageRow } from "../storage/slotPages.js";
import type { DeclaredRedirect } from "./declaredRedirects.js";
import type { FolderContent } from "./model.js";
import { type ArrivingPage, type LeavingPage, movedPages } from "./movedPages.js";

export interface SlotRedirectChange {
  /** Whether any redirect of the slot was added, changed or removed. */
  changed: boolean;
  /** How many redirects the slot has now. */
  count: number;
}

export interface SlotRedirectUpdate {
  /** The slot's pages before the import, by menu code. */
  before: ReadonlyMap<string, SlotPageRow>;
  content: FolderContent;
  /** The codes the import removes (with --prune). */
  gone: readonly string[];
  prune: boolean;
}

/** Brings the slot's redirects up to date; runs before the revisions of the pages that left are released. */
export async function applySlotRedirects(
  trx: Kysely<Database>,
  slotId: number,
  { before, content, gone, prune }: SlotRedirectUpdate,
): Promise<SlotRedirectChange> {
  const moved = movedPages(await leavingPages(trx, before, gone), arrivingPages(content, before));
  const stored = await listRedirects(trx, slotId);
  const next = new Map(stored.map((row) => [row.source, row]));

  for (const [source, row] of next) {
    const target = row.target_code === null ? undefined : moved.get(row.target_code);
    if (target !== undefined) next.set(source, { ...row, target_code: target, target_anchor: null });
  }
  for (const [from, to] of moved) next.set(from, pageRedirect(slotId, from, to));
  const declared = content.redirects?.redirects ?? [];
  if (prune) {
    const kept = new Set(declared.map((redirect) => redirect.from));
    for (const source of next.keys()) if (isAddressSource(source) && !kept.has(source)) next.delete(source);
  }
  for (const redirect of declared) next.set(redirect.from, declaredRow(slotId, redirect));

  const goneCodes = new Set(gone);
  const pages = new Set([...before.keys(), ...content.menus.map((menu) => menu.menuCode)]);
  for (const code of goneCodes) pages.delete(code);
  for (const [source, row] of next) {
    const leadsNowhere = row.target_code !== null && row.target_code !== "" && !pages.has(row.target_code);
    if (pages.has(source) || leadsNowhere) next.delete(source);
  }

  const removed = stored.filter((row) => !next.has(row.source)).map((row) => row.source);
  const storedBySource = new Map(stored.map((row) => [row.source, row]));
  const written = [...next.values()].filter((row) => !sameRedirect(storedBySource.get(row.source), row));
  await deleteRedirects(trx, slotId, removed);
  await putRedirects(trx, written);
  return { changed: removed.length + written.length > 0, count: next.size };
}

/** The pages that leave the slot with an article, as their stored revisions have them. */
async function leavingPages(
  trx: Kysely<Database>,
  before: ReadonlyMap<string, SlotPageRow>,
  gone: readonly string[],
): Promise<LeavingPage[]> {
  const ids = gone.flatMap((code) => {
    const id = before.get(code)?.article_id;
    return id === null || id === undefined ? [] : [id];
  });
  const pages: LeavingPage[] = [];
  for (const batch of batches(ids, 500)) {
    const rows = await trx
      .selectFrom("article_revisions")
      .select(["menu_code", "body_hash", "source_file"])
      .where("id", "in", batch)
      .execute();
    for (const row of rows)
      pages.push({ menuCode: row.menu_code, bodyHash: row.body_hash, sourceFile: row.source_file });
  }
  return pages;
}

/** The folder's pages with an article that the slot did not have. */
function arrivingPages(content: FolderContent, before: ReadonlyMap<string, SlotPageRow>): ArrivingPage[] {
  return content.articles
    .filter((article) => !before.has(article.menuCode))
    .map((article) => ({
      menuCode: article.menuCode,
      bodyHash: articleBodyHash(article.articleMd, article.articleTabContent),
      hasBody: article.articleMd.trim() !== "" || article.articleTabContent !== null,
      ...(article.sourceFile !== undefined && { sourceFile: article.sourceFile }),
      ...(article.formerFiles !== undefined && { formerFiles: article.formerFiles }),
    }));
}

function pageRedirect(slotId: number, source: string, targetCode: string): RedirectRow {
  return { slot_id: slotId, source, target_code: targetCode, target_anchor: null, target_url: null };
}

function declaredRow(slotId: number, { from, to }: DeclaredRedirect): RedirectRow {
  if ("url" in to) return { slot_id: slotId, source: from, target_code: null, target_anchor: null, target_url: to.url };
  return { ...pageRedirect(slotId, from, to.menuCode), target_anchor: to.anchor ?? null };
}

function sameRedirect(a: RedirectRow | undefined, b: RedirectRow): boolean {
  return (
    a !== undefined &&
    a.target_code === b.target_code &&
    a.target_anchor === b.target_anchor &&
    a.target_url === b.target_url
  );
}
