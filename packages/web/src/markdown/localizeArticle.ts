// The words the renderer writes into every article (its copy buttons, its heading links, a
// callout's default title, a field's flags, a table of contents' name…), put in the page's
// language. An article is rendered once for every language of the site that shows it (and cached
// so), so its interface words are put in where it is shown, on the server and in the browser
// alike. A copy button carries the words of its feedback too, for the page's inline script, which
// works before the app has started (copyCode.ts). Every other word is marked by the renderer with
// its message (packages/markdown/src/articleWords.ts): `data-rx-word` on an element whose whole
// text it is, `data-rx-label` on one whose aria-label it is.
import { UI_MESSAGES_EN } from "@rxdocs/contract";
import { escapeHtml } from "@rxdocs/markdown";
import type { Messages, UiTextKey } from "../i18n/messages";

const COPY_BUTTON = /<button type="button" class="rx-code-copy"[^>]*>[^<]*<\/button>/g;
const HEADING_LINK_NAME = / class="rx-heading-anchor"( href="[^"]*") aria-label="[^"]*"/g;
/** An element marked as a word, its opening tag, its text and its closing tag. */
const MARKED_WORD = /(<([a-z][a-z\d]*)(?:\s[^>]*)?\sdata-rx-word="([\w.]+)"[^>]*>)[^<]*(<\/\2>)/g;
/** The opening tag of an element whose aria-label is a marked word. */
const MARKED_LABEL = /<[a-z][a-z\d]*(?:\s[^>]*)?\sdata-rx-label="([\w.]+)"[^>]*>/g;
const ARIA_LABEL = / aria-label="[^"]*"/;
const NUMBER = / data-rx-number="(\d+)"/;

/** The messages an article may name: an author's HTML naming any other is left as it is. */
const ARTICLE_WORDS: ReadonlySet<string> = new Set(
  Object.keys(UI_MESSAGES_EN).filter((key) => key.startsWith("article.")),
);

export function localizeArticleHtml(html: string, messages: Messages): string {
  const attribute = (text: string) => `"${escapeHtml(text)}"`;
  const copyButton =
    `<button type="button" class="rx-code-copy" aria-label=${attribute(messages.text("code.copyCode"))}` +
    ` data-rx-copied=${attribute(messages.text("code.copied"))}` +
    ` data-rx-copy-failed=${attribute(messages.text("code.copyFailed"))}>${escapeHtml(messages.text("code.copy"))}</button>`;
  const headingLink = attribute(messages.text("page.headingLink"));
  /** The word an element's opening tag names, in the page's language; undefined for no word of ours. */
  const word = (key: string, openingTag: string): string | undefined => {
    if (!ARTICLE_WORDS.has(key)) return undefined;
    const number = NUMBER.exec(openingTag)?.[1];
    return messages.text(key as UiTextKey, number === undefined ? {} : { number });
  };
  return html
    .replace(COPY_BUTTON, () => copyButton)
    .replace(HEADING_LINK_NAME, (_, href: string) => ` class="rx-heading-anchor"${href} aria-label=${headingLink}`)
    .replace(MARKED_WORD, (whole, openingTag: string, _tag: string, key: string, closingTag: string) => {
      const text = word(key, openingTag);
      return text === undefined ? whole : `${openingTag}${escapeHtml(text)}${closingTag}`;
    })
    .replace(MARKED_LABEL, (openingTag: string, key: string) => {
      const text = word(key, openingTag);
      return text === undefined ? openingTag : openingTag.replace(ARIA_LABEL, () => ` aria-label=${attribute(text)}`);
    });
}
