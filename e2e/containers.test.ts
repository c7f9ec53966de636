// The containers of every dialect imported docs folders are written in (Docusaurus and VitePress
// containers, MkDocs admonitions and tabs, GitHub alerts), as readers meet them: rendered as
// callouts, folding blocks and tab groups, never as raw syntax, working by mouse and keyboard,
// readable before the app runs, and with no axe violation in either theme at either width.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.js";
import { titleOf } from "./support/reading.js";
import { readerSession, visit, WIDTHS } from "./support/session.js";
import { startShowcaseSite } from "./support/showcaseSite.js";

const reader = readerSession(startShowcaseSite);

/** What a reader must see of each family: notes named by their titles, folding blocks, tabs. */
const FAMILIES = [
  {
    title: "Docusaurus admonitions",
    path: "/view?path=containers-docusaurus",
    notes: [
      "Note",
      "Danger",
      "Use the CLI",
      "Your Title with some Markdown syntax!",
      "Parent",
      "Child",
      "Custom Admonition",
    ],
    summaries: [],
    tabs: [],
  },
  {
    title: "VitePress containers",
    path: "/view?path=containers-vitepress",
    notes: ["Info", "Tip", "Warning", "STOP"],
    summaries: ["Details", "Click me to toggle the code"],
    tabs: ["config.js", "config.ts"],
  },
  {
    title: "Tabs",
    path: "/view?path=containers-tabs",
    notes: ["Tip"],
    summaries: [],
    tabs: ["npm", "yarn", "pnpm", "macOS", "Linux", "Windows"],
  },
  {
    title: "MkDocs admonitions and tabs",
    path: "/view?path=containers-mkdocs",
    notes: ["Note", "Phasellus posuere in sem ut cursus", "Tip", "Example", "Bug", "Quote"],
    summaries: ["How do I make a block collapsible?", "Open on page load"],
    tabs: ["C", "C++", "Unordered list"],
  },
  {
    title: "GitHub alerts",
    path: "/view?path=containers-github",
    notes: ["Note", "Tip", "Important", "Warning", "Caution"],
    summaries: [],
    tabs: [],
  },
] as const;

/** Fences and markers of the syntaxes, which a reader must never see. */
const RAW_SYNTAX = /:::|!!!|\?\?\?|===|\[\[toc\]\]/i;

type Family = (typeof FAMILIES)[number];

/** Checks that the family's containers render as their components, and that no raw syntax shows. */
async function expectRendered(page: Page, family: Family): Promise<void> {
  expect(await page.locator("body").innerText()).not.toMatch(RAW_SYNTAX);
  for (const name of family.notes) {
    await expect.poll(() => page.getByRole("note", { name, exact: true }).first().isVisible()).toBe(true);
  }
  for (const summary of family.summaries) {
    expect(await page.locator("summary", { hasText: summary }).isVisible()).toBe(true);
  }
  for (const name of family.tabs) {
    expect(await page.getByRole("tab", { name, exact: true }).first().isVisible()).toBe(true);
  }
}

/** The text of the visible panel of the tab group that holds the tab named `tabName`. */
function visiblePanelOf(page: Page, tabName: string) {
  const group = page.locator(".rx-tabs", { has: page.getByRole("tab", { name: tabName, exact: true }) }).last();
  return () => group.locator(":scope > .rx-tabs__panel:visible").innerText();
}

