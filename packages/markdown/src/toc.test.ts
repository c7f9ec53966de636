// VitePress' [[toc]].
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./render.js";

const html = (markdown: string) => renderMarkdown(markdown, { sanitize: (output) => output }).html;

describe("[[toc]]", () => {
  it("lists the page's h2 and h3 headings as links, those after it included, each h3 under its h2", () => {
    const output = html(
      "# Title\n\n[[toc]]\n\n## Install\n\n### With npm\n\n### With *yarn*\n\n#### Deep\n\n## Use it & enjoy",
    );
    expect(output).toContain(
      '<nav class="rx-toc" aria-label="Table of contents" data-rx-label="article.toc"><ul>' +
        '<li><a href="#install">Install</a><ul><li><a href="#with-npm">With npm</a></li><li><a href="#with-yarn">With yarn</a></li></ul></li>' +
        '<li><a href="#use-it--enjoy">Use it &amp; enjoy</a></li>' +
        "</ul></nav>",
    );
    expect(output).not.toContain("[[toc]]");
  });

  it("lists an h3 that comes before any h2 on its own", () => {
    expect(html("[[toc]]\n\n### Early\n\n## Later\n\n### Under")).toContain(
      '<ul><li><a href="#early">Early</a></li><li><a href="#later">Later</a><ul><li><a href="#under">Under</a></li></ul></li></ul>',
    );
  });

  it("renders nothing on a page without headings, and stays text inside a sentence", () => {
    expect(html("[[toc]]\n\nText")).toBe("<p>Text</p>\n");
    expect(html("Write [[toc]] on a line of its own")).toBe("<p>Write [[toc]] on a line of its own</p>\n");
  });

  it("is made before sanitizing, so the sanitizer sees it", () => {
    const seen: string[] = [];
    renderMarkdown("[[toc]]\n\n## A", { sanitize: (output) => (seen.push(output), output) });
    expect(seen[0]).toContain('<a href="#a">A</a>');
  });
});
