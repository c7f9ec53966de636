// The article list's worker: fetches and parses the list's pages off the page's main thread
// (a large site's list is tens of megabytes of JSON), keeps them for the next visit (listCache),
// and hands the rows to the page in packed slices (packedRows). It gives way to the reader:
// while they type or tap, it starts no page (readerQuiet). It closes once it has handed the
// rows over and kept them, so that the page's copy is the only one left.
import { API_PATHS, type ArticlePage } from "@rxdocs/contract";
import type { ListedArticle } from "../../api/calls";
import { apiRequest, readAnswer, toApiError } from "../../api/transport";
import { copyName, grantKey } from "./grantKey";
import { type KeptPage, type ListCache, openListCache } from "./listCache";
import type { ListMessage, ListRequest, PageMessage } from "./listProtocol";
import { listPageBody, loadListPages } from "./listQuery";
import { packRows } from "./packedRows";
import { quietGate } from "./readerQuiet";
import { charsOf, SLICE_CHARS, slicesOf } from "./slices";

/** What this file needs of a dedicated worker's global scope (the app is typed for the DOM). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<PageMessage>) => void) | null;
  postMessage(message: ListMessage, transfer?: Transferable[]): void;
  close(): void;
}

const INVALID_LINK = 403;
const scope = self as unknown as WorkerScope;

const reader = quietGate();
let started = false;

scope.onmessage = ({ data }) => {
  if (data.type === "reader-acted") reader.acted();
  else if (!started) {
    started = true; // one list a worker
    void loadList(data).finally(() => scope.close());
  }
};

async function loadList(request: ListRequest): Promise<void> {
  const grant = await grantKey(request.secrets).catch(() => undefined);
  const cache = await openListCache(copyName(grant, request.slot));
  try {
    const fetchPage = (current: number) => fetchKeptPage(cache, current, request);
    const pageCount = await loadListPages(fetchPage, (current, { slices }) => {
      for (const rows of slices) scope.postMessage({ type: "rows", current, rows }, [rows.places.buffer]);
    });
    scope.postMessage({ type: "done" });
    await cache.keepOnly(pageCount);
  } catch (error) {
    const { code, message } = toApiError(error);
    scope.postMessage({ type: "failed", code, message });
    if (code === INVALID_LINK) await cache.forget();
  } finally {
    await cache.close();
  }
}

/** Page `current`: the kept copy if the server says it still holds (304), else the server's answer, packed and kept. */
async function fetchKeptPage(
  cache: ListCache,
  current: number,
  { secrets, slot, menuCodes }: ListRequest,
): Promise<KeptPage> {
  const kept = await cache.read(current);
  await reader.quiet();
  const response = await apiRequest(API_PATHS.getListByPage, listPageBody(menuCodes, current), {
    secrets,
    slot,
    priority: "low",
    ifNoneMatch: kept?.etag,
  });
  if (kept && response.status === 304) return kept;
  await reader.quiet(); // reading, parsing and packing a page is the costly part
  const { data, total } = await readAnswer<ArticlePage<ListedArticle>>(response);
  const page = {
    etag: response.headers.get("etag") ?? "",
    total,
    slices: slicesOf(data, charsOf, SLICE_CHARS).map(packRows),
  };
  if (page.etag) cache.write(current, page);
  return page;
}
