// The pages of the article list a reader was last sent, kept in IndexedDB by the list's worker
// with the ETag each came with, so that a returning reader asks only whether they still hold
// and downloads again only the pages that changed. One copy per access grant, and per version
// and language (grantKey.ts, where the copy is named); the few copies used last are kept, the
// others dropped.
import type { PackedRows } from "./packedRows";

/** A page as the worker hands it over: packed, which is also the cheapest form to write and read. */
export interface KeptPage {
  etag: string;
  total: number;
  slices: PackedRows[];
}

export interface ListCache {
  /** The page kept from the last visit, if any. */
  read(current: number): Promise<KeptPage | undefined>;
  /** Keeps a page as it arrived; a failure to keep it only costs its download next time. */
  write(current: number, page: KeptPage): void;
  /** After a whole list: drops pages past its end, and the copies of grants not used for longest. */
  keepOnly(pageCount: number): Promise<void>;
  /** Drops this grant's copy (its link no longer opens anything). */
  forget(): Promise<void>;
  /** Settles once every write has been committed or has failed. */
  close(): Promise<void>;
}

interface PageRecord extends KeptPage {
  grant: string;
  current: number;
}

interface GrantRecord {
  grant: string;
  usedAt: number;
}

const DATABASE = "rx-article-list";
const PAGES = "pages";
const GRANTS = "grants";
/** The public copy and a couple of share links or versions: a large site's list is some 100 MB a copy. */
const KEPT_GRANTS = 3;

/** A cache that keeps nothing: for browsers without IndexedDB (or refusing it), and for grants that cannot be named. */
const NO_CACHE: ListCache = {
  read: async () => undefined,
  write: () => undefined,
  keepOnly: async () => undefined,
  forget: async () => undefined,
  close: async () => undefined,
};

export async function openListCache(grant: string | undefined): Promise<ListCache> {
  if (grant === undefined || typeof indexedDB === "undefined") return NO_CACHE;
  let db: IDBDatabase;
  try {
    db = await openDatabase();
  } catch {
    return NO_CACHE; // private modes may refuse storage: the list still loads, it is only not kept
  }
  const writes = new Set<Promise<void>>();
  const pagesOf = (of: string, from = 1) => IDBKeyRange.bound([of, from], [of, Infinity]);
  /** Keeps a change in `writes` until it settles; a failed one only costs a download next time. */
  const track = (write: Promise<void>): Promise<void> => {
    const settled = write.catch(() => undefined).finally(() => writes.delete(settled));
    writes.add(settled);
    return settled;
  };

  return {
    async read(current) {
      try {
        const store = db.transaction(PAGES, "readonly").objectStore(PAGES);
        const record = await requested<PageRecord | undefined>(store.get([grant, current]));
        return record && { etag: record.etag, total: record.total, slices: record.slices };
      } catch {
        return undefined;
      }
    },

    write(current, page) {
      // The page is copied as put() is called: its slices may be handed over right after.
      track(change(db, [PAGES], (tx) => tx.objectStore(PAGES).put({ grant, current, ...page } satisfies PageRecord)));
    },

    keepOnly(pageCount) {
      return track(
        change(db, [PAGES, GRANTS], async (tx) => {
          const pages = tx.objectStore(PAGES);
          const grants = tx.objectStore(GRANTS);
          pages.delete(pagesOf(grant, pageCount + 1));
          grants.put({ grant, usedAt: Date.now() } satisfies GrantRecord);
          const used = await requested<GrantRecord[]>(grants.getAll());
          const stale = used.sort((a, b) => b.usedAt - a.usedAt).slice(KEPT_GRANTS);
          for (const { grant: old } of stale) {
            pages.delete(pagesOf(old));
            grants.delete(old);
          }
        }),
      );
    },

    forget() {
      return track(
        change(db, [PAGES, GRANTS], (tx) => {
          tx.objectStore(PAGES).delete(pagesOf(grant));
          tx.objectStore(GRANTS).delete(grant);
        }),
      );
    },

    async close() {
      while (writes.size > 0) await Promise.all(writes);
      db.close();
    },
  };
}

function openDatabase(): Promise<IDBDatabase> {
  const request = indexedDB.open(DATABASE, 1);
  request.onupgradeneeded = () => {
    request.result.createObjectStore(PAGES, { keyPath: ["grant", "current"] });
    request.result.createObjectStore(GRANTS, { keyPath: "grant" });
  };
  // A newer version of the app, or a reader clearing their data, waits for no connection of ours.
  return requested(request).then((db) => {
    db.onversionchange = () => db.close();
    return db;
  });
}

/** Runs `work` in a read-write transaction; settles when the transaction commits or fails. */
function change(db: IDBDatabase, stores: string[], work: (tx: IDBTransaction) => unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(stores, "readwrite");
    tx.oncomplete = () => resolve();
    tx.onerror = tx.onabort = () => reject(tx.error ?? new Error("the transaction was aborted"));
    const abort = () => {
      try {
        tx.abort();
      } catch {
        // already over: nothing to undo
      }
    };
    try {
      Promise.resolve(work(tx)).catch(abort);
    } catch {
      abort();
    }
  });
}

function requested<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("the request failed"));
  });
}
