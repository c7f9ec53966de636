// Routing as the brief fixes it: browser history, base "/", one layout route at "/" with
// two children loaded on demand, `home` (empty path) and `view` ("/view").
import { ROUTER_BASE, SHARE_QUERY } from "@rxdocs/contract";
import { requestArticle } from "./api/articleRequests";
import { Layout } from "./features/layout/Layout";
import { SearchBox } from "./features/search/SearchBox";
import { renderingReady } from "./markdown/useRenderedArticle";
import { keepHiddenRouteQuery } from "./hiddenRoute/hiddenRouteQuery";
import { keepSlot, slotInForce } from "./slot/slotInForce";
import { createBrowserRouter, type LayoutRoute, type Router } from "./routing";
import { knownArticle, useAppStore } from "./store/appStore";

/**
 * The global navigation guard: it runs before every navigation and lets every one through.
 * It keeps the hidden-route query and the version and language in step with the route. It also
 * starts what the page will need as soon as the route is known, while the page's own code may
 * still be downloading: the menus and the site (again when a share link changed what the reader
 * may see, or the address names another version or language), and the article of /view, its
 * rendering included, all of which the router waits for a moment.
 */
export function navigationGuard(to: URL): Promise<unknown> {
  keepHiddenRouteQuery(to.searchParams);
  keepSlot(to.searchParams);
  const store = useAppStore.getState();
  void store.loadVersionsIfMissing().catch(() => undefined); // the switchers wait for them
  const needs: Promise<unknown>[] = [store.loadMenusIfStale(), store.loadSiteIfStale()];
  const menuCode = to.pathname === "/view" ? to.searchParams.get(SHARE_QUERY.path) : null;
  if (menuCode) {
    const known = knownArticle(store, menuCode, slotInForce());
    needs.push(known ? renderingReady(known) : requestArticle(menuCode));
  }
  return Promise.all(needs);
}

/** The route tree; the server renders first pages from it without the guard, which is the browser's. */
export function appRoutes(): LayoutRoute {
  return {
    path: ROUTER_BASE,
    element: <Layout searchBox={<SearchBox />} />,
    children: [
      { id: "home", path: "", lazy: () => import("./features/home/homeRoute") },
      { id: "view", path: "view", lazy: () => import("./features/view/viewRoute") },
    ],
  };
}

/** Resolves once the first navigation's guard has run and its route's code is in. */
export function createAppRouter(): Promise<Router> {
  return createBrowserRouter(appRoutes(), navigationGuard);
}
