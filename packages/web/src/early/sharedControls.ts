// The app's way to the article controls' behaviour (pageControls.ts), which it does not carry
// itself: the page's inline script has brought it, or the app's entry has loaded it (boot.ts).
import type { PageControls } from "./pageControls";

export function sharedControls(): PageControls {
  const controls = window.rxControls;
  if (!controls) throw new Error("The article controls' behaviour is not loaded (see early/pageControls.ts).");
  return controls;
}
