// What the service worker (sw.ts) keeps of what a reader opened, and how it answers from it
// when the network fails: the app's pages (`/` and `/view?path=…`) and the answers of the calls
// that show them, the menus and the article list. Network first, as Workbox's NetworkFirst: a
// reader online always gets the current content, and each answer replaces the kept one.
//
// What a share link opened is kept apart, under the link it was opened with, with the expiry of
// its key: it is answered only to requests that present that link, never after the key expires,
// and forgotten as soon as the server says the link no longer opens it.
import {
  ACCESS_HEADERS,
  API_BASE_PATH,
  API_PATHS,
  OFFLINE,
  SHARE_QUERY,
  shareSecretsOf,
  SLOT_HEADERS,
  UI_MESSAGES_EN,
} from "@rxdocs/contract";
import { notKeptPage } from "./notKeptPage";

export const PAGES_CACHE = "rx-pages";
export const RESTRICTED_CACHE = "rx-restricted";
/** On a kept restricted answer: which link it was opened with (a hash of the link's secrets). */
const GRANT_HEADER = "x-rx-kept-grant";

const APP_PAGES = new Set(["/", "/view"]);
const KEPT_CALLS = new Set(
  [
    API_PATHS.getAuthMenuTree,
    API_PATHS.getListByPage,
    API_PATHS.getDetailByMenuCode,
    API_PATHS.getSiteInfo,
    API_PATHS.getVersions,
  ].map((path) => `${API_BASE_PATH}/${path}`),
);
/** Answers after which a kept copy is no longer the reader's: the page is gone or the link is no more. */
const GONE = new Set([401, 403, 404, 410]);
/** Of those, the ones that say the link itself opens nothing any more. */
const LINK_REFUSED = new Set([401, 403, 410]);

export interface KeepingEnvironment {
  caches: CacheStorage;
  fetch: (request: Request) => Promise<Response>;
  /** Lets the answer go out while its copy is still being written. */
  waitUntil: (work: Promise<unknown>) => void;
  now: () => number;
}

/** Where an answer is kept: the cache, the request it is kept under, and the link that opened it. */
interface Place {
  cache: string;
  key: string;
  grant?: string;
}

export function isKeptPage(request: Request): boolean {
  return request.mode === "navigate" && request.method === "GET" && APP_PAGES.has(new URL(request.url).pathname);
}

export function isKeptCall(request: Request): boolean {
  return request.method === "POST" && KEPT_CALLS.has(new URL(request.url).pathname);
}

/** A page from the network, else the copy kept of it, else a page that says it was not kept. */
export async function answerPage(request: Request, env: KeepingEnvironment): Promise<Response> {
  const url = new URL(request.url);
  const secrets = shareSecretsOf(url.searchParams);
  const place = await placeOf(keptPageAddress(url), secrets.hash, secrets.viewPathCode);
  return networkFirst(request, place, env, async () => {
    const kept =
      (await readKept(place, env)) ??
      (place.grant ? undefined : await readKept({ ...place, cache: RESTRICTED_CACHE }, env));
    return kept ? markedPage(kept) : notKeptPage(url, env.caches);
  });
}

/** A call's answer from the network, else the copy kept of it, else an error the app shows. */
export async function answerCall(request: Request, env: KeepingEnvironment): Promise<Response> {
  const headers = request.headers;
  const body = await request.clone().text();
  const url = new URL(request.url);
  const asked = [url.pathname, body, headers.get(SLOT_HEADERS.version), headers.get(SLOT_HEADERS.lang)];
  const hash = headers.get(ACCESS_HEADERS.hash);
  const viewPathCode = headers.get(ACCESS_HEADERS.viewPathCode);
  // The cache takes GET requests only: a call is kept under an address named by all it asked.
  const key = `${url.origin}${url.pathname}?kept=${await digest(JSON.stringify([...asked, hash, viewPathCode]))}`;
  const place = await placeOf(key, hash, viewPathCode);
  return networkFirst(request, place, env, async () => {
    const kept = await readKept(place, env);
    return kept ? markedOffline(kept, await kept.text()) : notKeptAnswer();
  });
}

