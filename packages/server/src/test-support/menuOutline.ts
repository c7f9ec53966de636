// A folder's menus as the tests of site layouts compare them: an indented outline, two spaces a
// level, in the menus' order.
import { MENU_TYPE_DIRECTORY } from "@rxdocs/contract";
import type { FolderContent, MenuSource } from "../content/model.js";

/** Every menu as `name [code] (marks)`: a link's address, unlisted, its badge, a folder, a visibility other than public. */
export function menuOutline(content: Pick<FolderContent, "menus">): string[] {
  const lines: string[] = [];
  walkMenus(content, (menu, depth) => {
    const marks = [
      menu.link !== undefined && `→ ${menu.link}`,
      menu.navHidden && "unlisted",
      menu.badge && `badge ${menu.badge.text}/${menu.badge.variant}`,
      menu.menuType === MENU_TYPE_DIRECTORY && "folder",
      menu.visibility !== "public" && menu.visibility,
    ].filter(Boolean);
    lines.push(
      `${"  ".repeat(depth)}${menu.menuName} [${menu.menuCode}]${marks.length ? ` (${marks.join(", ")})` : ""}`,
    );
  });
  return lines;
}

/** The listed menus' names only, as a sidebar shows them. */
export function sidebarNames(content: Pick<FolderContent, "menus">): string[] {
  const lines: string[] = [];
  walkMenus(content, (menu, depth) => {
    if (!menu.navHidden) lines.push(`${"  ".repeat(depth)}${menu.menuName}`);
  });
  return lines;
}

function walkMenus(content: Pick<FolderContent, "menus">, visit: (menu: MenuSource, depth: number) => void): void {
  const children = (parent: string | null) =>
    content.menus.filter((menu) => menu.parentCode === parent).sort((a, b) => a.sort - b.sort);
  const walk = (menu: MenuSource, depth: number) => {
    visit(menu, depth);
    for (const child of children(menu.menuCode)) walk(child, depth + 1);
  };
  for (const menu of children(null)) walk(menu, 0);
}
