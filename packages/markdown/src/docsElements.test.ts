// React Router's and Remix's admonitions, on snippets of React Router's docs.
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./render.js";

const html = (markdown: string) => renderMarkdown(markdown, { sanitize: (output) => output }).html;

describe("<docs-info> and its kin", () => {
  it("is a callout of its kind, its inline Markdown rendered, on one line or several", () => {
    const oneLine = html(
      "<docs-info>We try to support the same set of [serializable types][types].</docs-info>\n\n" +
        "[types]: https://react.dev/reference/rsc/use-client#serializable-types",
    );
    expect(oneLine).toMatch(
      /^<div class="rx-callout rx-callout--note" role="note" aria-labelledby="rx-callout-title-1">/,
    );
    expect(oneLine).toContain(
      '<p class="rx-callout-title" id="rx-callout-title-1" data-rx-word="article.callout.info">Info</p>',
    );
    expect(oneLine).toContain('<a href="https://react.dev/reference/rsc/use-client#serializable-types"');
    expect(oneLine).not.toContain("docs-info");

    const lines = html(
      "<docs-info>Data Routers should not be held in React state. You should create your router\n" +
        "once outside of the React tree and pass it to `<RouterProvider>`.</docs-info>\n\nAfter.",
    );
    expect(lines).toContain("once outside of the React tree and pass it to <code>&lt;RouterProvider&gt;</code>.</p>");
    expect(lines).toMatch(/<\/div>\n<p>After.<\/p>\n$/);
  });

  it("holds blocks of Markdown between blank lines", () => {
    const output = html(
      "Text before.\n<docs-warning>\n\nSince React 19, use the built-in `<meta>` element.\n\n```tsx\nexport function meta() {}\n```\n\n</docs-warning>",
    );
    expect(output).toMatch(/^<p>Text before.<\/p>\n<div class="rx-callout rx-callout--warning"/);
    expect(output).toContain(">Warning</p>");
    expect(output).toContain("<pre");
    expect(output).not.toContain("docs-warning");
  });

  it("gives error and success their tones", () => {
    expect(html("<docs-error>Never.</docs-error>")).toContain('class="rx-callout rx-callout--danger"');
    expect(html("<docs-success>Done.</docs-success>")).toContain('class="rx-callout rx-callout--tip"');
  });

  it("stays HTML when it is never closed, or inside a sentence", () => {
    expect(html("<docs-info>Unclosed")).toBe("<p><docs-info>Unclosed</p>\n");
    expect(html("See <docs-info>this</docs-info>.")).toBe("<p>See <docs-info>this</docs-info>.</p>\n");
  });
});
