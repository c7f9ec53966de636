// Formulas in TeX, as Docusaurus (remark-math), VitePress (markdown-it-mathjax3) and GitHub write
// them: `$…$` inline, GitHub's $`…`$ inline, `$$…$$` as a display formula (a block of its own
// lines, or inside a paragraph), and ```math fences. The server renders them with KaTeX while
// rendering (RenderOptions.renderMath); the browser leaves them pending for KaTeX to render in
// the page.
//
// A formula is lexed as the token code of its kind would be: inline ones as codespans marked
// `formula`, display blocks as ```math fences. marked's text renderer then reads a formula as its
// TeX, as it reads code, so a heading's id and outline text, and the search's text, are the same
// on the server, in the browser and in the index.
import type { MarkedExtension, Tokens } from "marked";
import { escapeHtml } from "./escapeHtml.js";
import { currentRender } from "./renderContext.js";

/** The fence language (and the code token's) of a display formula. */
export const MATH_LANGUAGE = "math";

interface FormulaSpan extends Tokens.Codespan {
  formula: "inline" | "display";
}

// A `$$` block: from a line that starts with `$$` to the first `$$` that ends a line, with no
// `$$` between; blank lines inside belong to the formula, as in remark-math.
const DISPLAY_BLOCK = /^ {0,3}\$\$((?:\\[\s\S]|[^\\$]|\$(?!\$))*?)\$\$[ \t]*(?:\n+|$)/;
// Where a `$$` block may start inside the paragraph being lexed, or else the blank line that
// ends it. marked passes the paragraph from its second character: only a newline starts a line.
const DISPLAY_BLOCK_START = /\n(?:( {0,3}\$\$)|[ \t]*\n)/;
const DISPLAY_SPAN = /^\$\$((?:\\[\s\S]|[^\\$`])+?)\$\$/;
const GITHUB_SPAN = /^\$(`+)(?!`)([\s\S]*?[^`])\1\$/;
// A formula never takes a code span or an HTML tag in: GitHub's docs split dollars with
// `<span>$</span>`, and code keeps its dollars.
const CODE_OR_TAG = /`|<\/?[a-z][^>]*>/i;

export const mathExtension: MarkedExtension = {
  extensions: [
    {
      name: "displayFormula",
      level: "block",
      start(src) {
        const match = DISPLAY_BLOCK_START.exec(src);
        if (!match?.[1]) return undefined;
        return match.index + match[0].length - match[1].length;
      },
      tokenizer(src): Tokens.Code | undefined {
        const match = DISPLAY_BLOCK.exec(src);
        const tex = match?.[1]!.trim();
        if (!match || !tex) return undefined;
        return { type: "code", raw: match[0], lang: MATH_LANGUAGE, text: tex };
      },
    },
    {
      name: "inlineFormula",
      level: "inline",
      start(src) {
        const index = src.indexOf("$");
        return index < 0 ? undefined : index;
      },
      tokenizer(src): FormulaSpan | undefined {
        if (!src.startsWith("$")) return undefined;
        const match = lexInlineFormula(src);
        if (!match || !match.tex.trim() || CODE_OR_TAG.test(match.tex)) return undefined;
        return {
          type: "codespan",
          raw: match.raw,
          text: match.tex.trim(),
          formula: match.display ? "display" : "inline",
        };
      },
    },
  ],
  renderer: {
    codespan(token) {
      if (!isFormula(token)) return false;
      const display = token.formula === "display";
      return formulaElement("span", token.text, display);
    },
  },
};

/** A display formula as a block of its own: a `$$` block or a ```math fence. */
export function renderDisplayFormula(tex: string): string {
  return `${formulaElement("div", tex.trim(), true)}\n`;
}

function isFormula(token: Tokens.Codespan): token is FormulaSpan {
  return "formula" in token;
}

interface InlineMatch {
  raw: string;
  tex: string;
  display: boolean;
}

function lexInlineFormula(src: string): InlineMatch | undefined {
  const displaySpan = DISPLAY_SPAN.exec(src);
  if (displaySpan) return { raw: displaySpan[0], tex: displaySpan[1]!, display: true };
  if (src.startsWith("$$")) return undefined;
  const githubSpan = GITHUB_SPAN.exec(src);
  if (githubSpan) return { raw: githubSpan[0], tex: githubSpan[2]!, display: false };
  const end = closingDollar(src);
  return end === undefined ? undefined : { raw: src.slice(0, end + 1), tex: src.slice(1, end), display: false };
}

/**
 * The index of the `$` that closes the one `src` starts with, by pandoc's rule (which keeps
 * prices as text): the opening `$` is not followed by a space, the closing one is not preceded by
 * a space nor followed by a digit. `\$` is a dollar sign inside a formula, never its end.
 */
function closingDollar(src: string): number | undefined {
  if (!src[1] || /\s/.test(src[1])) return undefined;
  for (let index = 1; index < src.length; index += 1) {
    const character = src[index];
    if (character === "\\") index += 1;
    else if (character === "$" && !/\s/.test(src[index - 1]!) && !/\d/.test(src[index + 1] ?? "")) return index;
  }
  return undefined;
}

/**
 * The formula's element: KaTeX's HTML when the render has a math renderer (inserted after
 * sanitizing, as the sanitizer would strip its inline styles), or else the escaped TeX, pending
 * until KaTeX renders it in the page.
 */
function formulaElement(tag: "span" | "div", tex: string, display: boolean): string {
  const render = currentRender();
  render.features.math = true;
  const className = display ? "rx-math rx-math--display" : "rx-math";
  const { renderMath } = render.options;
  if (!renderMath) return `<${tag} class="${className}" data-pending="">${escapeHtml(tex)}</${tag}>`;
  return `<${tag} class="${className}">${render.trustedSlot(renderMath(tex, display))}</${tag}>`;
}
