// What `rxdocs stats` tells, in /metrics for a Prometheus scraper: the last seven days' views,
// the pages read most, the searches made most and those that found nothing, and the pages with
// the most answers, yes and no. Figures over a period are gauges, read from the counts at each
// scrape (one read serves every gauge of a scrape); their lists are as long as the CLI's default.
// Restricted pages are among them: /metrics answers only the operator's token.
import { Gauge, type Registry } from "prom-client";
import type { CatalogSource } from "../catalog/catalogSource.js";
import type { Storage } from "../storage/database.js";
import { dayOf, firstDayOf } from "./days.js";
import { type SiteStats, siteStats } from "./siteStats.js";

const PERIOD_DAYS = 7;
const LIST_LENGTH = 20;
/** A scrape asks each gauge in turn: they share one reading of the counts for this long. */
const READING_MS = 1_000;

export function insightMetrics(registry: Registry, storage: Storage, catalogs: CatalogSource): void {
  let reading: { at: number; stats: Promise<SiteStats> } | undefined;
  const stats = () => {
    if (!reading || Date.now() - reading.at > READING_MS) {
      const now = new Date();
      const read = catalogs
        .current()
        .then((catalog) => siteStats(storage.db, catalog, firstDayOf(PERIOD_DAYS, now), dayOf(now), LIST_LENGTH));
      reading = { at: Date.now(), stats: read };
      read.catch(() => (reading = undefined));
    }
    return reading.stats;
  };
  const registers = [registry];
  const period = `over the last ${PERIOD_DAYS} days, today included`;
  new Gauge({
    name: "rxdocs_reader_views",
    help: `Articles readers opened ${period}.`,
    registers,
    async collect() {
      this.set((await stats()).views);
    },
  });
  new Gauge({
    name: "rxdocs_reader_page_views",
    help: `Views of the ${LIST_LENGTH} pages read most ${period}.`,
    labelNames: ["page", "version", "lang"] as const,
    registers,
    async collect() {
      this.reset();
      for (const row of (await stats()).topPages)
        this.set({ page: row.menuCode, version: row.version, lang: row.lang }, row.views);
    },
  });
  new Gauge({
    name: "rxdocs_reader_searches",
    help: `The ${LIST_LENGTH} searches made most ${period}, by their folded words; result="none" counts those that found nothing.`,
    labelNames: ["words", "version", "lang", "result"] as const,
    registers,
    async collect() {
      this.reset();
      const { topSearches, searchesWithoutResult } = await stats();
      for (const row of topSearches)
        this.set({ words: row.words, version: row.version, lang: row.lang, result: "any" }, row.searches);
      for (const row of searchesWithoutResult)
        this.set({ words: row.words, version: row.version, lang: row.lang, result: "none" }, row.searches);
    },
  });
  new Gauge({
    name: "rxdocs_reader_answers",
    help: `"Was this page helpful?" answers of the ${LIST_LENGTH} pages with the most "no" ${period}.`,
    labelNames: ["page", "version", "lang", "answer"] as const,
    registers,
    async collect() {
      this.reset();
      for (const row of (await stats()).feedback) {
        const page = { page: row.menuCode, version: row.version, lang: row.lang };
        this.set({ ...page, answer: "yes" }, row.yes);
        this.set({ ...page, answer: "no" }, row.no);
      }
    },
  });
}
