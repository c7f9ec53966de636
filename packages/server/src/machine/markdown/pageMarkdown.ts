// A page as Markdown, as readers see it: rendered by the reader app's own renderer (components,
// tab groups, includes, formulas and diagrams as the page shows them), then turned back into
// Markdown with every address absolute. Without the app's build, the stored Markdown stands in.
//
// Conversions are kept per article revision and content, so that llms-full.txt, MCP reads and
// repeated asks after an import cost a lookup; the cache is bounded by the size of what it holds.
import { createHash } from "node:crypto";
import { articleTabsSchema, type RenderArticle, type ServerEntry, stripLeadingTitle } from "@rxdocs/contract";
import { LRUCache } from "lru-cache";
import type { ReaderView } from "../../access/readerAccess.js";
import { flatString } from "../../flatString.js";
import { renderWithoutKeeping } from "../../prerender/renderCache.js";
import { type ArticleRow, findPublishedArticle } from "../../storage/articles.js";
import type { MachineContext } from "../machineContext.js";
import { pageAddress } from "../pageAddress.js";
import { htmlToMarkdown } from "./htmlToMarkdown.js";
import { escapeInline } from "./markdownRule.js";

/** What a page's Markdown is made from. */
export type MarkdownSource = Pick<ArticleRow, "id" | "article_title" | "article_md" | "article_tab_content">;

const CACHE_BYTES = 64 * 1024 * 1024;

const conversions = new LRUCache<string, string>({
  maxSize: CACHE_BYTES,
  // JavaScript strings hold two bytes a character.
  sizeCalculation: (markdown) => Math.max(1, markdown.length * 2),
});

/** The page as Markdown, or undefined when the view does not open it. */
export async function pageMarkdown(
  context: Pick<MachineContext, "db" | "serverEntry">,
  view: ReaderView,
  menuCode: string,
  origin: string,
): Promise<string | undefined> {
  // Decided before anything is read: a page out of view is never rendered nor cached for it.
  if (!view.visible.articles.has(menuCode)) return undefined;
  const meta = view.catalog.articles.get(menuCode);
  const row = meta && (await findPublishedArticle(context.db, meta.id));
  if (!row) return undefined;
  return articleMarkdown(await context.serverEntry, row, pageAddress(view.catalog, origin, menuCode));
}

/**
 * An article as Markdown, starting with its title as `# Title`; relative links and images are
 * resolved against `address`, the page's own. A reader of every page in turn passes `keep: false`:
 * what is kept serves it, and it keeps nothing (see renderWithoutKeeping).
 */
export function articleMarkdown(
  entry: ServerEntry | undefined,
  row: MarkdownSource,
  address: string,
  { keep = true } = {},
): string {
  const key = createHash("sha256")
    .update(JSON.stringify([row.id, row.article_title, row.article_md, row.article_tab_content, address, !!entry]))
    .digest("base64url");
  const kept = conversions.get(key);
  if (kept !== undefined) return kept;
  const render = entry && (keep ? entry.renderArticle : renderWithoutKeeping(entry));
  const markdown = convert(render, row, address);
  if (keep) conversions.set(key, flatString(markdown));
  return markdown;
}

function convert(render: RenderArticle | undefined, row: MarkdownSource, address: string): string {
  const title = `# ${row.article_title}`;
  const article = {
    articleTitle: row.article_title,
    articleMd: row.article_md,
    articleTabContent: row.article_tab_content,
  };
  if (!render) return joined([title, stripLeadingTitle(row.article_md, row.article_title), ...storedTabs(row)]);
  const rendered = render(article);
  const body = htmlToMarkdown(rendered.html, address);
  // The article's tab group follows its body, as on the page, each tab under its label.
  const tabs = rendered.tabs.map((tab) => `**${escapeInline(tab.label)}**\n\n${htmlToMarkdown(tab.html, address)}`);
  const hasTitle = body === title || body.startsWith(`${title}\n`);
  return joined([hasTitle ? "" : title, body, ...tabs]);
}

/** The tab group as stored, each tab's Markdown under its label. */
function storedTabs(row: MarkdownSource): string[] {
  if (!row.article_tab_content) return [];
  let tabs: unknown;
  try {
    tabs = JSON.parse(row.article_tab_content);
  } catch {
    return [];
  }
  const parsed = articleTabsSchema.safeParse(tabs);
  return parsed.success ? parsed.data.map((tab) => `**${escapeInline(tab.label)}**\n\n${tab.md.trim()}`) : [];
}

function joined(parts: string[]): string {
  return `${parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join("\n\n")}\n`;
}
