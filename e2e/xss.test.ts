// The hostile-content corpus (e2e/fixtures/xss) through every path that reaches the page, in
// real Chromium against the real server: titles, menu names, the site's name, the home page's
// hero and features, page tabs, headings and the outline, callout, code and tab titles, image
// descriptions, link texts, links and images, raw HTML, formulas, diagrams and search snippets.
// Each page is read as the server sends it before the app runs, once the app has taken it over,
// on the way from page to page inside the app (the browser's own rendering), and through the
// search; with the server's Content-Security-Policy reported but not enforced, so that the
// sanitizer must hold alone and any violation counts (the sanitizer let through what only the
// policy would stop). Nothing may run, open a dialog, navigate, open a window or reach another
// host, and no hostile fragment may hide what follows it.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { XSS_VECTORS } from "./fixtures/xss/vectors.js";
import { launchBrowser } from "./support/browser.js";
import { waitForApp } from "./support/session.js";
import { type Expected, inspect, tabsHiding } from "./support/xssInspect.js";
import { startXssSite, type XssPage, type XssSite } from "./support/xssSite.js";
import { type Findings, noFindings, type WatchOptions, watchedContext } from "./support/xssWatch.js";

let site: XssSite;
let browser: Browser;
const started = Date.now();
const totals = { findings: noFindings(), views: 0, problems: 0, sanitizerReads: 0 };

