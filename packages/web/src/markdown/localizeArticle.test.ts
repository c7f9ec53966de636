// The renderer's words in an article, rendered and sanitized once, put in the page's language.
import { describe, expect, it } from "vitest";
import fa from "../i18n/catalogues/fa";
import fr from "../i18n/catalogues/fr";
import { createMessages, ENGLISH_MESSAGES } from "../i18n/messages";
import { renderMarkdown } from "../test-support/renderMarkdown";
import { localizeArticleHtml } from "./localizeArticle";

const ARTICLE = [
  "[[toc]]",
  "## Setup",
  ":::note\nA default title.\n:::",
  ":::warning Note\nThe author's own title.\n:::",
  '!!! tip ""\n    No title at all.',
  "??? question\n    Folded.",
  "::: field id {type=string required deprecated default=1}\nThe id.\n:::",
  "::: tabs\n== npm\nnpm i\n==\nyarn\n:::",
  "- [ ] ![](/a.png)\n- [ ] named",
].join("\n\n");

/** The article as a page in `lang` shows it, parsed for querying. */
function articleIn(messages = ENGLISH_MESSAGES): DocumentFragment {
  const template = document.createElement("template");
  template.innerHTML = localizeArticleHtml(renderMarkdown(ARTICLE).html, messages);
  return template.content;
}

const texts = (root: DocumentFragment, selector: string) =>
  Array.from(root.querySelectorAll(selector), (element) => element.textContent);
const labels = (root: DocumentFragment, selector: string) =>
  Array.from(root.querySelectorAll(selector), (element) => element.getAttribute("aria-label"));

describe("the renderer's words in an article", () => {
  it.each([
    {
      lang: "fr",
      catalogue: fr,
      titles: ["Remarque", "Note", "Question"],
      flags: ["obligatoire", "obsolète", "par défaut: 1"],
      names: ["Table des matières", "Astuce", "Tâche", "named"],
      tabs: ["npm", "Onglet 2"],
    },
    {
      lang: "fa",
      catalogue: fa,
      titles: ["یادداشت", "Note", "پرسش"],
      flags: ["الزامی", "منسوخ", "پیش\u200cفرض: 1"],
      names: ["فهرست مطالب", "نکته", "کار", "named"],
      tabs: ["npm", "زبانه 2"],
    },
  ])("are in the page's language, $lang, and an author's title stays as written", (page) => {
    const article = articleIn(createMessages(page.lang, page.catalogue));
    expect(texts(article, ".rx-callout-title")).toEqual(page.titles);
    expect(texts(article, ".rx-field__head > span:not(.rx-field__type)")).toEqual(page.flags);
    expect(labels(article, ".rx-toc, [role=note][aria-label], input")).toEqual(page.names);
    expect(texts(article, "[role=tab]")).toEqual(page.tabs);
  });

  it("stay in English on an English page, as the renderer wrote them", () => {
    const article = articleIn();
    expect(texts(article, ".rx-callout-title")).toEqual(["Note", "Note", "Question"]);
    expect(texts(article, ".rx-field__head > span:not(.rx-field__type)")).toEqual([
      "required",
      "deprecated",
      "default: 1",
    ]);
    expect(labels(article, ".rx-toc, [role=note][aria-label], input")).toEqual([
      "Table of contents",
      "Tip",
      "Task",
      "named",
    ]);
    expect(texts(article, "[role=tab]")).toEqual(["npm", "Tab 2"]);
  });

  it("take the site's own wording of a word", () => {
    const messages = createMessages("fr", fr, { "article.callout.note": "À savoir" });
    expect(texts(articleIn(messages), ".rx-callout-title")[0]).toBe("À savoir");
  });

  it("are only the messages of articles: an author's mark naming another is left as written", () => {
    const html = '<p data-rx-word="page.notFound">Mine</p><p data-rx-word="article.nothing">Mine too</p>';
    expect(localizeArticleHtml(html, createMessages("fr", fr))).toBe(html);
  });
});
