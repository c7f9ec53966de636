import { useEffect } from "react";

// Counted, so that two layers open at once do not unlock the page when the first one closes.
let lockCount = 0;
let unlockedStyle = { overflow: "", paddingRight: "" };

function lockBodyScroll(): () => void {
  lockCount += 1;
  if (lockCount === 1) {
    const body = document.body;
    // Hiding the scrollbar would widen the page and shift it sideways; padding takes its place.
    const scrollbarWidth = window.innerWidth - document.documentElement.clientWidth;
    unlockedStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    if (scrollbarWidth > 0) {
      body.style.paddingRight = `${parseFloat(getComputedStyle(body).paddingRight) + scrollbarWidth}px`;
    }
    body.style.overflow = "hidden";
  }
  return () => {
    lockCount -= 1;
    if (lockCount === 0) Object.assign(document.body.style, unlockedStyle);
  };
}

/** Keeps the page behind a modal layer from scrolling while `active`. */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => (active ? lockBodyScroll() : undefined), [active]);
}
