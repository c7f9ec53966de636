import { type RefObject, useEffect } from "react";
import { tabbableElements } from "./tabbable";

/**
 * While `active`, moves focus into the container, keeps Tab and Shift+Tab cycling inside it, and
 * afterwards gives focus back to whatever had it before, so keyboard users continue where they were.
 * A layer that took the focus over from a stand-in (as the search does) names where it goes back to.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  returnFocus?: HTMLElement | null,
): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const previouslyFocused = returnFocus === undefined ? focused : returnFocus;
    // Without scrolling: content that scrolled itself on opening (a menu showing the current
    // page far down its list) stays where it is, even though the first control is at the top.
    (tabbableElements(container)[0] ?? container).focus({ preventScroll: true });

    const keepTabInside = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const tabbable = tabbableElements(container);
      const first = tabbable[0];
      const last = tabbable.at(-1);
      const current = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
      } else if (event.shiftKey && (current === first || current === container)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      }
    };
    container.addEventListener("keydown", keepTabInside);
    return () => {
      container.removeEventListener("keydown", keepTabInside);
      previouslyFocused?.focus();
    };
  }, [containerRef, active, returnFocus]);
}
