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
  childList: MenuEntry[];
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
}

export interface ArticleTab {
  label: string;
  md: string;
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
