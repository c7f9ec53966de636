// What a reader's first page is pre-rendered from: the menus and the article exactly as the
// app would ask for them with the share-link secrets in the address, and never more. A page
// the address alone does not open (a link kept from an earlier visit may open it in the
// browser) is not pre-rendered, and an invalid link is left to the app to explain.
import { type PageData, SHARE_QUERY, shareSecretsOf } from "@rxdocs/contract";
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { ReaderAccess } from "../access/readerAccess.js";
import type { Catalog } from "../catalog/catalog.js";
import { grantId } from "../catalog/grant.js";
import { ApiError } from "../http/errors.js";
import { presentArticle } from "../presenters/article.js";
import { presentMenuTree } from "../presenters/menuTree.js";
import { findPublishedArticle } from "../storage/articles.js";
import type { Database } from "../storage/schema.js";

export interface FirstPage {
  /** The page's address without what does not change its markup (secrets, timestamp). */
  url: string;
  catalog: Catalog;
  /** Names everything the page depends on besides the catalog, never a secret. */
  cacheKey: string;
  /** Whether a share link opened it: such a page is for its reader alone. */
  isPrivate: boolean;
  data(): Promise<PageData | undefined>;
}

export async function firstPage(
  request: FastifyRequest,
  reader: ReaderAccess,
  db: Kysely<Database>,
): Promise<FirstPage | undefined> {
  const url = new URL(request.url, "http://rxdocs.invalid");
  const secrets = shareSecretsOf(url.searchParams);
  const menuCode = url.pathname === "/view" ? url.searchParams.get(SHARE_QUERY.path) : null;
  if (url.pathname === "/view" && !menuCode) return undefined;
  try {
    // As the app asks: the menus with the key alone when there is one, the article with both secrets.
    const articleView = await reader.view(request, secrets);
    const menuView =
      secrets.hash && secrets.viewPathCode ? await reader.view(request, { hash: secrets.hash }) : articleView;
    if (menuCode && !articleView.visible.articles.has(menuCode)) return undefined;
    return {
      url: menuCode ? `/view?${SHARE_QUERY.path}=${encodeURIComponent(menuCode)}` : "/",
      catalog: articleView.catalog,
      cacheKey: `page|${grantId(menuView.grant)}|${grantId(articleView.grant)}|${menuCode ?? ""}`,
      isPrivate: secrets.hash !== undefined || secrets.viewPathCode !== undefined,
      async data() {
        const navList = presentMenuTree(menuView.catalog, menuView.visible.menus);
        if (!menuCode) return { navList };
        const row = await findPublishedArticle(db, menuCode);
        return row ? { navList, article: presentArticle(row) } : undefined;
      },
    };
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
}
