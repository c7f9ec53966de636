// The one markup of every admonition, whichever syntax wrote it (GitHub alerts, Docusaurus and
// VitePress containers, MkDocs admonitions): a box in one of a few tones, titled, either a note
// region named by its title or a `<details>` that folds under its `<summary>`.
import type { Lexer, MarkedExtension, Parser, Token, Tokens } from "marked";
import { type ArticleWordKey, articleWord, type CalloutWord, wordLabel, wordMark } from "./articleWords.js";
import { lexBody, lexTitle } from "./containerLexing.js";
import { escapeHtml } from "./escapeHtml.js";
import { currentRender } from "./renderContext.js";

/** The colours a callout comes in; every dialect maps its kinds onto these. */
export type CalloutTone = "note" | "tip" | "important" | "warning" | "danger" | "neutral";

/**
 * A kind of callout: its tone and the title it shows when the author writes none, a word of the
 * interface (`note` for the message article.callout.note), or the text of a kind the reader does
 * not know, which is titled after its own name.
 */
export interface CalloutKind {
  tone: CalloutTone;
  defaultTitle: CalloutWord | { text: string };
}

export interface CalloutToken extends Tokens.Generic {
  type: "callout";
  tone: CalloutTone;
  defaultTitle: CalloutKind["defaultTitle"];
  /** The title the author wrote, as plain text; "" for no title at all (MkDocs' `!!! note ""`). */
  title?: string;
  titleTokens: Token[];
  /** Set for a callout that folds: whether it starts open. */
  collapsible?: "open" | "closed";
  tokens: Token[];
}

export interface CalloutSource {
  kind: CalloutKind;
  /** The title in inline Markdown, or undefined for the kind's default title. */
  titleMarkdown?: string;
  body: string;
  collapsible?: "open" | "closed";
}

/** A callout token, with its body and title lexed. */
export function calloutToken(lexer: Lexer, raw: string, source: CalloutSource): CalloutToken {
  const { kind, titleMarkdown, collapsible } = source;
  // A folding callout needs something to click: it keeps its default title rather than none.
  const hasTitle = titleMarkdown !== undefined && (titleMarkdown.trim() !== "" || !collapsible);
  const title = hasTitle ? lexTitle(lexer, titleMarkdown) : { titleTokens: [] };
  return {
    type: "callout",
    raw,
    tone: kind.tone,
    defaultTitle: kind.defaultTitle,
    ...title,
    ...(collapsible && { collapsible }),
    tokens: lexBody(lexer, source.body),
  };
}

/** Renders callout tokens, from every syntax family. */
export const calloutMarkup: MarkedExtension = {
  extensions: [
    {
      name: "callout",
      renderer(token) {
        return renderCallout(token as CalloutToken, this.parser);
      },
    },
  ],
};

function renderCallout(callout: CalloutToken, parser: Parser): string {
  const classes = `rx-callout rx-callout--${callout.tone}`;
  const fallback = defaultTitle(callout.defaultTitle);
  // Only a default title is marked as the interface's word: an author's title stays as written.
  const titleMark = callout.title === undefined && fallback.key ? wordMark(fallback.key) : "";
  const titleHtml = () =>
    callout.title === undefined ? escapeHtml(fallback.text) : parser.parseInline(callout.titleTokens);
  if (callout.collapsible) {
    const open = callout.collapsible === "open" ? " open" : "";
    const summary = `<summary class="rx-callout-title"${titleMark}>${titleHtml()}</summary>`;
    return `<details class="${classes}"${open}>${summary}\n${parser.parse(callout.tokens)}</details>\n`;
  }
  if (callout.title === "") {
    const label = fallback.key ? wordLabel(fallback.key) : ` aria-label="${escapeHtml(fallback.text)}"`;
    return `<div class="${classes}" role="note"${label}>\n${parser.parse(callout.tokens)}</div>\n`;
  }
  // Taken before the body renders, so that ids follow the page's reading order.
  const titleId = currentRender().nextId("callout-title");
  const title = `<p class="rx-callout-title" id="${titleId}"${titleMark}>${titleHtml()}</p>`;
  return `<div class="${classes}" role="note" aria-labelledby="${titleId}">${title}\n${parser.parse(callout.tokens)}</div>\n`;
}

/** A kind's default title in English, and the message it is, if it is a word of the interface. */
function defaultTitle(title: CalloutKind["defaultTitle"]): { text: string; key?: ArticleWordKey } {
  if (typeof title !== "string") return { text: title.text };
  const key = `article.callout.${title}` as const;
  return { text: articleWord(key), key };
}
