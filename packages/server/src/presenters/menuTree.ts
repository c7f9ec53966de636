import { MENU_TYPE_ARTICLE, MENU_TYPE_DIRECTORY, type MenuEntry, type MenuType } from "@rxdocs/contract";
import type { Catalog, CatalogMenu, VisibleContent } from "../catalog/catalog.js";

/**
 * The visible part of the tree, in the contract's shape, ordered by sort. Article menus carry
 * their article's dates (and, when the site has an edit address, its file), so the reader can
 * show them without asking for the article. A folder whose own page the reader may not read
 * (a draft, or behind a gate the grant only passes through) is a plain folder to them.
 */
export function presentMenuTree(
  catalog: Pick<Catalog, "roots" | "articles" | "settings">,
  visible: VisibleContent,
): MenuEntry[] {
  const withSourcePath = catalog.settings.editUrl !== undefined;
  const present = (menu: CatalogMenu): MenuEntry => {
    const article = catalog.articles.get(menu.menuCode);
    const isPage = menu.menuType === MENU_TYPE_ARTICLE && visible.articles.has(menu.menuCode);
    return {
      menuCode: menu.menuCode,
      menuName: menu.menuName,
      menuType: (isPage ? MENU_TYPE_ARTICLE : MENU_TYPE_DIRECTORY) as MenuType,
      parentCode: menu.parentCode,
      sort: menu.sort,
      visibility: menu.visibility,
      ...(isPage && article
        ? {
            createdAt: article.created_at,
            updatedAt: article.updated_at,
            ...(withSourcePath && article.source_file ? { sourcePath: article.source_file } : {}),
          }
        : {}),
      ...(menu.link !== undefined && { link: menu.link }),
      ...(menu.badge && { badge: menu.badge }),
      ...(menu.navHidden && { navHidden: true as const }),
      childList: menu.children.filter((child) => visible.menus.has(child.menuCode)).map(present),
      ...(menu.untranslated ? { untranslated: true as const } : {}),
    };
  };
  return catalog.roots.filter((root) => visible.menus.has(root.menuCode)).map(present);
}
