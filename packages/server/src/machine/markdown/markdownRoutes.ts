// Pages for language models: each page as Markdown (`/view.md?path=…`, or /view asked for
// text/markdown), /llms.txt listing them and /llms-full.txt holding them all. Each answers what
// the request's share link, access headers or bearer key open, through the same access module as
// the API: a page out of view is a 404 like a page that never was.
import { Readable } from "node:stream";
import { ACCESS_HEADERS, SHARE_QUERY, SLOT_HEADERS } from "@rxdocs/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { redirectMovedPage } from "../redirects/redirectAnswers.js";
import type { ReaderView } from "../../access/readerAccess.js";
import { grantId } from "../../catalog/grant.js";
import { BadRequestError, NotFoundError } from "../../http/errors.js";
import { sendCachedAnswer } from "../../http/sendJson.js";
import { isPublicGrant, machineView, originOf } from "../machineAccess.js";
import type { MachineContext } from "../machineContext.js";
import { llmsFullText } from "./llmsFull.js";
import { llmsTxt } from "./llmsTxt.js";
import { appendVary, MARKDOWN_TYPE } from "./markdownAlternate.js";
import { pageMarkdown } from "./pageMarkdown.js";

const MARKDOWN = `${MARKDOWN_TYPE}; charset=utf-8`;
const TEXT = "text/plain; charset=utf-8";
/** Request headers that change what these answers hold, besides the address. */
const VARYING_HEADERS = ["authorization", ...Object.values(ACCESS_HEADERS), ...Object.values(SLOT_HEADERS)];

export async function markdownRoutes(app: FastifyInstance, context: MachineContext): Promise<void> {
  app.addHook("onSend", async (_request, reply) => {
    appendVary(reply, VARYING_HEADERS);
    // A refusal is never kept: the next request may carry a working key.
    if (reply.statusCode >= 400) reply.header("cache-control", "no-store");
  });

  app.get("/view.md", async (request, reply) => {
    if (await redirectMovedPage(context.reader, request, reply)) return reply;
    return sendPageMarkdown(context, request, reply);
  });

  app.get("/llms.txt", async (request, reply) => {
    const view = await machineView(context.reader, request);
    const origin = originOf(request);
    setCacheControl(reply, view);
    const cacheKey = `llms.txt|${grantId(view.grant)}|${origin}`;
    return sendCachedAnswer(request, reply, view.catalog, cacheKey, TEXT, async () => llmsTxt(view, origin));
  });

  app.get("/llms-full.txt", async (request, reply) => {
    const view = await machineView(context.reader, request);
    setCacheControl(reply, view);
    return reply.type(TEXT).send(Readable.from(llmsFullText(context, view, originOf(request))));
  });
}

/** The page a request's `path` names, as Markdown; /view sends it too to who prefers Markdown. */
export async function sendPageMarkdown(
  context: MachineContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const menuCode = new URL(request.url, "http://rxdocs.invalid").searchParams.get(SHARE_QUERY.path);
  if (!menuCode) throw BadRequestError(`${SHARE_QUERY.path}: is required (the code of a page)`);
  const view = await machineView(context.reader, request);
  if (!view.visible.articles.has(menuCode)) throw NotFoundError();
  const origin = originOf(request);
  setCacheControl(reply, view);
  const cacheKey = `view.md|${grantId(view.grant)}|${menuCode}|${origin}`;
  return sendCachedAnswer(request, reply, view.catalog, cacheKey, MARKDOWN, async () => {
    const markdown = await pageMarkdown(context, view, menuCode, origin);
    // The article went between the catalog and the read.
    if (markdown === undefined) throw NotFoundError();
    return markdown;
  });
}

/**
 * What anyone may read may be kept anywhere for a minute; what a secret opened is for its reader
 * alone, and kept out of search engines.
 */
function setCacheControl(reply: FastifyReply, view: ReaderView): void {
  if (isPublicGrant(view.grant)) {
    reply.header("cache-control", "public, max-age=60");
  } else {
    reply.header("cache-control", "private, no-cache").header("x-robots-tag", "noindex");
  }
}
