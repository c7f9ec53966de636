// How containers (a callout, a tab) are lexed, alike in every syntax family: where a paragraph
// stops before one, its body as Markdown blocks of their own, and its title as inline Markdown
// with its plain text, which the search indexes (see packages/server/src/search/sections.ts).
import { visibleInlineText } from "@rxdocs/contract";
import type { Lexer, Token } from "marked";

/** Lexes a container's body as blockquotes do: as top-level blocks, restoring the lexer's state after. */
export function lexBody(lexer: Lexer, markdown: string): Token[] {
  const wasTop = lexer.state.top;
  lexer.state.top = true;
  const tokens = lexer.blockTokens(markdown, []);
  lexer.state.top = wasTop;
  return tokens;
}

export interface LexedTitle {
  /** The title as a reader sees it, without markup. */
  title: string;
  titleTokens: Token[];
}

/** Lexes a title written in inline Markdown (`Your Title **with** some _Markdown_`). */
export function lexTitle(lexer: Lexer, markdown: string): LexedTitle {
  // Lexed now rather than queued with the page's inline text, so that its plain text is known
  // while lexing; a reference link defined further down the page stays text in a title.
  const titleTokens = lexer.inlineTokens(markdown.trim());
  return { title: visibleInlineText(inlineSource(titleTokens)), titleTokens };
}

function inlineSource(tokens: readonly Token[]): string {
  let text = "";
  for (const token of tokens) {
    if (token.type === "br") text += " ";
    else if ("tokens" in token && token.tokens) text += inlineSource(token.tokens);
    else if (token.type !== "html" && "text" in token && typeof token.text === "string") text += token.text;
  }
  return text;
}

/**
 * Where a block extension's opening line (`laterLine`, which matches from the newline before it)
 * next occurs in `src`, for marked's `start`: a paragraph stops there. marked passes the text
 * from the second character of the current line, so only lines after a newline may count.
 * marked asks this for every paragraph with the whole rest of the page, so `markers` (text each
 * opening line holds one of) are looked for first: far cheaper than the pattern, on a page with none.
 */
export function startOfLaterLine(laterLine: RegExp, src: string, markers: readonly string[]): number | undefined {
  if (!markers.some((marker) => src.includes(marker))) return undefined;
  const match = laterLine.exec(src);
  return match ? match.index + 1 : undefined;
}
