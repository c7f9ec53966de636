// The reader app: its entry page for the app's routes (`/` and `/view`), never cached so
// that a new release shows at once, and its assets under /main/. Vite gives built assets
// content-hashed names under /main/assets/, so those may be cached for a year.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import { ASSET_BASE_PATH } from "@rxdocs/contract";
import type { FastifyInstance } from "fastify";

export interface WebAppOptions {
  /** The built app (Vite's outDir). */
  root: string;
  /** Extra markup for the end of <head>, such as the dev-mode reload script. */
  headExtra?: string;
}

const APP_ROUTES = ["/", "/view"];
const HASHED_ASSETS = `${ASSET_BASE_PATH}assets/`;

export async function webApp(app: FastifyInstance, { root, headExtra = "" }: WebAppOptions): Promise<void> {
  const indexFile = join(root, "index.html");
  const entryPage = existsSync(indexFile)
    ? readFileSync(indexFile, "utf8").replace("</head>", `${headExtra}</head>`)
    : undefined;

  for (const route of APP_ROUTES) {
    app.get(route, async (_request, reply) => {
      reply.header("cache-control", "no-cache");
      if (entryPage === undefined) {
        return reply
          .code(503)
          .type("text/plain; charset=utf-8")
          .send("The web app is not built yet: run `npm run build`.");
      }
      return reply.type("text/html; charset=utf-8").send(entryPage);
    });
  }

  if (!existsSync(root)) return;
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
