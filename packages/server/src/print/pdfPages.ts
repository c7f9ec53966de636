// How many pages a PDF has, and the page on which each named destination of a PDF falls, as Chromium prints them: a link to
// `#rx-print-3` becomes a destination named `rx-print-3` on the page where that element begins.
// `rxdocs pdf` reads them to number the table of contents. Chromium writes a classic PDF (a
// cross-reference table, objects as plain dictionaries, only page contents compressed), so the
// few objects this needs are read directly: the catalog, the page tree and the destinations.
// A general PDF library would weigh tens of megabytes for these few lines.

export interface PdfPages {
  count: number;
  /** Page numbers (from 1) of the named destinations, by name. */
  destinations: Map<string, number>;
}

export function readPdfPages(pdf: Uint8Array): PdfPages {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString("latin1");
  const objects = objectReader(text);
  const trailer = text.slice(text.lastIndexOf("trailer"));
  const catalog = objects(reference(trailer, "Root"));

  const pageNumbers = new Map<number, number>();
  const walk = (number: number) => {
    const node = objects(number);
    if (!/\/Type\s*\/Pages\b/.test(node)) {
      pageNumbers.set(number, pageNumbers.size + 1);
      return;
    }
    const kids = /\/Kids\s*\[([^\]]*)\]/.exec(node)?.[1] ?? "";
    for (const [, kid] of kids.matchAll(/(\d+)\s+\d+\s+R/g)) walk(Number(kid));
  };
  walk(reference(catalog, "Pages"));

  const pages = new Map<string, number>();
  const found = { count: pageNumbers.size, destinations: pages };
  if (!/\/Dests\s+\d+/.test(catalog)) return found;
  const destinations = objects(reference(catalog, "Dests"));
  for (const [, name, page] of destinations.matchAll(/\/([^\s/[\]<>()]+)\s*\[\s*(\d+)\s+\d+\s+R/g)) {
    const number = pageNumbers.get(Number(page));
    if (number !== undefined) pages.set(decodeName(name!), number);
  }
  return found;
}

/** Reads objects by number through the cross-reference table. */
function objectReader(text: string): (number: number) => string {
  const start = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1];
  if (start === undefined || !text.startsWith("xref", Number(start))) throw new Error("not a PDF this can read");
  const table = text.slice(Number(start), text.indexOf("trailer", Number(start)));
  const offsets = new Map<number, number>();
  let next = 0;
  for (const line of table.split(/\r?\n/).slice(1)) {
    const section = /^(\d+) (\d+)\s*$/.exec(line);
    const entry = /^(\d{10}) \d{5} ([nf])/.exec(line);
    if (section) next = Number(section[1]);
    else if (entry) {
      if (entry[2] === "n") offsets.set(next, Number(entry[1]));
      next += 1;
    }
  }
  return (number) => {
    const at = offsets.get(number);
    if (at === undefined) throw new Error(`the PDF has no object ${number}`);
    return text.slice(at, text.indexOf("endobj", at));
  };
}

function reference(dictionary: string, key: string): number {
  const found = new RegExp(`/${key}\\s+(\\d+)\\s+\\d+\\s+R`).exec(dictionary)?.[1];
  if (found === undefined) throw new Error(`the PDF has no /${key}`);
  return Number(found);
}

/** A PDF name with its #xx escapes undone: its bytes, read as UTF-8 as Chromium writes them. */
function decodeName(name: string): string {
  const bytes = name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}
