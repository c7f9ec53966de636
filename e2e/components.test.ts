// The components of Starlight, Mintlify, Docusaurus, Nextra and Fumadocs, from pages written as
// their documentation writes them, imported by the real CLI and read in Chromium: drawn in the
// page the server sends and once the app runs, never as raw syntax, working by mouse and
// keyboard with no script of their own, with no axe violation in either theme at either width,
// and mirrored in a right-to-left page.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { writeComponentSite } from "../packages/server/src/test-support/componentPages/index.js";
import { axeViolations } from "./support/axe.js";
import { type FolderSite, startFolderSite } from "./support/folderSite.js";
import { type ReaderSession, readerSession, WIDTHS } from "./support/session.js";

async function startComponentSite(lang?: string): Promise<FolderSite> {
  const source = mkdtempSync(join(tmpdir(), "rxdocs-component-site-"));
  try {
    writeComponentSite(source);
    if (lang) writeFileSync(join(source, "rxdocs.json"), JSON.stringify({ title: "Components", lang }));
    return await startFolderSite(source);
  } finally {
    rmSync(source, { recursive: true, force: true });
  }
}

/** How many of each component a page shows. */
const SHOWN = {
  starlight: {
    ".rx-callout": 1,
    ".rx-tabs": 1,
    ".rx-steps": 1,
    ".rx-card": 2,
    ".rx-file-tree": 1,
    ".rx-badge": 1,
    ".rx-button": 1,
    ".rx-icon": 3,
  },
  mintlify: {
    ".rx-callout": 6,
    ".rx-steps": 1,
    ".rx-step": 2,
    ".rx-card": 4,
    ".rx-accordions": 1,
    ".rx-tabs": 2,
    ".rx-frame": 1,
    ".rx-field": 3,
    ".rx-update": 1,
    ".rx-tooltip": 1,
    ".rx-badge": 1,
  },
  docusaurus: { ".rx-toc": 1, ".rx-callout": 2, ".rx-code": 1 },
  nextra: { ".rx-callout": 1, ".rx-card": 2, ".rx-steps": 1, ".rx-tabs": 1, ".rx-file-tree": 1 },
  fumadocs: {
    ".rx-callout": 2,
    ".rx-card": 1,
    ".rx-accordions": 1,
    ".rx-file-tree": 1,
    ".rx-tabs": 1,
    ".rx-step": 2,
    table: 1,
  },
} as const;

type PageName = keyof typeof SHOWN;
const PAGES = Object.keys(SHOWN) as PageName[];
const pathOf = (name: string) => `/view?path=${name}`;

async function counts(page: Page, name: PageName): Promise<Record<string, number>> {
  const shown: Record<string, number> = {};
  for (const selector of Object.keys(SHOWN[name]))
    shown[selector] = await page.locator(`.rx-markdown ${selector}`).count();
  return shown;
}

/** The lines of the article's text, outside code, that still look like a component's or a container's syntax. */
function rawSyntax(page: Page): Promise<string[]> {
  return page.locator(".rx-markdown").evaluate((article) => {
    const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest("code, pre") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
    });
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      if (/<\/?[A-Z][\w.]*[\s/>]|^\s*:::|\{[a-z]+=/m.test(text)) found.push(text.trim());
    }
    return found;
  });
}

/** Every page of the site, at both widths and in both themes: axe finds no violation. */
function describeAxeOfEveryPage(reader: ReaderSession<FolderSite>): void {
  describe.each(WIDTHS)("on a %s", (viewport) => {
    it.each(["light", "dark"] as const)("have no axe violation in the %s theme", async (colorScheme) => {
      for (const name of PAGES) {
        const { page } = await reader.openPage(pathOf(name), { viewport, colorScheme });
        expect(await axeViolations(page), name).toEqual([]);
        await page.close();
      }
    });
  });
}

