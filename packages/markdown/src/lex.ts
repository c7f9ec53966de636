// The Markdown tokens of an article as the renderer sees them, for the search: the same marked
// instance with every syntax family, so that the search walks the very blocks and headings the
// renderer gives ids to, in the same order.
import { visibleInlineText } from "@rxdocs/contract";
import { Parser, type Token, type Tokens } from "marked";
import { readCodeMarks } from "./codeMarks.js";
import { markdownParser } from "./render.js";

const inlineParser = new Parser(markdownParser.defaults);

/** The block tokens of a Markdown text, footnotes last, as `renderMarkdown` would render them. */
export function lexArticle(text: string): Token[] {
  const tokens = markdownParser.lexer(text);
  // parse() runs this between lexing and rendering: it moves the footnotes to the end, turns
  // alert blockquotes into callouts and resets the footnote extension for the next document.
  markdownParser.walkTokens(tokens, markdownParser.defaults.walkTokens ?? (() => undefined));
  return tokens;
}

/** A heading's text exactly as the renderer makes it before taking its slug. */
export function headingText(heading: Tokens.Heading): string {
  return visibleInlineText(inlineParser.parseInline(heading.tokens, inlineParser.textRenderer));
}

/** A code block's text as the page shows it: without the comments that mark its lines. */
export function codeText(code: Tokens.Code): string {
  return readCodeMarks(code.text).lines.join("\n");
}
