// Going back to a page the app must fetch or render again: at the moment the address changes,
// the page may still be "Loading…", too short to scroll to where the reader was. The position
// is then reached as the page grows, unless the reader scrolls first or moves on.

/** What the reader does to scroll the page themselves. */
const READER_SCROLLS = ["wheel", "touchmove", "keydown", "pointerdown"] as const;

/** Scrolls the window to `top`, now or once the page is long enough; returns the cancel. */
export function scrollWhenThere(top: number): () => void {
  window.scrollTo(0, top);
  if (canReach(top) || typeof ResizeObserver === "undefined") return () => undefined;

  const observer = new ResizeObserver(() => {
    if (!canReach(top)) return;
    stop();
    window.scrollTo(0, top);
  });
  const stop = () => {
    observer.disconnect();
    READER_SCROLLS.forEach((type) => window.removeEventListener(type, stop, true));
  };
  observer.observe(document.body);
  READER_SCROLLS.forEach((type) => window.addEventListener(type, stop, { capture: true, passive: true }));
  return stop;
}

function canReach(top: number): boolean {
  return document.documentElement.scrollHeight - window.innerHeight >= top;
}
