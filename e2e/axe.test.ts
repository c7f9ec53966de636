// Every control works for every reader: axe-core finds no violation on the home page, on an
// article with a task list, code blocks with long lines, content tabs and tables (as the server
// sends it, and as the app renders it from the article list), in the open search dialog showing
// results, and in the Menu and Navigation drawers, in both themes, at desktop and phone widths.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.js";
import { follow, isSameDocument, markDocument, titleOf } from "./support/reading.js";
import { readerSession, WIDTHS } from "./support/session.js";

const reader = readerSession();

/** The article checked: it has a task list, long code lines, a content tab group and tables. */
const ARTICLE = { path: "/view?path=deployment", title: "Deployment" };

/** Waits until the article shows, its code highlighted, and checks that it has all that the check is about. */
async function showArticle(page: Page): Promise<void> {
  await expect.poll(titleOf(page)).toBe(ARTICLE.title);
  await expect.poll(() => page.locator(".rx-markdown .rx-code:not([data-highlighted])").count()).toBe(0);
  const { tasks, tabs, tables, scrollingCode } = await page.evaluate(() => ({
    tasks: document.querySelectorAll('.rx-markdown input[type="checkbox"]').length,
    tabs: document.querySelectorAll('[role="tab"]').length,
    tables: document.querySelectorAll(".rx-markdown table").length,
    scrollingCode: Array.from(document.querySelectorAll(".rx-markdown pre")).filter(
      (pre) => pre.scrollWidth > pre.clientWidth,
    ).length,
  }));
  expect({ tasks, tabs, tables }).toEqual({ tasks: 6, tabs: 2, tables: 2 });
  expect(scrollingCode).toBeGreaterThan(0);
}

interface Screen {
  name: string;
  /** Where it opens; `show` then brings the page to what is checked. */
  path: string;
  show(page: Page): Promise<void>;
  /** Drawers exist only on narrow screens. */
  phoneOnly?: boolean;
}

const SCREENS: Screen[] = [
  {
    name: "the home page",
    path: "/",
    show: (page) => expect.poll(() => page.locator(".rx-recent li").count()).toBeGreaterThan(0),
  },
  { name: "an article as the server sends it", path: ARTICLE.path, show: showArticle },
  {
    name: "an article the app renders from the article list",
    path: "/view?path=backups",
    async show(page) {
      await expect.poll(titleOf(page)).toBe("Backups and export");
      await page.waitForLoadState("networkidle"); // the article list is in
      await markDocument(page);
      await follow(page.locator(".rx-breadcrumbs a", { hasText: "Operations" }), ARTICLE.title);
      expect(await isSameDocument(page)).toBe(true);
      await showArticle(page);
    },
  },
  {
    name: "the open search dialog showing results",
    path: ARTICLE.path,
    async show(page) {
      await showArticle(page);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Search" });
      await dialog.getByRole("combobox", { name: "Search" }).fill("postgresql");
      await expect.poll(() => dialog.getByRole("status").innerText()).toMatch(/^\d+ results$/);
      expect(await dialog.getByRole("option").count()).toBeGreaterThan(1);
    },
  },
  ...(["Menu", "Navigation"] as const).map((name): Screen => ({
    name: `the ${name} drawer`,
    path: ARTICLE.path,
    phoneOnly: true,
    async show(page) {
      await showArticle(page);
      await page.getByRole("button", { name, exact: true }).click();
      await page.getByRole("dialog", { name }).waitFor();
    },
  })),
];

describe.each(WIDTHS)("axe on a %s", (viewport) => {
  const screens = SCREENS.filter((screen) => viewport === "phone" || !screen.phoneOnly);
  describe.each(["light", "dark"] as const)("in the %s theme", (colorScheme) => {
    it.each(screens)("finds no violation in $name", async ({ path, show }) => {
      const { page } = await reader.openPage(path, { viewport, colorScheme });
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(colorScheme);
      await show(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});

describe("the axe check", () => {
  it("names each violation, with the element that has it", async () => {
    const { page } = await reader.openPage(ARTICLE.path);
    await showArticle(page);
    await page.evaluate(() => {
      const image = document.createElement("img");
      image.src = "/main/favicon.svg";
      image.id = "e2e-unnamed-image";
      document.querySelector(".rx-markdown")!.append(image);
    });
    const violations = await axeViolations(page);
    expect(violations.map(({ id }) => id)).toEqual(["image-alt"]);
    expect(violations[0]!.nodes).toEqual([expect.stringMatching(/^#e2e-unnamed-image: .*alt attribute/s)]);
  });
});
