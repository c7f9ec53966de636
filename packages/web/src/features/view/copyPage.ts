// The "Copy page" control beside an article's title (CopyPage.tsx draws it): a button that puts
// the page on the clipboard as Markdown, and a menu button whose menu also offers the Markdown
// itself and the page handed to a chat assistant. Its behaviour lives here, on the markup, so
// that the page's inline script runs it from the first paint and the app runs the same code once
// it has the page; the menu's state is the markup's own (`hidden`, `aria-expanded`), so whatever
// the reader left open before the app started stays open after.
//
// The menu follows the WAI-ARIA menu button pattern: Enter, Space and the arrow keys open it on
// its first or last item, the arrows move, Escape closes it and gives the focus back, and
// leaving it closes it.
//
// This module must stay free of React and of the app's other code: the inline script carries it.
import { HTTP_TIMEOUT_MS } from "@rxdocs/contract";
import { accessHeaders } from "../../api/transport";
import { readHiddenRouteQuery } from "../../hiddenRoute/hiddenRouteQuery";

const CONTROL = "[data-rx-copy-page]";
const COPY_ACTION = "[data-rx-copy-page-action]";
const MENU_BUTTON = "[aria-haspopup=menu]";
const FEEDBACK_DURATION_MS = 1500;

export interface CopyPageOptions {
  /** Told when a copy fails, after the button has said so: the app shows a toast. */
  onFailed?: () => void;
}

/**
 * Makes the copy-page controls under `root` work, with listeners on `root` only, so that a
 * control rendered later works too. Returns a function that detaches everything and ends any
 * feedback a copy is showing, so that the app finds the markup as the server rendered it.
 */
export function attachCopyPage(root: HTMLElement, { onFailed }: CopyPageOptions = {}): () => void {
  const resets = new Map<HTMLElement, () => void>();
  let attached = true;

  // The button says "Copied" or "Copy failed" for a moment, in the words it carries, and so
  // does the control's status, which assistive technology announces.
  const showFeedback = (control: HTMLElement, outcome: "copied" | "failed") => {
    const status = control.querySelector("[role=status]");
    if (!attached || !status) return;
    resets.get(control)?.();
    status.textContent = control.querySelector(`[data-rx-feedback-word=${outcome}]`)?.textContent ?? "";
    control.dataset.rxFeedback = outcome;
    const timer = setTimeout(reset, FEEDBACK_DURATION_MS);
    function reset() {
      clearTimeout(timer);
      resets.delete(control);
      status!.textContent = "";
      delete control.dataset.rxFeedback;
    }
    resets.set(control, reset);
  };

  const copy = (control: HTMLElement) => {
    copyLater(markdownOf(control.dataset.rxMarkdown ?? "")).then(
      () => showFeedback(control, "copied"),
      () => {
        showFeedback(control, "failed");
        if (attached) onFailed?.();
      },
    );
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(CONTROL);
    if (!control || !root.contains(control)) return;
    if (target!.closest(MENU_BUTTON)) {
      if (isOpen(control)) closeMenu(control, true);
      else openMenu(control, 0);
      return;
    }
    const action = target!.closest(`${COPY_ACTION}, [role=menuitem]`);
    if (!action) return;
    if (action.matches(COPY_ACTION)) copy(control);
    // A link opens its page in a new tab: the reader comes back to the page as they left it.
    if (action.matches("[role=menuitem]")) closeMenu(control, true);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    const control = target?.closest<HTMLElement>(CONTROL);
    if (!control || !root.contains(control)) return;
    if (target!.matches(MENU_BUTTON)) {
      // Enter and Space click the button, which opens the menu on its first item.
      if (event.key === "ArrowDown" || event.key === "ArrowUp") openMenu(control, event.key === "ArrowDown" ? 0 : -1);
      else if (event.key === "Escape" && isOpen(control)) closeMenu(control, true);
      else return;
      event.preventDefault();
      return;
    }
    if (target!.getAttribute("role") !== "menuitem") return;
    const items = menuItems(control);
    const at = items.indexOf(target!);
    const move: Record<string, number | undefined> = {
      ArrowDown: (at + 1) % items.length,
      ArrowUp: (at - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    if (move[event.key] !== undefined) items[move[event.key]!]!.focus();
    else if (event.key === "Escape") closeMenu(control, true);
    // A link has no Space of its own; a button's Space would click it a second time.
    else if (event.key === " " && target instanceof HTMLAnchorElement) target.click();
    else return;
    event.preventDefault();
  };

  // Moving the focus out of the control (Tab, a click elsewhere) closes its menu.
  const onFocusOut = (event: FocusEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROL) : null;
    const next = event.relatedTarget instanceof Node ? event.relatedTarget : null;
    if (control && root.contains(control) && !(next && control.contains(next))) closeMenu(control, false);
  };

  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKeyDown);
  root.addEventListener("focusout", onFocusOut);
  return () => {
    attached = false;
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKeyDown);
    root.removeEventListener("focusout", onFocusOut);
    resets.forEach((reset) => reset());
  };
}

function menuItems(control: HTMLElement): HTMLElement[] {
  return Array.from(control.querySelectorAll<HTMLElement>("[role=menuitem]"));
}

function isOpen(control: HTMLElement): boolean {
  return control.querySelector(MENU_BUTTON)?.getAttribute("aria-expanded") === "true";
}

/** Opens the menu with the focus on its item `at` (-1: the last). */
function openMenu(control: HTMLElement, at: number): void {
  const menu = control.querySelector<HTMLElement>("[role=menu]");
  if (!menu) return;
  // Chat assistants are handed the page's full address, which only the browser knows.
  const page = new URL(control.dataset.rxPage ?? "", location.href).href;
  for (const link of menu.querySelectorAll<HTMLAnchorElement>("a[data-rx-ask]")) {
    link.href = link.dataset.rxAsk + encodeURIComponent(askPrompt(page));
  }
  menu.hidden = false;
  control.querySelector(MENU_BUTTON)!.setAttribute("aria-expanded", "true");
  menuItems(control).at(at)?.focus();
}

function closeMenu(control: HTMLElement, returnFocus: boolean): void {
  const button = control.querySelector<HTMLElement>(MENU_BUTTON);
  const menu = control.querySelector<HTMLElement>("[role=menu]");
  if (!button || !menu || menu.hidden) return;
  menu.hidden = true;
  button.setAttribute("aria-expanded", "false");
  if (returnFocus) button.focus();
}

/** What a chat assistant is asked about the page at `address`. */
export function askPrompt(address: string): string {
  return `Read ${address} and answer questions about it.`;
}

/** The page's Markdown as the reader may read it: with the secrets their share link gave. */
async function markdownOf(address: string): Promise<string> {
  const headers = accessHeaders(readHiddenRouteQuery());
  const response = await fetch(address, { headers, signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`The server answered ${response.status}`);
  return response.text();
}

/**
 * Writes text that is still on its way. Safari allows the clipboard only within the click, so
 * the write starts there with the text as a promise; browsers without ClipboardItem write it
 * once it has come. The Clipboard API only exists in secure contexts (https, localhost).
 */
function copyLater(text: Promise<string>): Promise<void> {
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (!clipboard) return Promise.reject(new Error("The clipboard is not available"));
  if (typeof ClipboardItem === "undefined") return text.then((value) => clipboard.writeText(value));
  const blob = text.then((value) => new Blob([value], { type: "text/plain" }));
  // A text that never arrives rejects the write, which reports it; the blob's own rejection is not a second error.
  blob.catch(() => undefined);
  return clipboard.write([new ClipboardItem({ "text/plain": blob })]);
}
