import { createHash } from "node:crypto";
import {
  API_PATHS,
  ARTICLE_ATTRIBUTES,
  ARTICLE_STATUS_PUBLISHED,
  getDetailByMenuCodeBody,
  getListByPageBody,
  SEARCH_PAGE_SIZE_DEFAULT,
  searchBody,
  type ServerEntry,
} from "@rxdocs/contract";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { type ReaderAccess, slotOf } from "../../access/readerAccess.js";
import { grantId } from "../../catalog/grant.js";
import { ok } from "../../http/envelope.js";
import { NotFoundError } from "../../http/errors.js";
import { sendCachedJson } from "../../http/sendJson.js";
import { validate } from "../../http/validate.js";
import { COLUMN_OF_ATTRIBUTE, presentArticleFields, presentRenderedArticle } from "../../presenters/article.js";
import { findArticleColumns, findPublishedArticle } from "../../storage/articles.js";
import type { Database } from "../../storage/schema.js";
import { searchArticles } from "../../search/searchArticles.js";
import { selectArticlePage } from "./articleOrder.js";
import { unseenArticles } from "./unseenArticles.js";

export interface ArticleInfoOptions {
  reader: ReaderAccess;
  db: Kysely<Database>;
  /** With the reader app's server entry, article details come rendered. */
  serverEntry?: Promise<ServerEntry | undefined>;
}

export async function articleInfoRoutes(
  app: FastifyInstance,
  { reader, db, serverEntry }: ArticleInfoOptions,
): Promise<void> {
  app.post(`/${API_PATHS.getListByPage}`, async (request, reply) => {
    const body = validate(getListByPageBody, request.body);
    const { catalog, grant, visible } = await reader.view(request, undefined, slotOf(body, request));
    // The body may name 100,000 codes: its hash, not the body, keeps the cache's keys small.
    const bodyHash = createHash("sha256").update(JSON.stringify(body)).digest("base64url");
    return sendCachedJson(request, reply, catalog, `list|${grantId(grant)}|${bodyHash}`, async () => {
      const { total, pageCodes } = selectArticlePage(body, visible.articles, catalog.articles);
      const pageIds = pageCodes.map((code) => catalog.articles.get(code)!.id);
      const attributes = body.query?.attributes ?? ARTICLE_ATTRIBUTES;
      const columns = [...attributes.map((a) => COLUMN_OF_ATTRIBUTE[a]), "status" as const];
      const rows = await findArticleColumns(db, pageIds, columns);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const page = pageIds
        .map((id) => byId.get(id))
        // The database may have moved on since the catalog was read: never serve a new draft.
        .filter((row) => row !== undefined && Number(row.status) === ARTICLE_STATUS_PUBLISHED)
        .map((row) => presentArticleFields(row!, attributes));
      return ok({ data: page, total, current: body.current, pageSize: body.pageSize });
    });
  });

  app.post(`/${API_PATHS.getDetailByMenuCode}`, async (request, reply) => {
    const body = validate(getDetailByMenuCodeBody, request.body);
    const { menuCode } = body;
    const { catalog, visible } = await reader.view(request, undefined, slotOf(body, request));
    if (!visible.articles.has(menuCode)) throw NotFoundError();
    // Visibility was checked above, so the answer depends on the menu code alone.
    return sendCachedJson(request, reply, catalog, `detail|${menuCode}`, async () => {
      const row = await findPublishedArticle(db, catalog.articles.get(menuCode)!.id);
      if (!row) throw NotFoundError();
      return ok(presentRenderedArticle(row, (await serverEntry)?.renderArticle, catalog.menus.get(menuCode)));
    });
  });
  app.post(`/${API_PATHS.search}`, async (request, reply) => {
    const body = validate(searchBody, request.body);
    const { keyword, pageSize = SEARCH_PAGE_SIZE_DEFAULT } = body;
    const { catalog, grant, visible } = await reader.view(request, undefined, slotOf(body, request));
    const key = `search|${grantId(grant)}|${pageSize}|${keyword}`;
    return sendCachedJson(request, reply, catalog, key, async () => {
      const answer = await searchArticles(db, {
        keyword,
        pageSize,
        ...catalog.searchTarget(visible.articles, unseenArticles(catalog, visible)),
      });
      return ok(answer);
    });
  });
}