beforeAll(async () => {
  [site, browser] = await Promise.all([startXssSite(), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  const counts = Object.entries(totals.findings).map(([kind, found]) => `${found.length} ${kind}`);
  console.log(
    `xss: ${XSS_VECTORS.length} vectors × ${site?.placements.counts.size ?? 0} paths ` +
      `(${site?.placements.total ?? 0} placements on ${site?.pages.length ?? 0} pages), ` +
      `${totals.views} page views in ${Math.round((Date.now() - started) / 1000)} s: ` +
      `${counts.join(", ")}, ${totals.problems} sentinels hidden or unsafe markup; ` +
      `${totals.sanitizerReads} policy reports of the sanitizer reading hostile markup`,
  );
});

/** A watched context for one test; its findings go to the totals when it closes. */
async function watched(options: WatchOptions) {
  const codes = site.pages.map((page) => new URL(page.path, site.url).searchParams.get("path") ?? "");
  const watch = await watchedContext(browser, site.url, new Set(codes.filter(Boolean)), options);
  return {
    ...watch,
    async close(): Promise<Findings> {
      await watch.context.close();
      for (const [kind, found] of Object.entries(watch.findings))
        totals.findings[kind as keyof Findings].push(...found);
      totals.sanitizerReads += watch.sanitizerReads;
      return watch.findings;
    },
  };
}

/** Reads the page as `what`: its problems, named for one assertion over all pages. */
async function problemsOf(page: Page, what: string, expected: Expected): Promise<string[]> {
  const report = await inspect(page, expected);
  totals.views += 1;
  const problems = [
    ...report.missing.map((sentinel) => `${what}: ${sentinel} is gone`),
    ...report.hidden.map((sentinel) => `${what}: ${sentinel} is hidden`),
    ...report.unsafe.map((markup) => `${what}: ${markup}`),
  ];
  totals.problems += problems.length;
  return problems;
}

/** What the page must show: its sentinels, and those of its first tab (the others are in the page). */
const expectedOf = (page: XssPage, diagrams = page.diagrams): Expected => ({
  shown: [...page.sentinels, ...(page.tabSentinels[0] ?? [])],
  present: page.tabSentinels.slice(1).flat(),
  diagrams,
});

const isTitlePage = (xssPage: XssPage) => xssPage.path.includes("xss-title-");

describe("hostile content", () => {
  it("runs nothing and hides nothing on any page as the server sends it, before the app runs", async () => {
    const watch = await watched({ app: false });
    const problems: string[] = [];
    // Two pages read at once: one waits for the server while the other is read.
    const queue = [...site.pages];
    const readQueue = async () => {
      const page = await watch.newPage();
      for (let xssPage = queue.shift(); xssPage; xssPage = queue.shift()) {
        await page.goto(xssPage.path);
        // Without the app, diagrams stay as their source: there is nothing to wait for.
        problems.push(...(await problemsOf(page, xssPage.path, expectedOf(xssPage, 0))));
      }
    };
    await Promise.all([readQueue(), readQueue()]);
    expect(problems).toEqual([]);
    expect(await watch.close()).toEqual(noFindings());
  }, 600_000);

  it("runs nothing and hides nothing once the app has taken a page over", async () => {
    const watch = await watched({ app: true });
    const page = await watch.newPage();
    const problems: string[] = [];
    // The pages of bodies, formulas and diagrams, the home page and the first title page; the
    // other title pages differ from it only in their vector, and each is read on the way.
    for (const xssPage of [...site.pages.filter((xssPage) => !isTitlePage(xssPage)), site.searches[0]!.opens]) {
      await page.goto(xssPage.path);
      await waitForApp(page);
      problems.push(...(await problemsOf(page, xssPage.path, expectedOf(xssPage))));
      problems.push(...(await tabsHiding(page, xssPage.tabSentinels)).map((hidden) => `${xssPage.path}: ${hidden}`));
    }
    expect(problems).toEqual([]);
    expect(await watch.close()).toEqual(noFindings());
  }, 600_000);

  it("runs nothing and hides nothing on the way through every article inside the app", async () => {
    const watch = await watched({ app: true });
    const page = await watch.newPage();
    // The article list loads in a worker, which closes once it has kept the list; the page has
    // it in its store from the worker's last message on.
    const listWorker = page.waitForEvent("worker", (worker) => worker.url().includes("/listWorker-"));
    const [first, ...rest] = site.pages.filter((xssPage) => xssPage.path !== "/");
    await page.goto(first!.path);
    await waitForApp(page);
    await (await listWorker).waitForEvent("close");
    await page.evaluate(() => new Promise((done) => setTimeout(done)));
    const detailCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("articleInfo/getDetailByMenuCode")) detailCalls.push(request.postData() ?? "");
    });
    const problems = await problemsOf(page, first!.path, expectedOf(first!));
    for (const xssPage of rest) {
      // A click on the page's "next" link, as a reader's, without waiting for it to scroll into view.
      await page.locator(".rx-prev-next a[rel=next]").dispatchEvent("click");
      await page.waitForFunction(
        ({ path, sentinel }) =>
          `${location.pathname}${location.search}` === path &&
          document.getElementById("app")!.textContent!.includes(sentinel),
        { path: xssPage.path, sentinel: xssPage.sentinels[0]! },
      );
      problems.push(...(await problemsOf(page, `${xssPage.path} (in the app)`, expectedOf(xssPage))));
    }
    expect(problems).toEqual([]);
    // The browser rendered every article itself, from the article list.
    expect(detailCalls).toEqual([]);
    expect(await watch.close()).toEqual(noFindings());
  }, 600_000);

  it("runs nothing in the search's results and snippets, nor on the sections they open", async () => {
    const watch = await watched({ app: true });
    const page = await watch.newPage();
    const problems: string[] = [];
    await page.goto("/");
    await waitForApp(page);
    const dialog = page.getByRole("dialog", { name: "Search" });
    for (const search of site.searches) {
      await page.keyboard.press("/");
      await dialog.getByRole("combobox", { name: "Search" }).fill(search.word);
      await expect.poll(() => dialog.getByRole("status").innerText()).toMatch(new RegExp(`^${search.hits} results?$`));
      // Each hit is a title page's section: its heading and its snippet show a vector as text.
      const options = dialog.getByRole("option");
      expect(await options.count()).toBe(search.hits);
      problems.push(...(await problemsOf(page, `the search for ${search.word}`, { shown: [] })));
      await options.first().click();
      await dialog.waitFor({ state: "hidden" });
      const opened = new URL(search.opens.path, site.url).searchParams.get("path");
      await page.waitForURL((url) => url.searchParams.get("path") === opened);
      // The page before stays until the opened one can show: its first sentinel says it is there.
      await page.waitForFunction(
        (sentinel) => document.getElementById("app")!.textContent!.includes(sentinel),
        search.opens.sentinels[0]!,
      );
      problems.push(...(await problemsOf(page, `${search.opens.path} (from the search)`, expectedOf(search.opens))));
    }
    expect(problems).toEqual([]);
    expect(await watch.close()).toEqual(noFindings());
  }, 600_000);
});
