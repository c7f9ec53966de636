// Filters, orders and pages the visible articles in memory, from catalog metadata, so that
// only the rows of the requested page are read from the database and both databases order
// them the same way.
import {
  ARTICLE_STATUS_PUBLISHED,
  type ArticleSort,
  type ArticleSortField,
  type GetListByPageBody,
} from "@rxdocs/contract";
import type { ArticleMetaRow } from "../../storage/articles.js";

export const DEFAULT_SORTS: ArticleSort[] = [["createdAt", "desc"]];

const titleCollator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

const compareField: Record<ArticleSortField, (a: ArticleMetaRow, b: ArticleMetaRow) => number> = {
  createdAt: (a, b) => compareText(a.created_at, b.created_at),
  updatedAt: (a, b) => compareText(a.updated_at, b.updated_at),
  articleTitle: (a, b) => titleCollator.compare(a.article_title, b.article_title),
  menuCode: (a, b) => compareText(a.menu_code, b.menu_code),
};

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export interface PageSelection {
  total: number;
  /** Menu codes of the requested page, in order. */
  pageCodes: string[];
}

export function selectArticlePage(
  body: GetListByPageBody,
  visibleArticles: ReadonlySet<string>,
  articles: ReadonlyMap<string, ArticleMetaRow>,
): PageSelection {
  const query = body.query ?? {};
  // Readers are served published articles only; asking for drafts finds none.
  if (query.status !== undefined && query.status !== ARTICLE_STATUS_PUBLISHED) return { total: 0, pageCodes: [] };

  const codes = query.menuCodes ? new Set(query.menuCodes) : visibleArticles;
  const rows: ArticleMetaRow[] = [];
  for (const code of codes) {
    const row = articles.get(code);
    if (row && visibleArticles.has(code)) rows.push(row);
  }

  const sorts = query.sorts?.length ? query.sorts : DEFAULT_SORTS;
  rows.sort((a, b) => {
    for (const [field, direction] of sorts) {
      const order = compareField[field](a, b);
      if (order !== 0) return direction === "asc" ? order : -order;
    }
    return compareText(a.menu_code, b.menu_code); // a stable order across pages
  });

  const start = (body.current - 1) * body.pageSize;
  return { total: rows.length, pageCodes: rows.slice(start, start + body.pageSize).map((row) => row.menu_code) };
}
