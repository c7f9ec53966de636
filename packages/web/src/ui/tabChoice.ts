// The tab a reader chose in a synced group (say "npm"), remembered in localStorage so every
// Tabs of that group, on this page, later pages and other windows, shows the same choice.
// Free of React: the page's inline script switches tab groups with it before the app has started.
import { UI_NAMESPACE } from "@rxdocs/contract";

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
