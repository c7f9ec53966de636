// Which menus a grant lets a reader see. A menu is gated by every hidden or restricted menu
// on its way from the top (children inherit restrictions and may add their own):
// - a restricted gate opens for a valid key whose scope is empty (every restricted menu) or
//   holds the menu or one of its ancestors;
// - a hidden gate opens for the view code of the menu or of one of its hidden ancestors.
// The ancestors of an unlocked menu are shown too, as the way to it, but not their other
// children. Article menus without a published article, and folders with nothing visible
// inside, are left out.
import { MENU_TYPE_ARTICLE } from "@rxdocs/contract";
import type { Catalog, CatalogMenu } from "./catalog.js";
import type { AccessGrant } from "./grant.js";

export function computeVisibleMenus(catalog: Pick<Catalog, "menus" | "roots">, grant: AccessGrant): Set<string> {
  const scope = new Set(grant.key?.scope ?? []);
  const unlocksAllRestricted = grant.key !== undefined && scope.size === 0;
  const onWayToScope = ancestorsOf(catalog, scope);
  const onWayToView = ancestorsOf(catalog, grant.viewRoot ? [grant.viewRoot] : []);
  const visible = new Set<string>();

  const visit = (menu: CatalogMenu, insideScope: boolean, insideView: boolean): boolean => {
    const inScope = insideScope || scope.has(menu.menuCode);
    const inView = insideView || menu.menuCode === grant.viewRoot;
    const restrictedOpen = !menu.underRestricted || unlocksAllRestricted || inScope || onWayToScope.has(menu.menuCode);
    const hiddenOpen = !menu.underHidden || inView || onWayToView.has(menu.menuCode);
    // A closed gate closes the whole subtree: every descendant is gated by it too.
    if (!restrictedOpen || !hiddenOpen) return false;

    let shown: boolean;
    if (menu.menuType === MENU_TYPE_ARTICLE) {
      shown = menu.isPublished;
    } else {
      shown = false;
      for (const child of menu.children) shown = visit(child, inScope, inView) || shown;
    }
    if (shown) visible.add(menu.menuCode);
    return shown;
  };

  for (const root of catalog.roots) visit(root, false, false);
  return visible;
}

/** The strict ancestors of the given menus. */
function ancestorsOf(catalog: Pick<Catalog, "menus">, codes: Iterable<string>): Set<string> {
  const ancestors = new Set<string>();
  for (const code of codes) {
    const path = catalog.menus.get(code)?.path ?? [];
    for (const ancestor of path.slice(0, -1)) ancestors.add(ancestor);
  }
  return ancestors;
}
