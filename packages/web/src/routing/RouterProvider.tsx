// Renders the router's layout, and its current page where the layout places `<Outlet />`.
// Components read the router and its state from here, through the hooks of hooks.ts.
import { createContext, useContext, useMemo, useSyncExternalStore } from "react";
import type { Router, RouterState } from "./createRouter";

interface RouterContextValue {
  router: Router;
  state: RouterState;
}

const RouterContext = createContext<RouterContextValue | undefined>(undefined);

export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  );
  const value = useMemo(() => ({ router, state }), [router, state]);
  return <RouterContext value={value}>{router.routes.element}</RouterContext>;
}

/** The current page of the layout route. */
export function Outlet() {
  const { Page } = useRouterContext().state;
  return Page ? <Page /> : null;
}

export function useRouterContext(): RouterContextValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error("This component needs a <RouterProvider> above it");
  return value;
}
