// A first page works from its first paint. The app's code is held back (for three seconds at
// least, and until every check has run): meanwhile the reader switches the theme, content tabs
// and the page's own tabs, copies code, opens and closes tree folders and, on a phone, the Menu
// and Navigation panels one at a time, types into the search and the sidebar's filter, and
// follows outline and previous/next links. Then the
// app takes the page over and keeps all of it, with nothing on the page moving.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { openWithAppHeld } from "./support/heldApp.js";
import { axeViolations } from "./support/axe.js";
import { archiveNote } from "./support/readerSite.js";
import { animationsDone, isInsideScrollBox, titleOf } from "./support/reading.js";
import { type PageOptions, readerSession, WIDTHS } from "./support/session.js";

const reader = readerSession();
const HELD_FOR_AT_LEAST_MS = 3000;

/** Opens `path` with the app's code held back (three seconds at least, and until startApp). */
const openBeforeApp = (path: string, options: PageOptions) =>
  openWithAppHeld(reader, path, options, HELD_FOR_AT_LEAST_MS);

/** Where the page's landmarks sit on the screen, and how far the page and the sidebar are scrolled. */
async function layoutOf(page: Page) {
  await animationsDone(page);
  return page.evaluate(() => {
    const box = (selector: string) => {
      const rect = document.querySelector(selector)?.getBoundingClientRect();
      return rect && [rect.x, rect.y, rect.width, rect.height].map(Math.round);
    };
    return {
      scrollY: Math.round(window.scrollY),
      sidebarScroll: Math.round(document.querySelector(".rx-sidebar")?.scrollTop ?? 0),
      title: box("h1"),
      topbar: box(".rx-topbar"),
      current: box('.rx-sidebar [aria-current="page"]'),
      drawer: box(".rx-drawer"),
    };
  });
}

declare global {
  interface Window {
    e2eDrawerCounts?: number[];
  }
}

/**
 * From now on, records how many drawers the page holds after each task that adds or removes
 * one: the browser paints only between tasks, so a panel that the app takes over is on screen
 * in every frame when each count is one.
 */
async function countDrawersAfterEachChange(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const counts: number[] = (window.e2eDrawerCounts = []);
    new MutationObserver(() => counts.push(document.querySelectorAll("body > .rx-drawer").length)).observe(
      document.body,
      { childList: true },
    );
  });
  return () => page.evaluate(() => window.e2eDrawerCounts ?? []);
}

/** Lets the app in, and waits until its own panel has taken the place of the inline script's. */
async function startAppWithPanelOpen(page: Page, startApp: () => Promise<void>): Promise<void> {
  const drawerCounts = await countDrawersAfterEachChange(page);
  await startApp();
  await expect.poll(() => page.locator("[data-rx-early]").count()).toBe(0);
  expect(await page.locator("body > .rx-drawer").count()).toBe(1);
  const counts = await drawerCounts();
  expect(counts.length).toBeGreaterThan(0); // the inline script's layers went
  expect(counts.filter((count) => count !== 1)).toEqual([]);
}

/** The sidebar's tree as the page shows it: on a phone, in the Menu panel, which this opens. */
async function earlyTree(page: Page, viewport: PageOptions["viewport"]) {
  if (viewport === "phone") {
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await page.locator(".rx-menu-panel").waitFor();
  }
  return page.locator(viewport === "phone" ? ".rx-menu-panel" : ".rx-sidebar");
}

describe("before the app has started, on a desktop", () => {
  it("shows the current article in the sidebar, scrolled to below more than fifty other links", async () => {
    const { page, startApp } = await openBeforeApp(`/view?path=${archiveNote(102).code}`, { viewport: "desktop" });
    const current = page.locator('.rx-sidebar [aria-current="page"]');
    await expect.poll(() => current.evaluate(isInsideScrollBox)).toBe(true);
    await startApp();
  });
});

