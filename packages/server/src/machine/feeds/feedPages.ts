// Which pages a feed lists: the readable pages of the reader's view, within a section when one
// is asked for, the most recently updated first. Access is the view's alone: a page is listed
// exactly when the view may read it.
import { MENU_TYPE_DIRECTORY } from "@rxdocs/contract";
import type { ReaderView } from "../../access/readerAccess.js";
import type { CatalogMenu } from "../../catalog/catalog.js";
import { DEFAULT_FEED_ITEMS, type FeedContent } from "../../content/feedSettings.js";
import type { StoredSiteSettings } from "../../content/model.js";
import { NotFoundError } from "../../http/errors.js";
import type { ArticleMetaRow } from "../../storage/articles.js";

export interface FeedOptions {
  content: FeedContent;
  items: number;
}

/** The site's feed setting with its defaults, or undefined when the site turned its feeds off. */
export function feedOptions(settings: StoredSiteSettings): FeedOptions | undefined {
  const { feed } = settings;
  if (feed === false) return undefined;
  return { content: feed?.content ?? "summary", items: feed?.items ?? DEFAULT_FEED_ITEMS };
}

/**
 * The menu a section feed is about: a folder (or a page with pages under it) that the view
 * shows. Any other code is answered as if it never was, so that a feed tells no one what exists
 * behind a gate.
 */
export function sectionMenu(view: ReaderView, menuCode: string): CatalogMenu {
  const menu = view.catalog.menus.get(menuCode);
  const isSection = menu && (Number(menu.menuType) === MENU_TYPE_DIRECTORY || menu.children.length > 0);
  if (!isSection || !view.visible.menus.has(menuCode)) throw NotFoundError(`section: no section ${menuCode}`);
  return menu;
}

/** The `limit` readable pages updated last, in the section if given, newest first. */
export function recentPages(view: ReaderView, section: CatalogMenu | undefined, limit: number): ArticleMetaRow[] {
  const { catalog } = view;
  const pages: ArticleMetaRow[] = [];
  for (const menuCode of view.visible.articles) {
    const inSection = !section || catalog.menus.get(menuCode)?.path.includes(section.menuCode);
    const meta = catalog.articles.get(menuCode);
    if (inSection && meta) pages.push(meta);
  }
  return pages.sort(newestFirst).slice(0, limit);
}

function newestFirst(a: ArticleMetaRow, b: ArticleMetaRow): number {
  // Equal dates keep one order from one request to the next (NaN, a date unread, counts as equal).
  const byDate = Date.parse(b.updated_at) - Date.parse(a.updated_at);
  return byDate || (a.menu_code < b.menu_code ? -1 : a.menu_code > b.menu_code ? 1 : 0);
}
