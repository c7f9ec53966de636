import type { RenderedTab } from "@rxdocs/contract";
import { Tabs } from "../../ui/Tabs";
import { ArticleBody } from "../../markdown/ArticleBody";

/** The article's tab group; nothing without one. */
export function ArticleTabs({ tabs }: { tabs: readonly RenderedTab[] }) {
  if (tabs.length === 0) return null;
  return (
    <Tabs
      label="Examples"
      syncKey="article-tabs"
      items={tabs.map((tab, index) => ({
        id: `tab-${index}`,
        label: tab.label,
        content: <ArticleBody html={tab.html} />,
      }))}
    />
  );
}
