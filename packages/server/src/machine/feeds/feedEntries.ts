// The entries of a feed: for each page listed, what feed readers show of it. Bodies are read in
// one query; the summary is the one search engines and link previews get (seo/pageSummary.ts),
// and the full content is rendered by the reader app's own renderer (cached per article), so a
// feed shows a page exactly as the site does.
import type { ReaderView } from "../../access/readerAccess.js";
import { type ArticleMetaRow, findArticleColumns } from "../../storage/articles.js";
import type { MachineContext } from "../machineContext.js";
import { pageAddress } from "../pageAddress.js";
import { pageSummary } from "../seo/pageSummary.js";
import { feedHtml } from "./feedHtml.js";

export interface FeedEntry {
  title: string;
  /** The page's address, which is also its id: it stays the same however often the page changes. */
  link: string;
  published: Date;
  updated: Date;
  /** Plain text; empty for a page with no paragraph. */
  summary: string;
  /** The page rendered, for a feed of full content when the server can render. */
  html?: string;
}

/** The catalog's article metadata, with the front matter's description where it keeps one. */
type PageMeta = ArticleMetaRow & { description?: string | null };

export async function feedEntries(
  context: Pick<MachineContext, "db" | "serverEntry">,
  view: ReaderView,
  pages: readonly PageMeta[],
  origin: string,
  fullContent: boolean,
): Promise<FeedEntry[]> {
  const ids = pages.map((page) => page.id);
  const rows = await findArticleColumns(context.db, ids, ["article_md", "article_tab_content"]);
  const bodies = new Map(rows.map((row) => [row.id, row]));
  const renderArticle = fullContent ? (await context.serverEntry)?.renderArticle : undefined;
  const addressOf = (menuCode: string) => pageAddress(view.catalog, origin, menuCode);
  const entries: FeedEntry[] = [];
  for (const page of pages) {
    const body = bodies.get(page.id);
    if (!body) continue; // replaced since the catalog was read; the next catalog lists its successor
    const link = addressOf(page.menu_code);
    const article = {
      articleTitle: page.article_title,
      articleMd: body.article_md,
      articleTabContent: body.article_tab_content,
    };
    entries.push({
      title: page.article_title,
      link,
      published: new Date(page.created_at),
      updated: new Date(page.updated_at),
      summary: pageSummary(page.description, body.article_md) ?? "",
      ...(renderArticle && {
        html: feedHtml(renderArticle(article), { page: link, origin, pageAddress: addressOf }),
      }),
    });
  }
  return entries;
}
