// Where the router reads and writes the address: the browser's session history, or a memory
// of one address for the server's first pages and for tests. Every entry carries a key of its
// own, by which the reader's scroll position is remembered (see ScrollRestoration.tsx).

/** An address the app shows, and the history entry it was reached by. */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  /** Unique to the history entry, and kept by it across reloads. */
  key: string;
}

export interface AppHistory {
  /** The address in force now, against which links are resolved. */
  url(): URL;
  /** The current entry's location. */
  location(): AppLocation;
  push(url: URL): AppLocation;
  replace(url: URL): AppLocation;
  /** Calls `listener` when the reader moves through the history (back, forward, a #fragment link). */
  listen(listener: () => void): () => void;
  /** Leaves the app for a document load of `url`. */
  loadDocument(url: URL): void;
}

const createKey = () => Math.random().toString(36).slice(2, 10);

function locationOf(url: URL, key: string): AppLocation {
  return { pathname: url.pathname, search: url.search, hash: url.hash, key };
}

/** The browser's session history, with each entry's key kept in its history state. */
export function browserHistory(): AppHistory {
  const keyOfEntry = (): string => {
    const state = window.history.state as { key?: unknown } | null;
    if (typeof state?.key === "string") return state.key;
    // An entry the browser made (the first page, a followed #fragment link) gets its key now.
    const key = createKey();
    window.history.replaceState({ ...state, key }, "");
    return key;
  };
  const write = (method: "pushState" | "replaceState", url: URL): AppLocation => {
    const key = createKey();
    window.history[method]({ key }, "", url.href);
    return locationOf(url, key);
  };
  return {
    url: () => new URL(window.location.href),
    location: () => locationOf(new URL(window.location.href), keyOfEntry()),
    push: (url) => write("pushState", url),
    replace: (url) => write("replaceState", url),
    listen(listener) {
      window.addEventListener("popstate", listener);
      return () => window.removeEventListener("popstate", listener);
    },
    loadDocument(url) {
      if (url.href === window.location.href) window.location.reload();
      else window.location.assign(url.href);
    },
  };
}

/** One address held in memory: the server renders a first page from it, and tests run the app in it. */
export function memoryHistory(path: string, origin = "http://rxdocs.invalid"): AppHistory {
  let current = locationOf(new URL(path, origin), createKey());
  const write = (url: URL) => (current = locationOf(url, createKey()));
  return {
    url: () => new URL(current.pathname + current.search + current.hash, origin),
    location: () => current,
    push: write,
    replace: write,
    listen: () => () => undefined,
    loadDocument(url) {
      throw new Error(`No document to load for ${url.href} in a memory history`);
    },
  };
}
