// The Markdown tokens of an article as the reader app's renderer sees them: marked with GitHub
// flavour and footnotes, lexed the same way, so that the search walks the very headings the
// renderer gives ids to, in the same order. (The callout extension only renames blockquotes, and
// the renderer's other overrides change markup, never which headings exist.)
import { Marked, Parser, type Token, type Tokens } from "marked";
import markedFootnote from "marked-footnote";
import { visibleInlineText } from "@rxdocs/contract";

const markdown = new Marked({ gfm: true }, markedFootnote());
const inlineParser = new Parser(markdown.defaults);

/** The block tokens of a Markdown text, footnotes last, as `marked.parse` would render them. */
export function lexArticle(text: string): Token[] {
  const tokens = markdown.lexer(text);
  // parse() runs this between lexing and rendering: it moves the footnotes to the end and
  // resets the footnote extension's state for the next document.
  markdown.walkTokens(tokens, markdown.defaults.walkTokens ?? (() => undefined));
  return tokens;
}

/** A heading's text exactly as the renderer makes it before taking its slug. */
export function headingText(heading: Tokens.Heading): string {
  return visibleInlineText(inlineParser.parseInline(heading.tokens, inlineParser.textRenderer));
}
