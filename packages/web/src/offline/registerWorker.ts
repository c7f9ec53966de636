// Registers the service worker that keeps what the reader opens (sw.ts). The app loads this
// module once it has taken the page over and the browser is idle (main.tsx): it never competes
// with the page's first paint or the reader's first taps. A site that turns offline reading off
// (rxdocs.json `offline`) has any worker of an earlier visit removed, with what it kept.
import { ASSET_BASE_PATH, OFFLINE } from "@rxdocs/contract";
import { messagesOf } from "../i18n/useMessages";
import { useAppStore } from "../store/appStore";
import type { AssetMessage, PageWordsMessage } from "./workerMessages";

/** Registers the worker, or removes it where the site's settings turn it off. */
export function keepWorkerAsSiteSays(): void {
  if (!("serviceWorker" in navigator)) return;
  void (useAppStore.getState().site?.offline !== false ? register() : unregister());
}

async function register(): Promise<void> {
  try {
    await navigator.serviceWorker.register(OFFLINE.workerPath, { scope: "/" });
    const worker = (await navigator.serviceWorker.ready).active;
    if (!worker) return;
    // What this page loaded before the worker was in place is kept too.
    const assets = performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith(ASSET_BASE_PATH));
    const message: AssetMessage = { type: "keep-assets", assets };
    worker.postMessage(message);
    // The worker speaks each language the reader reads in, when it cannot show a page.
    tellPageWords(worker);
    useAppStore.subscribe((state, previous) => {
      if (state.site !== previous.site) tellPageWords(worker);
    });
  } catch {
    // Without a worker (a private window may refuse one), the site works as it always did.
  }
}

function tellPageWords(worker: ServiceWorker): void {
  const { site, siteSlot } = useAppStore.getState();
  if (!site) return;
  const messages = messagesOf(site);
  const message: PageWordsMessage = {
    type: "keep-page-words",
    slotLang: siteSlot.lang ?? "",
    words: { lang: messages.lang, notKept: messages.text("error.offline"), goHome: messages.text("page.goHome") },
  };
  worker.postMessage(message);
}

async function unregister(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  if (!registration) return;
  await registration.unregister();
  for (const name of await caches.keys()) if (name.startsWith("rx-")) await caches.delete(name);
}
