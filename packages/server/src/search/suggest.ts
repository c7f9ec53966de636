// "Did you mean": for a query without hits, the keyword with its misspelt words replaced by the
// nearest words of the index, offered only if that search finds something the reader may see
// (the vocabulary spans every page, so a word only restricted pages hold is never suggested).
import { MIN_FUZZY_LENGTH, type Clause } from "./query.js";
import { nearWords, type Vocabulary } from "./nearWords.js";

/** Words shorter than this are too short to guess at. */
const MIN_SUGGESTED_LENGTH = 3;
/** Near words tried per misspelt word. */
const CANDIDATES_PER_WORD = 3;

export async function suggestSpelling(
  vocabulary: Vocabulary,
  keyword: string,
  clauses: readonly Clause[],
  hasHits: (keyword: string) => Promise<boolean>,
): Promise<string | undefined> {
  const replacements: { clause: Clause; words: string[] }[] = [];
  for (const clause of clauses) {
    const [word] = clause.tokens;
    // Quoted words, phrases and CJK text are taken as written.
    if (clause.tokens.length !== 1 || !clause.prefix || [...word!].length < MIN_SUGGESTED_LENGTH) continue;
    if ((await vocabulary.termsWithPrefix(word!, 1)).length > 0) continue;
    const edits = [...word!].length >= MIN_FUZZY_LENGTH ? 2 : 1;
    const near = await nearWords(vocabulary, word!, edits);
    if (near.length > 0) replacements.push({ clause, words: near.slice(0, CANDIDATES_PER_WORD).map((n) => n.term) });
  }
  if (replacements.length === 0) return undefined;
  // The nearest word for each, then the next ones in turn.
  for (let choice = 0; choice < CANDIDATES_PER_WORD; choice++) {
    const suggestion = replaceClauses(
      keyword,
      replacements.map(({ clause, words }) => ({ clause, word: words[Math.min(choice, words.length - 1)]! })),
    );
    if (await hasHits(suggestion)) return suggestion;
  }
  return undefined;
}

function replaceClauses(keyword: string, replacements: readonly { clause: Clause; word: string }[]): string {
  let text = keyword;
  // From the end, so that earlier offsets stay right.
  for (const { clause, word } of [...replacements].sort((a, b) => b.clause.start - a.clause.start)) {
    text = text.slice(0, clause.start) + word + text.slice(clause.end);
  }
  return text.trim();
}
