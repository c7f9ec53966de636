// The reader app in real Chromium against the real server and the bundled guide.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, VIEWPORTS } from "./support/browser.js";
import { type ReaderSite, startReaderSite } from "./support/readerSite.js";

let site: ReaderSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startReaderSite(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function openPage(
  viewport: keyof typeof VIEWPORTS = "desktop",
): Promise<{ page: Page; errors: string[]; apiCalls: string[] }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  const page = await context.newPage();
  const errors: string[] = [];
  const apiCalls: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("request", (request) => {
    if (request.url().includes("/api/")) apiCalls.push(new URL(request.url()).pathname.replace("/api/", ""));
  });
  return { page, errors, apiCalls };
}

describe.each(["desktop", "phone"] as const)("reading on a %s", (viewport) => {
  it("shows an article straight from its address, with breadcrumbs, date and outline", async () => {
    const { page, errors } = await openPage(viewport);
    await page.goto(`${site.url}/view?path=share-links`);
    await expect.poll(() => page.locator("h1").first().innerText()).toBe("Share links and access keys");
    await expect.poll(() => page.locator(".rx-breadcrumbs").innerText()).toContain("Sharing");
    expect(await page.locator(".rx-article-date time").getAttribute("datetime")).toMatch(/^2026-/);
    expect(await page.locator("#share-a-hidden-page").count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows a clear message in the page for an article that does not exist", async () => {
    const { page } = await openPage(viewport);
    await page.goto(`${site.url}/view?path=no-such-page`);
    await expect.poll(() => page.locator("h1").first().innerText()).toBe("Page not found");
    expect(await page.locator(".rx-toast").count()).toBe(0);
    await page.context().close();
  });
});

describe("moving between articles", () => {
  it("needs no request once the article list is in", async () => {
    const { page, apiCalls } = await openPage();
    await page.goto(`${site.url}/view?path=introduction`);
    await expect.poll(() => apiCalls).toContain("articleInfo/getListByPage");
    await page.waitForLoadState("networkidle");
    const before = apiCalls.length;
    await page.locator('.rx-sidebar a[href="/view?path=quick-start"]').click();
    await expect.poll(() => page.locator("h1").first().innerText()).toBe("Installation and first run");
    await page.locator(".rx-prev-next a[rel=next]").click();
    await expect.poll(() => page.locator("h1").first().innerText()).toBe("Your first site");
    expect(apiCalls.slice(before)).toEqual([]);
    await page.context().close();
  });
});

describe("share links", () => {
  it("opens the restricted section with a key link, keeps it while reading, and forgets it on leaving", async () => {
    const { page } = await openPage();
    await page.goto(`${site.url}${site.keyLink}`);
    await expect.poll(() => page.locator("h1").first().innerText()).toBe("Partner welcome");
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("rx-hidden-route-query") ?? "{}"))).toHaveProperty(
      "hash",
    );
    await page.goto(`${site.url}/`);
    expect(await page.evaluate(() => localStorage.getItem("rx-hidden-route-query"))).toBeNull();
    await page.goto(`${site.url}/view?path=partner-welcome`);
    await expect.poll(() => page.locator("h1").first().innerText()).toBe("Page not found");
    await page.context().close();
  });

  it("opens the hidden section with its view link", async () => {
    const { page } = await openPage();
    await page.goto(`${site.url}${site.viewLink}`);
    await expect.poll(() => page.locator("h1").first().innerText()).toBe("Beta preview");
    await page.context().close();
  });

  it("shows an error toast for an invalid link and falls back to the public site", async () => {
    const { page } = await openPage();
    await page.goto(`${site.url}/view?path=introduction&hash=not-a-key&timestamp=1`);
    const toast = page.locator(".rx-toast.rx-toast--error");
    await expect.poll(() => toast.first().innerText()).toContain("This access link is invalid or has expired");
    expect(await toast.first().getAttribute("role")).toBe("alert");
    await expect.poll(() => page.locator("h1").first().innerText()).toBe("Introduction");
    expect(await page.evaluate(() => localStorage.getItem("rx-hidden-route-query"))).toBeNull();
    await page.context().close();
  });
});

describe("on a phone", () => {
  it("opens the menu and navigation drawers one at a time, closing them with Escape, their close button or navigation", async () => {
    const { page } = await openPage("phone");
    await page.goto(`${site.url}/view?path=introduction`);
    await page.getByRole("button", { name: "Menu" }).click();
    await expect.poll(() => page.locator(".rx-menu-panel").isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator(".rx-menu-panel").count()).toBe(0);
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect.poll(() => page.locator(".rx-menu-panel").count()).toBe(0);
    await page.getByRole("button", { name: "Navigation" }).click();
    await expect.poll(() => page.locator(".rx-nav-panel").isVisible()).toBe(true);
    await page.locator('.rx-nav-panel a:has-text("Reference")').click();
    await expect.poll(() => page.locator("h1").first().innerText()).toBe("CLI reference");
    await expect.poll(() => page.locator(".rx-nav-panel").count()).toBe(0);
    await page.context().close();
  });
});

describe("themes", () => {
  it("follows the system until the reader chooses, and keeps the choice without a flash", async () => {
    const context = await browser.newContext({ colorScheme: "dark", viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    await page.getByRole("button", { name: /theme/ }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
    // The theme is set by a blocking script before the first paint, so it is right at DOMContentLoaded.
    await page.reload({ waitUntil: "domcontentloaded" });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
    await context.close();
  });
});
