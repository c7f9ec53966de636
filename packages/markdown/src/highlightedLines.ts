// Highlighted code as one piece of HTML per line. Each line of a code block is an element of its
// own (for its marks and its number), but a highlighter's token can run over several lines (a
// block comment, a template string): its span is closed at each line end and opened again on
// the next line. The server and the browser both highlight through here, so that they make the
// same markup.
import type { GrammarName } from "./languages.js";
import type { CodeHighlighter } from "./renderContext.js";

const TAG_OR_TEXT = /<(\/?)[^>]*>|[^<]+/g;

/**
 * Splits highlighted HTML (escaped text and `<span class="…">` elements, as highlight.js makes
 * it) at its line breaks into balanced HTML per line. Spans left with nothing in them are dropped.
 */
export function splitHighlightedHtml(html: string): string[] {
  const lines: string[] = [];
  /** The opening tags of the spans open at this point. */
  const open: string[] = [];
  /** How many of them, from the outermost, the current line has opened so far. */
  let openedOnLine = 0;
  let line = "";

  const addText = (text: string) => {
    if (!text) return;
    line += open.slice(openedOnLine).join("");
    openedOnLine = open.length;
    line += text;
  };

  for (const [token, closing] of html.matchAll(TAG_OR_TEXT)) {
    if (token.startsWith("<")) {
      if (!closing) open.push(token);
      else if (open.pop() !== undefined && openedOnLine > open.length) {
        line += token;
        openedOnLine = open.length;
      }
      continue;
    }
    const [first = "", ...others] = token.split("\n");
    addText(first);
    for (const text of others) {
      lines.push(line + "</span>".repeat(openedOnLine));
      line = "";
      openedOnLine = 0;
      addText(text);
    }
  }
  lines.push(line + "</span>".repeat(openedOnLine));
  return lines;
}

/** The lines of code highlighted in `grammar`, as HTML per line. */
export function highlightLines(lines: readonly string[], grammar: GrammarName, highlight: CodeHighlighter): string[] {
  return splitHighlightedHtml(highlight(lines.join("\n"), grammar));
}
