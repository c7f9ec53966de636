import {
  API_PATHS,
  type Article,
  type ArticlePage,
  type GetListByPageBody,
  type MenuEntry,
  type SearchAnswer,
  type SearchBody,
  type SiteInfo,
  type SiteVersions,
} from "@rxdocs/contract";
import type { HiddenRouteQuery } from "../hiddenRoute/hiddenRouteQuery";
import { type CallOptions, post } from "./client";

/** The menu call carries the key (`isAuth: true`, view code dropped) or else the stored query as it is. */
export function fetchMenuTree(query: HiddenRouteQuery, options?: CallOptions): Promise<MenuEntry[]> {
  const body = query.hash ? { hash: query.hash, isAuth: true } : { ...query, isAuth: false };
  return post<MenuEntry[]>(API_PATHS.getAuthMenuTree, body, options);
}

export type ListedArticle = Pick<Article, "menuCode" | "articleTitle" | "articleMd" | "articleTabContent">;

/** Rows hold the requested attributes; `Row` names them (the store's list by default). */
export function fetchArticlePage<Row = ListedArticle>(
  body: GetListByPageBody,
  options?: CallOptions,
): Promise<ArticlePage<Row>> {
  return post<ArticlePage<Row>>(API_PATHS.getListByPage, body, options);
}

export function fetchArticleDetail(menuCode: string, options?: CallOptions): Promise<Article> {
  return post<Article>(API_PATHS.getDetailByMenuCode, { menuCode }, options);
}

/** Ranked hits for `keyword` among what the reader may see (the client sends the stored access query). */
export function searchArticles(keyword: string, options?: CallOptions): Promise<SearchAnswer> {
  const body: SearchBody = { keyword };
  return post<SearchAnswer>(API_PATHS.search, body, options);
}

/** The site's settings and home page. */
export function fetchSiteInfo(options?: CallOptions): Promise<SiteInfo> {
  return post<SiteInfo>(API_PATHS.getSiteInfo, {}, options);
}

/** The site's versions and languages, and which of them the call was about. */
export function fetchSiteVersions(options?: CallOptions): Promise<SiteVersions> {
  return post<SiteVersions>(API_PATHS.getVersions, {}, options);
}
