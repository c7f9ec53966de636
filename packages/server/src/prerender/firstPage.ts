// What a reader's first page is pre-rendered from: the menus and the article exactly as the
// app would ask for them with the share-link secrets in the address, and never more. A page
// the address alone does not open (a link kept from an earlier visit may open it in the
// browser) is not pre-rendered, and an invalid link is left to the app to explain.
import {
  type MenuEntry,
  type PageRenderRequest,
  type RenderArticle,
  SHARE_QUERY,
  SLOT_QUERY,
  type ShareSecrets,
  type SiteInfo,
  shareSecretsOf,
} from "@rxdocs/contract";
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { ReaderAccess, ReaderView } from "../access/readerAccess.js";
import type { Catalog } from "../catalog/catalog.js";
import type { SlotRequest } from "../catalog/catalogSource.js";
import { grantId } from "../catalog/grant.js";
import { ApiError, NotFoundError } from "../http/errors.js";
import { slotOfQuery } from "../machine/machineAccess.js";
import { isIndexable } from "../machine/seo/indexing.js";
import { presentRenderedArticle } from "../presenters/article.js";
import { presentMenuTree } from "../presenters/menuTree.js";
import { presentSite } from "../presenters/site.js";
import { presentVersions } from "../presenters/versions.js";
import { findPublishedArticle } from "../storage/articles.js";
import type { Database } from "../storage/schema.js";

export interface FirstPage {
  catalog: Catalog;
  /** The secrets in the address, which opened the page when it is private. */
  secrets: ShareSecrets;
  /** Names everything the page depends on besides the catalog, never a secret. */
  cacheKey: string;
  /** The article the page shows; null for the home page. */
  menuCode: string | null;
  /** Whether a share link opened it: such a page is for its reader alone. */
  isPrivate: boolean;
  /** Whether search engines must leave it out: private, hidden or restricted, or of an unlisted version. */
  noindex: boolean;
  /** What the page is rendered from, or undefined when its article has gone meanwhile. */
  data(): Promise<PageRenderRequest | undefined>;
}

// The tree as each grant sees it, built once per content version (a catalog is replaced, and
// its trees dropped, when the content changes).
const treesByCatalog = new WeakMap<Catalog, Map<string, MenuEntry[]>>();

function presentedTree({ catalog, grant, visible }: ReaderView): MenuEntry[] {
  let trees = treesByCatalog.get(catalog);
  if (!trees) treesByCatalog.set(catalog, (trees = new Map()));
  let tree = trees.get(grantId(grant));
  if (!tree) trees.set(grantId(grant), (tree = presentMenuTree(catalog, visible)));
  return tree;
}

// The site (settings and the rendered home page) once per content version too.
const sitesByCatalog = new WeakMap<Catalog, SiteInfo>();

function presentedSite(catalog: Catalog, renderArticle: RenderArticle): SiteInfo {
  let site = sitesByCatalog.get(catalog);
  if (!site) sitesByCatalog.set(catalog, (site = presentSite(catalog, renderArticle)));
  return site;
}

/** A page's address without secrets: the home page or an article, in the version and language asked for. */
export function plainPageAddress(menuCode: string | null, slot: SlotRequest): string {
  const query = new URLSearchParams({
    ...(menuCode ? { [SHARE_QUERY.path]: menuCode } : {}),
    ...(slot.version ? { [SLOT_QUERY.version]: slot.version } : {}),
    ...(slot.lang ? { [SLOT_QUERY.lang]: slot.lang } : {}),
  }).toString();
  return `${menuCode ? "/view" : "/"}${query ? `?${query}` : ""}`;
}

export async function firstPage(
  request: FastifyRequest,
  reader: ReaderAccess,
  db: Kysely<Database>,
  renderArticle: RenderArticle,
): Promise<FirstPage | undefined> {
  const url = new URL(request.url, "http://rxdocs.invalid");
  const secrets = shareSecretsOf(url.searchParams);
  const menuCode = url.pathname === "/view" ? url.searchParams.get(SHARE_QUERY.path) : null;
  if (url.pathname === "/view" && !menuCode) return undefined;
  try {
    // As the app asks: the menus with the key alone when there is one, the article with both secrets.
    // A malformed version or language is an address of no page.
    const slot = slotOfQuery(url.searchParams, () => NotFoundError());
    const articleView = await reader.view(request, secrets, slot);
    const menuView =
      secrets.hash && secrets.viewPathCode ? await reader.view(request, { hash: secrets.hash }, slot) : articleView;
    if (menuCode && !articleView.visible.articles.has(menuCode)) return undefined;
    // Rendered at its plain address: secrets and timestamps change nothing in the markup.
    const pageUrl = plainPageAddress(menuCode, slot);
    const isPrivate = secrets.hash !== undefined || secrets.viewPathCode !== undefined;
    return {
      catalog: articleView.catalog,
      secrets,
      menuCode,
      cacheKey: `page|${grantId(menuView.grant)}|${grantId(articleView.grant)}|${menuCode ?? ""}`,
      isPrivate,
      noindex: !isIndexable(articleView.catalog, menuCode, isPrivate),
      async data() {
        const navList = presentedTree(menuView);
        const site = presentedSite(articleView.catalog, renderArticle);
        const versions = presentVersions(articleView.catalog);
        if (!menuCode) return { url: pageUrl, navList, site, versions };
        const row = await findPublishedArticle(db, articleView.catalog.articles.get(menuCode)!.id);
        if (!row) return undefined;
        const article = presentRenderedArticle(row, renderArticle, articleView.catalog.menus.get(menuCode));
        return { url: pageUrl, navList, site, versions, article };
      },
    };
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
}
