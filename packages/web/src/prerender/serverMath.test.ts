// @vitest-environment node
// Formulas as the server renders them: real KaTeX, and the real sanitizer over jsdom.
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "@rxdocs/markdown";
import { createSanitizer } from "../markdown/sanitize";
import { renderMath } from "./serverMath";

describe("renderMath (KaTeX on the server)", () => {
  it("draws a formula in HTML, with MathML beside it for screen readers", () => {
    const inline = renderMath("x^2", false);
    expect(inline).toMatch(/^<span class="katex">/);
    expect(inline).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML">');
    expect(inline).toContain('<annotation encoding="application/x-tex">x^2</annotation>');
    expect(inline).toContain('<span class="katex-html" aria-hidden="true">');
    expect(renderMath("x^2", true)).toMatch(/^<span class="katex-display">/);
  });

  it("shows a formula it cannot parse as its escaped source, marked as an error", () => {
    const html = renderMath("\\frac{1}{<img src=x onerror=alert(1)>", false);
    expect(html).toMatch(/^<span class="katex-error" title="ParseError: [^"]*"/);
    expect(html).toContain("\\frac{1}{&lt;img src=x onerror=alert(1)&gt;</span>");
    expect(html).not.toContain("<img");
  });

  it("trusts no command that links, embeds or adds markup", () => {
    for (const tex of ["\\href{javascript:alert(1)}{x}", "\\url{https://example.com}", "\\htmlClass{x}{y}"]) {
      const html = renderMath(tex, false);
      expect(html, tex).not.toMatch(/<a |class="x"/);
      expect(html, tex).toContain('style="color:#cc0000;"');
    }
    expect(renderMath("\\includegraphics{https://example.com/a.png}", false)).not.toContain("<img");
  });

  it("limits what one formula can cost", () => {
    expect(renderMath("\\rule{1000em}{1000em}", false)).toContain("border-right-width:20em");
    const endless = renderMath("\\def\\a{\\a\\a}\\a", false);
    expect(endless).toContain("katex-error");
    expect(endless).toContain("Too many expansions");
  });
});

describe("formulas through the sanitizer", () => {
  const sanitize = createSanitizer(new JSDOM("").window);

  it("keep KaTeX's inline styles, while an author's styles and scripts go", () => {
    const markdown = [
      'A formula $\\frac{a}{b}$ beside <span style="color:red" onclick="alert(1)">red</span>.',
      "",
      "<script>alert(1)</script>",
      "",
      "$$",
      "\\color{blue}{y} = x",
      "$$",
    ].join("\n");
    const { html, features } = renderMarkdown(markdown, { sanitize, renderMath });
    const dom = new JSDOM(html).window.document;

    expect(features.math).toBe(true);
    const inline = dom.querySelector("p > .rx-math > .katex")!;
    expect(inline.querySelector("math annotation")!.textContent).toBe("\\frac{a}{b}");
    expect(inline.querySelector(".katex-html [style]")).not.toBeNull();
    const display = dom.querySelector("div.rx-math--display > .katex-display")!;
    expect(display.querySelector('[style*="color:blue"]')).not.toBeNull();
    const authorSpan = Array.from(dom.querySelectorAll("p > span")).find((span) => span.textContent === "red")!;
    expect(authorSpan.getAttributeNames()).toEqual([]);
    expect(dom.querySelector("script")).toBeNull();
  });

  it("keep an invalid formula from breaking the Markdown after it", () => {
    const { html } = renderMarkdown("$$\n\\frac{1}{2\n$$\n\nThe text **after** it.", { sanitize, renderMath });
    expect(html).toMatch(
      /<div class="rx-math rx-math--display"><span class="katex-error"[^>]*>\\frac\{1\}\{2<\/span><\/div>/,
    );
    expect(html).toContain("<p>The text <strong>after</strong> it.</p>");
  });
});
