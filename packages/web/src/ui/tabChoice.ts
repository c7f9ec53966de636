// The tab a reader chose in a synced group (say "npm"), remembered in localStorage so every
// Tabs of that group, on this page, later pages and other windows, shows the same choice.
// Free of React: the page's inline script switches tab groups with it before the app has started.
import { UI_NAMESPACE } from "@rxdocs/contract";

// Said on the window after each choice, so that every copy of this module hears it: the page's
// inline script carries one of its own.
const CHOSEN_EVENT = "rx-tab-chosen";

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
  window.dispatchEvent(new Event(CHOSEN_EVENT));
}

/** Calls `listener` after every choice, in this window or another; returns a function that stops it. */
export function subscribeToTabChoices(listener: () => void): () => void {
  window.addEventListener(CHOSEN_EVENT, listener);
  window.addEventListener("storage", listener);
  return () => {
    window.removeEventListener(CHOSEN_EVENT, listener);
    window.removeEventListener("storage", listener);
  };
}
