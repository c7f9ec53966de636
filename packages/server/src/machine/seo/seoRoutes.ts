// Search engines and link previews: /sitemap.xml (and its parts on a large site), /robots.txt and
// each public page's social card, /card.png. All three are public whatever a request carries: a
// key or view code opens nothing here, so nothing here ever depends on one.
import { MENU_CODE_PATTERN, SHARE_QUERY } from "@rxdocs/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Catalog } from "../../catalog/catalog.js";
import { BadRequestError, NotFoundError } from "../../http/errors.js";
import { matchesEtag, sendCachedAnswer } from "../../http/sendJson.js";
import { machineSlot, originOf } from "../machineAccess.js";
import type { MachineContext } from "../machineContext.js";
import { CARD_PATH } from "./cardAddress.js";
import { isPublicPage, pageFacts } from "./indexing.js";
import { robotsTxt } from "./robotsTxt.js";
import { SITEMAP_MAX_ADDRESSES, sitemapDocuments, sitemapEntries } from "./sitemap.js";
import { CardCache } from "./socialCard.js";

export interface SeoOptions extends MachineContext {
  /** Addresses per sitemap file; the protocol's 50,000 unless a test asks for fewer. */
  sitemapLimit?: number;
}

/** Search engines read the sitemap and robots.txt again within minutes of a change, not at once. */
const SHORT_PUBLIC_CACHE = "public, max-age=300";
const CARD_CACHE = "public, max-age=86400";
const XML = "application/xml; charset=utf-8";

export async function seoRoutes(app: FastifyInstance, options: SeoOptions): Promise<void> {
  const { reader } = options;
  const limit = options.sitemapLimit ?? SITEMAP_MAX_ADDRESSES;
  // The documents of each origin the site is reached by, built once per content version.
  const sitemapsByCatalog = new WeakMap<Catalog, Map<string, Promise<string[]>>>();
  const cards = new CardCache();

  async function sendSitemap(request: FastifyRequest, reply: FastifyReply, part: number): Promise<FastifyReply> {
    const origin = originOf(request);
    const { catalog } = await reader.view(request, {}, {});
    let byOrigin = sitemapsByCatalog.get(catalog);
    if (!byOrigin) sitemapsByCatalog.set(catalog, (byOrigin = new Map()));
    // A Host header names the origin; a few are expected, not one per request.
    if (byOrigin.size > 16) byOrigin.clear();
    let documents = byOrigin.get(origin);
    if (!documents) {
      documents = sitemapEntries(reader, request, origin).then((entries) => sitemapDocuments(entries, origin, limit));
      documents.catch(() => byOrigin.delete(origin));
      byOrigin.set(origin, documents);
    }
    // /sitemap-1.xml exists only when /sitemap.xml is an index.
    const document = (await documents)[part];
    if (document === undefined) throw NotFoundError();
    reply.header("cache-control", SHORT_PUBLIC_CACHE);
    return sendCachedAnswer(request, reply, catalog, `sitemap|${origin}|${limit}|${part}`, XML, async () => document);
  }

  app.get("/sitemap.xml", (request, reply) => sendSitemap(request, reply, 0));
  app.get<{ Params: { part: string } }>("/sitemap-:part(^\\d{1,6}).xml", (request, reply) => {
    const part = Number(request.params.part);
    if (part < 1) throw NotFoundError();
    return sendSitemap(request, reply, part);
  });

  app.get("/robots.txt", async (request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", SHORT_PUBLIC_CACHE)
      .send(robotsTxt(originOf(request))),
  );

  app.get<{ Querystring: Record<string, string | string[] | undefined> }>(CARD_PATH, async (request, reply) => {
    const path = request.query[SHARE_QUERY.path];
    if (path !== undefined && (typeof path !== "string" || !MENU_CODE_PATTERN.test(path))) {
      throw BadRequestError(`${SHARE_QUERY.path}: is not a page code`);
    }
    const menuCode = path ?? null;
    // Cards are public images: credentials are never read, and a page they would open is not found.
    const { catalog } = await reader.view(request, {}, machineSlot(request));
    if (!isPublicPage(catalog, menuCode)) throw NotFoundError();
    const facts = pageFacts(catalog, menuCode);
    request.answerCache = cards.has(facts) ? "hit" : "miss";
    const card = await cards.card(facts);
    reply.header("etag", card.etag).header("cache-control", CARD_CACHE);
    if (matchesEtag(request.headers["if-none-match"], card.etag)) return reply.code(304).send();
    return reply.type("image/png").send(card.png);
  });
}
