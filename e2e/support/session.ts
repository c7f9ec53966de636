// What every browser test file shares: one site, one browser and one browser context for the
// file (its pages share the HTTP cache, so a page opens in half the time), and a new page for
// each page a test opens. After each test its pages close and the site's storage and the
// granted permissions are cleared, so that no test sees what another left.
import { API_CALLS } from "@rxdocs/contract";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";
import { noticeArticleList } from "./articleList.js";
import { launchBrowser, VIEWPORTS } from "./browser.js";
import type { FolderSite } from "./folderSite.js";
import { type ReaderSite, startReaderSite } from "./readerSite.js";

export type Viewport = keyof typeof VIEWPORTS;

/** Both widths, for `describe.each(WIDTHS)("... on a %s", (viewport) => ...)`. */
export const WIDTHS = Object.keys(VIEWPORTS) as Viewport[];

export interface PageOptions {
  viewport?: Viewport;
  /** The system's colour scheme; light unless given. */
  colorScheme?: "light" | "dark";
  permissions?: string[];
}

export interface OpenedPage {
  page: Page;
  /** Uncaught errors in the page. */
  errors: string[];
  /** The API calls the page made to read, such as `articleInfo/getListByPage` (counts aside). */
  apiCalls: string[];
}

export interface ReaderSession<Site extends FolderSite = ReaderSite> {
  readonly site: Site;
  /** A new page, not navigated yet. */
  newPage(options?: PageOptions): Promise<OpenedPage>;
  /** A new page showing `path`, with the app running. */
  openPage(path: string, options?: PageOptions): Promise<OpenedPage>;
}

/**
 * Starts the site and the browser before the file's tests and stops them after: the bundled
 * guide with restricted, hidden and archive sections unless another site is given.
 */
export function readerSession(): ReaderSession;
export function readerSession<Site extends FolderSite>(startSite: () => Promise<Site>): ReaderSession<Site>;
export function readerSession(startSite: () => Promise<FolderSite> = startReaderSite): ReaderSession<FolderSite> {
  let started: { site: FolderSite; browser: Browser; context: BrowserContext } | undefined;
  const pages: Page[] = [];

  beforeAll(async () => {
    const [siteStart, browserStart] = await Promise.allSettled([startSite(), launchBrowser()]);
    if (siteStart.status === "rejected" || browserStart.status === "rejected") {
      // The one that started would otherwise outlive the file, as afterAll knows of neither.
      if (siteStart.status === "fulfilled") await siteStart.value.stop();
      if (browserStart.status === "fulfilled") await browserStart.value.close();
      throw siteStart.status === "rejected" ? siteStart.reason : (browserStart as PromiseRejectedResult).reason;
    }
    const [site, browser] = [siteStart.value, browserStart.value];
    // The app's service worker would answer calls before page.route sees them (Playwright asks to
    // block workers where requests are routed): offline.test.ts tests it in contexts of its own.
    const context = await browser.newContext({ baseURL: site.url, serviceWorkers: "block" });
    await context.addInitScript(noticeArticleList);
    started = { site, browser, context };
  });
  afterEach(async () => {
    const opened = pages.splice(0).filter((page) => !page.isClosed());
    await opened.find((page) => page.url().startsWith(site().url))?.evaluate(clearSiteStorage);
    await Promise.all(opened.map((page) => page.close()));
    await started?.context.clearPermissions();
  });
  afterAll(async () => {
    await started?.browser.close();
    await started?.site.stop();
  });

  const site = () => {
    if (!started) throw new Error("the site is not started: call readerSession() at the top of the file");
    return started.site;
  };

  const newPage = async ({ viewport = "desktop", colorScheme, permissions }: PageOptions = {}): Promise<OpenedPage> => {
    const { context } = started ?? {};
    if (!context) throw new Error("the site is not started: call readerSession() at the top of the file");
    if (permissions) await context.grantPermissions(permissions, { origin: site().url });
    const page = await context.newPage();
    pages.push(page);
    await page.setViewportSize(VIEWPORTS[viewport]);
    if (colorScheme) await page.emulateMedia({ colorScheme });
    const errors: string[] = [];
    const apiCalls: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    watchReadingCalls(page, apiCalls);
    return { page, errors, apiCalls };
  };

  return {
    get site() {
      return site();
    },
    newPage,
    async openPage(path, options) {
      const opened = await newPage(options);
      await visit(opened.page, path);
      return opened;
    },
  };
}

/**
 * Clears what the site keeps in the browser: localStorage, and the IndexedDB databases (the
 * article list's copy), whose deletion goes on once their open connections have closed.
 */
async function clearSiteStorage(): Promise<void> {
  localStorage.clear();
  const deleted = (await indexedDB.databases()).map(
    ({ name }) =>
      new Promise((settle) => {
        const request = indexedDB.deleteDatabase(name!);
        request.onsuccess = request.onerror = request.onblocked = settle;
      }),
  );
  await Promise.all(deleted);
}

/** Loads `path` and waits until the app runs in it. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForApp(page);
}

/** Waits until the app runs in the loaded page: from then on, clicks are handled by the app. */
export async function waitForApp(page: Page): Promise<void> {
  // React marks the element it renders into (or hydrates) with a `__reactContainer$…` key as
  // soon as it takes over; markup that is on the page before that does not react yet.
  await page.waitForFunction(() =>
    [document, ...Array.from(document.body.children)].some((node) =>
      Object.keys(node).some((key) => key.startsWith("__reactContainer$")),
    ),
  );
  await page.locator(".rx-topbar").waitFor();
}

/** The calls that keep what a reader did (a view, a search, an answer): never needed to read. */
const RECORDING_CALLS: ReadonlySet<string> = new Set(
  Object.values(API_CALLS)
    .filter((call) => "records" in call)
    .map((call) => call.path),
);

/** Adds to `calls` each API call the page makes to read, by its path below /api/. */
export function watchReadingCalls(page: Page, calls: string[]): void {
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith("/api/")) return;
    const call = pathname.replace("/api/", "");
    if (!RECORDING_CALLS.has(call)) calls.push(call);
  });
}