describe.each(WIDTHS)("containers on a %s", (viewport) => {
  describe.each(["light", "dark"] as const)("in the %s theme", (colorScheme) => {
    it.each(FAMILIES)("$title render as components, with no raw syntax and no axe violation", async (family) => {
      const { page } = await reader.openPage(family.path, { viewport, colorScheme });
      await expect.poll(titleOf(page)).toBe(family.title);
      await expectRendered(page, family);
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  it("opens and closes details, closed or open as written", async () => {
    const { page } = await reader.openPage("/view?path=containers-vitepress", { viewport });
    const body = page.getByText("This is a details block.");
    expect(await body.isVisible()).toBe(false);
    await page.locator("summary", { hasText: "Details" }).click();
    await expect.poll(() => body.isVisible()).toBe(true);
    await page.locator("summary", { hasText: "Details" }).click();
    await expect.poll(() => body.isVisible()).toBe(false);
    expect(await page.locator("details", { hasText: "Click me to toggle the code" }).locator("pre").isVisible()).toBe(
      true,
    );

    await page.goto("/view?path=containers-mkdocs");
    await expect.poll(titleOf(page)).toBe("MkDocs admonitions and tabs");
    expect(await page.getByText("A plus sign after the question marks").isVisible()).toBe(true);
    const folded = page.getByText("Start it with question marks");
    expect(await folded.isVisible()).toBe(false);
    await page.locator("summary", { hasText: "How do I make a block collapsible?" }).press("Enter");
    await expect.poll(() => folded.isVisible()).toBe(true);
  });

  it("switches tabs by click and by keyboard", async () => {
    const { page } = await reader.openPage("/view?path=containers-vitepress", { viewport });
    const codeGroupPanel = visiblePanelOf(page, "config.ts");
    expect(await codeGroupPanel()).toContain("export default {");
    await page.getByRole("tab", { name: "config.ts" }).click();
    await expect.poll(codeGroupPanel).toContain("export default defineConfig({");
    expect(await page.getByRole("tab", { name: "config.ts" }).getAttribute("aria-selected")).toBe("true");

    // Once the app runs: a key pressed while it takes the page over is another matter (the
    // inline script's controls are tested in earlyControls.test.ts).
    await visit(page, "/view?path=containers-tabs");
    await expect.poll(titleOf(page)).toBe("Tabs");
    const platforms = visiblePanelOf(page, "macOS");
    await page.getByRole("tab", { name: "macOS" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(platforms).toBe("Use the package of your distribution.");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Linux");
    await page.keyboard.press("End");
    await expect.poll(platforms).toBe("Run the installer and follow its steps.");
    await page.keyboard.press("ArrowRight");
    await expect.poll(platforms).toContain("Install with Homebrew");
    expect(await page.getByRole("note", { name: "Tip" }).isVisible()).toBe(true);
  });

  it("carries a choice to the groups sharing its key, and remembers it on the next page", async () => {
    const { page } = await reader.openPage("/view?path=containers-tabs", { viewport });
    const install = () => page.locator(".rx-tabs").nth(0).locator(":scope > .rx-tabs__panel:visible").innerText();
    const upgrade = () => page.locator(".rx-tabs").nth(1).locator(":scope > .rx-tabs__panel:visible").innerText();
    await page.getByRole("tab", { name: "pnpm" }).first().click();
    await expect.poll(install).toContain("pnpm add rxdocs");
    await expect.poll(upgrade).toContain("pnpm update rxdocs");

    await page.goto("/view?path=containers-tabs");
    await expect.poll(upgrade).toContain("pnpm update rxdocs");
    expect(await install()).toContain("pnpm add rxdocs");
  });

  it("links the table of contents to the page's headings", async () => {
    const { page } = await reader.openPage("/view?path=containers-vitepress", { viewport });
    const toc = page.getByRole("navigation", { name: "Table of contents" });
    expect(await toc.getByRole("link").allInnerTexts()).toEqual([
      "Custom containers",
      "Details",
      "Code groups",
      "Raw content",
    ]);
    const hrefs = await toc.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    const headingIds = await page
      .locator(".rx-markdown :is(h2, h3)")
      .evaluateAll((headings) => headings.map((h) => `#${h.id}`));
    expect(hrefs).toEqual(headingIds);

    await toc.getByRole("link", { name: "Custom containers" }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe("#custom-containers");
    // The heading comes to the top of the window, below the sticky top bar.
    const heading = page.getByRole("heading", { name: "Custom containers" });
    await expect.poll(async () => (await heading.boundingBox())?.y ?? Infinity).toBeLessThan(120);
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(56);
  });
});

describe("containers before the app runs", () => {
  it.each(FAMILIES)("$title arrive rendered and readable in the server's page", async (family) => {
    const { page } = await reader.newPage();
    // Without the app's scripts the page is the server's markup and style sheets only.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(family.path);
    expect(await page.locator("h1").innerText()).toBe(family.title);
    await expectRendered(page, family);
    const hiddenPanels = page.locator(".rx-tabs__panel[hidden]");
    for (const panel of await hiddenPanels.all()) expect(await panel.isVisible()).toBe(false);
    if (family.title === "VitePress containers") {
      expect(await page.getByRole("navigation", { name: "Table of contents" }).getByRole("link").count()).toBe(4);
    }
  });
});
