// "Copy page" beside an article's title, in Chromium against the real server and the reader site:
// before the app has started (its code held back) and once it runs, the button puts on the
// clipboard exactly what GET /view.md answers for the page with the reader's credentials, a
// share link's pages included; the menu of a public page offers its Markdown and the page handed
// to ChatGPT or Claude, a page opened by a share link offers no such thing; the menu works from
// the keyboard, survives the app taking the page over, reads well in both themes and passes axe.
import { ACCESS_HEADERS } from "@rxdocs/contract";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.js";
import { contrastReport } from "./support/contrast.js";
import { focusedName } from "./support/focus.js";
import { type HeldPage, openWithAppHeld } from "./support/heldApp.js";
import { follow } from "./support/reading.js";
import { type PageOptions, readerSession } from "./support/session.js";

const reader = readerSession();
const MORE = "More actions for this page";
const ITEMS = ["Copy as Markdown", "View as Markdown", "Open in ChatGPT", "Open in Claude"];
const PHASES = ["before the app has started", "once the app runs"] as const;
type Phase = (typeof PHASES)[number];

/** Opens `path` with the clipboard allowed: the app runs, or its code is held back until startApp. */
async function open(path: string, phase: Phase, options: PageOptions = {}): Promise<HeldPage> {
  const permissions = ["clipboard-read", "clipboard-write"];
  if (phase === "before the app has started") return openWithAppHeld(reader, path, { ...options, permissions });
  const { page, errors } = await reader.openPage(path, { ...options, permissions });
  return { page, errors, startApp: async () => {} };
}

/** What GET /view.md answers for the page, with these headers. */
async function markdownAnswer(menuCode: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${reader.site.url}/view.md?path=${menuCode}`, { headers });
  return { status: response.status, body: await response.text() };
}

/** Empties the clipboard, so that what a copy puts there is seen to arrive. */
async function clearClipboard(page: Page): Promise<void> {
  await page.evaluate(() => navigator.clipboard.writeText(""));
}

const clipboardText = (page: Page) => () => page.evaluate(() => navigator.clipboard.readText());
const copyButton = (page: Page) => page.locator(".rx-copy-page__copy");
const menu = (page: Page) => page.getByRole("menu", { name: MORE });
const moreButton = (page: Page) => page.getByRole("button", { name: MORE });
const linkParameter = (link: string, name: string) => new URL(link, "http://x").searchParams.get(name)!;

describe.each(PHASES)("%s", (phase) => {
  it("Copy page puts the page's Markdown on the clipboard, exactly as GET /view.md answers it, and says so", async () => {
    const expected = await markdownAnswer("introduction");
    expect(expected.status).toBe(200);
    const { page, errors, startApp } = await open("/view?path=introduction", phase);
    await clearClipboard(page);

    await page.getByRole("button", { name: "Copy page" }).click();
    await expect.poll(clipboardText(page)).toBe(expected.body);
    const copied = page.getByRole("button", { name: "Copied" });
    expect(await copied.isVisible()).toBe(true);
    expect(await page.getByRole("status").filter({ hasText: "Copied" }).count()).toBe(1);
    // The button says so for a moment, keeping its width, then offers the copy again.
    const width = (await copied.boundingBox())!.width;
    await page.getByRole("button", { name: "Copy page" }).waitFor({ timeout: 5000 });
    expect((await copyButton(page).boundingBox())!.width).toBe(width);
    await startApp();
    expect(errors).toEqual([]);
  });

  it.each([
    ["a restricted page opened by its key link", "keyLink", "partner-welcome", "hash", ACCESS_HEADERS.hash],
    ["a hidden page opened by its view link", "viewLink", "beta-preview", "viewPath", ACCESS_HEADERS.viewPathCode],
  ] as const)(
    "on %s, copies the page with the link's secret and offers no menu",
    async (_, link, code, name, header) => {
      const shareLink = reader.site[link];
      const expected = await markdownAnswer(code, { [header]: linkParameter(shareLink, name) });
      expect(expected.status).toBe(200);
      expect((await markdownAnswer(code)).status).toBe(404);
      const { page, errors, startApp } = await open(shareLink, phase);
      await clearClipboard(page);

      await page.getByRole("button", { name: "Copy page" }).click();
      await expect.poll(clipboardText(page)).toBe(expected.body);
      expect(await moreButton(page).count()).toBe(0);
      expect(await page.getByRole("menuitem").count()).toBe(0);
      expect(await page.locator('a[href*="chatgpt.com"], a[href*="claude.ai"], a[href*="/view.md"]').count()).toBe(0);
      await startApp();
      expect(errors).toEqual([]);
    },
  );

  it("on a public page, the menu offers the Markdown and the page handed to ChatGPT and Claude, in new tabs", async () => {
    const { page, errors, startApp } = await open("/view?path=introduction", phase);
    expect(await menu(page).isVisible()).toBe(false);
    await moreButton(page).click();
    expect(await menu(page).isVisible()).toBe(true);
    expect(await moreButton(page).getAttribute("aria-expanded")).toBe("true");
    expect(await menu(page).getByRole("menuitem").allInnerTexts()).toEqual(ITEMS);

    const prompt = `Read ${reader.site.url}/view?path=introduction and answer questions about it.`;
    const links = {
      "View as Markdown": "/view.md?path=introduction",
      "Open in ChatGPT": `https://chatgpt.com/?hints=search&q=${encodeURIComponent(prompt)}`,
      "Open in Claude": `https://claude.ai/new?q=${encodeURIComponent(prompt)}`,
    };
    for (const [name, href] of Object.entries(links)) {
      const item = menu(page).getByRole("menuitem", { name });
      expect(await item.getAttribute("href"), name).toBe(href);
      expect(await item.getAttribute("target"), name).toBe("_blank");
      expect(await item.getAttribute("rel"), name).toBe("noopener noreferrer");
    }
    await startApp();
    expect(errors).toEqual([]);
  });

  it("works from the keyboard: Enter, Space and the arrows open the menu, the arrows move, Escape and Tab close it", async () => {
    const expected = await markdownAnswer("introduction");
    const { page, errors, startApp } = await open("/view?path=introduction", phase);
    await clearClipboard(page);
    const press = async (key: string) => {
      await page.keyboard.press(key);
      return focusedName(page);
    };
    const expanded = () => moreButton(page).getAttribute("aria-expanded");
    await copyButton(page).focus();
    expect(await press("Tab")).toBe(MORE);

    expect(await press("Enter")).toBe(ITEMS[0]);
    expect(await menu(page).isVisible()).toBe(true);
    expect(await press("ArrowDown")).toBe(ITEMS[1]);
    expect(await press("End")).toBe(ITEMS[3]);
    expect(await press("ArrowDown")).toBe(ITEMS[0]);
    expect(await press("ArrowUp")).toBe(ITEMS[3]);
    expect(await press("Home")).toBe(ITEMS[0]);
    expect(await press("Escape")).toBe(MORE);
    expect([await menu(page).isVisible(), await expanded()]).toEqual([false, "false"]);

    expect(await press("ArrowUp")).toBe(ITEMS[3]);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest(".rx-copy-page") ?? null)).toBeNull();
    expect([await menu(page).isVisible(), await expanded()]).toEqual([false, "false"]);

    await moreButton(page).focus();
    expect(await press(" ")).toBe(ITEMS[0]);
    expect(await press("Enter")).toBe(MORE);
    await expect.poll(clipboardText(page)).toBe(expected.body);
    expect(await menu(page).isVisible()).toBe(false);
    await startApp();
    expect(errors).toEqual([]);
  });
});

