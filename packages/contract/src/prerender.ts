// What the server and the reader app agree on to pre-render a reader's first page: the server
// renders the app's markup from the menus and the article, and embeds the article; the app
// starts from it, asks for the menus as it always does (one answer cached per content
// version, however large the site), and hydrates the markup once they are in.
import { SHARE_QUERY } from "./constants.js";
import type { Article, MenuEntry, RenderedArticle, SiteInfo, SiteVersions } from "./types.js";
import type { UiMessages } from "./uiMessages.js";

/**
 * What a first page embeds as JSON: the site (as getSiteInfo answers it) and the article /view
 * shows (as getDetailByMenuCode answers it).
 */
export interface PageData {
  site?: SiteInfo;
  article?: Article;
  /** The site's versions and languages as getVersions answers it for the page's own. */
  versions?: SiteVersions;
}

export interface PageRenderRequest extends PageData {
  /** The page's path and query, such as `/view?path=intro`. */
  url: string;
  site: SiteInfo;
  versions: SiteVersions;
  /** The menu tree as getAuthMenuTree answers it for the page's share-link secrets. */
  navList: MenuEntry[];
}

export interface RenderedPage {
  /** The app's markup, for inside its root element. */
  appHtml: string;
  /** The document title. */
  title: string;
  /** What to embed in the page: the article with its rendering, which the app hydrates from. */
  pageData: PageData;
}

/** The reader app's server entry: the markup of a first page. */
export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage>;

/** The reader app's Markdown renderer, as the server runs it. */
export type RenderArticle = (
  article: Pick<Article, "articleMd" | "articleTitle" | "articleTabContent">,
) => RenderedArticle;

/** Where each page of a printed section is, so that links between them stay in the document. */
export interface PrintPlace {
  /** The page's anchor in the document, such as `rx-print-3`. */
  anchor: string;
  /** Anchors of the pages the document holds, by menu code. */
  anchors: ReadonlyMap<string, string>;
  /** The site's origin and the query of the version and language, for links to pages left out. */
  origin: string;
  slotQuery: string;
}

/**
 * A rendered article's HTML as one page of a printed document: its ids under the page's anchor,
 * its links to pages of the document as links inside it, every other link absolute.
 */
export type PrintArticleHtml = (html: string, place: PrintPlace) => string;

/** What the reader app's server entry (dist-ssr/serverEntry.js) exports. */
export interface ServerEntry {
  renderPage: RenderPage;
  renderArticle: RenderArticle;
  printArticleHtml: PrintArticleHtml;
  /** The interface's words in the language of pages in `lang` (English where it has none). */
  interfaceMessages: (lang: string) => Promise<UiMessages>;
}

/** Id of the `<script type="application/json">` element that holds the page data. */
export const PAGE_DATA_ELEMENT_ID = "rx-page-data";

/** The secrets a share link carries, by the names the hidden-route query stores them under. */
export interface ShareSecrets {
  hash?: string;
  viewPathCode?: string;
}

/** An address's query, as URLSearchParams reads it. */
export interface QueryParameters {
  has(name: string): boolean;
  get(name: string): string | null;
}

/**
 * The secrets an address presents for its own page: `hash` and `viewPath` count only when the
 * address also has `path` or `timestamp`, since without them the app forgets its stored query.
 */
export function shareSecretsOf(search: QueryParameters): ShareSecrets {
  if (!search.has(SHARE_QUERY.path) && !search.has(SHARE_QUERY.timestamp)) return {};
  const hash = search.get(SHARE_QUERY.hash);
  const viewPathCode = search.get(SHARE_QUERY.viewPath);
  return { ...(hash ? { hash } : {}), ...(viewPathCode ? { viewPathCode } : {}) };
}
