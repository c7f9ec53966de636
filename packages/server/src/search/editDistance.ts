// The number of typos between two words: insertions, deletions, substitutions and swaps of two
// neighbouring characters (optimal string alignment), counted in characters, not UTF-16 units.

/** The distance between a and b if it is at most `limit`, else limit + 1. */
export function editDistance(a: string, b: string, limit: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > limit) return limit + 1;
  // Three rows of the dynamic-programming table: two back (for swaps), one back, current.
  let twoBack: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        value = Math.min(value, twoBack[j - 2]! + 1);
      }
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    // Every later row is at least this row's minimum: stop once it is past the limit.
    if (rowMinimum > limit) return limit + 1;
    twoBack = previous;
    previous = current;
  }
  return Math.min(previous[t.length]!, limit + 1);
}
