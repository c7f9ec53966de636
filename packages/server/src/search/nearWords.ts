// Finds the indexed words a few typos from a query word. The database narrows the vocabulary
// down with its indexes (a B-tree for beginnings, a trigram index for endings and middles); the
// distance is then counted here, so both databases keep exactly the same words.
import { compareText } from "./compareText.js";
import { editDistance } from "./editDistance.js";

/** Words of the vocabulary that match any of these, with a length (in characters) in range. */
export interface TermQuery {
  prefixes: string[];
  /** At least three characters each, so that the trigram index serves them. */
  infixes: string[];
  suffixes: string[];
  exact: string[];
  minLength: number;
  maxLength: number;
}

export interface VocabularyTerm {
  term: string;
  /** How many index rows hold the word. */
  rows: number;
}

export interface Vocabulary {
  /** Words that begin with `prefix` (itself included), the most frequent first. */
  termsWithPrefix(prefix: string, limit: number): Promise<string[]>;
  matchingTerms(query: TermQuery): Promise<VocabularyTerm[]>;
}

export interface NearWord extends VocabularyTerm {
  distance: number;
}

/** The words of the vocabulary at most `maxEdits` typos (1 or 2) from `word`, nearest first. */
export async function nearWords(vocabulary: Vocabulary, word: string, maxEdits: 1 | 2): Promise<NearWord[]> {
  const candidates = await vocabulary.matchingTerms(maxEdits === 1 ? oneTypoQuery(word) : twoTyposQuery(word));
  return candidates
    .map((candidate) => ({ ...candidate, distance: editDistance(word, candidate.term, maxEdits) }))
    .filter((candidate) => candidate.distance > 0 && candidate.distance <= maxEdits)
    .sort((a, b) => a.distance - b.distance || b.rows - a.rows || compareText(a.term, b.term));
}

/**
 * Every word one typo from `word`, with nothing missed: split the word at k = n/2. A typo at or
 * after k keeps the first k characters; one before k keeps the last n − k (it touches nothing
 * from k on). The only typo that touches both halves is swapping the characters at k − 1 and k,
 * which is looked up as a word of its own. For five letters or more both halves are long enough
 * for an index (the ending has at least three characters, which the trigram index needs).
 */
export function oneTypoQuery(word: string): TermQuery {
  const characters = [...word];
  const n = characters.length;
  const k = Math.floor(n / 2);
  const swapped = [...characters];
  if (k > 0) [swapped[k - 1], swapped[k]] = [characters[k]!, characters[k - 1]!];
  return {
    prefixes: [characters.slice(0, k).join("")],
    infixes: [],
    suffixes: [characters.slice(k).join("")],
    exact: k > 0 ? [swapped.join("")] : [],
    minLength: n - 1,
    maxLength: n + 1,
  };
}

/**
 * Words about two typos from `word`, for "did you mean": the word in three parts, of which two
 * typos leave at least one whole (unless a swap straddles a border, which it may miss).
 */
export function twoTyposQuery(word: string): TermQuery {
  const characters = [...word];
  const n = characters.length;
  const prefixEnd = Math.floor(n / 3);
  // The ending and the middle need three characters each for the trigram index.
  const suffixStart = n - Math.max(3, prefixEnd);
  const middle = characters.slice(prefixEnd, suffixStart);
  return {
    prefixes: [characters.slice(0, prefixEnd).join("")],
    infixes: middle.length >= 3 ? [middle.join("")] : [],
    suffixes: [characters.slice(suffixStart).join("")],
    exact: [],
    minLength: n - 2,
    maxLength: n + 2,
  };
}
