// The reader app's renderer: the Markdown dialect with the app's sanitizer. The server entry
// adds what only the server does (highlighting and formulas while rendering).
import type { Article, RenderedArticle } from "@rxdocs/contract";
import { type ArticleRenderOptions, renderArticle as renderWith } from "@rxdocs/markdown";
import { sanitizeHtml } from "./sanitize";

let serverOptions: Omit<ArticleRenderOptions, "sanitize"> = {};

/** Called once by the server entry: what it renders with besides the sanitizer. */
export function setServerRendering(options: Omit<ArticleRenderOptions, "sanitize">): void {
  serverOptions = options;
}

export function renderArticle(
  article: Pick<Article, "articleMd" | "articleTitle" | "articleTabContent">,
): RenderedArticle {
  return renderWith(article, { sanitize: sanitizeHtml, ...serverOptions });
}
