// Opening the search: the shortcuts (`/`, Ctrl/Cmd+K) and the top bar's box ask for it here.
// The dialog's code loads on demand, so it may not be there when the reader starts typing;
// what they type must not be lost. The request therefore focuses a hidden input at once, in
// the key or click handler (which is also what lets a phone show its keyboard), and the
// dialog takes the text and the focus over when it mounts.
//
// The page's inline script installs the shortcuts before the app has started; this module must
// stay free of React and of the app's other code, so that it adds next to nothing to it.

export interface SearchRequest {
  /** What had the focus before the search opened: it gets it back when the search closes. */
  returnFocus: HTMLElement | null;
}

interface LauncherState {
  request: SearchRequest | null;
  buffer: HTMLInputElement | null;
  listeners: Set<() => void>;
  installed: boolean;
}

declare global {
  interface Window {
    rxSearchLauncher?: LauncherState;
  }
}

// The page's inline script and the app each carry this module, and share one state: a search the
// reader opened before the app started is the app's to show.
const fresh = (): LauncherState => ({ request: null, buffer: null, listeners: new Set(), installed: false });
const state = typeof window === "undefined" ? fresh() : (window.rxSearchLauncher ??= fresh());

/** The open search, or null: read by the app with useSyncExternalStore. */
export function currentSearchRequest(): SearchRequest | null {
  return state.request;
}

export function subscribeToSearchRequests(listener: () => void): () => void {
  state.listeners.add(listener);
  return () => state.listeners.delete(listener);
}

function announce(next: SearchRequest | null): void {
  state.request = next;
  state.listeners.forEach((listener) => listener());
}

export function openSearch(): void {
  if (state.request) return;
  const focused = document.activeElement;
  state.buffer = createBuffer();
  state.buffer.focus({ preventScroll: true });
  announce({ returnFocus: focused instanceof HTMLElement && focused !== document.body ? focused : null });
}

/** Closes the search; the dialog gives the focus back (or, if it never opened, this does). */
export function closeSearch(): void {
  if (!state.request) return;
  const { returnFocus } = state.request;
  const hadFocus = state.buffer !== null && document.activeElement === state.buffer;
  state.buffer?.remove();
  state.buffer = null;
  if (hadFocus) returnFocus?.focus({ preventScroll: true });
  announce(null);
}

/** What the reader typed before the dialog was there. */
export function bufferedKeyword(): string {
  return state.buffer?.value ?? "";
}

/** Moves the focus (and the caret) from the hidden input to the dialog's input, and drops the hidden one. */
export function adoptBufferedInput(input: HTMLInputElement): void {
  input.focus({ preventScroll: true });
  if (!state.buffer) return;
  if (state.buffer.value === input.value)
    input.setSelectionRange(state.buffer.selectionStart, state.buffer.selectionEnd);
  state.buffer.remove();
  state.buffer = null;
}

function createBuffer(): HTMLInputElement {
  const input = document.createElement("input");
  input.type = "search";
  input.setAttribute("aria-label", "Search");
  // Out of sight but in the viewport, so that focusing it scrolls nothing; 16px keeps phones from zooming.
  input.style.cssText = "position:fixed;top:0;left:0;width:1px;height:1px;opacity:0;border:0;padding:0;font-size:16px";
  // Escape closes the search even while the dialog has not come (or cannot: the app never started).
  input.addEventListener("keydown", (event) => event.key === "Escape" && closeSearch());
  document.body.append(input);
  return input;
}

/** Ctrl+K (Cmd+K on a Mac) anywhere; `/` when it would not type a slash into a field. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.altKey) return false;
  if (event.key === "/") return !event.ctrlKey && !event.metaKey && !isTypingTarget(event.target);
  return event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.shiftKey;
}

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.matches("input, textarea, select");
}

/** The top bar's search box (SearchBox.tsx), which the server renders in every first page. */
export const SEARCH_BOX_SELECTOR = ".rx-search-box";

/**
 * Opens the search from its shortcuts and from a click on the box from now on, before the app
 * has started too; called once, by the boot script.
 */
export function installSearchShortcuts(): void {
  if (state.installed) return;
  state.installed = true;
  document.addEventListener("keydown", (event) => {
    if (!isSearchShortcut(event)) return;
    event.preventDefault();
    openSearch();
  });
  document.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest(SEARCH_BOX_SELECTOR)) openSearch();
  });
}
