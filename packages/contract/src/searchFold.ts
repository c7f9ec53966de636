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

/**
 * The characters of Chinese, Japanese and Korean, as a regular expression class's content (for
 * the `u` flag): text without spaces between words, which the search matches anywhere. Han,
 * kana and Hangul, with the marks that belong inside their runs: iteration marks, the prolonged
 * sound mark and the (half-width) voicing marks, which Unicode files under no script.
 */
export const CJK_CHARACTERS = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3005-\u3007\u3099-\u309c\u30fc\uff70\uff9e\uff9f`;

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
