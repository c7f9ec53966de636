// Shapes of what the API answers. Field names are the brief's (seed-spec §3).

export type Visibility = "public" | "hidden" | "restricted";
export type MenuType = 1 | 2;
export type ArticleStatus = 0 | 1;

export interface MenuEntry {
  menuCode: string;
  menuName: string;
  /** 1 = directory, 2 = article menu. */
  menuType: MenuType;
  parentCode: string | null;
  sort: number;
  /** The menu's effective visibility: its own or a stricter one inherited from an ancestor. */
  visibility: Visibility;
  /** Article menus only: when the article was created and last updated (ISO 8601, UTC). */
  createdAt?: string;
  updatedAt?: string;
  /**
   * Article menus only, when the site has an edit address: the file the article was imported
   * from, relative to the folder, which takes the place of `{path}` in that address.
   */
  sourcePath?: string;
  /**
   * An article menu with a childList is a folder with a page of its own (its index.md): its
   * name opens the page, and its children sit below it.
   */
  childList: MenuEntry[];
  /**
   * A page the current language lacks, offered in the default language instead (the version's
   * tree in that language has it); absent otherwise.
   */
  untranslated?: true;
}

export interface Article {
  menuCode: string;
  articleTitle: string;
  articleMd: string;
  /** JSON text of ArticleTab[], or null when the article has no tab group. */
  articleTabContent: string | null;
  /** ISO 8601, UTC. */
  createdAt: string;
  updatedAt: string;
  status: ArticleStatus;
  /**
   * getDetailByMenuCode only, when the server has the reader app's renderer: the article as
   * sanitized HTML, so that a reader's browser need not render its Markdown.
   */
  rendered?: RenderedArticle;
  /** The page in the default language, since the language asked for lacks it; absent otherwise. */
  untranslated?: true;
}

/** An article rendered from its Markdown: sanitized HTML, its outline and its tab group. */
export interface RenderedArticle {
  html: string;
  /** The h2 and h3 headings, in document order, with the ids of their anchors. */
  headings: OutlineHeading[];
  /** The tab group of articleTabContent, each tab's Markdown rendered; empty without one. */
  tabs: RenderedTab[];
  features: RenderFeatures;
}

/** What a rendered article needs beyond its HTML and the app's own styles. */
export interface RenderFeatures {
  /** Formulas: KaTeX's stylesheet and fonts. */
  math: boolean;
  /** Diagrams: the diagram renderer, in the browser. */
  diagrams: boolean;
}

export interface OutlineHeading {
  depth: 2 | 3;
  text: string;
  id: string;
}

export interface RenderedTab {
  label: string;
  html: string;
}

export interface ArticleTab {
  label: string;
  md: string;
}

/** The site as a whole: its settings (rxdocs.json) and its home page. */
export interface SiteInfo {
  title: string;
  description: string;
  /** Address of the logo image, or null without one. */
  logo: string | null;
  /** The address that edits a page, with `{path}` where the page's file goes; null without one. */
  editUrl: string | null;
  /** The language of the site's pages, a BCP 47 tag such as "en" or "zh-CN". */
  lang: string;
  /** The folder's root index.md (else README.md), shown on the home page; null without one. */
  home: HomePage | null;
}

/** The versions and languages of the site, and which of them a call was about (getVersions). */
export interface SiteVersions {
  /**
   * The versions readers are offered, in the site's order (the unreleased `next` first, then
   * newest to oldest). An unlisted version is left out unless it is the one asked about.
   */
  versions: VersionEntry[];
  /** The site's languages, the default first. */
  languages: LanguageEntry[];
  /** The version readers get when they name none. */
  latest: string;
  /** The language readers get when they name none. */
  defaultLang: string;
  /** The version and language the call was about. */
  version: string;
  lang: string;
}

export interface VersionEntry {
  name: string;
  /** What the switcher shows: the label given with `rxdocs version label`, else the name. */
  label: string;
}

export interface LanguageEntry {
  /** A BCP 47 tag. */
  lang: string;
  /** The language's name in itself (`Deutsch`, `中文`), for the switcher. */
  label: string;
}

export interface HomePage {
  title: string;
  articleMd: string;
  /** Present when the server has the reader app's renderer. */
  rendered?: RenderedArticle;
  /** VitePress' `hero` of a `layout: home` page. */
  hero: HomeHero | null;
  /** VitePress' `features` of a `layout: home` page. */
  features: HomeFeature[];
}

export interface HomeHero {
  name?: string;
  text?: string;
  tagline?: string;
  image?: { src: string; alt: string };
  actions: HomeAction[];
}

export interface HomeAction {
  text: string;
  /** An in-app link (`/view?path=…`) or an external address. */
  link: string;
  theme: "brand" | "alt";
}

export interface HomeFeature {
  title: string;
  details?: string;
  /** An emoji or a short text. */
  icon?: string;
  link?: string;
  linkText?: string;
}

export interface ApiEnvelope<T> {
  code: number;
  message: string;
  data: T;
}

export interface ArticlePage<Row = Partial<Article>> {
  data: Row[];
  total: number;
  current: number;
  pageSize: number;
}

/** A piece of a search hit's snippet: text, marked where it matches the query. */
export interface SnippetPart {
  text: string;
  match?: true;
}

/** Where in an article a search matched: the section's heading, if the match is below one. */
export interface SearchHeading {
  text: string;
  /** The heading's anchor id on the article's page, as `/view?path=<menuCode>#<slug>`. */
  slug: string;
}

export interface SearchHit {
  menuCode: string;
  articleTitle: string;
  heading: SearchHeading | null;
  /** A short passage around the best match, with the matches marked. */
  snippet: SnippetPart[];
}

export interface SearchAnswer {
  /** Best first; at most one hit per section, several sections of one article may appear. */
  hits: SearchHit[];
  /** With no hits: a near spelling of the keyword that has some, if there is one. */
  suggestion?: string;
  /** The words the query matched in the hits (folded), for highlighting them on the page. */
  terms: string[];
}
