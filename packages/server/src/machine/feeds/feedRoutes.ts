// Feeds of the pages published or updated last: `/feed.xml` (RSS 2.0), `/atom.xml` (Atom 1.0)
// and `/feed.json` (JSON Feed 1.1), of the whole site or of one section (`?section=<menu code>`).
// Each lists what the request's view may read and nothing more: a stranger gets the public
// pages, a share link's key or view code (in the query, the headers or as a bearer token) a
// private feed of its own, answered as private. A section outside the view is not found, as
// one that never was.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ReaderView } from "../../access/readerAccess.js";
import type { CatalogMenu } from "../../catalog/catalog.js";
import { grantId } from "../../catalog/grant.js";
import { isValidMenuCode } from "../../content/menuCode.js";
import { BadRequestError, NotFoundError } from "../../http/errors.js";
import { sendCachedAnswer } from "../../http/sendJson.js";
import { DEFAULT_SITE } from "../../presenters/site.js";
import { isPublicGrant, machineView, originOf } from "../machineAccess.js";
import type { MachineContext } from "../machineContext.js";
import { pageAddress } from "../pageAddress.js";
import { renderFeed } from "./feedDocument.js";
import { feedEntries } from "./feedEntries.js";
import { FEED_FORMATS, type FeedFormat, SECTION_QUERY, feedAddress } from "./feedFormats.js";
import { feedOptions, type FeedOptions, recentPages, sectionMenu } from "./feedPages.js";

export async function feedRoutes(app: FastifyInstance, context: MachineContext): Promise<void> {
  for (const format of Object.keys(FEED_FORMATS) as FeedFormat[]) {
    app.get(FEED_FORMATS[format].path, (request, reply) => answerFeed(context, format, request, reply));
  }
}

async function answerFeed(
  context: MachineContext,
  format: FeedFormat,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const section = sectionParameter(request);
  const view = await machineView(context.reader, request);
  const options = feedOptions(view.catalog.settings);
  if (!options) throw NotFoundError("This site has no feeds");
  const menu = section === undefined ? undefined : sectionMenu(view, section);
  const origin = originOf(request);
  if (isPublicGrant(view.grant)) {
    reply.header("cache-control", "no-cache");
  } else {
    // Another reader's cache must never hand this feed on, nor a search engine list it.
    reply.header("cache-control", "private, no-cache").header("x-robots-tag", "noindex");
  }
  // What the answer depends on besides the catalog (whose version and language it is).
  const cacheKey = `feed|${format}|${grantId(view.grant)}|${origin}|${section ?? ""}`;
  return sendCachedAnswer(request, reply, view.catalog, cacheKey, `${FEED_FORMATS[format].type}; charset=utf-8`, () =>
    buildFeed(context, view, { format, options, origin, section: menu }),
  );
}

interface FeedRequest {
  format: FeedFormat;
  options: FeedOptions;
  origin: string;
  section: CatalogMenu | undefined;
}

async function buildFeed(context: MachineContext, view: ReaderView, request: FeedRequest): Promise<string> {
  const { catalog } = view;
  const { format, options, origin, section } = request;
  const pages = recentPages(view, section, options.items);
  const entries = await feedEntries(context, view, pages, origin, options.content === "full");
  const siteTitle = catalog.settings.title ?? DEFAULT_SITE.title;
  const title = section ? `${siteTitle} · ${section.menuName}` : siteTitle;
  return renderFeed(
    format,
    {
      title,
      description: catalog.settings.description || title,
      home: pageAddress(catalog, origin, null),
      self: feedAddress(catalog, origin, format, section?.menuCode),
      lang: catalog.slot.lang,
    },
    entries,
  );
}

/** The section asked for, if any: one well-formed menu code. */
function sectionParameter(request: FastifyRequest): string | undefined {
  const values = new URL(request.url, "http://rxdocs.invalid").searchParams.getAll(SECTION_QUERY);
  if (values.length === 0) return undefined;
  if (values.length > 1) throw BadRequestError(`${SECTION_QUERY}: give one section, not ${values.length}`);
  const [section = ""] = values;
  if (!isValidMenuCode(section)) {
    throw BadRequestError(`${SECTION_QUERY}: is not a menu code (1-128 letters, digits, "-" or "_")`);
  }
  return section;
}
