// Folding: the one form in which the index stores a word and a query looks for it (see
// foldForSearch). The index and the query fold with these same functions, so they always agree.
import { foldForSearch } from "@rxdocs/contract";

/** What a folded word may hold: letters, numbers and the marks that remain. */
const NOT_WORD = /[^\p{L}\p{M}\p{N}]/gu;
const PLAIN_ASCII_WORD = /^[a-z0-9]*$/;

/** The folded form of one word. */
export function foldWord(word: string): string {
  const lower = word.toLowerCase();
  // Most words are plain ASCII; they skip the normalizations, which cost far more.
  if (PLAIN_ASCII_WORD.test(lower)) return lower;
  // Compatibility forms can also turn into punctuation (⑴ → (1)).
  return foldForSearch(lower).replace(NOT_WORD, "");
}

/** Folds a stretch of text (several words, or CJK) as foldWord folds a word, keeping what lies between words. */
export function foldText(text: string): string {
  return foldForSearch(text).replace(/\s+/g, " ");
}
