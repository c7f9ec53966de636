// What the page's inline script hands the app when the app takes the page over: the controls
// the reader used before the app had started, so that the app shows them as the reader left them.

/** The panel open on a narrow screen. */
export type EarlyPanel = "menu" | "nav";

/** The version and language the reader chose in the switchers. */
export interface SlotChoice {
  version?: string;
  lang?: string;
}

export interface EarlyHandover {
  panel: EarlyPanel | null;
  /** Tree folders the reader opened (true) or closed (false), by menu code. */
  folders: Record<string, boolean>;
  /** What the reader typed into the sidebar's filter: the app narrows the tree to it. */
  filter: string;
  /** What the reader chose in the version and language switchers: the app switches to it. */
  slot: SlotChoice;
}

/** Marks the elements the inline script added; the app removes them once it shows its own. */
export const EARLY_LAYER_ATTRIBUTE = "data-rx-early";

declare global {
  interface Window {
    /** Set by the inline script until the app takes the page over. */
    rxEarly?: { takeOver(): EarlyHandover };
  }
}
