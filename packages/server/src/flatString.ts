// A string built by joining pieces (a serialized DOM, a converter's output) is held by V8 as a
// tree of the pieces, one node of 32 bytes for every join: an article's HTML of 5 KB can take
// 40 KB that way. Caches that count what they hold by its length must hold it as one run of
// characters, or their budget means nothing.

/** The same text, held as one run of characters (lossless: lone surrogates survive). */
export function flatString(text: string): string {
  return JSON.parse(JSON.stringify(text)) as string;
}
