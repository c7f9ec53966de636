// A block wider than the column (a display formula, a wide table) scrolls sideways; while it
// does, it is a keyboard stop, so that keyboard users can reach and scroll it. One that fits is
// not, so that it adds no stop to tab through.

/** Keeps each element's reach up to date as its overflow changes; returns the cleanup. */
export function keepScrollersReachable(elements: readonly Element[]): () => void {
  if (elements.length === 0) return () => undefined;
  // The overflow changes with the column's width, and with the content (a formula once drawn).
  const observer = new ResizeObserver((entries) => entries.forEach(({ target }) => updateReach(target)));
  elements.forEach((element) => observer.observe(element));
  return () => observer.disconnect();
}

function updateReach(element: Element): void {
  if (element.scrollWidth > element.clientWidth) element.setAttribute("tabindex", "0");
  else element.removeAttribute("tabindex");
}
