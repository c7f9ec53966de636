export { renderMarkdown, type RenderedMarkdown } from "./render.js";
export { renderArticle, type ArticleRenderOptions } from "./renderArticle.js";
export type { CodeHighlighter, MathRenderer, RenderOptions } from "./renderContext.js";
export type { Heading } from "./headings.js";
export { headingText, lexArticle } from "./lex.js";
export { escapeHtml } from "./escapeHtml.js";
export { type GrammarName, grammarForLanguage, languageOfFence } from "./languages.js";
export { type FenceInfo, parseFenceInfo } from "./fenceInfo.js";
