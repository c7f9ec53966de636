// The app's service worker, served at /sw.js (vite.sw.config.ts builds it): it keeps the app's
// code (keptAssets.ts), and what the reader opened (keptAnswers.ts), so that a returning reader
// can read without a network. The app registers it once it has taken the page over
// (registerWorker.ts).
import { answerAsset, dropOldAssets, isHashedAsset, keepAssets } from "./keptAssets";
import { answerCall, answerPage, forgetExpired, isKeptCall, isKeptPage, type KeepingEnvironment } from "./keptAnswers";
import { keepPageWords } from "./notKeptPage";
import { isAssetMessage, isPageWordsMessage } from "./workerMessages";

/** The app's code this build starts a page with, its routes and its search (vite.sw.config.ts). */
declare const __RX_PRECACHE__: string[];

// The few parts of the service worker's scope used here (the app's TypeScript has the DOM's).
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(answer: Promise<Response>): void;
}
interface WorkerScope {
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableEvent & { data: unknown }) => void): void;
}
const scope = self as unknown as WorkerScope;

scope.addEventListener("install", (event) => {
  event.waitUntil(keepAssets(__RX_PRECACHE__, caches).then(() => scope.skipWaiting()));
});

scope.addEventListener("activate", (event) => {
  const env = environment(event);
  event.waitUntil(
    Promise.all([dropOldAssets(__RX_PRECACHE__, location.origin, env), forgetExpired(env)]).then(() =>
      scope.clients.claim(),
    ),
  );
});

scope.addEventListener("message", (event) => {
  // The page tells which assets it loaded before the worker was there to keep them.
  if (isAssetMessage(event.data)) event.waitUntil(keepAssets(event.data.assets, caches));
  // And the words of its language, for the pages the worker cannot show offline.
  else if (isPageWordsMessage(event.data)) event.waitUntil(keepPageWords(event.data, location.origin, caches));
});

scope.addEventListener("fetch", (event) => {
  const { request } = event;
  if (new URL(request.url).origin !== location.origin) return;
  if (isKeptPage(request)) event.respondWith(answerPage(request, environment(event)));
  else if (isKeptCall(request)) event.respondWith(answerCall(request, environment(event)));
  else if (isHashedAsset(request)) event.respondWith(answerAsset(request, environment(event)));
});

function environment(event: ExtendableEvent): KeepingEnvironment {
  return { caches, fetch: (request) => fetch(request), waitUntil: (work) => event.waitUntil(work), now: Date.now };
}
