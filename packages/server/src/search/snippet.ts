// The passage shown under a hit: about a line of the section's text around the place where the
// most clauses of the query match close together, cut at word boundaries, with the matches marked.
import type { SnippetPart } from "@rxdocs/contract";
import type { Span } from "./scoreSection.js";

/** About how long a snippet is, in UTF-16 units. */
const SNIPPET_LENGTH = 180;
/** How much text comes before the first match shown. */
const LEAD = 50;
const ELLIPSIS = "…";

export function snippetOf(text: string, spans: readonly Span[]): SnippetPart[] {
  if (!text) return [];
  const ordered = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const anchor = bestAnchor(ordered);
  const start = anchor === undefined ? 0 : wordStartAtOrAfter(text, Math.max(0, anchor.start - LEAD), anchor.start);
  const end = wordEndAtOrBefore(text, Math.min(text.length, start + SNIPPET_LENGTH), anchor?.end ?? start);
  const parts: SnippetPart[] = [];
  const push = (piece: string, match: boolean) => {
    const clean = piece.replace(/\s+/g, " ");
    if (clean) parts.push(match ? { text: clean, match: true } : { text: clean });
  };
  if (start > 0) push(ELLIPSIS, false);
  let at = start;
  for (const span of ordered) {
    if (span.start < at || span.end > end) continue;
    push(text.slice(at, span.start), false);
    push(text.slice(span.start, span.end), true);
    at = span.end;
  }
  push(text.slice(at, end), false);
  if (end < text.length) push(ELLIPSIS, false);
  return mergeText(parts);
}

/** The span from which a snippet's length of text holds the most different clauses. */
function bestAnchor(spans: readonly Span[]): Span | undefined {
  let best: Span | undefined;
  let bestCount = 0;
  for (const [i, anchor] of spans.entries()) {
    const clauses = new Set<number>();
    for (let j = i; j < spans.length && spans[j]!.end <= anchor.start + SNIPPET_LENGTH - LEAD; j++) {
      clauses.add(spans[j]!.clause);
    }
    if (clauses.size > bestCount) [best, bestCount] = [anchor, clauses.size];
  }
  return best;
}

/** Moves `position` forward to the start of a word, never past `limit`. */
function wordStartAtOrAfter(text: string, position: number, limit: number): number {
  if (position === 0) return 0;
  const space = text.slice(position, limit).search(/\s/);
  return space < 0 ? position : position + space + 1;
}

/** Moves `position` back to the end of a word, never before `limit`. */
function wordEndAtOrBefore(text: string, position: number, limit: number): number {
  if (position >= text.length) return text.length;
  const space = text.slice(limit, position).search(/\s\S*$/);
  return space < 0 ? position : limit + space;
}

/** Joins neighbouring unmarked parts (an ellipsis and the text after it). */
function mergeText(parts: SnippetPart[]): SnippetPart[] {
  const merged: SnippetPart[] = [];
  for (const part of parts) {
    const last = merged.at(-1);
    if (last && !last.match && !part.match) last.text += part.text;
    else merged.push({ ...part });
  }
  return merged;
}
