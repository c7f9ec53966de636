// Docusaurus' <DocCardList />: cards of the pages under a category, which only the finished
// menu tree knows. The MDX reader leaves `::: cards {children}` where it stood; once the menus
// are placed, each becomes a card per child of the page's menu (or, for a page without
// children of its own, per sibling: a category's index page sits beside its pages).
import { iconSvg } from "@rxdocs/markdown";
import { escapeLinkText } from "./assembleContent.js";
import type { FolderContent, MenuSource } from "./model.js";

export const CHILD_CARDS_MARKER = "::: cards {children}\n:::";

export function fillChildCards(content: FolderContent): void {
  const pagesWithCards = content.articles.filter((article) => article.articleMd.includes(CHILD_CARDS_MARKER));
  if (pagesWithCards.length === 0) return;
  const menus = new Map(content.menus.map((menu) => [menu.menuCode, menu]));
  const childrenOf = new Map<string | null, MenuSource[]>();
  for (const menu of content.menus) {
    if (menu.navHidden) continue;
    const siblings = childrenOf.get(menu.parentCode) ?? [];
    siblings.push(menu);
    childrenOf.set(menu.parentCode, siblings);
  }
  for (const list of childrenOf.values()) list.sort((a, b) => a.sort - b.sort);

  for (const article of pagesWithCards) {
    const own = childrenOf.get(article.menuCode);
    const parent = menus.get(article.menuCode)?.parentCode ?? null;
    const cards = (
      own?.length ? own : (childrenOf.get(parent) ?? []).filter((menu) => menu.menuCode !== article.menuCode)
    )
      .map((menu) => card(menu, childrenOf.has(menu.menuCode)))
      .join("\n\n");
    article.articleMd = article.articleMd.replaceAll(CHILD_CARDS_MARKER, `:::: cards\n\n${cards}\n\n::::`);
  }
}

function card(menu: MenuSource, hasChildren: boolean): string {
  const icon = iconSvg(hasChildren ? "folder" : "file") ?? "";
  const address = menu.link ?? `/view?path=${encodeURIComponent(menu.menuCode)}`;
  return `::: card ${icon} [${escapeLinkText(menu.menuName)}](${address})\n:::`;
}
