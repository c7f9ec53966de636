/** Where each item of a vertical stack starts: the first at `start`, each next one below the previous and a gap. */
export function stackTops(heights: readonly number[], start: number, gap: number): number[] {
  let top = start;
  return heights.map((height) => {
    const itemTop = top;
    top += height + gap;
    return itemTop;
  });
}
