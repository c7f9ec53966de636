// Every admonition syntax gives the one callout markup.
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./render.js";

const html = (markdown: string) => renderMarkdown(markdown, { sanitize: (output) => output }).html;

describe("callout markup", () => {
  it("is the same for Docusaurus, VitePress and MkDocs admonitions", () => {
    const expected =
      '<div class="rx-callout rx-callout--warning" role="note" aria-labelledby="rx-callout-title-1">' +
      '<p class="rx-callout-title" id="rx-callout-title-1">Mind the <em>gap</em></p>\n<p>Between the train and the platform.</p>\n</div>\n';
    expect(html(":::warning Mind the *gap*\nBetween the train and the platform.\n:::")).toBe(expected);
    expect(html(":::warning[Mind the *gap*]\n\nBetween the train and the platform.\n\n:::")).toBe(expected);
    expect(html("::: warning Mind the *gap*\nBetween the train and the platform.\n:::")).toBe(expected);
    expect(html('!!! warning "Mind the *gap*"\n    Between the train and the platform.')).toBe(expected);
  });

  it("is the same for GitHub alerts and React Router's elements, titled after their kind", () => {
    const expected = html(":::warning\nBetween the train and the platform.\n:::");
    expect(html("> [!WARNING]\n> Between the train and the platform.")).toBe(expected);
    expect(html("<docs-warning>Between the train and the platform.</docs-warning>")).toBe(expected);
  });

  it("folds as a <details> with the title as its summary, alike in VitePress and MkDocs", () => {
    const expected =
      '<details class="rx-callout rx-callout--neutral"><summary class="rx-callout-title">More</summary>\n<p>Hidden.</p>\n</details>\n';
    expect(html("::: details More\nHidden.\n:::")).toBe(expected);
    expect(html('??? quote "More"\n    Hidden.')).toBe(expected);
  });

  it("marks a default title as a word of the interface, which the page translates, never an author's", () => {
    expect(html(":::note\nA\n:::")).toContain(
      '<p class="rx-callout-title" id="rx-callout-title-1" data-rx-word="article.callout.note">Note</p>',
    );
    expect(html(":::note Note\nA\n:::")).toContain('<p class="rx-callout-title" id="rx-callout-title-1">Note</p>');
    expect(html('!!! note ""\n    A')).toContain('role="note" aria-label="Note" data-rx-label="article.callout.note">');
    expect(html('!!! pied-piper ""\n    A')).toContain('role="note" aria-label="Pied-piper">');
  });
});
