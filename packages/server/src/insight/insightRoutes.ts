// POST /api/insightInfo/countView and countSearch: what the app tells of its reader's reading,
// counted with no cookie and nothing about the reader (insightCounter.ts). A view counts only
// for a page the reader may read; a search by its words, folded as the search folds them.
import { API_PATHS, countSearchBody, countViewBody, foldForSearch } from "@rxdocs/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { type ReaderAccess, type ReaderView, slotOf } from "../access/readerAccess.js";
import { insightOf } from "../content/insightSettings.js";
import { ClientLimiter, type ClientLimits } from "../http/clientLimiter.js";
import { ok } from "../http/envelope.js";
import { NotFoundError, TooManyRequestsError } from "../http/errors.js";
import { validate } from "../http/validate.js";
import type { CountKey } from "../storage/insightCounts.js";
import type { InsightCounter } from "./insightCounter.js";
import { dayOf } from "./days.js";

/** A reader opens a page every few seconds at most; a script that counts faster is refused. */
export const DEFAULT_COUNT_LIMITS: ClientLimits = { max: 120, windowMs: 60_000 };

export interface InsightOptions {
  reader: ReaderAccess;
  counter: InsightCounter;
  limits?: ClientLimits;
}

/** A search's words as they are counted: folded, with single spaces. */
export function countedWords(keyword: string): string {
  // Folding may lengthen a word (compatibility forms): what is kept fits its column.
  return foldForSearch(keyword).replace(/\s+/g, " ").trim().slice(0, 256);
}

export async function insightRoutes(app: FastifyInstance, options: InsightOptions): Promise<void> {
  const { reader, counter } = options;
  const limiter = new ClientLimiter(options.limits ?? DEFAULT_COUNT_LIMITS, TooManyRequestsError("counts"));

  /** The reader's view once the request is allowed; what is counted is of its version and language. */
  const viewFor = async (request: FastifyRequest, body: { version?: string; lang?: string }) => {
    limiter.admit(request.ip);
    return reader.view(request, undefined, slotOf(body, request));
  };
  const keyOf = (view: ReaderView, kind: CountKey["kind"], subject: string, detail = ""): CountKey => ({
    day: dayOf(new Date()),
    kind,
    version: view.catalog.slot.version,
    lang: view.catalog.slot.lang,
    subject,
    detail,
  });

  app.post(`/${API_PATHS.countView}`, async (request) => {
    const body = validate(countViewBody, request.body);
    const view = await viewFor(request, body);
    if (!insightOf(view.catalog.settings.insight).views) throw NotFoundError("This site does not count views");
    if (!view.visible.articles.has(body.menuCode)) throw NotFoundError();
    counter.count(keyOf(view, "view", body.menuCode));
    return ok({ counted: true as const });
  });

  app.post(`/${API_PATHS.countSearch}`, async (request) => {
    const body = validate(countSearchBody, request.body);
    const view = await viewFor(request, body);
    if (!insightOf(view.catalog.settings.insight).searches) throw NotFoundError("This site does not count searches");
    if (body.opened !== undefined && !view.visible.articles.has(body.opened)) throw NotFoundError();
    const words = countedWords(body.keyword);
    counter.count(keyOf(view, "search", words));
    if (body.results === 0) counter.count(keyOf(view, "empty-search", words));
    if (body.opened !== undefined) counter.count(keyOf(view, "opened", words, body.opened));
    return ok({ counted: true as const });
  });
}
