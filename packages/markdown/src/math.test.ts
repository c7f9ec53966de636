import { describe, expect, it } from "vitest";
import { headingText, lexArticle } from "./lex.js";
import { renderMarkdown } from "./render.js";
import type { Tokens } from "marked";

// A math renderer that shows what it was given, so that each test reads which TeX became a formula.
const renderMath = (tex: string, display: boolean) => `[${display ? "display" : "inline"}:${tex}]`;
const render = (markdown: string) => renderMarkdown(markdown, { sanitize: (html) => html, renderMath });

/** The formulas of `markdown`, in order, as `inline:…` or `display:…`. */
function formulas(markdown: string): string[] {
  const elements = render(markdown).html.matchAll(
    /class="rx-math[^"]*">\[(inline|display):([\s\S]*?)\]<\/(?:span|div)>/g,
  );
  return Array.from(elements, ([, kind, tex]) => `${kind}:${tex}`);
}

describe("inline formulas", () => {
  it("reads Docusaurus's example (remark-math)", () => {
    const markdown = [
      "Let $f\\colon[a,b]\\to\\R$ be Riemann integrable. Let $F\\colon[a,b]\\to\\R$ be",
      "$F(x)=\\int_{a}^{x} f(t)\\,dt$. Then $F$ is continuous, and at all $x$ such that",
      "$f$ is continuous at $x$, $F$ is differentiable at $x$ with $F'(x)=f(x)$.",
    ].join("\n");
    expect(formulas(markdown)).toEqual([
      "inline:f\\colon[a,b]\\to\\R",
      "inline:F\\colon[a,b]\\to\\R",
      "inline:F(x)=\\int_{a}^{x} f(t)\\,dt",
      "inline:F",
      "inline:x",
      "inline:f",
      "inline:x",
      "inline:F",
      "inline:x",
      "inline:F'(x)=f(x)",
    ]);
  });

  it("reads GitHub's examples: dollars, dollars with backticks, and an escaped dollar inside", () => {
    expect(formulas("This sentence uses `$` delimiters to show math inline: $\\sqrt{3x-1}+(1+x)^2$")).toEqual([
      "inline:\\sqrt{3x-1}+(1+x)^2",
    ]);
    expect(
      formulas("This sentence uses $\\` and \\`$ delimiters to show math inline: $`\\sqrt{3x-1}+(1+x)^2`$"),
    ).toEqual(["inline:\\sqrt{3x-1}+(1+x)^2"]);
    expect(formulas("This expression uses `\\$` to display a dollar sign: $`\\sqrt{\\$4}`$")).toEqual([
      "inline:\\sqrt{\\$4}",
    ]);
    expect(formulas("The price is $\\$4 + x$ today")).toEqual(["inline:\\$4 + x"]);
  });

  it("keeps GitHub's <span>$</span> a dollar sign beside a formula", () => {
    const { html } = render("To split <span>$</span>100 in half, we calculate $100/2$");
    expect(html).toBe(
      '<p>To split <span>$</span>100 in half, we calculate <span class="rx-math">[inline:100/2]</span></p>\n',
    );
  });

  it("reads VitePress's example (markdown-it-mathjax3), formulas in table cells included", () => {
    const markdown = [
      "When $a \\ne 0$, there are two solutions to $(ax^2 + bx + c = 0)$ and they are",
      "$$ x = {-b \\pm \\sqrt{b^2-4ac} \\over 2a} $$",
      "",
      "| equation | description |",
      "| -------- | ----------- |",
      "| $\\nabla \\cdot \\vec{\\mathbf{B}}  = 0$ | divergence of $\\vec{\\mathbf{B}}$ is zero |",
    ].join("\n");
    expect(formulas(markdown)).toEqual([
      "inline:a \\ne 0",
      "inline:(ax^2 + bx + c = 0)",
      "display:x = {-b \\pm \\sqrt{b^2-4ac} \\over 2a}",
      "inline:\\nabla \\cdot \\vec{\\mathbf{B}}  = 0",
      "inline:\\vec{\\mathbf{B}}",
    ]);
  });

  it("leaves prices, spaced dollars and escaped dollars as text", () => {
    for (const text of [
      "It costs $5 and $10.",
      "From $20,000 to $30,000.",
      "A $ sign alone, and $ x $ with spaces inside.",
      "Not closed: $x $ here.",
      "Not opened: $ y$ here.",
      "Followed by a digit: $x$5 stays text.",
      "Escaped: \\$x\\$ and \\$y$.",
      "Empty: $$$$.",
      "Blank: $$ $$.",
    ]) {
      const { html, features } = render(text);
      expect(html, text).not.toContain("rx-math");
      expect(features.math, text).toBe(false);
    }
    expect(render("Escaped: \\$x\\$ here").html).toBe("<p>Escaped: $x$ here</p>\n");
  });

  it("leaves code spans as code, and never reaches into one", () => {
    expect(render("Run `echo $HOME$` now").html).toBe("<p>Run <code>echo $HOME$</code> now</p>\n");
    expect(render("A $price `x$` here").html).toBe("<p>A $price <code>x$</code> here</p>\n");
    expect(formulas("Both $a$ and `$b$`")).toEqual(["inline:a"]);
  });

  it("reads $$…$$ inside a paragraph as a display formula", () => {
    const { html } = render("Before $$\\sum_{i=1}^n i$$ after");
    expect(html).toBe('<p>Before <span class="rx-math rx-math--display">[display:\\sum_{i=1}^n i]</span> after</p>\n');
    expect(render("x$$a$$").html).toBe('<p>x<span class="rx-math rx-math--display">[display:a]</span></p>\n');
  });
});

