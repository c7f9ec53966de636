// Where an old address leads, read from the catalog's redirects (storage/redirects.ts), and the
// address a reader is sent to. A page always wins: a code that is a page of the version and
// language asked for, hidden and restricted ones included, never redirects, so that a redirect
// says nothing of pages the reader may not see. A redirect names codes, never titles, and a
// page it leads to asks for its link as any page does.
import { SHARE_QUERY, SLOT_QUERY } from "@rxdocs/contract";
import type { Catalog } from "../../catalog/catalog.js";
import { DEFAULT_SITE } from "../../presenters/site.js";
import { isAddressSource, type RedirectRow, redirectPathKey } from "../../storage/redirects.js";
import type { SlotRow } from "../../storage/slots.js";

/** A redirect, and the version and language it was found in when they are not the ones asked for. */
export interface FoundRedirect {
  row: RedirectRow;
  slot?: Pick<SlotRow, "version" | "lang">;
}

/**
 * The redirect of an old menu code in the catalog's version and language (its own, else the
 * default language's that stands in for it); none when the code is a page there.
 */
export function redirectFor(catalog: Catalog, menuCode: string): RedirectRow | undefined {
  if (catalog.menus.has(menuCode) || isAddressSource(menuCode)) return undefined;
  return ownRedirect(catalog, menuCode);
}

/**
 * The redirect of an old address of the site (`/docs/old-page/`): in the catalog's version and
 * language (or the default language's, standing in), else in the latest version, else in the
 * first version that has it, the default language first in each.
 */
export function addressRedirectFor(catalog: Catalog, path: string): FoundRedirect | undefined {
  const source = redirectPathKey(path);
  if (source === undefined) return undefined;
  const own = ownRedirect(catalog, source);
  if (own) return { row: own };
  const latest = latestVersion(catalog);
  const defaultLang = defaultLangOf(catalog);
  const versionRank = (name: string) =>
    name === latest ? -1 : catalog.versions.findIndex((version) => version.name === name);
  const slots = [...catalog.slots].sort(
    (a, b) =>
      versionRank(a.version) - versionRank(b.version) ||
      Number(a.lang !== defaultLang) - Number(b.lang !== defaultLang),
  );
  for (const slot of slots) {
    const row = catalog.redirects.get(slot.id)?.get(source);
    if (row) return { row, slot };
  }
  return undefined;
}

/** Whether any version and language has the old address. */
export function isOldAddress(catalog: Catalog, path: string): boolean {
  const source = redirectPathKey(path);
  return source !== undefined && [...catalog.redirects.values()].some((redirects) => redirects.has(source));
}

/**
 * The address a redirect sends the reader to. A page of this site keeps the reader's query (its
 * share-link secrets, version and language) with the new code, and a version and language of
 * the redirect's own slot where it was found in another; another site's address takes nothing
 * of it, so that no secret leaves the site.
 */
export function redirectLocation(
  catalog: Catalog,
  { row, slot }: FoundRedirect,
  query: URLSearchParams,
  pathname = "/view",
): string {
  if (row.target_url !== null) return row.target_url;
  const kept = new URLSearchParams(query);
  if (slot) {
    setOrDelete(kept, SLOT_QUERY.version, slot.version === latestVersion(catalog) ? undefined : slot.version);
    setOrDelete(kept, SLOT_QUERY.lang, slot.lang === defaultLangOf(catalog) ? undefined : slot.lang);
  }
  const anchor = row.target_anchor ? `#${encodeURIComponent(row.target_anchor)}` : "";
  if (!row.target_code) {
    kept.delete(SHARE_QUERY.path);
    const rest = kept.toString();
    return `/${rest ? `?${rest}` : ""}${anchor}`;
  }
  // The page's code first, as the app writes its addresses.
  kept.delete(SHARE_QUERY.path);
  const ordered = new URLSearchParams([[SHARE_QUERY.path, row.target_code], ...kept]);
  return `${pathname}?${ordered.toString()}${anchor}`;
}

function ownRedirect(catalog: Catalog, source: string): RedirectRow | undefined {
  const { id, fallbackId } = catalog.slot;
  return (
    (id === undefined ? undefined : catalog.redirects.get(id)?.get(source)) ??
    (fallbackId === undefined ? undefined : catalog.redirects.get(fallbackId)?.get(source))
  );
}

function latestVersion(catalog: Catalog): string | undefined {
  return catalog.versions.find((version) => Number(version.latest) === 1)?.name;
}

function defaultLangOf(catalog: Catalog): string {
  return catalog.settings.lang ?? DEFAULT_SITE.lang;
}

function setOrDelete(query: URLSearchParams, key: string, value: string | undefined): void {
  if (value === undefined) query.delete(key);
  else query.set(key, value);
}
