// What a printed section holds: a menu and everything under it that the reader may see, in the
// order of the menu. A page (a menu with an article) is printed on sheets of its own; a folder
// is a heading of the table of contents, over the pages it holds.
import type { ReaderView } from "../access/readerAccess.js";
import type { CatalogMenu } from "../catalog/catalog.js";

export interface SectionEntry {
  menu: CatalogMenu;
  /** 0 for the section's own menu, 1 for what it holds, and so on. */
  depth: number;
  /** Whether it is a page the reader may read; else a folder of the contents. */
  isPage: boolean;
}

/** The section under `menuCode` as the view sees it, or undefined when it sees no page there. */
export function printedSection(
  { catalog, visible }: Pick<ReaderView, "catalog" | "visible">,
  menuCode: string,
): SectionEntry[] | undefined {
  const root = catalog.menus.get(menuCode);
  if (!root || !visible.menus.has(menuCode)) return undefined;
  const entries: SectionEntry[] = [];
  const walk = (menu: CatalogMenu, depth: number) => {
    // An entry that leads elsewhere is not part of the document.
    if (menu.link !== undefined) return;
    const at = entries.length;
    entries.push({ menu, depth, isPage: visible.articles.has(menu.menuCode) });
    for (const child of menu.children) if (visible.menus.has(child.menuCode)) walk(child, depth + 1);
    // A folder with no page under it in view would be an empty heading.
    if (!entries.slice(at).some((entry) => entry.isPage)) entries.length = at;
  };
  walk(root, 0);
  return entries.length > 0 ? entries : undefined;
}
