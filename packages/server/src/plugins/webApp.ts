// The reader app: its entry page for the app's routes (`/` and `/view`), never cached so
// that a new release shows at once, and its assets under /main/. Vite gives built assets
// content-hashed names under /main/assets/, so those may be cached for a year.
//
// A first page comes pre-rendered when the build has the app's server entry: the markup of
// the page the reader asked for, with the data it was rendered from, so that the article is
// on screen before the app's code has run, and the app starts without asking again.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import { ASSET_BASE_PATH, OFFLINE, type ServerEntry } from "@rxdocs/contract";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { rememberSecretsForFiles } from "../access/fileAccessCookies.js";
import type { ReaderAccess } from "../access/readerAccess.js";
import { sendCachedAnswer } from "../http/sendJson.js";
import type { EntryDocument } from "../prerender/entryDocument.js";
import {
  appendVary,
  markdownLinkHeader,
  markdownLinkTag,
  prefersMarkdown,
  requestedMarkdownAddress,
} from "../machine/markdown/markdownAlternate.js";
import { sendPageMarkdown } from "../machine/markdown/markdownRoutes.js";
import { redirectMovedPage } from "../machine/redirects/redirectAnswers.js";
import { firstPage } from "../prerender/firstPage.js";
import { pageHeadTags } from "../prerender/pageHeadTags.js";
import type { Database } from "../storage/schema.js";
import { openToOpeners } from "./security.js";

export interface WebAppOptions {
  /** The built app (Vite's outDir). */
  root: string;
  /** Extra markup for the end of <head>, such as the dev-mode reload script. */
  headExtra?: string;
}

interface WebAppContext extends WebAppOptions {
  /** The built entry page; undefined when the app is not built. */
  entry: EntryDocument | undefined;
  reader: ReaderAccess;
  db: Kysely<Database>;
  serverEntry: Promise<ServerEntry | undefined>;
}

const APP_ROUTES = ["/", "/view"];
const HASHED_ASSETS = `${ASSET_BASE_PATH}assets/`;
const HTML = "text/html; charset=utf-8";
const NOINDEX_TAG = '<meta name="robots" content="noindex">';

export async function webApp(app: FastifyInstance, options: WebAppContext): Promise<void> {
  const { root, entry, headExtra = "" } = options;

  // A page is HTML or Markdown by what its reader accepts.
  app.addHook("onSend", async (request, reply) => {
    if (request.routeOptions.url === "/view") appendVary(reply, ["accept"]);
  });

  for (const path of APP_ROUTES) {
    app.get(path, async (request, reply) => {
      reply.header("cache-control", "no-cache");
      if (path === "/view") {
        // An old address of a moved page leads to its new one, whether HTML or Markdown is asked for.
        if (await redirectMovedPage(options.reader, request, reply)) return reply;
        const markdown = requestedMarkdownAddress(request);
        if (markdown) reply.header("link", markdownLinkHeader(markdown));
        if (prefersMarkdown(request.headers.accept)) return sendPageMarkdown(options, request, reply);
      }
      if (entry === undefined) {
        return reply
          .code(503)
          .type("text/plain; charset=utf-8")
          .send("The web app is not built yet: run `npm run build`.");
      }
      const serverEntry = await options.serverEntry;
      const page = serverEntry && (await firstPage(request, options.reader, options.db, serverEntry.renderArticle));
      if (!page) {
        // What the address alone does not open (a page behind a link kept in the browser, or
        // none at all) is for no index, whatever the app then shows.
        reply.header("x-robots-tag", "noindex");
        const markdownTag = markdownLinkTag(requestedMarkdownAddress(request));
        return reply.type(HTML).send(entry.render({ headTags: headExtra + NOINDEX_TAG + markdownTag }));
      }
      if (page.isPrivate) {
        reply.header("cache-control", "private, no-cache");
        // The images of the page its link opened load with the same link.
        rememberSecretsForFiles(request, reply, page.secrets);
      } else openToOpeners(reply);
      if (page.noindex) reply.header("x-robots-tag", "noindex");
      return sendCachedAnswer(request, reply, page.catalog, page.cacheKey, HTML, async () => {
        const toRender = await page.data();
        const parts = {
          headTags: headExtra + (await pageHeadTags(options.reader, request, page, toRender)),
          lang: page.catalog.slot.lang,
        };
        if (!toRender) return entry.render(parts);
        return entry.render({ ...parts, ...(await serverEntry.renderPage(toRender)) });
      });
    });
  }

  if (!existsSync(root)) return;
  // The service worker that keeps what a reader opened, for reading without a network. Served
  // from the root, since a worker answers only for addresses under its own; never cached, so
  // that a new release's worker replaces the old one at the next visit.
  const worker = join(root, OFFLINE.workerPath);
  if (existsSync(worker)) {
    const script = readFileSync(worker);
    app.get(OFFLINE.workerPath, (_request, reply) =>
      reply.header("cache-control", "no-cache").type("text/javascript; charset=utf-8").send(script),
    );
  }
  await app.register(fastifyStatic, {
    root,
    prefix: ASSET_BASE_PATH,
    index: false,
    wildcard: true,
    // The build writes .br and .gz beside each asset; they are sent as they are.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      const url = path.slice(root.length).replaceAll("\\", "/");
      const isHashed = `${ASSET_BASE_PATH.slice(0, -1)}${url}`.startsWith(HASHED_ASSETS);
      res.setHeader("cache-control", isHashed ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
}
