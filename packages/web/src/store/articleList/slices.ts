// Rows go from the worker to the page in slices: receiving a message copies it on the page's
// main thread (structured clone), so a slice is kept small enough to be received in a few
// milliseconds, and the page stays responsive between slices.
import type { ListedArticle } from "../../api/calls";

/** About 1 MB of text a slice: received in a few milliseconds on a slow phone. */
export const SLICE_CHARS = 1_000_000;

/** The characters a listed article carries, which is what copying it costs. */
export function charsOf(article: ListedArticle): number {
  return (
    article.menuCode.length +
    article.articleTitle.length +
    article.articleMd.length +
    (article.articleTabContent?.length ?? 0)
  );
}

/**
 * `rows` cut, in order, into slices of at most `maxChars` each; a row larger than that on its
 * own is a slice of its own.
 */
export function slicesOf<Row>(rows: readonly Row[], sizeOf: (row: Row) => number, maxChars: number): Row[][] {
  const slices: Row[][] = [];
  let slice: Row[] = [];
  let chars = 0;
  for (const row of rows) {
    const size = sizeOf(row);
    if (slice.length > 0 && chars + size > maxChars) {
      slices.push(slice);
      slice = [];
      chars = 0;
    }
    slice.push(row);
    chars += size;
  }
  if (slice.length > 0) slices.push(slice);
  return slices;
}
