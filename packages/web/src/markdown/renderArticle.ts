// An article as the reader sees it: its Markdown (without a leading title that repeats the
// page's) and its tab group, rendered to sanitized HTML. The server runs this for first pages
// and article details; the browser only for articles that come from the article list.
import { type Article, type ArticleTab, type RenderedArticle, stripLeadingTitle } from "@rxdocs/contract";
import { renderMarkdown } from "./render";

export function renderArticle(
  article: Pick<Article, "articleMd" | "articleTitle" | "articleTabContent">,
): RenderedArticle {
  const { html, headings } = renderMarkdown(stripLeadingTitle(article.articleMd, article.articleTitle));
  const tabs = parseTabs(article.articleTabContent).map((tab) => ({
    label: tab.label,
    html: renderMarkdown(tab.md).html,
  }));
  return { html, headings, tabs };
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
