// The sidebar's tree as an outline of names, two spaces of indent per level, as the fixtures of
// tools' sites write the navigation they expect: what a reader sees, without the marks beside
// names (badges, the language of an untranslated page, the arrow of a link to another site).
import type { Locator, Page } from "playwright-core";

/**
 * The outline of the tree in `sidebar`. Before the app runs, the pages of closed folders are in
 * the page, hidden; once it runs, a closed folder's list is made when it opens, so every closed
 * folder is opened first.
 */
export async function sidebarOutline(page: Page, sidebar: Locator, { openFolders }: { openFolders: boolean }) {
  if (openFolders) {
    // A folder's list appears once it is open; its own folders are opened on the next round.
    for (;;) {
      const closed = sidebar.locator(".rx-tree button[aria-expanded='false']");
      if ((await closed.count()) === 0) break;
      await closed.first().click();
    }
  }
  return sidebar
    .locator(".rx-tree")
    .first()
    .evaluate((tree) => {
      const name = (element: Element) => {
        const copy = element.cloneNode(true) as Element;
        copy
          .querySelectorAll(".rx-tree-badge, .rx-tree-untranslated, .rx-nav-external")
          .forEach((mark) => mark.remove());
        return (copy.textContent ?? "").trim();
      };
      const lines: string[] = [];
      const walk = (list: Element, depth: number) => {
        for (const item of Array.from(list.children)) {
          const label = item.querySelector(":scope > a, :scope > .rx-tree-row > a, :scope > button > span");
          if (label) lines.push(`${"  ".repeat(depth)}${name(label)}`);
          const nested = item.querySelector(":scope > ul");
          if (nested) walk(nested, depth + 1);
        }
      };
      walk(tree, 0);
      return lines;
    });
}

/** An outline's entries at its top level, each with the outline of what is below it. */
export function topLevelOf(outline: readonly string[]): { name: string; below: string[] }[] {
  const entries: { name: string; below: string[] }[] = [];
  for (const line of outline) {
    if (!line.startsWith("  ")) entries.push({ name: line, below: [] });
    else entries.at(-1)?.below.push(line.slice(2));
  }
  return entries;
}
