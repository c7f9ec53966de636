export { renderMarkdown, type RenderedMarkdown } from "./render.js";
export { renderArticle, type ArticleRenderOptions } from "./renderArticle.js";
export type { CodeHighlighter, MathRenderer, RenderOptions } from "./renderContext.js";
export type { Heading } from "./headings.js";
export { headingText, lexArticle } from "./lex.js";
export { escapeHtml } from "./escapeHtml.js";
export { GRAMMAR_NAMES, type GrammarName, grammarForLanguage, grammarsUsedBy, languageOfFence } from "./languages.js";
export { highlightLines, splitHighlightedHtml } from "./highlightedLines.js";
export { type FenceInfo, parseFenceInfo } from "./fenceInfo.js";
