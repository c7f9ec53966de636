// The words of the reader's interface on a page, apart from the site's own content (the article,
// its title, the names of its pages): its visible text and the names, titles and placeholders of
// its controls, and the words the renderer writes into articles (copy buttons, heading links, and
// every word it marks as the interface's: a callout's default title, a field's flags, a table of
// contents' name…). Checked against the English catalogue's words, a page in another language
// shows which English ones are left.
import { UI_MESSAGES_EN, type UiMessages } from "@rxdocs/contract";
import type { Page } from "playwright-core";

/** The site's content, which speaks for itself: not the interface's words. */
const CONTENT = [".rx-markdown", "#rx-article-title", ".rx-tree", ".rx-section-links", ".rx-brand", "kbd"];
/** The renderer's elements in an article whose names are the interface's words. */
const ARTICLE_NAMED = ".rx-code-copy, .rx-heading-anchor, [data-rx-label]";
/** The renderer's elements in an article whose text is the interface's words. */
const ARTICLE_WORDS = ".rx-code-copy, [data-rx-word]";

export function interfaceTexts(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ content, articleNamed, articleWords }) => {
      const isContent = (element: Element) => content.some((selector) => element.closest(selector));
      const texts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || isContent(parent) || parent.closest("script, style, [hidden]")) continue;
        if (node.textContent?.trim()) texts.push(node.textContent.trim());
      }
      for (const element of Array.from(document.body.querySelectorAll("[aria-label], [title], [placeholder]"))) {
        if (isContent(element) && !element.matches(articleNamed)) continue;
        for (const name of ["aria-label", "title", "placeholder"]) {
          const value = element.getAttribute(name);
          if (value) texts.push(value);
        }
      }
      for (const word of Array.from(document.querySelectorAll(articleWords))) texts.push(word.textContent ?? "");
      return texts;
    },
    { content: CONTENT, articleNamed: ARTICLE_NAMED, articleWords: ARTICLE_WORDS },
  );
}

const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
const messageTexts = (catalogue: UiMessages | typeof UI_MESSAGES_EN) =>
  Object.values(catalogue).flatMap((message) => (typeof message === "string" ? [message] : Object.values(message)));

/** The English interface words in `texts` that the language's own catalogue does not use too ("Menu", "Version"). */
export function englishWordsIn(texts: readonly string[], catalogue: UiMessages): string[] {
  const shared = new Set(messageTexts(catalogue).flatMap(wordsOf));
  const english = new Set(
    messageTexts(UI_MESSAGES_EN)
      .map((message) => message.replace(/\{\w+\}/g, ""))
      .flatMap(wordsOf)
      .filter((word) => !shared.has(word)),
  );
  return [...new Set(texts.flatMap(wordsOf).filter((word) => english.has(word)))];
}
