// A page's summary for search results and link previews: its author's `description`, else the
// first paragraph of the article as a reader sees it, cut at a word near 200 characters (what
// search engines show of a description before they cut it themselves).
import { lexArticle } from "@rxdocs/markdown";
import type { Tokens } from "marked";
import { inlineText } from "../../search/blockText.js";

export const SUMMARY_LENGTH = 200;

/** The summary of a page, or undefined when it has neither a description nor a paragraph. */
export function pageSummary(description: string | null | undefined, markdown: string): string | undefined {
  const text = description?.replace(/\s+/g, " ").trim() || firstParagraphText(markdown);
  return text ? cutAtWord(text, SUMMARY_LENGTH) : undefined;
}

/** The plain text of the article's first paragraph; headings, lists, code and callouts are passed over. */
export function firstParagraphText(markdown: string): string | undefined {
  for (const token of lexArticle(markdown)) {
    if (token.type !== "paragraph") continue;
    const text = inlineText((token as Tokens.Paragraph).tokens);
    if (text) return text;
  }
  return undefined;
}

/** The text cut at the last word that fits in `max` characters, with an ellipsis when cut. */
export function cutAtWord(text: string, max: number): string {
  const characters = [...text];
  if (characters.length <= max) return text;
  const head = characters.slice(0, max - 1).join("");
  const lastSpace = head.lastIndexOf(" ");
  // A text without spaces (a long word, or a language written without them) is cut where it must be.
  const cut = lastSpace > max / 2 ? head.slice(0, lastSpace) : head;
  return `${cut.replace(/[\s.,;:!?–—-]+$/u, "")}…`;
}
