// Which pages search engines and link previews may show. Only what anyone may read is indexed:
// a page a share link opened is for its reader alone, a hidden or restricted page is never listed
// publicly, and a version left out of the switcher is left out of search results too (its pages
// still open by address).
import type { Catalog } from "../../catalog/catalog.js";
import { DEFAULT_SITE } from "../../presenters/site.js";

type PageCatalog = Pick<Catalog, "visible" | "menus">;

/** Whether anyone may read the page: the home page, or a page a request without a secret opens. */
export function isPublicPage(catalog: PageCatalog, menuCode: string | null): boolean {
  return menuCode === null || catalog.visible({}).articles.has(menuCode);
}

/** Whether the catalog's version is offered in the switcher; a site without versions has one, listed. */
export function isListedVersion(catalog: Pick<Catalog, "versions" | "slot">): boolean {
  const version = catalog.versions.find((row) => row.name === catalog.slot.version);
  return version === undefined || Number(version.listed) === 1;
}

/** Whether search engines may index the page, as its first page shows it. */
export function isIndexable(catalog: Catalog, menuCode: string | null, openedByLink: boolean): boolean {
  return !openedByLink && isPublicPage(catalog, menuCode) && isListedVersion(catalog);
}

/** What a preview of the page shows besides its text: the site, the page's section and its title. */
export interface PageFacts {
  siteTitle: string;
  /** The name of the page's top-level menu; none for the home page and top-level pages. */
  section?: string;
  title: string;
}

/** The facts of a page the catalog holds, or of the home page for a null code. */
export function pageFacts(catalog: Catalog, menuCode: string | null): PageFacts {
  const siteTitle = catalog.settings.title ?? DEFAULT_SITE.title;
  if (menuCode === null) return { siteTitle, title: catalog.home?.title ?? siteTitle };
  const path = catalog.menus.get(menuCode)?.path ?? [];
  const section = path.length > 1 ? catalog.menus.get(path[0]!)?.menuName : undefined;
  const title = catalog.articles.get(menuCode)?.article_title ?? catalog.menus.get(menuCode)?.menuName ?? menuCode;
  return { siteTitle, ...(section !== undefined && { section }), title };
}
