// The content of a docs folder as the importer sees it, before it meets the database.
import type { ArticleStatus, MenuType, Visibility } from "@rxdocs/contract";

export interface MenuSource {
  menuCode: string;
  menuName: string;
  menuType: MenuType;
  parentCode: string | null;
  /** Position among siblings, 0-based, after ordering (explicit order first, then file names). */
  sort: number;
  /** The menu's own visibility; children inherit a stricter one at read time. */
  visibility: Visibility;
  /** Path of the folder or file relative to the imported root, with "/" separators. */
  sourcePath: string;
}

export interface ArticleSource {
  menuCode: string;
  articleTitle: string;
  articleMd: string;
  /** JSON text of ArticleTab[] or null. */
  articleTabContent: string | null;
  status: ArticleStatus;
  /** ISO 8601 UTC, when the front matter sets it. */
  createdAt?: string;
  updatedAt?: string;
}

export interface ContentProblem {
  /** Path relative to the imported root. */
  path: string;
  reason: string;
}

export interface FolderContent {
  menus: MenuSource[];
  articles: ArticleSource[];
  problems: ContentProblem[];
}
