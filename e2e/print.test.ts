// Printing an article with the browser's own Print, in Chromium against the real server and the
// reader site: the page prints the article alone, without the frame or a single control, black on
// white whichever theme the reader chose; every tab of a tab group prints under its label, code
// wraps at the paper's width, an external link shows its address; and Chromium makes a PDF of it.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { contrastReport } from "./support/contrast.js";
import { readerSession } from "./support/session.js";

const reader = readerSession();

/** The frame around the article and the article's controls. */
const CHROME = {
  "top bar": ".rx-topbar",
  sidebar: ".rx-sidebar",
  outline: ".rx-view-aside",
  "Copy page": ".rx-copy-page",
  "feedback form": ".rx-feedback",
  "previous and next": ".rx-prev-next",
};

/** About the width an A4 page leaves for the article, in CSS pixels. */
const PAPER_WIDTH = 700;

const visibleCount = (page: Page, selector: string) => page.locator(selector).filter({ visible: true }).count();

/** Opens `path` as the screen shows it, its article in; `print` then lays it out as for paper. */
async function openArticle(path: string, colorScheme: "light" | "dark") {
  const opened = await reader.openPage(path, { colorScheme });
  await opened.page.locator(".rx-article .rx-markdown").first().waitFor();
  return { ...opened, print: () => opened.page.emulateMedia({ media: "print" }) };
}

/** The luminance of a computed colour such as `rgb(31, 35, 40)`: 0 for black, 1 for white. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((channel) => {
    const c = Number(channel) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** What the article's first link matching `selector` shows after its text. */
const afterLink = (page: Page, selector: string) =>
  page
    .locator(`.rx-markdown ${selector}`)
    .first()
    .evaluate((link) => getComputedStyle(link, "::after").content);

/** The number of pages of a PDF: its page objects. */
function pageCount(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type\s*\/Page\b/g)?.length ?? 0;
}

