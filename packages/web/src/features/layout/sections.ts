import { MENU_TYPE_ARTICLE, type MenuEntry } from "@rxdocs/contract";

/** The first article in reading order at or below an entry: where a section link leads. */
export function firstArticle(entry: MenuEntry): MenuEntry | undefined {
  if (entry.menuType === MENU_TYPE_ARTICLE) return entry;
  for (const child of entry.childList) {
    const found = firstArticle(child);
    if (found) return found;
  }
  return undefined;
}
