// The keys that move along a row of tabs (WAI-ARIA's tabs pattern): the arrow that points to the
// next tab, which in a right-to-left page is the left one, the other arrow, Home and End.

/** The index of the tab a key moves to from `current`, among `count` (wrapping round); undefined for another key. */
export function tabIndexAfterKey(key: string, current: number, count: number, row: Element): number | undefined {
  const isRightToLeft = row.closest("[dir]")?.getAttribute("dir") === "rtl";
  const step: Record<string, number> = {
    ArrowRight: isRightToLeft ? -1 : 1,
    ArrowLeft: isRightToLeft ? 1 : -1,
  };
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  const by = step[key];
  return by === undefined ? undefined : (current + by + count) % count;
}
