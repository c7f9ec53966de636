// The first page a reader opens arrives rendered: the article is there before the app's code
// has run, and the app takes the markup over as it is, without asking for the article again.
import { API_PATHS } from "@rxdocs/contract";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, VIEWPORTS } from "./support/browser.js";
import { type ReaderSite, startReaderSite } from "./support/readerSite.js";
import { waitForApp } from "./support/session.js";

let site: ReaderSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startReaderSite(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

interface Watched {
  page: Page;
  /** Console errors and uncaught exceptions: a failed hydration reports itself here. */
  problems: string[];
  apiCalls: string[];
}

async function watchedPage(options: BrowserContextOptions = {}): Promise<Watched> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, serviceWorkers: "block", ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  const apiCalls: string[] = [];
  page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("request", (request) => {
    if (request.url().includes("/api/")) apiCalls.push(new URL(request.url()).pathname.replace("/api/", ""));
  });
  return { page, problems, apiCalls };
}

/** Marks the article's title as parsed from the markup, to tell later whether it is still the same element. */
async function markParsedTitle(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      document.querySelector("h1")?.setAttribute("data-parsed", "");
    });
  });
}

/** Resolves once the app's request for the menus is answered. */
function menusAnsweredOn(page: Page): Promise<unknown> {
  return page.waitForResponse((response) => new URL(response.url()).pathname === `/api/${API_PATHS.getAuthMenuTree}`);
}

describe("a first page", () => {
  it("shows the article, its menus and its outline without running any script", async () => {
    const { page } = await watchedPage({ javaScriptEnabled: false });
    await page.goto(`${site.url}/view?path=share-links`);
    expect(await page.locator("h1").innerText()).toBe("Share links and access keys");
    expect(await page.title()).toBe("Share links and access keys · rxdocs");
    expect(await page.locator(".rx-markdown").innerText()).toContain("rxdocs key create");
    expect(await page.locator('.rx-sidebar a[aria-current="page"]').getAttribute("href")).toBe(
      "/view?path=share-links",
    );
    expect(await page.locator(".rx-outline a").count()).toBeGreaterThan(1);
    await page.context().close();
  });

  it.each(["light", "dark"] as const)(
    "is taken over as it is in the %s theme, asking for its menus once and not for its article",
    async (colorScheme) => {
      const { page, problems, apiCalls } = await watchedPage({ colorScheme });
      await markParsedTitle(page);
      const menusAnswered = menusAnsweredOn(page);
      await page.goto(`${site.url}/view?path=tabs`);
      await waitForApp(page);
      await menusAnswered;
      // The app is running: the theme switch names the other theme, and code is highlighted.
      const other = colorScheme === "dark" ? "light" : "dark";
      await expect.poll(() => page.getByRole("button", { name: `Switch to ${other} theme` }).count()).toBe(1);
      expect(await page.locator("h1[data-parsed]").innerText()).toBe("Tabs");
      expect(apiCalls.filter((call) => call === "menuInfo/getAuthMenuTree")).toHaveLength(1);
      expect(apiCalls).not.toContain("articleInfo/getDetailByMenuCode");
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it("asks for the app's entry and the chunks it needs together, not each once the one before has come", async () => {
    const { page, problems } = await watchedPage();
    await page.goto(`${site.url}/view?path=tabs`);
    await waitForApp(page);
    const loaded = await page.evaluate(() =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map(
        ({ name, startTime, responseEnd }) => ({ file: new URL(name).pathname, startTime, responseEnd }),
      ),
    );
    const chunk = (name: string) => loaded.find(({ file }) => file.startsWith(`/main/assets/${name}-`));
    const entry = chunk("index");
    // Without the preloads, the browser learns of these only from the entry once it has come.
    for (const name of ["app", "main"]) expect(chunk(name)?.startTime, name).toBeLessThan(entry!.responseEnd);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("takes over a page whose tab group the reader set on an earlier page", async () => {
    const { page, problems } = await watchedPage();
    await page.goto(`${site.url}/view?path=tabs`);
    await waitForApp(page);
    const tabs = page.getByRole("tab");
    const last = tabs.last();
    const label = await last.innerText();
    await last.click();
    await page.reload();
    await waitForApp(page);
    await expect.poll(() => page.getByRole("tab", { selected: true }).first().innerText()).toBe(label);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("moves to another article inside the app once taken over", async () => {
    const { page, problems } = await watchedPage();
    await markParsedTitle(page);
    await page.goto(`${site.url}/view?path=introduction`);
    await waitForApp(page);
    await page.evaluate(() => ((window as unknown as { rxStayed: boolean }).rxStayed = true));
    await page.locator(".rx-prev-next a[rel=next]").click();
    await expect.poll(() => page.locator("h1").innerText()).toBe("Installation and first run");
    expect(await page.evaluate(() => (window as unknown as { rxStayed?: boolean }).rxStayed)).toBe(true);
    expect(await page.title()).toBe("Installation and first run · rxdocs");
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe("a first page opened by a share link", () => {
  it("comes rendered for a key link, and the app keeps what the key opens", async () => {
    const { page } = await watchedPage({ javaScriptEnabled: false });
    await page.goto(`${site.url}${site.keyLink}`);
    expect(await page.locator("h1").innerText()).toBe("Partner welcome");
    await page.context().close();

    const running = await watchedPage();
    await markParsedTitle(running.page);
    const menusAnswered = menusAnsweredOn(running.page);
    await running.page.goto(`${site.url}${site.keyLink}`);
    await waitForApp(running.page);
    await menusAnswered;
    expect(await running.page.locator("h1[data-parsed]").innerText()).toBe("Partner welcome");
    expect(await running.page.locator(".rx-topbar").innerText()).toContain("Partners");
    expect(running.problems).toEqual([]);
    await running.page.context().close();
  });

  it("is left to the app when only a link kept from an earlier visit opens it", async () => {
    const { page, problems } = await watchedPage();
    await page.goto(`${site.url}${site.keyLink}`);
    await expect.poll(() => page.locator("h1").innerText()).toBe("Partner welcome");
    const response = await page.goto(`${site.url}/view?path=partner-welcome`);
    expect(await response!.text()).not.toContain("zephyrine");
    await expect.poll(() => page.locator("h1").innerText()).toBe("Partner welcome");
    expect(await page.locator(".rx-markdown").innerText()).toContain("zephyrine");
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
