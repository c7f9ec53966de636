// Scores a section the database found, from its text: for each clause of the query, the best
// field and kind it matches in (see tierOf), summed. The database finds and roughly orders the
// candidates; this decides their order, the same way on both databases, and finds the spans of
// text to mark.
import { type SearchField, SEARCH_FIELDS, fieldTexts, type StoredRow } from "./indexRows.js";
import { type ClauseMatcher, tierOf } from "./match.js";
import { tokenize } from "./tokenize.js";

/** Where a clause matched in a field's text, as UTF-16 offsets. */
export interface Span {
  start: number;
  end: number;
  clause: number;
}

export interface ScoredSection<Row extends StoredRow = StoredRow> {
  row: Row;
  score: number;
  spans: Record<SearchField, Span[]>;
}

/** The section's score, or undefined if a clause matches nowhere in it. */
export function scoreSection<Row extends StoredRow>(
  row: Row,
  matchers: readonly ClauseMatcher[],
): ScoredSection<Row> | undefined {
  const texts = fieldTexts(row);
  const best = matchers.map(() => -1);
  const spans = {} as Record<SearchField, Span[]>;
  for (const field of SEARCH_FIELDS) {
    const tokens = tokenize(texts[field]);
    const words = tokens.map((token) => token.text);
    const found: Span[] = (spans[field] = []);
    for (let index = 0; index < words.length; index++) {
      matchers.forEach((matcher, clause) => {
        const match = matcher(words, index);
        if (!match) return;
        best[clause] = Math.max(best[clause]!, tierOf(field, match.kind));
        found.push({ start: tokens[index]!.start, end: tokens[index + match.length - 1]!.end, clause });
      });
    }
  }
  if (best.some((tier) => tier < 0)) return undefined;
  return { row, score: best.reduce((sum, tier) => sum + tier, 0), spans };
}
