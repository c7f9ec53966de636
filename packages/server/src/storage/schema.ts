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
  article_md: string;
  article_tab_content: string | null;
  status: number;
  created_at: string;
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

export interface Database {
  menus: MenusTable;
  articles: ArticlesTable;
  access_keys: AccessKeysTable;
  content_version: ContentVersionTable;
}
