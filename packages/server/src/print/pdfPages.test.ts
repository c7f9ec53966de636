// Reading a PDF's pages and named destinations, on PDFs written here the way Chromium writes
// them: a cross-reference table, a page tree (nested when it is long), a /Dests dictionary.
import { describe, expect, it } from "vitest";
import { readPdfPages } from "./pdfPages.js";

/** A PDF of `objects` (numbered from 1) with its cross-reference table and trailer. */
function pdfOf(objects: string[], root: number): Uint8Array {
  let text = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, "0")} 00000 n \n`;
  text += `trailer\n<</Size ${objects.length + 1}\n/Root ${root} 0 R>>\nstartxref\n${xref}\n%%EOF`;
  return Buffer.from(text, "latin1");
}

describe("readPdfPages", () => {
  it("numbers the pages of a nested page tree in order, and finds where each destination falls", () => {
    const pdf = pdfOf(
      [
        "<</Type /Catalog\n/Pages 2 0 R\n/Dests 9 0 R>>",
        "<</Type /Pages\n/Count 4\n/Kids [3 0 R 4 0 R]>>",
        "<</Type /Pages\n/Count 2\n/Kids [5 0 R 6 0 R]>>",
        "<</Type /Pages\n/Count 2\n/Kids [7 0 R 8 0 R]>>",
        "<</Type /Page\n/Parent 3 0 R>>",
        "<</Type /Page\n/Parent 3 0 R\n/Annots [10 0 R]>>",
        "<</Type /Page\n/Parent 4 0 R>>",
        "<</Type /Page\n/Parent 4 0 R>>",
        "<</rx-print-1 [6 0 R /XYZ 6 827.13 0]\n/rx-print-2 [8 0 R /XYZ 6 827.13 0]\n/caf#C3#A9 [7 0 R /XYZ 6 800 0]>>",
        "<</Type /Annot\n/Subtype /Link\n/Dest /rx-print-2>>",
      ],
      1,
    );
    const { count, destinations } = readPdfPages(pdf);
    expect(count).toBe(4);
    expect(Object.fromEntries(destinations)).toEqual({ "rx-print-1": 2, "rx-print-2": 4, café: 3 });
  });

  it("reads a PDF without destinations as pages alone", () => {
    const pdf = pdfOf(
      ["<</Type /Catalog\n/Pages 2 0 R>>", "<</Type /Pages\n/Count 1\n/Kids [3 0 R]>>", "<</Type /Page>>"],
      1,
    );
    expect(readPdfPages(pdf)).toEqual({ count: 1, destinations: new Map() });
  });

  it("says so of a file that is not such a PDF", () => {
    expect(() => readPdfPages(Buffer.from("not a pdf"))).toThrow("not a PDF this can read");
  });
});
