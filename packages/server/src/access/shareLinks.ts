// Share links as the web app reads them: /view?path=<article>&hash=<key>&timestamp=<ms>
// (restricted menus) or ...&viewPath=<code>&timestamp=<ms> (hidden menus).
import { MENU_TYPE_ARTICLE, SHARE_QUERY, SLOT_QUERY } from "@rxdocs/contract";
import type { Catalog, CatalogMenu } from "../catalog/catalog.js";

export type LinkSecret = { hash: string } | { viewPath: string };

export function shareLink(
  baseUrl: string,
  articleCode: string | undefined,
  secret: LinkSecret,
  now = Date.now(),
  slot: { version?: string; lang?: string } = {},
): string {
  const query = new URLSearchParams();
  if (articleCode) query.set(SHARE_QUERY.path, articleCode);
  if (slot.version) query.set(SLOT_QUERY.version, slot.version);
  if (slot.lang) query.set(SLOT_QUERY.lang, slot.lang);
  if ("hash" in secret) query.set(SHARE_QUERY.hash, secret.hash);
  else query.set(SHARE_QUERY.viewPath, secret.viewPath);
  query.set(SHARE_QUERY.timestamp, String(now));
  return `${baseUrl}${articleCode ? "/view" : "/"}?${query.toString()}`;
}

/** The first published article, in menu order, at or below the given menus (all menus when none). */
export function firstArticleUnder(
  catalog: Catalog,
  menuCodes: readonly string[],
  accept: (menu: CatalogMenu) => boolean = () => true,
): string | undefined {
  const starts = menuCodes.length > 0 ? menuCodes.map((code) => catalog.menus.get(code)) : catalog.roots;
  const search = (menu: CatalogMenu | undefined): string | undefined => {
    if (!menu) return undefined;
    if (menu.menuType === MENU_TYPE_ARTICLE) return menu.isPublished && accept(menu) ? menu.menuCode : undefined;
    for (const child of menu.children) {
      const found = search(child);
      if (found) return found;
    }
    return undefined;
  };
  for (const start of starts) {
    const found = search(start);
    if (found) return found;
  }
  return undefined;
}
