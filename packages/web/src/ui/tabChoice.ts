// The tab a reader chose in a synced group (say "npm"), remembered in localStorage so every
// Tabs of that group, on this page, later pages and other windows, shows the same choice.
import { UI_NAMESPACE } from "@rxdocs/contract";
import { useSyncExternalStore } from "react";

const listeners = new Set<() => void>();

const storageKey = (group: string) => `${UI_NAMESPACE}-tabs:${group}`;

// localStorage can throw (blocked storage, private modes); the choice then lasts this view only.
export function readTabChoice(group: string): string | null {
  try {
    return localStorage.getItem(storageKey(group));
  } catch {
    return null;
  }
}

export function saveTabChoice(group: string, label: string): void {
  try {
    localStorage.setItem(storageKey(group), label);
  } catch {
    // Not remembered; the current page still switches below.
  }
  listeners.forEach((listener) => listener());
}

/** Calls `listener` after every choice, in this window or another; returns a function that stops it. */
export function subscribeToTabChoices(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

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
