// What an operator learns of the readers over a period: the pages read most, the searches made
// most and those that found nothing, and the pages with the most "no" answers with their
// comments. Read from the counts and answers (storage/insightCounts.ts, pageFeedback.ts); a
// restricted page counts like the others, since only operators ever see these figures.
import type { Kysely } from "kysely";
import type { Catalog } from "../catalog/catalog.js";
import { countsSince, viewsByDay } from "../storage/insightCounts.js";
import { answersSince } from "../storage/pageFeedback.js";
import type { Database } from "../storage/schema.js";
import { everyDay } from "./days.js";

export interface PageFigure {
  menuCode: string;
  /** The page's title where the site's default version and language have it, else its code. */
  title: string;
  version: string;
  lang: string;
}

export interface SiteStats {
  since: string;
  until: string;
  views: number;
  viewsByDay: { day: string; views: number }[];
  topPages: (PageFigure & { views: number })[];
  topSearches: { words: string; version: string; lang: string; searches: number; withoutResult: number }[];
  searchesWithoutResult: { words: string; version: string; lang: string; searches: number }[];
  openedFromSearch: (PageFigure & { words: string; opens: number })[];
  feedback: (PageFigure & {
    yes: number;
    no: number;
    comments: { day: string; helpful: boolean; comment: string }[];
  })[];
}

/** The figures of `since` to `until`; pages are named as `catalog` (the default version and language) names them. */
export async function siteStats(
  db: Kysely<Database>,
  catalog: Pick<Catalog, "menus">,
  since: string,
  until: string,
  limit: number,
): Promise<SiteStats> {
  const page = (menuCode: string, version: string, lang: string): PageFigure => ({
    menuCode,
    title: catalog.menus.get(menuCode)?.menuName ?? menuCode,
    version,
    lang,
  });
  const [views, days, searches, empty, opened, answers] = await Promise.all([
    countsSince(db, "view", since),
    viewsByDay(db, since),
    countsSince(db, "search", since),
    countsSince(db, "empty-search", since),
    countsSince(db, "opened", since),
    answersSince(db, since),
  ]);
  const emptyOf = new Map(empty.map((row) => [slotKey(row, row.subject), row.count]));
  const viewsOf = new Map(days.map((day) => [day.day, day.count]));

  const feedback = new Map<string, SiteStats["feedback"][number]>();
  for (const answer of answers) {
    const id = slotKey(answer, answer.menu_code);
    let figure = feedback.get(id);
    if (!figure) {
      figure = { ...page(answer.menu_code, answer.version, answer.lang), yes: 0, no: 0, comments: [] };
      feedback.set(id, figure);
    }
    if (Number(answer.helpful)) figure.yes += 1;
    else figure.no += 1;
    if (answer.comment)
      figure.comments.push({ day: answer.day, helpful: Number(answer.helpful) === 1, comment: answer.comment });
  }

  return {
    since,
    until,
    views: days.reduce((sum, day) => sum + day.count, 0),
    viewsByDay: everyDay(since, until).map((day) => ({ day, views: viewsOf.get(day) ?? 0 })),
    topPages: views.slice(0, limit).map((row) => ({ ...page(row.subject, row.version, row.lang), views: row.count })),
    topSearches: searches.slice(0, limit).map((row) => ({
      words: row.subject,
      version: row.version,
      lang: row.lang,
      searches: row.count,
      withoutResult: emptyOf.get(slotKey(row, row.subject)) ?? 0,
    })),
    searchesWithoutResult: empty
      .slice(0, limit)
      .map((row) => ({ words: row.subject, version: row.version, lang: row.lang, searches: row.count })),
    openedFromSearch: opened
      .slice(0, limit)
      .map((row) => ({ ...page(row.detail, row.version, row.lang), words: row.subject, opens: row.count })),
    feedback: [...feedback.values()]
      .filter((figure) => figure.no > 0 || figure.comments.length > 0)
      .sort((a, b) => b.no - a.no || a.yes - b.yes)
      .slice(0, limit),
  };
}

/** A subject (a page, a search's words) in its version and language, as one key. */
function slotKey(row: { version: string; lang: string }, subject: string): string {
  return `${row.version}\n${row.lang}\n${subject}`;
}
