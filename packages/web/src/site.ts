// What the top bar, the home page and the tab's title call the site: its settings (rxdocs.json),
// as the server gives them. A first page comes with them; otherwise they arrive with the menus.
import type { SiteInfo } from "@rxdocs/contract";
import { useAppStore } from "./store/appStore";

/** The site, once it is in. */
export function useSite(): SiteInfo | undefined {
  return useAppStore((state) => state.site);
}

/** The document title of a page: the article's title with the site's, or either alone. */
export function pageTitle(siteTitle: string | undefined, articleTitle?: string): string {
  if (articleTitle && siteTitle) return `${articleTitle} · ${siteTitle}`;
  return articleTitle || siteTitle || "";
}
