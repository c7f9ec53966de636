// MkDocs admonitions and collapsible blocks, on snippets of Material for MkDocs' "Admonitions" page.
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./render.js";

const html = (markdown: string) => renderMarkdown(markdown, { sanitize: (output) => output }).html;
const LOREM = "    Lorem ipsum dolor sit amet, consectetur adipiscing elit. Nulla et euismod\n    nulla.";

describe("MkDocs admonitions", () => {
  it("renders a titled callout with its indented content", () => {
    expect(html(`!!! note\n${LOREM}`)).toBe(
      '<div class="rx-callout rx-callout--note" role="note" aria-labelledby="rx-callout-title-1">' +
        '<p class="rx-callout-title" id="rx-callout-title-1" data-rx-word="article.callout.note">Note</p>\n' +
        "<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit. Nulla et euismod\nnulla.</p>\n</div>\n",
    );
  });

  it('takes a quoted title with inline Markdown, and "" for no title at all', () => {
    expect(html(`!!! note "Phasellus posuere in *sem* ut cursus"\n${LOREM}`)).toContain(
      '<p class="rx-callout-title" id="rx-callout-title-1">Phasellus posuere in <em>sem</em> ut cursus</p>',
    );
    expect(html(`!!! note ""\n${LOREM}`)).toMatch(
      /^<div class="rx-callout rx-callout--note" role="note" aria-label="Note" data-rx-label="article.callout.note">\n<p>Lorem/,
    );
  });

  it("holds embedded content: paragraphs, code blocks, nested admonitions", () => {
    const markdown = [
      "!!! note",
      LOREM,
      "",
      "    ``` python",
      "    def bubble_sort(items):",
      "        for i in range(len(items)):",
      "            pass",
      "    ```",
      "",
      "    !!! warning",
      "        Nested.",
      "",
      "    Nunc eu odio eleifend.",
      "",
      "After the admonition.",
    ].join("\n");
    const output = html(markdown);
    expect(output).toContain(
      '<code class="language-python"><span class="rx-line">def bubble_sort(items):</span>\n<span class="rx-line">    for i in range(len(items)):</span>\n<span class="rx-line">        pass</span></code>',
    );
    expect(output).toMatch(
      /rx-callout--warning.*<p>Nested.<\/p>\n<\/div>\n<p>Nunc eu odio eleifend.<\/p>\n<\/div>\n<p>After the admonition.<\/p>\n$/s,
    );
  });

  it("folds ??? blocks into a closed <details>, and ???+ into an open one", () => {
    expect(html(`??? note\n${LOREM}`)).toMatch(
      /^<details class="rx-callout rx-callout--note"><summary class="rx-callout-title" data-rx-word="article.callout.note">Note<\/summary>\n<p>Lorem/,
    );
    expect(html(`???+ note "Open"\n${LOREM}`)).toMatch(
      /^<details class="rx-callout rx-callout--note" open><summary class="rx-callout-title">Open<\/summary>/,
    );
    expect(html(`??? tip ""\n${LOREM}`)).toContain(
      '<summary class="rx-callout-title" data-rx-word="article.callout.tip">Tip</summary>',
    );
  });

  it.each([
    ["note", "note"],
    ["seealso", "note"],
    ["abstract", "note"],
    ["summary", "note"],
    ["tldr", "note"],
    ["info", "note"],
    ["todo", "note"],
    ["question", "note"],
    ["help", "note"],
    ["faq", "note"],
    ["tip", "tip"],
    ["hint", "tip"],
    ["important", "tip"],
    ["success", "tip"],
    ["check", "tip"],
    ["done", "tip"],
    ["warning", "warning"],
    ["caution", "warning"],
    ["attention", "warning"],
    ["failure", "danger"],
    ["fail", "danger"],
    ["missing", "danger"],
    ["danger", "danger"],
    ["error", "danger"],
    ["bug", "danger"],
    ["example", "important"],
    ["quote", "neutral"],
    ["cite", "neutral"],
    ["pied-piper", "note"],
  ])("gives !!! %s the %s tone, titled after the kind", (kind, tone) => {
    const title = kind.charAt(0).toUpperCase() + kind.slice(1);
    // Material's kinds are titled with a word of the interface; another kind with its own name.
    const mark = kind === "pied-piper" ? "" : ` data-rx-word="article.callout.${kind}"`;
    expect(html(`!!! ${kind}\n    Text.`)).toContain(
      `<div class="rx-callout rx-callout--${tone}" role="note" aria-labelledby="rx-callout-title-1"><p class="rx-callout-title" id="rx-callout-title-1"${mark}>${title}</p>`,
    );
  });

  it("ignores layout words after the kind and ends at the first line indented less", () => {
    expect(html("!!! info inline end\n    Beside.\nNot inside.")).toMatch(
      /rx-callout--note.*>Info<\/p>\n<p>Beside.<\/p>\n<\/div>\n<p>Not inside.<\/p>\n$/s,
    );
    expect(html("!!! warning\n\nNo indented content.")).toMatch(
      /rx-callout--warning.*<\/div>\n<p>No indented content.<\/p>/s,
    );
  });

  it("leaves !!! lines in code blocks and sentences alone", () => {
    expect(html("```\n!!! note\n    code\n```")).not.toContain("rx-callout");
    expect(html("Wow!!! note this")).toBe("<p>Wow!!! note this</p>\n");
    expect(html("Wait\n??? really?")).toBe("<p>Wait\n??? really?</p>\n");
  });
});
