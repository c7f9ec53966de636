import { describe, expect, it } from "vitest";
import type { ListedArticle } from "../../api/calls";
import { charsOf, slicesOf } from "./slices";

const sized = (sizes: number[]) => sizes.map((size, index) => ({ index, size }));
const sizeOf = (row: { size: number }) => row.size;
const indexes = (slices: { index: number }[][]) => slices.map((slice) => slice.map((row) => row.index));

describe("slicesOf", () => {
  it("cuts rows, in order, into slices of at most the given size", () => {
    const slices = slicesOf(sized([4, 3, 3, 5, 1, 9, 2]), sizeOf, 10);
    expect(indexes(slices)).toEqual([[0, 1, 2], [3, 4], [5], [6]]);
    for (const slice of slices) expect(slice.reduce((sum, row) => sum + row.size, 0)).toBeLessThanOrEqual(10);
  });

  it("gives a row larger than a slice a slice of its own, and loses none", () => {
    const rows = sized([25, 1, 30, 30]);
    const slices = slicesOf(rows, sizeOf, 10);
    expect(indexes(slices)).toEqual([[0], [1], [2], [3]]);
    expect(slices.flat()).toEqual(rows);
  });

  it("makes no slice of no rows", () => {
    expect(slicesOf([], sizeOf, 10)).toEqual([]);
  });

  it("cuts a page of 1,000 six-kilobyte articles into slices of about a megabyte", () => {
    const article = (n: number): ListedArticle => ({
      menuCode: `page-${n}`,
      articleTitle: `Page ${n}`,
      articleMd: "x".repeat(6000),
      articleTabContent: n % 2 ? null : '[{"label":"a","md":"b"}]',
    });
    const rows = Array.from({ length: 1000 }, (_, n) => article(n));
    const slices = slicesOf(rows, charsOf, 1_000_000);
    expect(slices.length).toBeGreaterThanOrEqual(6);
    expect(slices.length).toBeLessThanOrEqual(7);
    expect(slices.flat()).toEqual(rows);
    expect(Math.max(...slices.map((slice) => slice.reduce((sum, row) => sum + charsOf(row), 0)))).toBeLessThanOrEqual(
      1_000_000,
    );
  });
});
