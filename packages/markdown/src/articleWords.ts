// The words of the interface the renderer writes into an article (a callout's default title, a
// field's "required", a table of contents' name…). An article is rendered once for every language
// and cached, so each is written in English and marked with its message key: the page puts it in
// its own language where the article is shown (web/src/markdown/localizeArticle.ts).
//   <p class="rx-callout-title" data-rx-word="article.callout.note">Note</p>   the element's whole text
//   <nav aria-label="Table of contents" data-rx-label="article.toc">          its aria-label
import { UI_MESSAGES_EN, type UiMessageKey } from "@rxdocs/contract";
import { escapeHtml } from "./escapeHtml.js";

export type ArticleWordKey = Extract<UiMessageKey, `article.${string}`>;

/** The kinds of callout titled with a word of the interface: `note` for `article.callout.note`. */
export type CalloutWord = ArticleWordKey extends infer Key
  ? Key extends `article.callout.${infer Word}`
    ? Word
    : never
  : never;

export function isCalloutWord(name: string): name is CalloutWord {
  return Object.hasOwn(UI_MESSAGES_EN, `article.callout.${name}`);
}

/** The word in English, with the number it names (`Tab {number}`) put in. */
export function articleWord(key: ArticleWordKey, number?: number): string {
  const message: string = UI_MESSAGES_EN[key];
  return number === undefined ? message : message.replace("{number}", String(number));
}

/** The attributes that mark an element whose whole text is the word, and the number it names. */
export function wordMark(key: ArticleWordKey, number?: number): string {
  return ` data-rx-word="${key}"${number === undefined ? "" : ` data-rx-number="${number}"`}`;
}

/** A span whose whole text is the word, marked (`<span data-rx-word="…">default</span>`). */
export function markedWord(key: ArticleWordKey, className?: string): string {
  const classes = className ? ` class="${className}"` : "";
  return `<span${classes}${wordMark(key)}>${escapeHtml(articleWord(key))}</span>`;
}

/** An aria-label that is the word, marked; the two stay side by side for the page to find. */
export function wordLabel(key: ArticleWordKey): string {
  return ` aria-label="${escapeHtml(articleWord(key))}" data-rx-label="${key}"`;
}
