// The pages a view may read, in the order of the menu: under the top-level menu each sits in,
// nested folders flattened into it. llms.txt lists them so; llms-full.txt holds them so.
import type { ReaderView } from "../../access/readerAccess.js";
import type { CatalogMenu } from "../../catalog/catalog.js";

export interface PageSection {
  /** The top-level menu: a folder, or a page at the top. */
  menu: CatalogMenu;
  pages: CatalogMenu[];
}

export function readableSections({ catalog, visible }: Pick<ReaderView, "catalog" | "visible">): PageSection[] {
  const sections: PageSection[] = [];
  for (const root of catalog.roots) {
    if (!visible.menus.has(root.menuCode)) continue;
    const pages: CatalogMenu[] = [];
    const walk = (menu: CatalogMenu) => {
      if (visible.articles.has(menu.menuCode)) pages.push(menu);
      // A page in view is shown, and so is every menu on the way to it.
      for (const child of menu.children) if (visible.menus.has(child.menuCode)) walk(child);
    };
    walk(root);
    if (pages.length > 0) sections.push({ menu: root, pages });
  }
  return sections;
}

export function readablePages(view: Pick<ReaderView, "catalog" | "visible">): CatalogMenu[] {
  return readableSections(view).flatMap((section) => section.pages);
}
