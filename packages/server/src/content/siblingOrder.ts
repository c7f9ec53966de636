// The order of the entries of one folder: explicit orders first, then file names.
import { withoutMarkdownExtension } from "./fileNames.js";

export interface Orderable {
  /** File or folder name on disk. */
  name: string;
  /** `order`, `sidebar_position` or `position`, when set. */
  order?: number;
}

/** Returns a new array; the index of an entry in it is its `sort`. */
export function orderSiblings<T extends Orderable>(entries: readonly T[]): T[] {
  return [...entries].sort(compareSiblings);
}

function compareSiblings(a: Orderable, b: Orderable): number {
  if (a.order !== undefined && b.order !== undefined) {
    return a.order - b.order || compareFileNames(a.name, b.name);
  }
  if (a.order !== undefined) return -1;
  if (b.order !== undefined) return 1;
  return compareFileNames(a.name, b.name);
}

/**
 * Natural order, so that "2-setup" comes before "10-faq", ignoring case and the ".md" that only
 * files have (folders and files mix). The last comparisons only make the order total.
 */
export function compareFileNames(a: string, b: string): number {
  const stemA = withoutMarkdownExtension(a);
  const stemB = withoutMarkdownExtension(b);
  return (
    compareNatural(stemA.toLowerCase(), stemB.toLowerCase()) || compareNatural(stemA, stemB) || compareCodeUnits(a, b)
  );
}

const DIGIT_RUNS = /(\d+)/;

function compareNatural(a: string, b: string): number {
  const partsA = a.split(DIGIT_RUNS);
  const partsB = b.split(DIGIT_RUNS);
  const length = Math.min(partsA.length, partsB.length);
  // split() with a capture group puts text at even indexes and digit runs at odd ones.
  for (let index = 0; index < length; index += 1) {
    const partA = partsA[index] ?? "";
    const partB = partsB[index] ?? "";
    const difference = index % 2 === 1 ? compareDigitRuns(partA, partB) : compareCodeUnits(partA, partB);
    if (difference !== 0) return difference;
  }
  return partsA.length - partsB.length;
}

/** Compares by value without converting, so that runs longer than a safe integer still work. */
function compareDigitRuns(a: string, b: string): number {
  const valueA = a.replace(/^0+/, "");
  const valueB = b.replace(/^0+/, "");
  return valueA.length - valueB.length || compareCodeUnits(valueA, valueB);
}

function compareCodeUnits(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
