// Reads a search box's text as clauses, all of which a hit must match:
// - a word matches itself, words it begins (from MIN_PREFIX_LENGTH characters: `instal` finds
//   `installation`) and, from MIN_FUZZY_LENGTH letters, words one typo away;
// - "a quoted phrase" matches those words in that order, exactly; a quoted single word matches
//   only itself;
// - words joined by punctuation (node.js, don't) are a phrase, as they are written together;
// - Chinese, Japanese or Korean text matches wherever its characters appear in that order.
import { type Token, tokenize } from "./tokenize.js";

export const MIN_PREFIX_LENGTH = 2;
export const MIN_FUZZY_LENGTH = 5;
/** Clauses past this many are ignored: a hit must match every one, so more add little. */
export const MAX_CLAUSES = 6;

export interface Clause {
  /** Folded tokens, in order: one for a word, several for a phrase. */
  tokens: string[];
  /** Whether the only token may also begin a longer one. */
  prefix: boolean;
  /** Whether the only token may also be one typo away from the one found. */
  fuzzy: boolean;
  /** Where the clause was written in the keyword, to put a correction in its place. */
  start: number;
  end: number;
}

/** Quotation marks of several languages, all read as `"`. */
const QUOTES = /[“”„«»「」『』]/g;
const QUOTED_OR_CHUNK = /"([^"]*)"?|[^\s"]+/g;
const HAS_DIGIT = /\p{N}/u;

export function parseQuery(keyword: string): Clause[] {
  const clauses = new Map<string, Clause>();
  for (const match of keyword.replace(QUOTES, '"').matchAll(QUOTED_OR_CHUNK)) {
    const quoted = match[1] !== undefined;
    const tokens = tokenize(quoted ? match[1]! : match[0]);
    if (tokens.length === 0) continue;
    const clause = clauseOf(tokens, quoted, match.index, match.index + match[0].length);
    clauses.set(clauseKey(clause), clause);
    if (clauses.size === MAX_CLAUSES) break;
  }
  return [...clauses.values()];
}

function clauseOf(tokens: Token[], quoted: boolean, start: number, end: number): Clause {
  const texts = tokens.map((token) => token.text);
  if (quoted || tokens.length > 1) return { tokens: texts, prefix: false, fuzzy: false, start, end };
  const [token] = tokens as [Token];
  const length = [...token.text].length;
  // A lone CJK character is the start of the bigrams that hold it; a bigram is found exactly.
  if (token.cjk) return { tokens: texts, prefix: length === 1, fuzzy: false, start, end };
  return {
    tokens: texts,
    prefix: length >= MIN_PREFIX_LENGTH,
    fuzzy: length >= MIN_FUZZY_LENGTH && !HAS_DIGIT.test(token.text),
    start,
    end,
  };
}

function clauseKey(clause: Clause): string {
  return `${clause.tokens.join(" ")}|${clause.prefix}|${clause.fuzzy}`;
}
