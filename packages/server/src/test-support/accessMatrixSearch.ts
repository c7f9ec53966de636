// The search, asked for a page's word (as it is, by its prefix, with a typo, or misspelt for a
// suggestion): its hits must be exactly the pages the reader may read that hold the word, and
// only a misspelling of such a word may come back as a suggestion (the search's vocabulary spans
// every page, so a suggestion is one more way a gated word could leave the server).
import { API_PATHS, type SearchAnswer } from "@rxdocs/contract";
import { COMMON_WORD, type MatrixSlot, markersOf } from "./accessMatrixContent.js";
import { apiCall, type ApiTransport } from "./accessMatrixTransports.js";
import { allowedFor, Judgement, type MatrixContext, parseJson } from "./accessMatrixJudge.js";
import type { Credential, Grant } from "./accessRules.js";

/** The published pages of the slot the grant may read whose text holds the word. */
function pagesHolding(ctx: MatrixContext, slot: MatrixSlot, grant: Grant, word: string): Set<string> {
  const readable = ctx.rules.readablePages(slot.name, grant);
  const holding = ctx.rules.tree(slot.name).filter((menu) => {
    const { name, body, heading, tab } = markersOf(menu.content);
    return readable.has(menu.code) && [COMMON_WORD, name, body, heading, tab].includes(word);
  });
  return new Set(holding.map((menu) => menu.code));
}

/**
 * How a word is searched for: as it is, by its first eight letters, with one letter wrong (the
 * search forgives one typo in a long word), or with two wrong (too many: no hits, but the word
 * as a suggestion when a page the reader may see holds it).
 */
export type SearchMode = "exact" | "prefix" | "typo" | "misspelt";

const shiftLetter = (letter: string, by: number) => String.fromCharCode(97 + ((letter.charCodeAt(0) - 97 + by) % 26));

function keywordFor(word: string, mode: SearchMode): string {
  if (mode === "prefix") return word.slice(0, 8);
  if (mode === "typo") return word.slice(0, 6) + shiftLetter(word[6]!, 1) + word.slice(7);
  // The last two letters move by one and two places, so never into each other (a swap is one typo).
  if (mode === "misspelt") return word.slice(0, -2) + shiftLetter(word.at(-2)!, 1) + shiftLetter(word.at(-1)!, 2);
  return word;
}

/** A search for a word: its hits are the readable pages that hold it, and only a misspelling gets a suggestion. */
export async function askSearch(
  ctx: MatrixContext,
  slot: MatrixSlot,
  credential: Credential,
  transport: ApiTransport,
  word: string,
  mode: SearchMode = "exact",
) {
  const outcome = ctx.rules.outcome(credential, "search", transport);
  const keyword = keywordFor(word, mode);
  const answer = await apiCall(ctx.client, API_PATHS.search, { keyword, pageSize: 50 }, slot, credential, transport);
  const items = word === COMMON_WORD ? ctx.rules.tree(slot.name).length : 1;
  const asked = { slot, credential, channel: "search", transport, subject: `${mode} ${keyword}`, items } as const;
  const judged = new Judgement(ctx, asked, answer, outcome, allowedFor(ctx, slot, outcome));
  if (!judged.answered || !judged.expectStatus(200)) return;
  const { data } = parseJson(answer.text) as { data: SearchAnswer };
  const holding = pagesHolding(ctx, slot, judged.answered.grant, word);
  const dueHits = mode === "misspelt" ? new Set<string>() : holding;
  judged.compareSets("the hits", new Set(data.hits.map((hit) => hit.menuCode)), dueHits);
  const dueSuggestion = mode === "misspelt" && holding.size > 0 ? word : undefined;
  if (data.suggestion !== undefined && data.suggestion !== dueSuggestion) {
    judged.leak(`suggests ${data.suggestion}`);
  } else if (data.suggestion !== dueSuggestion) judged.mismatch(`does not suggest ${word}`);
}