describe.each(WIDTHS)("before the app has started, on a %s", (viewport) => {
  it("switches the theme, the page's tabs and a content tab group, and copies code; the app keeps every choice", async () => {
    const { page, errors, startApp } = await openBeforeApp("/view?path=tabs", {
      viewport,
      permissions: ["clipboard-read", "clipboard-write"],
    });
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    expect(await theme()).toBe("dark");
    await expect.poll(() => page.getByRole("button", { name: "Switch to light theme" }).isVisible()).toBe(true);

    const pageTabs = page.getByRole("tablist").first();
    await pageTabs.getByRole("tab", { name: "Python" }).click();
    expect(await pageTabs.getByRole("tab", { name: "Python" }).getAttribute("aria-selected")).toBe("true");
    const pythonPanel = page.getByRole("tabpanel").filter({ hasText: "urllib.request" });
    expect(await pythonPanel.isVisible()).toBe(true);

    await pythonPanel.getByRole("button", { name: /Copy/ }).click();
    await expect.poll(() => pythonPanel.getByRole("button", { name: "Copied" }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^import json, urllib.request\n/);

    const before = await layoutOf(page);
    await startApp();
    expect(await theme()).toBe("dark");
    expect(await page.getByRole("button", { name: "Switch to light theme" }).isVisible()).toBe(true);
    expect(await pageTabs.getByRole("tab", { name: "Python" }).getAttribute("aria-selected")).toBe("true");
    expect(await pythonPanel.isVisible()).toBe(true);
    expect(await layoutOf(page)).toEqual(before);
    // The app's own handlers now: a tab switches once, not twice.
    await pageTabs.getByRole("tab", { name: "curl" }).click();
    await expect.poll(() => page.getByRole("tabpanel").filter({ hasText: "curl -s" }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it("switches a tab group written in the text", async () => {
    const { page, errors, startApp } = await openBeforeApp("/view?path=markdown", { viewport });
    const group = page.locator(".rx-markdown .rx-tabs").filter({ hasText: "Open Terminal" });
    await group.getByRole("tab", { name: "Windows" }).click();
    expect(await group.getByText("Open PowerShell from the Start menu.").isVisible()).toBe(true);
    expect(await group.getByText("Open Terminal from Applications").isVisible()).toBe(false);
    await startApp();
    expect(await group.getByText("Open PowerShell from the Start menu.").isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it("opens and closes tree folders, and the app keeps them as the reader left them", async () => {
    const { page, errors, startApp } = await openBeforeApp("/view?path=field-notes", { viewport });
    const tree = await earlyTree(page, viewport);
    const volume1 = tree.getByRole("button", { name: "Volume 1" });
    expect(await volume1.getAttribute("aria-expanded")).toBe("false");
    await volume1.click();
    expect(await volume1.getAttribute("aria-expanded")).toBe("true");
    expect(await tree.getByRole("link", { name: "Archive note 001" }).isVisible()).toBe(true);
    await volume1.click();
    expect(await tree.getByRole("link", { name: "Archive note 001" }).isVisible()).toBe(false);
    await volume1.click();
    const volume2 = tree.getByRole("button", { name: "Volume 2" });
    await volume2.click();
    await tree.getByRole("button", { name: "Appendix" }).click();
    expect(await tree.getByRole("link", { name: archiveNote(101).title }).isVisible()).toBe(true);

    const before = await layoutOf(page);
    if (viewport === "phone") await startAppWithPanelOpen(page, startApp);
    else await startApp();
    const appTree = page.locator(viewport === "phone" ? ".rx-menu-panel" : ".rx-sidebar");
    for (const name of ["Volume 1", "Volume 2", "Appendix"]) {
      expect(await appTree.getByRole("button", { name }).getAttribute("aria-expanded"), name).toBe("true");
    }
    expect(await appTree.getByRole("link", { name: archiveNote(101).title }).isVisible()).toBe(true);
    expect(await layoutOf(page)).toEqual(before);
    await appTree.getByRole("button", { name: "Volume 1" }).click();
    expect(await appTree.getByRole("link", { name: "Archive note 001" }).isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it("keeps what the reader typed into the sidebar's filter, and the app narrows the tree to it", async () => {
    const { page, errors, startApp } = await openBeforeApp("/view?path=field-notes", { viewport });
    const tree = await earlyTree(page, viewport);
    await tree.getByRole("searchbox", { name: "Filter pages" }).fill("note 002");
    await startApp();
    const filter = tree.getByRole("searchbox", { name: "Filter pages" });
    await expect.poll(() => filter.inputValue()).toBe("note 002");
    await expect.poll(() => tree.locator(".rx-tree-link:visible").allInnerTexts()).toEqual([archiveNote(2).title]);
    expect(errors).toEqual([]);
  });

  it("opens the search from its shortcut, and the app's dialog gets what the reader typed", async () => {
    const { page, errors, startApp } = await openBeforeApp("/view?path=introduction", { viewport });
    await page.keyboard.press("/");
    await page.keyboard.type("caddy");
    await startApp();
    const field = page.getByRole("dialog", { name: "Search" }).getByRole("combobox", { name: "Search" });
    await expect.poll(() => field.inputValue()).toBe("caddy");
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });

  it("follows outline links and the previous and next article", async () => {
    const { page, startApp } = await openBeforeApp("/view?path=field-notes", { viewport });
    if (viewport === "desktop") {
      await page.locator(".rx-outline").getByRole("link", { name: "Deep section" }).click();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe("#deep-section");
      await expect
        .poll(() => page.locator("#deep-section").evaluate((heading) => heading.getBoundingClientRect().top))
        .toBeLessThan(200);
    }
    await page.getByRole("navigation", { name: "Previous and next article" }).getByRole("link").last().click();
    await expect.poll(titleOf(page)).not.toBe("Field notes");
    await startApp();
  });
});

describe("the Menu and Navigation panels before the app has started, on a phone", () => {
  it("open one at a time, close by button, Escape and a tap outside, and the app keeps the open one", async () => {
    const { page, errors, startApp } = await openBeforeApp("/view?path=field-notes", { viewport: "phone" });
    const menu = page.locator(".rx-menu-panel");
    const nav = page.locator(".rx-nav-panel");
    const menuButton = page.getByRole("button", { name: "Menu", exact: true });
    const navButton = page.getByRole("button", { name: "Navigation", exact: true });

    await menuButton.click();
    expect(await page.getByRole("dialog", { name: "Menu" }).isVisible()).toBe(true);
    expect(await menuButton.getAttribute("aria-expanded")).toBe("true");
    expect(await menu.getByRole("link", { name: "Field notes" }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    expect(await menu.count()).toBe(0);
    expect(await menuButton.getAttribute("aria-expanded")).toBe("false");

    await navButton.click();
    expect(await page.getByRole("dialog", { name: "Navigation" }).isVisible()).toBe(true);
    expect(await nav.getByRole("link", { name: "Archive" }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await menu.count()).toBe(0);
    await page.getByRole("button", { name: "Close navigation" }).click();
    expect(await nav.count()).toBe(0);

    await menuButton.click();
    await page.locator(".rx-overlay").click({ position: { x: 380, y: 400 } });
    expect(await menu.count()).toBe(0);

    await navButton.click();
    const before = await layoutOf(page);
    // The app's own panel, where the reader's was, and the only one.
    await startAppWithPanelOpen(page, startApp);
    expect(await page.getByRole("dialog", { name: "Navigation" }).count()).toBe(1);
    expect(await layoutOf(page)).toEqual(before);
    expect(await navButton.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    await expect.poll(() => nav.count()).toBe(0);
    expect(await menu.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
