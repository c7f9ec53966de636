// Which menus and pages a grant lets a reader see. A menu is gated by every hidden or restricted
// menu on its way from the top (children inherit restrictions and may add their own):
// - a restricted gate opens for a valid key whose scope is empty (every restricted menu) or
//   holds the menu or one of its ancestors;
// - a hidden gate opens for the view code of the menu or of one of its hidden ancestors.
// The ancestors of an unlocked menu are shown too, as the way to it, but not their other
// children, nor their own pages (a folder's index.md stays behind its gate). Article menus
// without a published article, and folders with nothing visible inside, are left out; an entry
// that is a link is shown like a page.
import type { Catalog, CatalogMenu } from "./catalog.js";
import type { AccessGrant } from "./grant.js";

export interface VisibleContent {
  menus: ReadonlySet<string>;
  /** Codes of the published pages in view: the ones whose article may be read. */
  articles: ReadonlySet<string>;
}

export function computeVisibleContent(catalog: Pick<Catalog, "menus" | "roots">, grant: AccessGrant): VisibleContent {
  const scope = new Set(grant.key?.scope ?? []);
  const unlocksAllRestricted = grant.key !== undefined && scope.size === 0;
  const onWayToScope = ancestorsOf(catalog, scope);
  const onWayToView = ancestorsOf(catalog, grant.viewRoot ? [grant.viewRoot] : []);
  const menus = new Set<string>();
  const articles = new Set<string>();

  const visit = (menu: CatalogMenu, insideScope: boolean, insideView: boolean): boolean => {
    const inScope = insideScope || scope.has(menu.menuCode);
    // View codes are shared by every version and language, so a code's menu may be public in this
    // one: it then has no hidden subtree to open, and must not open the hidden pages inside it,
    // which have view codes of their own.
    const inView = insideView || (menu.menuCode === grant.viewRoot && menu.underHidden);
    const restrictedOpen = !menu.underRestricted || unlocksAllRestricted || inScope;
    const hiddenOpen = !menu.underHidden || inView;
    // A closed gate closes the whole subtree: every descendant is gated by it too. A gate on the
    // way to what the grant unlocks lets the reader pass, but not read the page behind it.
    const passable =
      (restrictedOpen || onWayToScope.has(menu.menuCode)) && (hiddenOpen || onWayToView.has(menu.menuCode));
    if (!passable) return false;
    const pageOpen = restrictedOpen && hiddenOpen && menu.isPublished;
    if (pageOpen) articles.add(menu.menuCode);
    // A link leads out of the site: it shows wherever its gates let the reader through.
    let shown = pageOpen || (menu.link !== undefined && restrictedOpen && hiddenOpen);
    for (const child of menu.children) shown = visit(child, inScope, inView) || shown;
    if (shown) menus.add(menu.menuCode);
    return shown;
  };

  for (const root of catalog.roots) visit(root, false, false);
  return { menus, articles };
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
