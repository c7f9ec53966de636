// Loads the whole article list for the store, in a worker where the browser has workers: the
// page only receives rows, in slices small enough that no task of the page's main thread
// grows long, and gathers them without touching the store, which gets the list once. Without
// workers (or when the worker cannot start), the pages are fetched here, as the client fetches
// any call.
import { fetchArticlePage, type ListedArticle } from "../../api/calls";
import { ApiError, reportCallError } from "../../api/client";
import { readHiddenRouteQuery } from "../../hiddenRoute/hiddenRouteQuery";
import type { Slot } from "../../slot/slotQuery";
import type { ListMessage, ListRequest, PageMessage } from "./listProtocol";
import { listPageBody, loadListPages } from "./listQuery";
import { unpackRows } from "./packedRows";
import { readerActivity } from "./readerQuiet";

/** The worker could not run at all: the list is loaded on the page instead. */
class WorkerUnavailable extends Error {}

/** The list of the articles `menuCodes` names, in the version and language `slot` names. */
export async function loadArticleList(menuCodes: string[], slot: Slot): Promise<ListedArticle[]> {
  if (typeof Worker === "undefined") return loadOnPage(menuCodes, slot);
  try {
    // The worker has no localStorage: it is given the secrets every call of the client would carry.
    return await loadInWorker({ type: "load", secrets: readHiddenRouteQuery(), slot, menuCodes });
  } catch (error) {
    if (error instanceof WorkerUnavailable) return loadOnPage(menuCodes, slot);
    throw error;
  }
}

function loadInWorker(request: ListRequest): Promise<ListedArticle[]> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL("./listWorker.ts", import.meta.url), { type: "module", name: "rx-article-list" });
    } catch {
      reject(new WorkerUnavailable());
      return;
    }
    const pages: ListedArticle[][] = [];
    let heard = false;
    const stopTelling = readerActivity(() => worker.postMessage({ type: "reader-acted" } satisfies PageMessage));
    worker.onmessage = ({ data }: MessageEvent<ListMessage>) => {
      heard = true;
      if (data.type === "rows") {
        const rows = (pages[data.current - 1] ??= []);
        for (const row of unpackRows(data.rows)) rows.push(row);
        return;
      }
      // The worker closes itself once it has kept what it fetched.
      worker.onmessage = worker.onerror = null;
      stopTelling();
      if (data.type === "done") resolve(pages.flat());
      else reject(reportCallError(new ApiError(data.code, data.message)));
    };
    // Only a worker that could not start (its script missing, a browser without module
    // workers) fails this way: the worker reports its own failures as messages.
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      stopTelling();
      reject(heard ? reportCallError(new Error(event.message)) : new WorkerUnavailable());
    };
    worker.postMessage(request);
  });
}

async function loadOnPage(menuCodes: string[], slot: Slot): Promise<ListedArticle[]> {
  const pages: ListedArticle[][] = [];
  await loadListPages(
    (current) => fetchArticlePage(listPageBody(menuCodes, current), { priority: "low", slot }),
    (current, page) => (pages[current - 1] = page.data),
  );
  return pages.flat();
}