describe("the hand-over to the app", () => {
  it("keeps a menu opened before the app started open, and the app moves through it one item at a time", async () => {
    const { page, errors, startApp } = await open("/view?path=introduction", "before the app has started");
    await moreButton(page).click();
    await page.keyboard.press("ArrowDown");
    expect(await focusedName(page)).toBe(ITEMS[1]);
    await startApp();
    expect(await menu(page).isVisible()).toBe(true);
    expect(await focusedName(page)).toBe(ITEMS[1]);
    await page.keyboard.press("ArrowDown");
    expect(await focusedName(page)).toBe(ITEMS[2]);
    await page.keyboard.press("Escape");
    expect(await menu(page).isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it("follows the reader to the next page, and copies that one", async () => {
    const { page, errors } = await open("/view?path=introduction", "once the app runs", {});
    await clearClipboard(page);
    await follow(page.locator(".rx-prev-next a[rel=next]"), "Installation and first run");
    const code = new URL(page.url()).searchParams.get("path")!;
    const expected = await markdownAnswer(code);
    expect(expected.status).toBe(200);
    await page.getByRole("button", { name: "Copy page" }).click();
    await expect.poll(clipboardText(page)).toBe(expected.body);
    expect(errors).toEqual([]);
  });
});

describe("a page the reader can no longer read", () => {
  it("says Copy failed before the app has started, and once it runs shows an error toast too", async () => {
    const { page, errors, startApp } = await open(reader.site.keyLink, "before the app has started");
    await clearClipboard(page);
    const forgetKey = () => page.evaluate(() => localStorage.clear());
    await forgetKey();
    await page.getByRole("button", { name: "Copy page" }).click();
    await page.getByRole("button", { name: "Copy failed" }).waitFor();
    expect(await clipboardText(page)()).toBe("");

    await startApp();
    await follow(page.locator(".rx-prev-next a[rel=next]"), "Partner pricing");
    await forgetKey();
    await page.getByRole("button", { name: "Copy page" }).click();
    await page.getByRole("button", { name: "Copy failed" }).waitFor();
    const toast = page.locator(".rx-toast--error .rx-toast__message");
    await expect.poll(() => toast.allInnerTexts()).toEqual(["The page could not be copied. Try again in a moment."]);
    expect(await clipboardText(page)()).toBe("");
    // The failed copies are the server's 404 answers, which the browser reports.
    expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
  });
});

describe.each(["light", "dark"] as const)("in the %s theme", (colorScheme) => {
  it("the open menu passes axe and the contrast check, and lies within a phone's screen", async () => {
    for (const viewport of ["desktop", "phone"] as const) {
      const { page } = await open("/view?path=introduction", "once the app runs", { colorScheme, viewport });
      await moreButton(page).click();
      expect(await menu(page).isVisible()).toBe(true);
      expect(await axeViolations(page), viewport).toEqual([]);
      const { checked, failures } = await page.evaluate(contrastReport, ".rx-copy-page");
      expect(checked, viewport).toBeGreaterThanOrEqual(ITEMS.length);
      expect(failures, viewport).toEqual([]);
      const box = (await menu(page).boundingBox())!;
      expect(box.x, viewport).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, viewport).toBeLessThanOrEqual(page.viewportSize()!.width);
      await page.close();
    }
  });
});