describe.each(["light", "dark"] as const)("printed in the %s theme", (colorScheme) => {
  it("an article prints alone: no frame, no controls, every button gone but the tabs' labels", async () => {
    const { page, errors, print } = await openArticle("/view?path=markdown", colorScheme);
    for (const [name, selector] of Object.entries(CHROME)) {
      expect(await visibleCount(page, selector), `${name} on the screen`).toBeGreaterThan(0);
    }
    expect(await visibleCount(page, ".rx-code-copy, .rx-feedback button")).toBeGreaterThan(0);

    await print();
    for (const [name, selector] of Object.entries(CHROME)) {
      expect(await visibleCount(page, selector), name).toBe(0);
    }
    // The tabs' labels are buttons on the screen; on paper each names the panel below it.
    expect(await visibleCount(page, "button:not(.rx-tabs__tab)")).toBe(0);
    expect(await visibleCount(page, ".rx-tabs__tab")).toBe(await page.locator(".rx-tabs__tab").count());
    expect(await page.locator("#rx-article-title").innerText()).toBe("Markdown features");
    expect(await page.locator("#rx-article-title").isVisible()).toBe(true);
    expect(await page.locator(".rx-article .rx-markdown p").first().isVisible()).toBe(true);
    expect(await visibleCount(page, ".rx-markdown table")).toBeGreaterThan(0);
    expect(await visibleCount(page, ".rx-callout")).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it("prints black on white, every text of the article with AA contrast", async () => {
    const { page, print } = await openArticle("/view?path=markdown", colorScheme);
    expect(await page.evaluate(() => document.documentElement.dataset.theme ?? "light")).toBe(colorScheme);

    await print();
    const colors = await page.evaluate(() => {
      const of = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return {
        bodyBackground: of("body").backgroundColor,
        articleBackground: of(".rx-article").backgroundColor,
        title: of("#rx-article-title").color,
        text: of(".rx-article .rx-markdown p").color,
        code: of(".rx-code code").color,
      };
    });
    expect(colors.bodyBackground).toBe("rgb(255, 255, 255)");
    // The article lets the page's white through.
    expect(colors.articleBackground).toBe("rgba(0, 0, 0, 0)");
    for (const color of [colors.title, colors.text, colors.code]) expect(luminance(color)).toBeLessThan(0.05);
    const { checked, failures } = await page.evaluate(contrastReport, ".rx-article");
    expect(checked).toBeGreaterThan(100);
    expect(failures).toEqual([]);

    await page.screenshot({ path: `/tmp/print-${colorScheme}.png`, fullPage: true });
  });
});

describe("tab groups on paper", () => {
  it.each([
    ["the page's own tab group", "/view?path=tabs", ".rx-article > .rx-tabs"],
    ["tab groups in the text", "/view?path=markdown", ".rx-markdown .rx-tabs"],
  ])("%s print every tab, each under its label", async (_, path, groups) => {
    const { page, print } = await openArticle(path, "light");
    const group = page.locator(groups).first();
    await group.waitFor();
    const labels = await group.locator(":scope > .rx-tabs__list > .rx-tabs__tab").allInnerTexts();
    expect(labels.length).toBeGreaterThan(1);
    expect(await group.locator(":scope > .rx-tabs__panel").filter({ visible: true }).count()).toBe(1);

    await print();
    // Top to bottom: the first label, its panel's content, the second label, its content...
    const edges = await group.evaluate((element) =>
      Array.from(element.querySelectorAll(":scope > .rx-tabs__list > .rx-tabs__tab"), (tab) => {
        const label = tab.getBoundingClientRect();
        const panel = document.getElementById(tab.getAttribute("aria-controls")!)!;
        const content = panel.firstElementChild!.getBoundingClientRect();
        return [label.top, label.bottom, content.top, content.bottom];
      }).flat(),
    );
    expect(edges).toHaveLength(labels.length * 4);
    const steps = edges.slice(1).map((edge, index) => edge - edges[index]!);
    expect(Math.min(...steps)).toBeGreaterThan(0);
  });
});

describe("code and links on paper", () => {
  it("code wraps at the paper's width rather than being cut off", async () => {
    const { page, print } = await openArticle("/view?path=tabs", "light");
    await page.setViewportSize({ width: PAPER_WIDTH, height: 1000 });
    const overflowing = () =>
      page
        .locator(".rx-main pre")
        .filter({ visible: true })
        .evaluateAll((blocks) => blocks.filter((block) => block.scrollWidth > block.clientWidth + 1).length);
    // On the screen a long line scrolls sideways.
    expect(await overflowing()).toBeGreaterThan(0);

    await print();
    const whiteSpace = await page
      .locator(".rx-code pre")
      .evaluateAll((blocks) => blocks.map((block) => getComputedStyle(block).whiteSpace));
    expect(new Set(whiteSpace)).toEqual(new Set(["pre-wrap"]));
    expect(await overflowing()).toBe(0);
  });

  it("an external link shows its address after its text; a link within the site or the page does not", async () => {
    const markdown = await openArticle("/view?path=markdown", "light");
    await markdown.print();
    expect(await afterLink(markdown.page, 'a[href="https://example.com"]')).toBe('" (https://example.com)"');
    expect(await afterLink(markdown.page, 'a[href^="/view"]')).not.toContain("(");
    const quickStart = await openArticle("/view?path=quick-start", "light");
    await quickStart.print();
    expect(await afterLink(quickStart.page, 'a[href="#requirements"]')).not.toContain("(");
  });
});

describe("a PDF of an article", () => {
  it("is made by Chromium from the printed page, one A4 page after another", async () => {
    const { page } = await openArticle("/view?path=markdown", "dark");
    const pdf = await page.pdf({ format: "A4" });
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pageCount(pdf)).toBeGreaterThan(3);
  });

  it("holds the whole article, and no drawer, when the reader prints with one open", async () => {
    const { page } = await reader.openPage("/view?path=markdown", { viewport: "phone" });
    const pages = pageCount(await page.pdf({ format: "A4" }));
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await page.locator(".rx-menu-panel").waitFor();

    await page.emulateMedia({ media: "print" });
    expect(await visibleCount(page, ".rx-drawer, .rx-overlay")).toBe(0);
    expect(await page.locator("#rx-article-title").isVisible()).toBe(true);
    // The open drawer locks the page's scrolling, which must not cut the print to its first page.
    expect(pageCount(await page.pdf({ format: "A4" }))).toBe(pages);
  });
});
