// The article list as the brief asks for it: pages of 1,000 published articles, newest first,
// with the four fields the reader needs to show an article without asking for it.
import {
  ARTICLE_PAGE_SIZE,
  ARTICLE_STATUS_PUBLISHED,
  type ArticlePage,
  type GetListByPageBody,
} from "@rxdocs/contract";
import pLimit from "p-limit";
import type { ListedArticle } from "../../api/calls";

export type ListPage = Pick<ArticlePage<ListedArticle>, "data" | "total">;

/** Browsers open six connections to a server; the list's pages take at most four of them. */
const PAGES_IN_FLIGHT = 4;

export function listPageBody(menuCodes: string[], current: number): GetListByPageBody {
  return {
    pageSize: ARTICLE_PAGE_SIZE,
    current,
    query: {
      menuCodes,
      status: ARTICLE_STATUS_PUBLISHED,
      sorts: [["createdAt", "desc"]],
      attributes: ["menuCode", "articleTitle", "articleMd", "articleTabContent"],
    },
  };
}

/**
 * Asks for page 1, then, knowing the total, for the other pages in parallel, a few at a time
 * so that what the reader is waiting for (an article, the menus) finds a connection free.
 * Hands each page to `take` as it arrives (in any order) and answers the number of pages.
 */
export async function loadListPages<Page extends { total: number }>(
  fetchPage: (current: number) => Promise<Page>,
  take: (current: number, page: Page) => void,
): Promise<number> {
  const first = await fetchPage(1);
  take(1, first);
  const pageCount = Math.max(1, Math.ceil(first.total / ARTICLE_PAGE_SIZE));
  const inFlight = pLimit(PAGES_IN_FLIGHT);
  const fetchOther = (current: number) => inFlight(async () => take(current, await fetchPage(current)));
  await Promise.all(Array.from({ length: pageCount - 1 }, (_, i) => fetchOther(i + 2)));
  return pageCount;
}
