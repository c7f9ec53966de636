// Routing as the brief fixes it: browser history, base "/", one layout route at "/" with
// two children loaded on demand, `home` (empty path) and `view` ("/view").
import { createBrowserRouter, type LoaderFunctionArgs } from "react-router";
import { ROUTER_BASE } from "@rxdocs/contract";
import { Layout } from "./features/layout/Layout";
import { keepHiddenRouteQuery } from "./hiddenRoute/hiddenRouteQuery";
import { useAppStore } from "./store/appStore";

/**
 * The global navigation guard: it runs before every navigation and lets every one through.
 * It keeps the hidden-route query in step with the route, and reloads the menus when a
 * share link changed what the reader may see.
 */
export function navigationGuard({ request }: LoaderFunctionArgs): null {
  const changed = keepHiddenRouteQuery(new URL(request.url).searchParams);
  if (changed && useAppStore.getState().menusLoaded)
    void useAppStore
      .getState()
      .loadMenus()
      .catch(() => undefined);
  return null;
}

export function createAppRouter() {
  return createBrowserRouter(
    [
      {
        id: "layout",
        path: "/",
        element: <Layout />,
        loader: navigationGuard,
        shouldRevalidate: () => true,
        children: [
          { index: true, id: "home", lazy: () => import("./features/home/homeRoute") },
          { path: "view", id: "view", lazy: () => import("./features/view/viewRoute") },
        ],
      },
    ],
    { basename: ROUTER_BASE },
  );
}
