// The text a reader sees in Markdown tokens, for the index and the snippets: inline markup
// dropped, character references decoded, code kept (readers search for commands), footnote
// markers and HTML tags left out.
import type { Token, Tokens } from "marked";
import { decodeCharacterReferences } from "@rxdocs/contract";

/** GitHub's alert marker that opens a callout, e.g. `[!NOTE]`; the page shows a title instead. */
const CALLOUT_MARKER = /^\[!(?:NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\s*/i;
/** Elements whose content the page never shows (the sanitizer removes them). */
const HIDDEN_ELEMENTS = /<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi;
const TAG = /<[^>]*>/g;

/** The visible text of inline tokens, on one line. */
export function inlineText(tokens: readonly Token[]): string {
  return collapseSpaces(decodeCharacterReferences(rawInlineText(tokens)));
}

function rawInlineText(tokens: readonly Token[]): string {
  let text = "";
  for (const token of tokens) {
    if (token.type === "footnoteRef" || token.type === "html" || token.type === "checkbox") continue;
    if (token.type === "br") text += " ";
    else if ("tokens" in token && token.tokens) text += rawInlineText(token.tokens);
    else if ("text" in token && typeof token.text === "string") text += token.text;
  }
  return text;
}

/** The visible text of an HTML block, on one line. */
export function htmlText(html: string): string {
  return collapseSpaces(decodeCharacterReferences(html.replace(HIDDEN_ELEMENTS, " ").replace(TAG, " ")));
}

/** A callout's first paragraph without its marker. */
export function withoutCalloutMarker(text: string): string {
  return text.replace(CALLOUT_MARKER, "");
}

/** The texts of a table's cells, a row to a line. */
export function tableText(table: Tokens.Table): string {
  const rows = [table.header, ...table.rows];
  return rows.map((cells) => cells.map((cell) => inlineText(cell.tokens)).join(" ")).join("\n");
}

function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
