// The app's router: one layout route whose children are loaded on demand. A navigation runs
// the global guard, loads the code of the route it leads to and waits a moment for what the
// guard says the page needs, and only then changes the page (and, for a link, the address), so
// that the page on screen stays until the next one can show whole, in one change. The router
// is handed out once the first page's code is in: the app mounts only then.
import type { ComponentType, ReactNode } from "react";
import { type AppHistory, type AppLocation, browserHistory, memoryHistory } from "./history";

/** What a route's module exports, as React Router's lazy routes do. */
export interface RouteModule {
  Component: ComponentType;
}

export interface ChildRoute {
  id: string;
  /** Relative to the layout's path: "" for its index. */
  path: string;
  lazy: () => Promise<RouteModule>;
}

export interface LayoutRoute {
  path: string;
  /** Renders its child's page where it places an `<Outlet />`. */
  element: ReactNode;
  children: readonly ChildRoute[];
}

/**
 * Runs before every navigation, the first included, and lets every one through. It may return
 * what the page needs to show (its article): the page changes once that is in, or after
 * NEEDS_WAIT_MS, when the page shows that it is loading instead.
 */
export type NavigationGuard = (to: URL) => Promise<unknown> | void;

/** Long enough for an answer from the site, short enough that a click is seen to do something. */
export const NEEDS_WAIT_MS = 250;

/** How the page was reached: the first page, a link or a program, or the history's buttons. */
export type NavigationAction = "initial" | "push" | "replace" | "pop";

export interface RouterState {
  location: AppLocation;
  action: NavigationAction;
  /** The page of the route matched; undefined for an address no route matches. */
  Page: ComponentType | undefined;
}

export interface NavigateOptions {
  replace?: boolean;
}

export interface Router {
  readonly routes: LayoutRoute;
  readonly state: RouterState;
  subscribe(listener: () => void): () => void;
  /** Resolves once the page has changed, or another navigation has taken this one's place. */
  navigate(to: string, options?: NavigateOptions): Promise<void>;
  /** The address a link to `to` leads to, resolved against the current one. */
  resolve(to: string): URL;
  /** Whether the app has a page for `url`; a link elsewhere loads a new document. */
  handles(url: URL): boolean;
  /** The path, query and hash a link to `to` takes the reader to in the app; undefined if the app has no page there. */
  appHref(to: string): string | undefined;
  /** Calls `listener` with the location being left, just before the page changes. */
  onLeave(listener: (leaving: AppLocation) => void): () => void;
  /** Stops following the history. */
  dispose(): void;
}

// An absolute path with its query's parts encoded, as the app's own links are ("/", "/view?path=…"):
// resolving it would give it back as it is, and a sidebar of thousands of links is quicker without.
const PLAIN_PATH = /^\/(?![/\\])[\w\-~/]*(?:\?[\w\-.!~*'()%=&]*)?$/;

/** The router of the browser's address bar. */
export function createBrowserRouter(routes: LayoutRoute, guard?: NavigationGuard): Promise<Router> {
  return createRouter(routes, browserHistory(), guard);
}

/** A router on one address held in memory: the server's first pages, and tests. */
export function createMemoryRouter(routes: LayoutRoute, path: string): Promise<Router> {
  return createRouter(routes, memoryHistory(path));
}

export function createRouter(routes: LayoutRoute, history: AppHistory, guard?: NavigationGuard): Promise<Router> {
  const listeners = new Set<() => void>();
  const leaveListeners = new Set<(leaving: AppLocation) => void>();
  const modules = new Map<string, Promise<RouteModule>>();
  let state: RouterState | undefined;
  let latest = 0;
  let markReady: () => void = () => undefined;
  let failStart: (error: unknown) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failStart = reject;
  });

  // Looked up for every link of a page: by path, worked out once.
  const routeByPath = new Map(routes.children.map((child) => [joinPaths(routes.path, child.path), child]));
  const routeFor = (pathname: string): ChildRoute | undefined =>
    routeByPath.get(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

  /** A route's module, loaded once; a failed load is tried again by the next navigation. */
  const load = (route: ChildRoute): Promise<RouteModule> => {
    let module = modules.get(route.id);
    if (!module) {
      module = route.lazy();
      modules.set(route.id, module);
      module.catch(() => modules.delete(route.id));
    }
    return module;
  };

  const go = async (url: URL, action: NavigationAction): Promise<void> => {
    const navigation = ++latest;
    // A page whose needs fail presents the failure itself.
    const needs = guard?.(url)?.catch(() => undefined);
    const route = routeFor(url.pathname);
    let Page: ComponentType | undefined;
    try {
      Page = route && (await load(route)).Component;
      // The first page came with what it needs.
      if (state && needs) await Promise.race([needs, delay(NEEDS_WAIT_MS)]);
    } catch (error) {
      if (navigation !== latest) return;
      // The page's code could not be fetched (a new release, a dropped connection): the
      // document load asks the server afresh.
      if (state) history.loadDocument(url);
      else failStart(error);
      return;
    }
    if (navigation !== latest) return; // a later navigation took its place
    if (state) for (const listener of leaveListeners) listener(state.location);
    const location =
      action === "push" ? history.push(url) : action === "replace" ? history.replace(url) : history.location();
    state = { location, action, Page };
    if (action === "initial") markReady();
    for (const listener of listeners) listener();
  };

  const router: Router = {
    routes,
    get state() {
      if (!state) throw new Error("The router is not ready yet");
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, options = {}) {
      const url = router.resolve(to);
      if (!router.handles(url)) {
        history.loadDocument(url);
        return Promise.resolve();
      }
      return go(url, options.replace ? "replace" : "push");
    },
    resolve: (to) => new URL(to, history.url()),
    handles: (url) => url.origin === history.url().origin && routeFor(url.pathname) !== undefined,
    appHref(to) {
      if (PLAIN_PATH.test(to)) return routeFor(to.split("?", 1)[0]!) ? to : undefined;
      const url = router.resolve(to);
      return router.handles(url) ? url.pathname + url.search + url.hash : undefined;
    },
    onLeave(listener) {
      leaveListeners.add(listener);
      return () => leaveListeners.delete(listener);
    },
    dispose: () => stopListening(),
  };

  const stopListening = history.listen(() => void go(history.url(), state ? "pop" : "initial"));
  void go(history.url(), "initial");
  return ready.then(() => router);
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function joinPaths(parent: string, child: string): string {
  if (!child) return parent;
  return `${parent.replace(/\/+$/, "")}/${child.replace(/^\/+/, "")}`;
}