async function networkFirst(
  request: Request,
  place: Place,
  env: KeepingEnvironment,
  offline: () => Promise<Response>,
): Promise<Response> {
  let response: Response;
  try {
    response = await env.fetch(request);
  } catch {
    return offline();
  }
  if (response.status === 200) env.waitUntil(keep(place, response.clone(), env));
  else if (GONE.has(response.status)) await forget(place, response.status, env);
  return response;
}

/** The address a page is kept under: without the link's secrets, which the app keeps itself. */
function keptPageAddress(url: URL): string {
  const address = new URL(url);
  for (const name of [SHARE_QUERY.hash, SHARE_QUERY.viewPath, SHARE_QUERY.timestamp]) address.searchParams.delete(name);
  address.hash = "";
  return address.href;
}

async function placeOf(key: string, hash?: string | null, viewPathCode?: string | null): Promise<Place> {
  if (!hash && !viewPathCode) return { cache: PAGES_CACHE, key };
  return { cache: RESTRICTED_CACHE, key, grant: await digest(`${hash ?? ""}\n${viewPathCode ?? ""}`) };
}

async function keep(place: Place, response: Response, env: KeepingEnvironment): Promise<void> {
  const headers = new Headers(response.headers);
  if (place.grant) headers.set(GRANT_HEADER, place.grant);
  const copy = new Response(await response.arrayBuffer(), { status: 200, statusText: response.statusText, headers });
  await (await env.caches.open(place.cache)).put(place.key, copy);
}

/** The kept copy, unless it was opened by a key that has expired since (it is then forgotten). */
async function readKept(place: Place, env: KeepingEnvironment): Promise<Response | undefined> {
  const cache = await env.caches.open(place.cache);
  const kept = await cache.match(place.key);
  if (!kept) return undefined;
  const expires = kept.headers.get(OFFLINE.accessExpiresHeader);
  if (expires && !(Date.parse(expires) > env.now())) {
    await cache.delete(place.key);
    return undefined;
  }
  return kept;
}

/** Drops the copy the server no longer answers with; a link it refuses takes all it opened with it. */
async function forget(place: Place, status: number, env: KeepingEnvironment): Promise<void> {
  const cache = await env.caches.open(place.cache);
  await cache.delete(place.key);
  if (place.grant && LINK_REFUSED.has(status)) await forgetLink(place.grant, env);
}

async function forgetLink(grant: string, env: KeepingEnvironment): Promise<void> {
  const cache = await env.caches.open(RESTRICTED_CACHE);
  for (const request of await cache.keys()) {
    const kept = await cache.match(request);
    if (kept?.headers.get(GRANT_HEADER) === grant) await cache.delete(request);
  }
}

/** Deletes every kept copy whose key has expired: run when the worker starts. */
export async function forgetExpired(env: KeepingEnvironment): Promise<void> {
  const cache = await env.caches.open(RESTRICTED_CACHE);
  for (const request of await cache.keys()) await readKept({ cache: RESTRICTED_CACHE, key: request.url }, env);
}

function markedOffline(kept: Response, body: string): Response {
  const headers = new Headers(kept.headers);
  headers.set(OFFLINE.servedOfflineHeader, "1");
  headers.delete(GRANT_HEADER);
  return new Response(body, { status: kept.status, statusText: kept.statusText, headers });
}

/** A kept page tells the app it was shown offline, which says so to the reader. */
async function markedPage(kept: Response): Promise<Response> {
  const html = await kept.text();
  return markedOffline(kept, html.replace(/<html\b/i, `$& ${OFFLINE.servedOfflineAttribute}=""`));
}

/** In the envelope of every answer, so that the app shows the message as it shows any error. */
function notKeptAnswer(): Response {
  const message = UI_MESSAGES_EN["error.offline"];
  return new Response(JSON.stringify({ code: 503, message, data: null }), {
    status: 503,
    headers: { "content-type": "application/json; charset=utf-8", [OFFLINE.servedOfflineHeader]: "1" },
  });
}

async function digest(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
