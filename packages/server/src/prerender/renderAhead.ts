// Readers' first requests are answered ahead, through the app itself, so that no reader waits
// for what a start or an import leaves to do: the reader app's server entry and the catalog
// loaded, and the pages most likely to be opened first rendered and compressed: the home page
// of each language, the first page of each section, and the pages most viewed lately.
// `rxdocs serve` does it before it listens, and again for each new content version as soon as
// it serves it (catalog/catalogSource.ts); a reader who asks for a page meanwhile shares its
// rendering (http/sendJson.ts).
import { API_BASE_PATH, API_PATHS } from "@rxdocs/contract";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Catalog, CatalogMenu } from "../catalog/catalog.js";
import { answerAhead } from "../http/coldWork.js";
import { firstDayOf } from "../insight/days.js";
import { countsSince } from "../storage/insightCounts.js";
import type { Database } from "../storage/schema.js";
import { plainPageAddress } from "./firstPage.js";

/** Of each kind of likely first page, how many are rendered ahead. */
const AHEAD = { languages: 8, sections: 12, mostViewed: 12 } as const;
/** The days over which pages count as most viewed. */
const VIEWED_DAYS = 7;

/** A page's address as a reader's link gives it: the version and language only when not the defaults. */
function pageAddress(menuCode: string | null, slot: { version: string; lang: string }, defaults: Catalog["slot"]) {
  return plainPageAddress(menuCode, {
    ...(slot.version !== defaults.version && { version: slot.version }),
    ...(slot.lang !== defaults.lang && { lang: slot.lang }),
  });
}

/** The first public page in reading order at or under `menu`. */
function firstPageOf(menu: CatalogMenu, readable: ReadonlySet<string>): string | undefined {
  if (readable.has(menu.menuCode)) return menu.menuCode;
  for (const child of menu.children) {
    const found = firstPageOf(child, readable);
    if (found) return found;
  }
  return undefined;
}

/**
 * The addresses a reader most likely opens first, best first and each once: the home page, then
 * the first page of each top-level section, the pages most viewed lately, and the home pages of
 * the other languages.
 */
export function likelyFirstPages(
  catalog: Catalog,
  mostViewed: readonly { menuCode: string; version: string; lang: string }[],
): string[] {
  const defaults = catalog.slot;
  const readable = catalog.visible({}).articles;
  const sections = catalog.roots.flatMap((root) => firstPageOf(root, readable) ?? []).slice(0, AHEAD.sections);
  const languages = catalog.slots
    .filter((slot) => slot.version === defaults.version && slot.lang !== defaults.lang)
    .slice(0, AHEAD.languages);
  const addresses = [
    pageAddress(null, defaults, defaults),
    ...sections.map((menuCode) => pageAddress(menuCode, defaults, defaults)),
    ...mostViewed.slice(0, AHEAD.mostViewed).map((page) => pageAddress(page.menuCode, page, defaults)),
    ...languages.map((slot) => pageAddress(null, slot, defaults)),
  ];
  return [...new Set(addresses)];
}

/** The public pages most viewed over the last days, most first. */
async function mostViewedPages(db: Kysely<Database>, catalog: Catalog) {
  const rows = await countsSince(db, "view", firstDayOf(VIEWED_DAYS, new Date()));
  const readable = catalog.visible({}).articles;
  // Only the default version's and language's are known readable here; the others are asked
  // for all the same, and an address that opens nothing is answered as a reader would be.
  return rows
    .filter(
      (row) => row.version !== catalog.slot.version || row.lang !== catalog.slot.lang || readable.has(row.subject),
    )
    .map((row) => ({ menuCode: row.subject, version: row.version, lang: row.lang }));
}

/**
 * Asks the app, as a browser would, for the likely first pages and the menus the reader app asks
 * for once it starts, one at a time, so that readers arriving meanwhile wait for one at most.
 */
export function renderAhead(
  app: FastifyInstance,
  db: Kysely<Database>,
  currentCatalog: () => Promise<Catalog>,
): Promise<void> {
  return answerAhead(() => askAhead(app, db, currentCatalog));
}

async function askAhead(app: FastifyInstance, db: Kysely<Database>, currentCatalog: () => Promise<Catalog>) {
  const started = performance.now();
  const catalog = await currentCatalog();
  const browser = { accept: "text/html", "accept-encoding": "br, gzip" };
  await app.inject({
    method: "POST",
    url: `${API_BASE_PATH}/${API_PATHS.getAuthMenuTree}`,
    headers: { ...browser, accept: "application/json" },
    payload: { isAuth: false },
  });
  const pages = likelyFirstPages(catalog, await mostViewedPages(db, catalog));
  for (const url of pages) {
    await app.inject({ method: "GET", url, headers: browser });
    await new Promise((next) => setImmediate(next));
  }
  app.log.info(
    { contentVersion: catalog.version, pages: pages.length, ms: Math.round(performance.now() - started) },
    "rendered the likely first pages ahead",
  );
}
