import { useSyncExternalStore } from "react";
import { readTabChoice, subscribeToTabChoices } from "./tabChoice";

/**
 * The label last chosen in the group, or null without a group or choice. A page rendered on
 * the server knows no choice; the browser applies it right after taking the page over.
 */
export function useTabChoice(group: string | undefined): string | null {
  return useSyncExternalStore(
    subscribeToTabChoices,
    () => (group === undefined ? null : readTabChoice(group)),
    () => null,
  );
}
