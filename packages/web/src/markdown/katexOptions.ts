import type { KatexOptions } from "katex";

/**
 * How formulas render, the same on the server (serverMath.ts) and in the page (math.ts). An
 * author's TeX is untrusted: no \href, \url, \includegraphics or \html… commands, and limits on
 * what one formula can cost.
 */
export const KATEX_OPTIONS = {
  // The HTML draws the formula; the MathML beside it is what screen readers read.
  output: "htmlAndMathml",
  // A formula KaTeX cannot parse shows as its source, marked as an error, and the page goes on.
  throwOnError: false,
  trust: false,
  // No \rule or \kern larger than this many ems can cover the page.
  maxSize: 20,
  // Macros that expand without end (\def\a{\a\a}) stop here rather than hold the renderer.
  maxExpand: 1000,
  // LaTeX-compatibility warnings would go to the console for every reader and every render.
  strict: "ignore",
} as const satisfies KatexOptions;
