// The app's side of the hand-over from the page's inline script (early/early.ts): what the
// reader did before the app started, read once, just before the app takes the page over.
import { EARLY_LAYER_ATTRIBUTE, type EarlyHandover, type EarlyPanel, type SlotChoice } from "./handover";

let handover: EarlyHandover | undefined;

/** Stops the inline script's handlers and keeps what the reader did; call right before hydrating. */
export function takeOverEarlyControls(): void {
  handover = window.rxEarly?.takeOver();
}

/** Whether the reader opened (true) or closed (false) the folder before the app started. */
export function earlyFolderChoice(menuCode: string): boolean | undefined {
  return handover?.folders[menuCode];
}

/** What the reader typed into the sidebar's filter before the app started. */
export function filterTypedEarly(): string {
  return handover?.filter ?? "";
}

/** The version and language the reader chose before the app started, if they did. */
export function slotChosenEarly(): SlotChoice | undefined {
  const choice = handover?.slot;
  return choice && (choice.version || choice.lang) ? choice : undefined;
}

/** The panel the reader left open before the app started: the app shows its own in its place. */
export function panelLeftOpen(): EarlyPanel | null {
  return handover?.panel ?? null;
}

/** Removes the inline script's panel, once the app shows its own. */
export function removeEarlyLayers(): void {
  document.querySelectorAll(`[${EARLY_LAYER_ATTRIBUTE}]`).forEach((layer) => layer.remove());
}
