import type { ArticleTab } from "@rxdocs/contract";
import { useMemo } from "react";
import { renderMarkdown } from "../../markdown/render";
import { Tabs } from "../../ui/Tabs";
import { ArticleBody } from "./ArticleBody";

/** The tab group of articleTabContent; nothing when it is empty or not a list of tabs. */
export function ArticleTabs({ content }: { content: string | null }) {
  const tabs = useMemo(() => parseTabs(content), [content]);
  if (tabs.length === 0) return null;
  return (
    <Tabs
      label="Examples"
      syncKey="article-tabs"
      items={tabs.map((tab, index) => ({
        id: `tab-${index}`,
        label: tab.label,
        content: <ArticleBody html={renderMarkdown(tab.md).html} />,
      }))}
    />
  );
}

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
