// articleTabContent is JSON text of the tab group, or null for an article without one.
import { type ArticleTab, articleTabsSchema } from "@rxdocs/contract";

export function formatArticleTabContent(tabs: readonly ArticleTab[]): string | null {
  return tabs.length === 0 ? null : JSON.stringify(tabs.map(({ label, md }) => ({ label, md })));
}

/** The tabs, or undefined when the text is not a valid tab group. */
export function parseArticleTabContent(content: string | null): ArticleTab[] | undefined {
  if (content === null) return [];
  try {
    const parsed = articleTabsSchema.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
