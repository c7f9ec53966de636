// The content of a docs folder as the importer sees it, before it meets the database.
import type {
  ArticleStatus,
  HomeFeature,
  HomeHero,
  MenuBadge,
  MenuType,
  TopNavLink,
  Visibility,
} from "@rxdocs/contract";
import type { DeclaredRedirects } from "./declaredRedirects.js";
import type { FeedSetting } from "./feedSettings.js";
import type { InsightSetting } from "./insightSettings.js";
import type { UiSettings } from "./uiSettings.js";

export interface MenuSource {
  menuCode: string;
  menuName: string;
  /** An article menu may also have children: a folder with a page of its own. */
  menuType: MenuType;
  parentCode: string | null;
  /** Position among siblings, 0-based, after ordering (explicit order first, then file names). */
  sort: number;
  /** The menu's own visibility; children inherit a stricter one at read time. */
  visibility: Visibility;
  /** Path of the folder or file relative to the imported root, with "/" separators. */
  sourcePath: string;
  /** An entry of the navigation that leads elsewhere: another site, or "/" for the home page. */
  link?: string;
  badge?: MenuBadge;
  /** A page the site's navigation leaves out: public and reachable, but not in the sidebar. */
  navHidden?: boolean;
}

export interface ArticleSource {
  menuCode: string;
  articleTitle: string;
  articleMd: string;
  /** JSON text of ArticleTab[] or null. */
  articleTabContent: string | null;
  status: ArticleStatus;
  /** ISO 8601 UTC, when the front matter or the history sets it. */
  createdAt?: string;
  updatedAt?: string;
  /** The Markdown file it was read from, relative to the root; absent for a generated page. */
  sourceFile?: string;
  /** The front matter's `description`: the page's summary, for previews and indexes. */
  description?: string;
  /** SHA-256 of the files its body and tabs link or embed. */
  fileHashes?: string[];
  /** The paths its file had before, newest first, as git's renames tell them: its old addresses follow it. */
  formerFiles?: string[];
}

/** Something that keeps the folder from being imported; nothing is changed. */
export interface ContentProblem {
  /** Path relative to the imported root. */
  path: string;
  /** 1-based line in that file, when the problem sits on one. */
  line?: number;
  reason: string;
}

/** Something an author should fix, which does not keep the folder from being imported (unless --strict). */
export interface ContentWarning {
  path: string;
  line?: number;
  message: string;
  /** On the warning about a component rxdocs does not know: it stands for all its uses (componentWarnings.ts). */
  component?: { name: string; summary: string; uses: number; pages: number };
}

/** A file a page links or embeds, read at import. */
export interface ContentFile {
  /** Relative to the root, "/"-separated. */
  path: string;
  /** SHA-256 of its bytes, hex. */
  hash: string;
  contentType: string;
  size: number;
  /** Images: their size in pixels. */
  width?: number;
  height?: number;
  /** Read again when it is stored, so that a large site's files are never all in memory. */
  absolutePath: string;
}

export interface SiteSettings {
  title?: string;
  description?: string;
  /** With `{path}`, the page's file relative to the folder. */
  editUrl?: string;
  /** A stored file's address or an external address. */
  logo?: string;
  /** The pages' language, a BCP 47 tag. */
  lang?: string;
  /** The links of the top bar, when the site names its own (Docsify's _navbar.md, VitePress' nav). */
  nav?: TopNavLink[];
}

/** The settings as kept: those above, and what only rxdocs.json says, whichever tool made the site. */
export interface StoredSiteSettings extends SiteSettings {
  /** The site's own wording of the reader's interface, by language tag (rxdocs.json `ui`). */
  ui?: UiSettings;
  /** The feeds of recent pages (rxdocs.json `feed`); false turns them off. */
  feed?: FeedSetting;
  /** Whether articles ask "Was this page helpful?" (rxdocs.json `feedback`); on unless false. */
  feedback?: boolean;
  /** Whether readers' browsers keep what they open, to read it without a network (rxdocs.json `offline`); on unless false. */
  offline?: boolean;
  /** What is counted of readers, and for how long it is kept (rxdocs.json `insight`). */
  insight?: InsightSetting;
}

/** The root index.md (else README.md). */
export interface HomeSource {
  sourceFile: string;
  title: string;
  articleMd: string;
  hero: HomeHero | null;
  features: HomeFeature[];
  /** Front matter the home page was written with besides its title, hero and features, kept for export. */
  frontMatter: Record<string, unknown>;
}

export interface SiteSource {
  settings: StoredSiteSettings;
  home: HomeSource | null;
  /** SHA-256 of the files the home page and the settings (the logo) use. */
  homeFileHashes: string[];
  siteFileHashes: string[];
}

export interface FolderContent {
  menus: MenuSource[];
  articles: ArticleSource[];
  problems: ContentProblem[];
  warnings: ContentWarning[];
  /** Every file a page, the home page or the settings use, once per path. */
  files: ContentFile[];
  site: SiteSource;
  /** The old addresses the folder declares for its pages (declaredRedirects.ts). */
  redirects?: DeclaredRedirects;
}

/** Content with nothing in it yet, to be filled. */
export function emptyContent(): FolderContent {
  return {
    menus: [],
    articles: [],
    problems: [],
    warnings: [],
    files: [],
    site: { settings: {}, home: null, homeFileHashes: [], siteFileHashes: [] },
  };
}
