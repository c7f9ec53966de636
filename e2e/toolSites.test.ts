// Sites written for other tools, each as its documentation describes one, imported by the real
// CLI and read in Chromium: the sections and pages come in the order and with the names the
// site's own navigation gives them, in the page the server sends and once the app runs, and
// the pages have no axe violation in either theme at either width.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { API_BASE_PATH, type MenuEntry } from "@rxdocs/contract";
import { describe, expect, it } from "vitest";
import { TOOL_SITES } from "../packages/server/src/test-support/toolSites/index.js";
import { writeVitepressSite } from "../packages/server/src/test-support/toolSites/vitepress.js";
import { axeViolations } from "./support/axe.js";
import { type FolderSite, startFolderSite } from "./support/folderSite.js";
import { follow, openSidebar } from "./support/reading.js";
import { readerSession, visit, WIDTHS } from "./support/session.js";
import { sidebarOutline, topLevelOf } from "./support/sidebarOutline.js";

/** The site a tool's fixture writes, imported and served. */
async function startToolSite(write: (root: string) => void): Promise<FolderSite> {
  const source = mkdtempSync(join(tmpdir(), "rxdocs-tool-site-"));
  try {
    write(source);
    return await startFolderSite(source);
  } finally {
    rmSync(source, { recursive: true, force: true });
  }
}

async function menuTree(siteUrl: string): Promise<MenuEntry[]> {
  const response = await fetch(`${siteUrl}${API_BASE_PATH}/menuInfo/getAuthMenuTree`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ isAuth: false }),
  });
  return ((await response.json()) as { data: MenuEntry[] }).data;
}

/** The first listed page at or below an entry, where its section's sidebar shows. */
function firstPage(entry: MenuEntry): MenuEntry | undefined {
  if (entry.navHidden || entry.link !== undefined) return undefined;
  if (entry.menuType === 2) return entry;
  for (const child of entry.childList) {
    const found = firstPage(child);
    if (found) return found;
  }
  return undefined;
}

describe.each(TOOL_SITES)("a $tool site", ({ write, sidebar }) => {
  const reader = readerSession(() => startToolSite(write));
  const expected = topLevelOf(sidebar);

  it("has the top-level entries its navigation names, in its order", async () => {
    const listed = (await menuTree(reader.site.url)).filter((entry) => !entry.navHidden);
    expect(listed.map((entry) => entry.menuName)).toEqual(expected.map((entry) => entry.name));
  });

  it("shows each section's pages as its navigation places them, before and after the app runs", async () => {
    const listed = (await menuTree(reader.site.url)).filter((entry) => !entry.navHidden);
    const { page: served } = await reader.newPage();
    await served.route(/\.m?js(?:\?|$)/, (route) => route.abort());
    const { page } = await reader.newPage();
    for (const [index, entry] of listed.entries()) {
      const { name, below } = expected[index]!;
      const first = firstPage(entry);
      if (below.length === 0 || !first) continue;
      const path = `/view?path=${encodeURIComponent(first.menuCode)}`;
      // A section's own page heads its tree.
      const tree = entry.menuType === 2 ? [name, ...below] : below;
      await served.goto(path);
      expect(await sidebarOutline(served, served.locator(".rx-sidebar"), { openFolders: false }), name).toEqual(tree);
      await visit(page, path);
      expect(await sidebarOutline(page, page.locator(".rx-sidebar"), { openFolders: true }), name).toEqual(tree);
    }
  });

  describe.each(WIDTHS)("on a %s", (viewport) => {
    it.each(["light", "dark"] as const)(
      "has no axe violation with its sidebar open, in the %s theme",
      async (colorScheme) => {
        const listed = (await menuTree(reader.site.url)).filter((entry) => !entry.navHidden);
        const page = listed.map(firstPage).find((found) => found !== undefined)!;
        const path = `/view?path=${encodeURIComponent(page.menuCode)}`;
        const { page: opened } = await reader.openPage(path, { viewport, colorScheme });
        await openSidebar(opened, viewport);
        expect(await axeViolations(opened)).toEqual([]);
      },
    );
  });
});

describe("a site's own top bar", () => {
  const reader = readerSession(() => startToolSite(writeVitepressSite));

  it("opens its menus over the page and follows their links, before and after the app runs", async () => {
    const { page: served } = await reader.newPage();
    await served.route(/\.m?js(?:\?|$)/, (route) => route.abort());
    await served.goto("/");
    const { page } = await reader.openPage("/");
    for (const opened of [served, page]) {
      const menu = opened.locator(".rx-topbar .rx-topnav-menu", { hasText: "More" });
      await menu.locator("summary").click();
      const team = menu.getByRole("link", { name: "Team" });
      // Where the reader sees the link, the link is: nothing covers or clips it.
      const seen = await team.evaluate((link) => {
        const box = link.getBoundingClientRect();
        return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === link;
      });
      expect(seen).toBe(true);
      await follow(team, "The team");
    }
  });
});
