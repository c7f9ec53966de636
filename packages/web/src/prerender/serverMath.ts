// Formulas rendered on the server, while the article is: a page arrives with its formulas drawn,
// and the browser needs only KaTeX's stylesheet and fonts, never its code.
import { escapeHtml, type MathRenderer } from "@rxdocs/markdown";
import katex from "katex";
import { KATEX_OPTIONS } from "../markdown/katexOptions";

export const renderMath: MathRenderer = (tex, display) => {
  try {
    return katex.renderToString(tex, { ...KATEX_OPTIONS, displayMode: display });
  } catch {
    // KaTeX reports parse errors in its output; anything else it throws must not lose the page.
    return `<span class="katex-error">${escapeHtml(tex)}</span>`;
  }
};
