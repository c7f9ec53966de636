// What components read of the router: the location, its query, and a way to move.
import { useCallback, useMemo } from "react";
import type { NavigateOptions } from "./createRouter";
import type { AppLocation } from "./history";
import { useRouter, useRouterState } from "./RouterProvider";

export function useLocation(): AppLocation {
  return useRouterState().location;
}

/** The query of the current address. */
export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** Moves to another address of the app; the returned function is the same for the router's life. */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  const router = useRouter();
  return useCallback((to, options) => void router.navigate(to, options), [router]);
}
