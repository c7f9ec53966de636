import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => undefined;

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
