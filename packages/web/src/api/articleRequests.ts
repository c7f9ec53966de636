// One request per article, shared by whoever asks (the navigation guard as soon as the route
// is known, the view once its code has loaded, a link the pointer rests on), so that the
// article's request does not wait for the view's code, and a click on a link the reader was
// about to follow finds its article already on the way, or there.
import type { Article } from "@rxdocs/contract";
import { fetchArticleDetail } from "./calls";

const NOT_FOUND = 404;
/** How long an answer is reused: long enough to carry a prefetch to the click, short enough to show new content. */
const FRESH_MS = 30_000;

const requests = new Map<string, { answer: Promise<Article>; askedAt: number }>();

export function requestArticle(menuCode: string): Promise<Article> {
  return ask(menuCode, false);
}

/** As requestArticle, for a page the reader may open next: a failure shows no toast (the click will). */
export function prefetchArticle(menuCode: string): void {
  ask(menuCode, true).catch(() => undefined);
}

function ask(menuCode: string, quiet: boolean): Promise<Article> {
  const known = requests.get(menuCode);
  if (known && Date.now() - known.askedAt < FRESH_MS) return known.answer;
  // The view presents a missing page itself, in the page rather than as a toast.
  const answer = fetchArticleDetail(menuCode, { quietCodes: quiet ? "all" : [NOT_FOUND] });
  const request = { answer, askedAt: Date.now() };
  for (const [code, old] of requests) if (request.askedAt - old.askedAt >= FRESH_MS) requests.delete(code);
  requests.set(menuCode, request);
  // A failed request is forgotten at once: the next one asks again.
  answer.catch(() => {
    if (requests.get(menuCode) === request) requests.delete(menuCode);
  });
  return answer;
}
