// An article as the reader sees it: its Markdown (without a leading title that repeats the
// page's) and its tab group, rendered to sanitized HTML. The server renders it for first pages
// and article details; the browser only for articles that come from the article list.
import { type Article, type ArticleTab, type RenderedArticle, stripLeadingTitle } from "@rxdocs/contract";
import { renderMarkdown } from "./render.js";
import type { RenderOptions } from "./renderContext.js";

export type ArticleRenderOptions = Omit<RenderOptions, "idPrefix">;

export function renderArticle(
  article: Pick<Article, "articleMd" | "articleTitle" | "articleTabContent">,
  options: ArticleRenderOptions,
): RenderedArticle {
  const body = renderMarkdown(stripLeadingTitle(article.articleMd, article.articleTitle), options);
  const features = { ...body.features };
  // Each tab is rendered on its own; its ids start with its own prefix, so none repeats the body's.
  const tabs = parseTabs(article.articleTabContent).map((tab, index) => {
    const rendered = renderMarkdown(tab.md, { ...options, idPrefix: `t${index}-` });
    features.math ||= rendered.features.math;
    features.diagrams ||= rendered.features.diagrams;
    return { label: tab.label, html: rendered.html };
  });
  return { html: body.html, headings: body.headings, tabs, features };
}

/** The tabs of articleTabContent; none when it is empty or not a list of tabs. */
function parseTabs(content: string | null): ArticleTab[] {
  if (!content) return [];
  try {
    const parsed = JSON.parse(content) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (tab): tab is ArticleTab => typeof tab?.label === "string" && typeof tab?.md === "string" && tab.label !== "",
    );
  } catch {
    return [];
  }
}
