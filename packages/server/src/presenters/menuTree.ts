import type { MenuEntry, MenuType } from "@rxdocs/contract";
import type { CatalogMenu } from "../catalog/catalog.js";

/** The visible part of the tree, in the contract's shape, ordered by sort. */
export function presentMenuTree(roots: readonly CatalogMenu[], visible: ReadonlySet<string>): MenuEntry[] {
  const present = (menu: CatalogMenu): MenuEntry => ({
    menuCode: menu.menuCode,
    menuName: menu.menuName,
    menuType: menu.menuType as MenuType,
    parentCode: menu.parentCode,
    sort: menu.sort,
    visibility: menu.visibility,
    childList: menu.children.filter((child) => visible.has(child.menuCode)).map(present),
  });
  return roots.filter((root) => visible.has(root.menuCode)).map(present);
}
