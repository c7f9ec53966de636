const CANDIDATES = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "summary",
  "[contenteditable='']",
  "[contenteditable='true']",
  "[tabindex]",
].join(",");

/** The elements inside `container` that Tab reaches, in document order. */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(CANDIDATES)).filter(
    (element) => element.tabIndex >= 0 && !element.closest("[inert]") && !isHidden(element, container),
  );
}

// A collapsed section (display: none) keeps its links in the DOM but out of the Tab order;
// counting them would make the trap wrap at the wrong place.
function isHidden(element: HTMLElement, container: HTMLElement): boolean {
  if (getComputedStyle(element).visibility === "hidden") return true;
  for (let node: HTMLElement | null = element; node && node !== container; node = node.parentElement) {
    if (node.hidden || getComputedStyle(node).display === "none") return true;
  }
  return false;
}
