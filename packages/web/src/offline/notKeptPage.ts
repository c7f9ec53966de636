// The page the service worker shows for a page never opened on this device while the network is
// down. It speaks the language of the page asked for: the app tells the worker its words for each
// language it shows (workerMessages.ts), and the worker keeps them with what it keeps; a
// language the app never showed here gets English.
import { OFFLINE, SLOT_QUERY, textDirection, UI_MESSAGES_EN } from "@rxdocs/contract";
import { escapeHtml } from "@rxdocs/markdown";
import type { OfflinePageWords, PageWordsMessage } from "./workerMessages";

const WORDS_CACHE = "rx-words";
const ENGLISH: OfflinePageWords = {
  lang: "en",
  notKept: UI_MESSAGES_EN["error.offline"],
  goHome: UI_MESSAGES_EN["page.goHome"],
};

/** The words are kept under an address of the worker's own, one per language of the addresses. */
function wordsKey(origin: string, slotLang: string): string {
  return `${origin}${OFFLINE.workerPath}?words=${encodeURIComponent(slotLang)}`;
}

export async function keepPageWords(message: PageWordsMessage, origin: string, caches: CacheStorage): Promise<void> {
  const cache = await caches.open(WORDS_CACHE);
  await cache.put(wordsKey(origin, message.slotLang), Response.json(message.words));
}

/** The page for `url`, in the language its address names. */
export async function notKeptPage(url: URL, caches: CacheStorage): Promise<Response> {
  const words = (await keptWords(url, caches)) ?? ENGLISH;
  const html = `<!doctype html><html lang="${escapeHtml(words.lang)}" dir="${textDirection(words.lang)}" ${OFFLINE.servedOfflineAttribute}=""><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark">
<title>${escapeHtml(words.notKept)}</title><style>body{font:16px/1.6 system-ui,sans-serif;max-width:40rem;margin:15vh auto;padding:0 1.5rem}</style>
<main><p role="alert">${escapeHtml(words.notKept)}</p><p><a href="/">${escapeHtml(words.goHome)}</a></p></main></html>`;
  return new Response(html, {
    status: 503,
    headers: { "content-type": "text/html; charset=utf-8", [OFFLINE.servedOfflineHeader]: "1" },
  });
}

async function keptWords(url: URL, caches: CacheStorage): Promise<OfflinePageWords | undefined> {
  const cache = await caches.open(WORDS_CACHE);
  const kept = await cache.match(wordsKey(url.origin, url.searchParams.get(SLOT_QUERY.lang) ?? ""));
  return kept ? ((await kept.json()) as OfflinePageWords) : undefined;
}
