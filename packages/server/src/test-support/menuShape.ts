import type { MenuEntry } from "@rxdocs/contract";

/** "code(child,child(grandchild))": the shape of a visible tree in one string, easy to compare. */
export function menuShape(entries: MenuEntry[]): string {
  return entries.map((e) => (e.childList.length ? `${e.menuCode}(${menuShape(e.childList)})` : e.menuCode)).join(",");
}
