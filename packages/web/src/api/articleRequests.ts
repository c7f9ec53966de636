// One request per article, shared by whoever asks (the navigation guard as soon as the route
// is known, the view once its code has loaded, a link the pointer rests on, a switch of version
// that checks the page is there), so that the article's request does not wait for the view's
// code, and a click on a link the reader was about to follow finds its article already on the
// way, or there. An article is asked for in a version and language: each has its own request.
import type { Article } from "@rxdocs/contract";
import { slotInForce } from "../slot/slotInForce";
import { type Slot, slotKey } from "../slot/slotQuery";
import { fetchArticleDetail } from "./calls";

const NOT_FOUND = 404;
/** How long an answer is reused: long enough to carry a prefetch to the click, short enough to show new content. */
const FRESH_MS = 30_000;

const requests = new Map<string, { answer: Promise<Article>; askedAt: number }>();

export function requestArticle(menuCode: string, slot: Slot = slotInForce()): Promise<Article> {
  return ask(menuCode, slot, false);
}

/** As requestArticle, for a page the reader may open next: a failure shows no toast (the click will). */
export function prefetchArticle(menuCode: string, slot: Slot = slotInForce()): void {
  ask(menuCode, slot, true).catch(() => undefined);
}

function ask(menuCode: string, slot: Slot, quiet: boolean): Promise<Article> {
  // A menu code holds no "@": the key cannot be another slot's.
  const key = `${menuCode}@${slotKey(slot)}`;
  const known = requests.get(key);
  if (known && Date.now() - known.askedAt < FRESH_MS) return known.answer;
  // The view presents a missing page itself, in the page rather than as a toast.
  const answer = fetchArticleDetail(menuCode, { slot, quietCodes: quiet ? "all" : [NOT_FOUND] });
  const request = { answer, askedAt: Date.now() };
  for (const [asked, old] of requests) if (request.askedAt - old.askedAt >= FRESH_MS) requests.delete(asked);
  requests.set(key, request);
  // A failed request is forgotten at once: the next one asks again.
  answer.catch(() => {
    if (requests.get(key) === request) requests.delete(key);
  });
  return answer;
}
