// Renders the router's layout, and its current page where the layout places `<Outlet />`.
// Components read the router and its state from here, through the hooks of hooks.ts. The
// router comes through a context; its state is subscribed to by the components that read it,
// so that moving to another page renders them again and nothing else: a change of a context's
// value would make React search the whole tree (a large sidebar) for its readers.
import { createContext, useContext, useSyncExternalStore } from "react";
import type { Router, RouterState } from "./createRouter";

const RouterContext = createContext<Router | undefined>(undefined);

export function RouterProvider({ router }: { router: Router }) {
  return <RouterContext.Provider value={router}>{router.routes.element}</RouterContext.Provider>;
}

/** The current page of the layout route. */
export function Outlet() {
  const { Page } = useRouterState();
  return Page ? <Page /> : null;
}

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error("This component needs a <RouterProvider> above it");
  return router;
}

/** The router's state; the component renders again whenever it changes. */
export function useRouterState(): RouterState {
  const router = useRouter();
  return useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  );
}