describe("display formulas", () => {
  it("reads Docusaurus's $$ block on its own lines", () => {
    const { html } = render("$$\nI = \\int_0^{2\\pi} \\sin(x)\\,dx\n$$");
    expect(html).toBe('<div class="rx-math rx-math--display">[display:I = \\int_0^{2\\pi} \\sin(x)\\,dx]</div>\n');
  });

  it("reads GitHub's $$ line under a paragraph, and its ```math fence, as the same block", () => {
    const formula = "\\left( \\sum_{k=1}^n a_k b_k \\right)^2 \\leq \\left( \\sum_{k=1}^n a_k^2 \\right)";
    const dollars = render(`**The Cauchy-Schwarz Inequality**\n$$${formula}$$`).html;
    const fence = render(`**The Cauchy-Schwarz Inequality**\n\n\`\`\`math\n${formula}\n\`\`\``).html;
    const expected = `<p><strong>The Cauchy-Schwarz Inequality</strong></p>\n<div class="rx-math rx-math--display">[display:${formula}]</div>\n`;
    expect(dollars).toBe(expected);
    expect(fence).toBe(expected);
  });

  it("keeps lines, blank ones included, and reads blocks inside lists and quotes", () => {
    expect(formulas("$$\\begin{array}{c}\na & b \\\\\n\nc & d\n\\end{array}$$")).toEqual([
      "display:\\begin{array}{c}\na & b \\\\\n\nc & d\n\\end{array}",
    ]);
    expect(formulas("- item\n\n  $$\n  x^2\n  $$\n\n> $$\n> y^2\n> $$")).toEqual(["display:x^2", "display:y^2"]);
  });

  it("ends at the first closing $$ and goes on with the Markdown after it", () => {
    const { html } = render("$$\na\n$$\n\nText with $b$.\n\n$$\nc\n$$");
    expect(html).toBe(
      '<div class="rx-math rx-math--display">[display:a]</div>\n' +
        '<p>Text with <span class="rx-math">[inline:b]</span>.</p>\n' +
        '<div class="rx-math rx-math--display">[display:c]</div>\n',
    );
  });

  it("leaves an unclosed $$ line as text in its paragraph", () => {
    expect(render("Total:\n$$ is not closed\nhere").html).toBe("<p>Total:\n$$ is not closed\nhere</p>\n");
  });
});

describe("formulas in the page", () => {
  it("marks the page as needing maths only when it has a formula", () => {
    expect(render("Plain text.").features.math).toBe(false);
    expect(render("With $x$.").features).toEqual({ math: true, diagrams: false });
    expect(render("```math\nx\n```").features.math).toBe(true);
  });

  it("leaves the TeX escaped and pending without a math renderer (the browser)", () => {
    const { html, features } = renderMarkdown("A $a<b \\& c$ and\n\n$$\n</div><script>x</script>\n$$", {
      sanitize: (html) => html,
    });
    expect(features.math).toBe(true);
    expect(html).toBe(
      '<p>A <span class="rx-math" data-pending="">a&lt;b \\&amp; c</span> and</p>\n' +
        '<div class="rx-math rx-math--display" data-pending="">&lt;/div&gt;&lt;script&gt;x&lt;/script&gt;</div>\n',
    );
  });

  it("inserts the math renderer's HTML after sanitizing", () => {
    const { html } = renderMarkdown("A $x$.", {
      sanitize: (html) => html.replace(/style="[^"]*"/g, ""),
      renderMath: () => '<span style="color:red">x</span>',
    });
    expect(html).toBe('<p>A <span class="rx-math"><span style="color:red">x</span></span>.</p>\n');
  });

  it("gives a heading with a formula the same text on the page, in its outline and in the search", () => {
    const markdown = "## Cost $O(n^2)$ in time";
    const server = render(markdown);
    const browser = renderMarkdown(markdown, { sanitize: (html) => html });
    const heading = lexArticle(markdown).find((token): token is Tokens.Heading => token.type === "heading");
    expect(server.headings).toEqual([{ depth: 2, text: "Cost O(n^2) in time", id: "cost-on2-in-time" }]);
    expect(browser.headings).toEqual(server.headings);
    expect(headingText(heading!)).toBe("Cost O(n^2) in time");
    expect(server.html).toContain(
      '<h2 id="cost-on2-in-time">Cost <span class="rx-math">[inline:O(n^2)]</span> in time',
    );
  });
});
