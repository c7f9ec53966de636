// The one place that decides which article fields go out and under which names.
import type { Article, ArticleAttribute, ArticleStatus, RenderArticle, RenderedArticle } from "@rxdocs/contract";
import { ARTICLE_ATTRIBUTES } from "@rxdocs/contract";
import type { CatalogMenu } from "../catalog/catalog.js";
import type { ArticleColumn, ArticleRow } from "../storage/articles.js";

export const COLUMN_OF_ATTRIBUTE: Record<ArticleAttribute, ArticleColumn> = {
  menuCode: "menu_code",
  articleTitle: "article_title",
  articleMd: "article_md",
  articleTabContent: "article_tab_content",
  createdAt: "created_at",
  updatedAt: "updated_at",
  status: "status",
};

export function presentArticle(row: ArticleRow): Article {
  return presentArticleFields(row, ARTICLE_ATTRIBUTES) as Article;
}

/**
 * The article with its rendered HTML, where the server can render it, and marked untranslated
 * when its menu stands in for a page the reader's language lacks.
 */
export function presentRenderedArticle(
  row: ArticleRow,
  renderArticle: RenderArticle | undefined,
  menu?: Pick<CatalogMenu, "untranslated">,
): Article & { rendered?: RenderedArticle } {
  const article: Article = { ...presentArticle(row), ...(menu?.untranslated ? { untranslated: true } : {}) };
  return renderArticle ? { ...article, rendered: renderArticle(article) } : article;
}

export function presentArticleFields(
  row: Partial<ArticleRow>,
  attributes: readonly ArticleAttribute[],
): Partial<Article> {
  const out: Record<string, unknown> = {};
  for (const attribute of attributes) {
    const value = row[COLUMN_OF_ATTRIBUTE[attribute]];
    out[attribute] = attribute === "status" ? (Number(value) as ArticleStatus) : (value ?? null);
  }
  return out as Partial<Article>;
}
