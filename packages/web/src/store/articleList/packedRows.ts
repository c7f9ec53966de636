// Rows cross from the worker to the page as a few long strings and their offsets rather than as
// thousands of objects and strings. Received one by one, a large site's 20,000 articles would
// be 80,000 small strings that all outlive the young generation of the page's heap: each
// garbage collection of it would copy megabytes of Markdown, and on a busy machine those
// pauses grow past 100 ms. A long string is received in one copy into the space for large
// objects, which collections never move, and each field is then a slice of it (V8 makes a
// slice of 13 characters or more a view of the long string, not a copy), so the page holds
// each article's Markdown once, where it arrived.
import type { ListedArticle } from "../../api/calls";

export interface PackedRows {
  /** The fields that take one byte a character in the browser's strings (Latin-1), end to end. */
  narrow: string;
  /** The other fields, end to end: kept apart, so that one wide character does not double the narrow ones' size. */
  wide: string;
  /** For each row and each of its FIELDS: which text holds it (NONE, NARROW or WIDE), where it starts and ends. */
  places: Int32Array;
}

const FIELDS = ["menuCode", "articleTitle", "articleMd", "articleTabContent"] as const;
const NONE = 0;
const NARROW = 1;
const WIDE = 2;
/** Numbers a field's place takes: its text, its start and its end. */
const PLACE = 3;
const ROW = FIELDS.length * PLACE;

export function packRows(rows: readonly ListedArticle[]): PackedRows {
  const texts = { [NARROW]: { parts: [] as string[], length: 0 }, [WIDE]: { parts: [] as string[], length: 0 } };
  const places = new Int32Array(rows.length * ROW);
  rows.forEach((row, index) => {
    FIELDS.forEach((name, field) => {
      const value = row[name];
      const at = index * ROW + field * PLACE;
      if (value === null) return; // places[at] is NONE already
      const which = isLatin1(value) ? NARROW : WIDE;
      const text = texts[which];
      places[at] = which;
      places[at + 1] = text.length;
      places[at + 2] = text.length + value.length;
      text.parts.push(value);
      text.length += value.length;
    });
  });
  return { narrow: texts[NARROW].parts.join(""), wide: texts[WIDE].parts.join(""), places };
}

export function unpackRows({ narrow, wide, places }: PackedRows): ListedArticle[] {
  const rows: ListedArticle[] = [];
  for (let start = 0; start < places.length; start += ROW) {
    const row: Record<string, string | null> = {};
    FIELDS.forEach((name, field) => {
      const at = start + field * PLACE;
      const which = places[at];
      row[name] = which === NONE ? null : (which === WIDE ? wide : narrow).slice(places[at + 1], places[at + 2]);
    });
    rows.push(row as unknown as ListedArticle); // each field as it was packed, null where it was null
  }
  return rows;
}

// One search of the regular expression engine: a page of a large site is some 6 million
// characters, which a loop over them in JavaScript takes ten times as long to read.
const BEYOND_LATIN1 = /[\u0100-\uffff]/;

/** Whether every character fits in one byte (Latin-1): V8 then keeps the string at one byte a character. */
function isLatin1(value: string): boolean {
  return !BEYOND_LATIN1.test(value);
}
