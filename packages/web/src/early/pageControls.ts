// The behaviour of the controls an article carries: its tab groups, its code blocks' Copy
// buttons, "Copy page" and the feedback. It is written once and sent once, in the page's inline
// script (early.ts), which makes the controls work from the first paint and leaves this behaviour
// on the window for the app, which attaches the same to every article it draws
// (sharedControls.ts). A page served without that script (Vite's development server) has it
// loaded by the app's entry before the app starts (boot.ts).
import { attachCopyPage } from "../features/view/copyPage";
import { attachPageFeedback } from "../features/view/pageFeedback";
import { attachContentTabs } from "../markdown/contentTabs";
import { attachCopyButtons } from "../markdown/copyCode";

const pageControls = { attachContentTabs, attachCopyButtons, attachCopyPage, attachPageFeedback };

export type PageControls = typeof pageControls;

declare global {
  interface Window {
    /** The article controls' behaviour, left by the page's inline script for the app. */
    rxControls?: PageControls;
  }
}

/** Leaves the controls' behaviour on the window, unless the page's inline script already has. */
export function providePageControls(): PageControls {
  window.rxControls ??= pageControls;
  return window.rxControls;
}
