// The one way the search compares text, for the server's index and the reader's highlighting of
// the matched words alike: case, accents and compatibility forms (full-width letters,
// ligatures) never keep a reader from a match.

/**
 * The accents folding takes off: combining diacritical marks, which NFKD splits off Latin, Greek
 * and Cyrillic letters. Other marks stay: Indic vowel signs carry meaning, and the kana voicing
 * marks (U+3099, U+309A) tell が from か.
 */
// Each mark stands alone in the class (ranges of escapes), which is what this rule fears it is not.
// eslint-disable-next-line no-misleading-character-class
const DIACRITICS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;

/** Text as the search compares it: lower case, compatibility forms resolved, without accents. */
export function foldForSearch(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(DIACRITICS, "")
      .normalize("NFC")
      // Compatibility forms can turn into capitals (ℌ → H).
      .toLowerCase()
  );
}
