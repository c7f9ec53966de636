// Table shapes as Kysely sees them. Timestamps are ISO 8601 UTC text in both databases,
// so that the same queries, comparisons and sort orders hold on SQLite and PostgreSQL.
import type { Generated } from "kysely";

/** A version of the site: its pages in each language are a slot's. */
export interface VersionsTable {
  name: string;
  /** What readers see in the switcher; null shows the name. */
  label: string | null;
  /** The order of the switcher, from 0: the unreleased version first, then newest to oldest. */
  position: number;
  /** 0 when the version is left out of the switcher (its pages still open by address). */
  listed: number;
  /** 1 for the version readers get when they name none (exactly one). */
  latest: number;
}

/** One version in one language: a tree of pages. */
export interface SlotsTable {
  id: Generated<number>;
  version: string;
  lang: string;
  /** Its home page, as JSON text; null without one. */
  home: string | null;
}

/** A menu as one or more slots have it. Never changed once written: a change is a new revision. */
export interface MenuRevisionsTable {
  id: Generated<number>;
  menu_code: string;
  menu_name: string;
  menu_type: number;
  parent_code: string | null;
  sort: number;
  visibility: string;
  source_path: string | null;
  created_at: string;
  updated_at: string;
  /** An entry that leads elsewhere (another site, or "/"): a directory menu without children. */
  link: string | null;
  /** JSON text of { text, variant }, shown beside the name in the sidebar. */
  badge: string | null;
  /** 1 for a page the site's navigation leaves out: public, but not in the sidebar. */
  nav_hidden: number;
}

/** An article as one or more slots have it; never changed once written, like menu revisions. */
export interface ArticleRevisionsTable {
  id: Generated<number>;
  menu_code: string;
  article_title: string;
  /** The article's body in article_bodies. */
  body_hash: string;
  status: number;
  created_at: string;
  updated_at: string;
  /** The Markdown file the article was imported from, relative to the folder; null when unknown. */
  source_file: string | null;
  /** The front matter's `description`: the page's summary for previews and indexes; null when none. */
  description: string | null;
}

/** The pages of each slot: which revision of the menu, and of its article if it has one. */
export interface SlotPagesTable {
  slot_id: number;
  menu_code: string;
  menu_id: number;
  article_id: number | null;
}

/** A hidden menu's view code: the menu's, the same in every slot it is hidden in. */
export interface ViewCodesTable {
  menu_code: string;
  view_path_code: string;
}

/** An article's Markdown and tab group, stored once however many articles have them, by their SHA-256. */
export interface ArticleBodiesTable {
  hash: string;
  article_md: string;
  article_tab_content: string | null;
}

/** A file pages link or embed, by the SHA-256 of its bytes. */
export interface FilesTable {
  hash: string;
  content_type: string;
  size: number;
  /** Images only: their size in pixels, read at import. */
  width: number | null;
  height: number | null;
  bytes: Buffer;
  created_at: string;
}

/** Where a stored file sat in the imported folder; one file may sit at several paths. */
export interface FilePathsTable {
  path: string;
  hash: string;
}

/** Who uses a file: an article revision, "#<id>", or "@home" (the home page) or "@site" (the logo). */
export interface FileUsesTable {
  used_by: string;
  hash: string;
}

/** The one row of site-wide content: settings and the home page, as JSON text. */
export interface SiteTable {
  id: number;
  settings: string;
  home: string | null;
  updated_at: string;
}

export interface AccessKeysTable {
  id: string;
  name: string;
  key_hash: string;
  /** JSON text of the menu codes whose subtrees the key unlocks; "[]" unlocks every restricted menu. */
  scope: string;
  expires_at: string | null;
  revoked_at: string | null;
  created_at: string;
  /** Requests the key has unlocked (counted by the servers, written every second). */
  use_count: Generated<number>;
  last_used_at: string | null;
  /** The uses after which the key stops working; null for no limit. */
  use_limit: number | null;
}

export interface ContentVersionTable {
  id: number;
  version: Generated<number>;
  updated_at: string;
}

/** One section of an article (or a part of a long one) as the search finds it. */
export interface SearchSectionsTable {
  id: Generated<number>;
  /** The SHA-256 of its content (see rowHash): the article revisions that have it share the row. */
  hash: string;
  /** 0 for the title and introduction, then one per h2 or h3 heading in page order. */
  position: number;
  heading_text: string | null;
  heading_slug: string | null;
  title: string;
  context: string;
  body: string;
}

/** Which sections each article revision has. */
export interface ArticleSectionsTable {
  article_id: number;
  section_id: number;
}

/** Every folded word of the index, with how many sections hold it: for prefixes and typos. */
export interface SearchTermsTable {
  term: string;
  rows: number;
}

/**
 * An old address of a slot's page, answered with a permanent redirect (storage/redirects.ts):
 * a menu code the slot had, or an old address of the site from its root ("/docs/old-page").
 */
export interface RedirectsTable {
  slot_id: number;
  source: string;
  /** The page it leads to, by menu code ("" for the home page); null for another site's address. */
  target_code: string | null;
  /** An anchor of that page, without "#"; null for none. */
  target_anchor: string | null;
  /** Another site's absolute http(s) address; null when it leads to a page. */
  target_url: string | null;
}

/** One day's salt of the readers' hashes (storage/pageFeedback.ts); dropped when the day is over. */
export interface InsightSaltsTable {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  salt: string;
}

/** A reader's answer about a page, one a reader, page and day (storage/pageFeedback.ts). */
export interface PageFeedbackTable {
  day: string;
  version: string;
  lang: string;
  menu_code: string;
  /** The reader's hash with the day's salt: tells answers apart, never who gave them. */
  reader: string;
  /** 1 when the page helped, 0 when it did not. */
  helpful: number;
  comment: string | null;
  answered_at: string;
}

/** What readers did on a day, counted (storage/insightCounts.ts). */
export interface InsightCountsTable {
  day: string;
  /** "view" (subject: a menu code), "search" and "empty-search" (subject: the folded words), "opened" (detail: the menu code). */
  kind: string;
  version: string;
  lang: string;
  subject: string;
  /** "" but for an opened result, whose menu code it is. */
  detail: string;
  count: number;
}

export interface Database {
  versions: VersionsTable;
  slots: SlotsTable;
  menu_revisions: MenuRevisionsTable;
  article_revisions: ArticleRevisionsTable;
  slot_pages: SlotPagesTable;
  view_codes: ViewCodesTable;
  search_sections: SearchSectionsTable;
  article_sections: ArticleSectionsTable;
  search_terms: SearchTermsTable;
  article_bodies: ArticleBodiesTable;
  files: FilesTable;
  file_paths: FilePathsTable;
  file_uses: FileUsesTable;
  site: SiteTable;
  access_keys: AccessKeysTable;
  content_version: ContentVersionTable;
  redirects: RedirectsTable;
  insight_salts: InsightSaltsTable;
  page_feedback: PageFeedbackTable;
  insight_counts: InsightCountsTable;
}
