// Table shapes as Kysely sees them. Timestamps are ISO 8601 UTC text in both databases,
// so that the same queries, comparisons and sort orders hold on SQLite and PostgreSQL.
import type { Generated } from "kysely";

export interface MenusTable {
  menu_code: string;
  menu_name: string;
  menu_type: number;
  parent_code: string | null;
  sort: number;
  visibility: string;
  view_path_code: string | null;
  source_path: string | null;
  created_at: string;
  updated_at: string;
}

export interface ArticlesTable {
  menu_code: string;
  article_title: string;
  /** The article's body in article_bodies. */
  body_hash: string;
  status: number;
  created_at: string;
  updated_at: string;
  /** The Markdown file the article was imported from, relative to the folder; null when unknown. */
  source_file: string | null;
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

/** Who uses a file: a menu code, or "@home" (the home page) or "@site" (the logo). */
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
}

export interface ContentVersionTable {
  id: number;
  version: Generated<number>;
  updated_at: string;
}

/** One section of an article (or a part of a long one) as the search finds it. */
export interface SearchSectionsTable {
  id: Generated<number>;
  menu_code: string;
  /** 0 for the title and introduction, then one per h2 or h3 heading in page order. */
  position: number;
  heading_text: string | null;
  heading_slug: string | null;
  title: string;
  context: string;
  body: string;
}

/** Every folded word of the index, with how many sections hold it: for prefixes and typos. */
export interface SearchTermsTable {
  term: string;
  rows: number;
}

export interface Database {
  menus: MenusTable;
  search_sections: SearchSectionsTable;
  search_terms: SearchTermsTable;
  articles: ArticlesTable;
  article_bodies: ArticleBodiesTable;
  files: FilesTable;
  file_paths: FilePathsTable;
  file_uses: FileUsesTable;
  site: SiteTable;
  access_keys: AccessKeysTable;
  content_version: ContentVersionTable;
}
