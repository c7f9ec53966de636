import { MENU_TYPE_ARTICLE, type MenuEntry, type MenuType } from "@rxdocs/contract";
import type { Catalog, CatalogMenu } from "../catalog/catalog.js";

/**
 * The visible part of the tree, in the contract's shape, ordered by sort. Article menus
 * carry their article's dates, so the reader can show them without asking for the article.
 */
export function presentMenuTree(
  catalog: Pick<Catalog, "roots" | "articles">,
  visible: ReadonlySet<string>,
): MenuEntry[] {
  const present = (menu: CatalogMenu): MenuEntry => {
    const article = catalog.articles.get(menu.menuCode);
    return {
      menuCode: menu.menuCode,
      menuName: menu.menuName,
      menuType: menu.menuType as MenuType,
      parentCode: menu.parentCode,
      sort: menu.sort,
      visibility: menu.visibility,
      ...(menu.menuType === MENU_TYPE_ARTICLE && article
        ? { createdAt: article.created_at, updatedAt: article.updated_at }
        : {}),
      childList: menu.children.filter((child) => visible.has(child.menuCode)).map(present),
    };
  };
  return catalog.roots.filter((root) => visible.has(root.menuCode)).map(present);
}
