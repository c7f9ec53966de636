import { MENU_TYPE_ARTICLE, type MenuEntry } from "@rxdocs/contract";

export type MenuMap = Record<string, MenuEntry>;

/** The tree flattened by menuCode, and the article menus' codes in reading (menu) order. */
export function indexMenus(navList: readonly MenuEntry[]): { menuMap: MenuMap; articleMenuCodes: string[] } {
  const menuMap: MenuMap = {};
  const articleMenuCodes: string[] = [];
  const visit = (entry: MenuEntry) => {
    menuMap[entry.menuCode] = entry;
    if (entry.menuType === MENU_TYPE_ARTICLE) articleMenuCodes.push(entry.menuCode);
    entry.childList.forEach(visit);
  };
  navList.forEach(visit);
  return { menuMap, articleMenuCodes };
}

/** The menus from the top level down to `menuCode`, itself included. */
export function menuTrail(menuMap: MenuMap, menuCode: string): MenuEntry[] {
  const trail: MenuEntry[] = [];
  for (let entry = menuMap[menuCode]; entry; entry = entry.parentCode ? menuMap[entry.parentCode] : undefined) {
    trail.unshift(entry);
    if (trail.length > 64) break; // a malformed tree must not hang the page
  }
  return trail;
}

/** The article menus in reading order, without the pages the site's navigation does not list. */
export function readingOrder(articleMenuCodes: readonly string[], menuMap: MenuMap): string[] {
  return articleMenuCodes.filter((code) => !menuMap[code]?.navHidden);
}

/** The number of article menus at or below an entry (a folder's own page counts too). */
export function countArticles(entry: MenuEntry): number {
  const own = entry.menuType === MENU_TYPE_ARTICLE ? 1 : 0;
  return entry.childList.reduce((sum, child) => sum + countArticles(child), own);
}

/** The first listed article in reading order at or below an entry: where a section link leads. */
export function firstArticle(entry: MenuEntry): MenuEntry | undefined {
  if (entry.navHidden) return undefined;
  if (entry.menuType === MENU_TYPE_ARTICLE) return entry;
  for (const child of entry.childList) {
    const found = firstArticle(child);
    if (found) return found;
  }
  return undefined;
}
