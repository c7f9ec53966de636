import { useSyncExternalStore } from "react";

/** For useSyncExternalStore on a value that does not change once the app has the page. */
export const subscribeToNothing = () => () => undefined;

/**
 * True while React hydrates markup the server rendered (it reads the server snapshot then), false
 * in any later render and in a render on the client alone.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
