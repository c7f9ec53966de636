import type { RenderedTab } from "@rxdocs/contract";
import { Tabs } from "../../ui/Tabs";
import { ArticleBody } from "../../markdown/ArticleBody";
import { useMessages } from "../../i18n/useMessages";

/** The article's tab group; nothing without one. */
export function ArticleTabs({ tabs }: { tabs: readonly RenderedTab[] }) {
  const messages = useMessages();
  if (tabs.length === 0) return null;
  return (
    <Tabs
      label={messages.text("page.examples")}
      syncKey="article-tabs"
      items={tabs.map((tab, index) => ({
        id: `tab-${index}`,
        label: tab.label,
        content: <ArticleBody html={tab.html} />,
      }))}
    />
  );
}
