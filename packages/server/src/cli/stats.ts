// `rxdocs stats`: what readers read, searched for and answered over a period, as text or JSON.
import { readFileSync } from "node:fs";
import { loadCatalog } from "../catalog/catalogSource.js";
import { dayOf, firstDayOf } from "../insight/days.js";
import { REPORT_MARK, statsReport } from "../insight/statsReport.js";
import { presentSite } from "../presenters/site.js";
import { siteStats, type PageFigure, type SiteStats } from "../insight/siteStats.js";
import { CliError, outputFile, plural, printJson, printLine, printTable, withStorage, writeWhole } from "./shared.js";

export interface StatsOptions {
  html?: string;
  days?: string;
  since?: string;
  limit?: string;
  db?: string;
  json?: boolean;
}

export async function statsCommand(options: StatsOptions): Promise<void> {
  const until = dayOf(new Date());
  const since = firstDay(options, until);
  const limit = wholeNumber("--limit", options.limit ?? "20", 1, 1000);
  const report = options.html === undefined ? undefined : reportFile(options.html);
  const { stats, siteTitle } = await withStorage(options.db, async ({ db }) => {
    const catalog = await loadCatalog(db);
    return { stats: await siteStats(db, catalog, since, until, limit), siteTitle: presentSite(catalog).title };
  });
  if (report) {
    writeWhole(report, statsReport(stats, siteTitle));
    if (options.json) return printJson({ report, since, until });
    return printLine(`Wrote the report of ${since} to ${until} to ${report}`);
  }
  if (options.json) return printJson(stats);
  printStats(stats);
}

/** Where the report goes: a new file, or an earlier report, never anything else. */
function reportFile(path: string): string {
  const isReport = (file: string) => readFileSync(file, "utf8").startsWith(REPORT_MARK);
  return outputFile(path, "--html", isReport, "an earlier report");
}

function firstDay(options: StatsOptions, until: string): string {
  if (options.since !== undefined && options.days !== undefined) throw new CliError("give --since or --days, not both");
  if (options.since !== undefined) {
    const day = options.since.trim();
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(day) ||
      Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ||
      dayOf(new Date(`${day}T00:00:00Z`)) !== day
    )
      throw new CliError(`--since: a day such as 2026-01-31, not "${options.since}"`);
    return day;
  }
  const days = wholeNumber("--days", options.days ?? "30", 1, 3660);
  return firstDayOf(days, new Date(`${until}T00:00:00Z`));
}

function wholeNumber(flag: string, text: string, min: number, max: number): number {
  const value = /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!(value >= min && value <= max))
    throw new CliError(`${flag}: a whole number from ${min} to ${max}, not "${text}"`);
  return value;
}

const pageName = (page: PageFigure) => `${page.title} (${page.menuCode})`;
const slotName = (figure: { version: string; lang: string }) => `${figure.version} ${figure.lang}`;

function printStats(stats: SiteStats): void {
  printLine(`Readers from ${stats.since} to ${stats.until}: ${plural(stats.views, "page view")}`);
  section("Pages read most", stats.topPages.length, () =>
    printTable(
      ["VIEWS", "PAGE", "VERSION LANG"],
      stats.topPages.map((page) => [String(page.views), pageName(page), slotName(page)]),
    ),
  );
  section("Searches made most", stats.topSearches.length, () =>
    printTable(
      ["SEARCHES", "NO RESULT", "WORDS", "VERSION LANG"],
      stats.topSearches.map((search) => [
        String(search.searches),
        String(search.withoutResult),
        search.words,
        slotName(search),
      ]),
    ),
  );
  section("Searches that found nothing", stats.searchesWithoutResult.length, () =>
    printTable(
      ["SEARCHES", "WORDS", "VERSION LANG"],
      stats.searchesWithoutResult.map((search) => [String(search.searches), search.words, slotName(search)]),
    ),
  );
  section("Pages opened from a search", stats.openedFromSearch.length, () =>
    printTable(
      ["OPENS", "WORDS", "PAGE"],
      stats.openedFromSearch.map((opened) => [String(opened.opens), opened.words, pageName(opened)]),
    ),
  );
  section('Pages with the most "no" to "Was this page helpful?"', stats.feedback.length, () => {
    for (const page of stats.feedback) {
      printLine(`${page.no} no, ${page.yes} yes  ${pageName(page)}  ${slotName(page)}`);
      for (const comment of page.comments)
        printLine(`    ${comment.day} ${comment.helpful ? "yes" : "no "}  ${JSON.stringify(comment.comment)}`);
    }
  });
}

function section(title: string, rows: number, print: () => void): void {
  printLine();
  printLine(title);
  if (rows === 0) printLine("  none in this period");
  else print();
}
