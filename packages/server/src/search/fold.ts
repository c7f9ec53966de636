// Folding: the one form in which the index stores a word and a query looks for it, so that case,
// accents and compatibility variants (full-width letters, ligatures) never keep a reader from a
// match. The index and the query fold with this same function, so they always agree.

/**
 * Combining diacritical marks (the accents NFKD splits off Latin, Greek and Cyrillic letters).
 * Other marks stay: Indic vowel signs carry meaning, and the kana voicing marks (U+3099, U+309A)
 * tell が from か.
 */
// Each mark stands alone in the class (a range of escapes), which is what this rule fears it is not.
// eslint-disable-next-line no-misleading-character-class
const DIACRITICS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;
/** What a folded word may hold: letters, numbers and the marks that remain. */
const NOT_WORD = /[^\p{L}\p{M}\p{N}]/gu;
const PLAIN_ASCII_WORD = /^[a-z0-9]*$/;

/** The folded form of one word: lower case, without accents, compatibility forms resolved. */
export function foldWord(word: string): string {
  const lower = word.toLowerCase();
  // Most words are plain ASCII; they skip the normalizations, which cost far more.
  if (PLAIN_ASCII_WORD.test(lower)) return lower;
  return (
    lower
      .normalize("NFKD")
      .replace(DIACRITICS, "")
      .normalize("NFC")
      // Compatibility forms can turn into capitals (ℌ → H) or punctuation (⑴ → (1)).
      .toLowerCase()
      .replace(NOT_WORD, "")
  );
}

/** Folds a stretch of text (several words, or CJK) as foldWord folds a word, keeping what lies between words. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(DIACRITICS, "")
    .normalize("NFC")
    .toLowerCase()
    .replace(/\s+/g, " ");
}
