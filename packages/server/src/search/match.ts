// What a search asks the index for, in one shape both databases translate: a tree of phrases
// restricted to fields, combined with AND and OR. A clause becomes a phrase per word it stands
// for (itself, the words it begins, the words one typo away), which is also what the TypeScript
// side matches when it marks a snippet, so the two can never disagree about what matched.
import type { SearchField } from "./indexRows.js";
import type { Clause } from "./query.js";

export const MATCH_KINDS = ["exact", "prefix", "fuzzy"] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

export type Match =
  | { all: Match[] }
  | { any: Match[] }
  /** These tokens, consecutive, within one of these fields. */
  | { fields: readonly SearchField[]; tokens: readonly string[] };

/** A clause with the token sequences each kind of match stands for. */
export interface ExpandedClause {
  clause: Clause;
  variants: Record<MatchKind, string[][]>;
}

/**
 * How much a match counts: the field first (title above heading above body; the context fields
 * title-above-a-section count least), then the kind (exact above prefix above fuzzy).
 */
const FIELD_WEIGHT: Record<SearchField, number> = { title: 3, heading: 2, body: 1, context: 0 };
const KIND_WEIGHT: Record<MatchKind, number> = { exact: 3, prefix: 2, fuzzy: 1 };

export function tierOf(field: SearchField, kind: MatchKind): number {
  return FIELD_WEIGHT[field] * 4 + KIND_WEIGHT[kind];
}

/** The clause's match of the given kinds within the given fields, or undefined if it has none. */
export function clauseMatch(
  expanded: ExpandedClause,
  kinds: readonly MatchKind[],
  fields: readonly SearchField[],
): Match | undefined {
  const phrases = kinds.flatMap((kind) => expanded.variants[kind]).map((tokens) => ({ fields, tokens }));
  if (phrases.length === 0) return undefined;
  return phrases.length === 1 ? phrases[0]! : { any: phrases };
}

export interface TokenMatch {
  kind: MatchKind;
  /** How many tokens the match covers. */
  length: number;
}

/** Finds where a clause matches in a field's tokens: the best kind of match starting at `index`. */
export type ClauseMatcher = (tokens: readonly string[], index: number) => TokenMatch | undefined;

export function clauseMatcher(expanded: ExpandedClause): ClauseMatcher {
  // Variants by their first token, best kind first, so each position costs one lookup.
  const byFirstToken = new Map<string, { kind: MatchKind; variant: string[] }[]>();
  for (const kind of MATCH_KINDS) {
    for (const variant of expanded.variants[kind]) {
      const list = byFirstToken.get(variant[0]!) ?? [];
      list.push({ kind, variant });
      byFirstToken.set(variant[0]!, list);
    }
  }
  return (tokens, index) => {
    for (const { kind, variant } of byFirstToken.get(tokens[index]!) ?? []) {
      if (variant.every((token, offset) => tokens[index + offset] === token)) return { kind, length: variant.length };
    }
    return undefined;
  };
}
