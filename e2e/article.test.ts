// Reading one article: what the page shows, heading anchors and deep links, code blocks, the
// tab group and the "On this page" outline, at desktop and phone widths.
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { titleOf } from "./support/reading.js";
import { readerSession, WIDTHS } from "./support/session.js";

const reader = readerSession();

describe.each(WIDTHS)("an article on a %s", (viewport) => {
  it("shows straight from its address, with breadcrumbs, date and headings", async () => {
    const { page, errors } = await reader.openPage("/view?path=share-links", { viewport });
    await expect.poll(titleOf(page)).toBe("Share links and access keys");
    await expect.poll(() => page.locator(".rx-breadcrumbs").innerText()).toContain("Sharing");
    expect(await page.locator(".rx-article-date time").getAttribute("datetime")).toMatch(/^2026-10-26/);
    expect(await page.locator("#share-a-hidden-page").count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it("shows a clear message in the page for an article that does not exist", async () => {
    const { page } = await reader.openPage("/view?path=no-such-page", { viewport });
    await expect.poll(titleOf(page)).toBe("Page not found");
    expect(await page.locator(".rx-toast").count()).toBe(0);
  });

  it("gives every heading the slug of its text as id, and a link to itself", async () => {
    const { page } = await reader.openPage("/view?path=folder-format", { viewport });
    const headings = page.locator(".rx-markdown :is(h2, h3)");
    await expect.poll(() => headings.count()).toBeGreaterThan(0);
    const found = await headings.evaluateAll((elements) =>
      elements.map((heading) => ({
        id: heading.id,
        anchor: heading.querySelector("a.rx-heading-anchor")?.getAttribute("href"),
      })),
    );
    expect(found).toEqual(
      [
        "folders-and-files",
        "ordering",
        "folder-settings-_category_json", // "Folder settings: `_category_.json`"
        "folder-pages",
        "links-and-badges",
        "the-home-page",
        "images-and-files",
        "site-settings-rxdocsjson", // "Site settings: `rxdocs.json`"
        "a-docusaurus-site",
        "languages-in-sub-folders",
        "codes",
        "links-between-pages",
        "mdx-pages",
        "what-import-checks",
      ].map((id) => ({ id, anchor: `#${id}` })),
    );
  });

  it("scrolls to a heading when its anchor link is followed", async () => {
    const { page } = await reader.openPage("/view?path=folder-format", { viewport });
    const heading = page.locator("#codes");
    await heading.hover(); // the anchor shows on hover
    await heading.getByRole("link", { name: "Link to this section" }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe("#codes");
    await expect.poll(() => gapBelowTopBar(heading)).toSatisfy(isJustBelow);
  });

  it("opens scrolled to the heading named in the address", async () => {
    const { page } = await reader.openPage("/view?path=field-notes#deep-section", { viewport });
    const heading = page.locator("#deep-section");
    await expect.poll(() => gapBelowTopBar(heading)).toSatisfy(isJustBelow);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });

  it("highlights fenced code, and its Copy button puts the code on the clipboard and says so", async () => {
    const { page } = await reader.openPage("/view?path=markdown", {
      viewport,
      permissions: ["clipboard-read", "clipboard-write"],
    });
    const block = page.locator('.rx-code[data-lang="ts"]').first();
    await expect.poll(() => block.locator("code.hljs .hljs-keyword").count()).toBeGreaterThan(0);
    const code = await block.locator("pre code").innerText();
    expect(code).toContain('type Visibility = "public" | "hidden" | "restricted";');

    await block.hover(); // the button shows on hover
    const copy = block.getByRole("button", { name: /Copy/ });
    await copy.click();
    await expect.poll(() => block.locator(".rx-code-copy").getAttribute("aria-label")).toBe("Copied");
    expect(await block.locator(".rx-code-copy").innerText()).toBe("Copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });

  it("switches content tabs with the arrow keys and keeps the reader's choice on other pages", async () => {
    const { page } = await reader.openPage("/view?path=deployment", { viewport });
    const tabs = page.getByRole("tablist", { name: "Examples" }).getByRole("tab");
    const selectedTab = () => page.locator('[role="tab"][aria-selected="true"]').innerText();
    const shownPanel = () => page.locator('[role="tabpanel"]:not([hidden])').innerText();
    await expect.poll(() => tabs.allInnerTexts()).toEqual(["SQLite", "PostgreSQL"]);
    expect(await selectedTab()).toBe("SQLite");
    expect(await shownPanel()).toContain("SQLite is the default");

    await tabs.first().focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(selectedTab).toBe("PostgreSQL");
    expect(await shownPanel()).toContain("PostgreSQL holds the site");
    expect(await tabs.nth(1).evaluate((tab) => tab === document.activeElement)).toBe(true);
    await page.keyboard.press("ArrowRight"); // wraps round
    await expect.poll(selectedTab).toBe("SQLite");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(selectedTab).toBe("PostgreSQL");

    // Another page whose tabs have the same labels shows the same choice.
    await page.goto("/view?path=field-notes");
    await expect.poll(selectedTab).toBe("PostgreSQL");
    expect(await shownPanel()).toContain("database server");
  });

  it("marks the section being read in the outline as the reader scrolls", async () => {
    const { page } = await reader.openPage("/view?path=deployment", { viewport });
    const outline = page.locator(".rx-outline");
    const current = () => outline.locator('a[aria-current="location"]').getAttribute("href");
    await expect.poll(current).toBe("#choose-a-database");
    // Below 1200 px the outline gives its column to the article; it still follows the reading.
    expect(await outline.isVisible()).toBe(viewport === "desktop");

    await page.locator("#health-checks").evaluate((heading) => heading.scrollIntoView());
    await expect.poll(current).toBe("#health-checks");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(current).toBe("#choose-a-database");
  });
});

/** Pixels between the sticky top bar's bottom edge and the element's top edge. */
function gapBelowTopBar(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const topBar = document.querySelector(".rx-topbar")!.getBoundingClientRect().bottom;
    return Math.round(node.getBoundingClientRect().top - topBar);
  });
}

/** A heading scrolled to sits at the top of the page, clear of the top bar (scroll-margin-top). */
const isJustBelow = (gap: number) => gap >= 0 && gap <= 40;