describe("the components, left to right", () => {
  const reader = readerSession(() => startComponentSite());

  it("are drawn in the page the server sends and once the app runs, with no syntax showing", async () => {
    const { page: served } = await reader.newPage();
    await served.route(/\.m?js(?:\?|$)/, (route) => route.abort());
    const { page } = await reader.newPage();
    for (const name of PAGES) {
      await served.goto(pathOf(name));
      expect(await counts(served, name), name).toEqual(SHOWN[name]);
      expect(await rawSyntax(served), name).toEqual([]);
      await page.goto(pathOf(name));
      await page.locator(".rx-markdown").waitFor();
      expect(await counts(page, name), name).toEqual(SHOWN[name]);
      expect(await rawSyntax(page), name).toEqual([]);
    }
  });

  it("are drawn alike when the app opens their pages from the top bar", async () => {
    const { page } = await reader.openPage("/view?path=guides");
    for (const name of PAGES) {
      const title = `${name[0]!.toUpperCase()}${name.slice(1)} components`;
      await page.locator(".rx-topbar").getByRole("link", { name: title }).click();
      await expect.poll(() => page.locator("h1").first().innerText()).toBe(title);
      expect(await counts(page, name), name).toEqual(SHOWN[name]);
      expect(await rawSyntax(page), name).toEqual([]);
    }
  });

  it("work by mouse and keyboard before the app runs: a card is one link, a folder folds, an accordion opens", async () => {
    const { page } = await reader.newPage();
    await page.route(/\.m?js(?:\?|$)/, (route) => route.abort());
    await page.goto(pathOf("mintlify"));
    // A click anywhere on a linked card follows its link, not only on its title.
    const card = page.locator(".rx-card--link").first();
    const box = (await card.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height - 8);
    await page.waitForURL(/path=starlight/);
    await expect.poll(() => page.locator("h1").first().innerText()).toBe("Starlight components");

    const folder = page.locator(".rx-file-tree__folder details").first();
    const inside = folder.locator(".rx-file-tree__name", { hasText: "Header.astro" });
    await expect.poll(() => inside.isVisible()).toBe(true);
    await folder.locator("> summary").focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => inside.isVisible()).toBe(false);

    await page.goto(pathOf("mintlify"));
    const accordion = page.locator(".rx-accordions details").first();
    await accordion.locator("summary").click();
    await expect.poll(() => accordion.locator("p").first().isVisible()).toBe(true);
    // A tooltip's tip is reached by keyboard too.
    await expect(page.locator(".rx-tooltip").getAttribute("tabindex")).resolves.toBe("0");
  });

  it("switch tabs once the app runs, and keep the reader's choice of a synced group", async () => {
    const { page } = await reader.openPage(pathOf("starlight"));
    const tabs = page.locator('.rx-tabs[data-sync-key="pkg"]');
    await tabs.getByRole("tab", { name: "pnpm" }).click();
    await expect.poll(() => tabs.getByRole("tabpanel").first().innerText()).toContain("pnpm install");
  });

  describeAxeOfEveryPage(reader);
});

describe("the components, right to left", () => {
  const reader = readerSession(() => startComponentSite("fa"));

  it("mirror: steps count from the right, cards read from the right, a file tree nests leftwards", async () => {
    const { page } = await reader.openPage(pathOf("starlight"));
    await expect(page.locator("html").getAttribute("dir")).resolves.toBe("rtl");
    const step = page.locator(".rx-steps > ol > li").first();
    // The number's room is on the right of each step, and the first card is the rightmost.
    const room = await step.evaluate((item) => {
      const style = getComputedStyle(item);
      return { right: parseFloat(style.paddingRight), left: parseFloat(style.paddingLeft) };
    });
    expect(room.right).toBeGreaterThan(30);
    expect(room.left).toBe(0);
    const [first, second] = await page
      .locator(".rx-cards > .rx-card")
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().x));
    expect(first).toBeGreaterThan(second!);
    const nested = page.locator(".rx-file-tree ul ul").first();
    const outer = page.locator(".rx-file-tree > ul").first();
    const [nestedRight, outerRight] = [
      await nested.evaluate((list) => list.getBoundingClientRect().right),
      await outer.evaluate((list) => list.getBoundingClientRect().right),
    ];
    expect(nestedRight).toBeLessThan(outerRight);
  });

  describeAxeOfEveryPage(reader);
});
