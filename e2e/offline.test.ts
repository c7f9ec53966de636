// Reading without a network: the app's service worker keeps the app and what the reader opened,
// in that browser only. Each test is a new browser context (a new browser profile), online
// until it turns the network off.
import { appendFileSync } from "node:fs";
import { join } from "node:path";
import { ACCESS_HEADERS, API_PATHS } from "@rxdocs/contract";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import fr from "../packages/web/src/i18n/catalogues/fr.js";
import { callApi } from "./support/api.js";
import { launchBrowser, VIEWPORTS } from "./support/browser.js";
import { type FolderSite, startFolderSite } from "./support/folderSite.js";
import { titleOf } from "./support/reading.js";
import { type ReaderSite, startReaderSite } from "./support/readerSite.js";
import { visit } from "./support/session.js";
import { makeFolder, removeMadeFolders } from "../packages/server/src/test-support/madeFolders.js";
import { runCli } from "../packages/server/src/test-support/runCli.js";

let site: ReaderSite;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [site, browser] = await Promise.all([startReaderSite(), launchBrowser()]);
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A new browser profile, with service workers allowed (Playwright's default). */
async function newReader(siteUrl = site.url): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: siteUrl, viewport: VIEWPORTS.desktop });
  contexts.push(context);
  return { context, page: await context.newPage() };
}

async function cli(...args: string[]): Promise<string> {
  const result = await runCli([...args, "--db", site.dbPath], { cwd: join(site.dbPath, "..") });
  if (result.code !== 0) throw new Error(`rxdocs ${args.join(" ")} failed: ${result.stderr}`);
  return result.stdout;
}

/** A new key link for the restricted section: its id and path. */
async function partnerLink(...options: string[]): Promise<{ id: string; link: string }> {
  const key = JSON.parse(
    await cli(
      "key",
      "create",
      "--name",
      "offline",
      "--menu",
      "partners",
      ...options,
      "--json",
      "--base-url",
      "http://x",
    ),
  ) as { id: string; link: string };
  return { id: key.id, link: key.link.replace("http://x", "") };
}

/** Resolves once the server refuses `link`: a server sees a revocation at its next version check. */
async function refusedByServer(link: string): Promise<void> {
  const hash = new URL(link, site.url).searchParams.get("hash")!;
  const answer = () =>
    callApi(site.url, API_PATHS.getDetailByMenuCode, { menuCode: "partner-welcome" }, { [ACCESS_HEADERS.hash]: hash });
  await expect.poll(async () => (await answer()).code).toBe(403);
}

/** Opens the site once so that its service worker takes the page over. */
async function startWorker(page: Page): Promise<void> {
  await visit(page, "/");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Reads `path` online, and waits until the worker has kept the page and what it showed. */
async function read(page: Page, path: string, title: string): Promise<void> {
  await visit(page, path);
  await expect.poll(titleOf(page)).toBe(title);
  const keptPage = (address: string) =>
    page.evaluate(async (url) => (await caches.match(new URL(url, location.href).href)) !== undefined, address);
  await expect.poll(() => keptPage(path.replace(/&(hash|timestamp)=[^&]*/g, ""))).toBe(true);
}

const offlineNotice = (page: Page) => () => page.locator(".rx-offline-notice").innerText();

/** Takes the network away and reloads: the page comes from the worker, with its notice. */
async function reloadOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await page.reload();
  await expect.poll(offlineNotice(page)).toContain("You are offline");
}

describe("reading offline", () => {
  it("opens the pages read before with a notice, and says which pages were not kept", async () => {
    const { context, page } = await newReader();
    await startWorker(page);
    await read(page, "/view?path=introduction", "Introduction");
    await read(page, "/view?path=markdown", "Markdown features");
    expect(await offlineNotice(page)()).toBe("");

    await context.setOffline(true);
    await page.reload();
    await expect.poll(titleOf(page)).toBe("Markdown features");
    await expect.poll(offlineNotice(page)).toContain("You are offline");
    expect(await page.locator(".rx-offline-notice").getAttribute("role")).toBe("status");

    await visit(page, "/view?path=introduction");
    await expect.poll(titleOf(page)).toBe("Introduction");
    await expect.poll(offlineNotice(page)).toContain("You are offline");

    await page.goto("/view?path=backups");
    await expect.poll(() => page.locator("[role=alert]").innerText()).toContain("not kept on this device");
  });

  it("searches the titles of the article list offline, and says it does", async () => {
    const { context, page } = await newReader();
    await startWorker(page);
    await read(page, "/view?path=introduction", "Introduction");
    await reloadOffline(context, page);

    await page.keyboard.press("Control+k");
    await page.locator(".rx-search__input").fill("backup");
    await expect
      .poll(() => page.locator(".rx-search [role=option]").allInnerTexts())
      .toEqual([expect.stringContaining("Backups")]);
    expect(await page.locator(".rx-search__message").innerText()).toContain("only page titles are searched");
  });

  it("keeps a page a share link opened in that browser only, and forgets it when the link is revoked", async () => {
    const { id, link } = await partnerLink();
    const { context, page } = await newReader();
    await startWorker(page);
    await read(page, link, "Partner welcome");

    await context.setOffline(true);
    await visit(page, "/view?path=partner-welcome");
    await expect.poll(titleOf(page)).toBe("Partner welcome");
    expect(await page.locator(".rx-markdown").innerText()).toContain("zephyrine");

    const other = await newReader();
    await startWorker(other.page);
    await other.context.setOffline(true);
    await other.page.goto("/view?path=partner-welcome");
    await expect.poll(() => other.page.locator("[role=alert]").innerText()).toContain("not kept on this device");

    await cli("key", "revoke", id);
    await refusedByServer(link);
    await context.setOffline(false);
    // The app presents the kept link again, which the server now refuses.
    await page.goto("/view?path=partner-welcome");
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open("rx-restricted")).keys()).length))
      .toBe(0);
    await context.setOffline(true);
    await page.goto("/view?path=partner-welcome");
    await expect.poll(() => page.locator("body").innerText()).not.toContain("zephyrine");
  });

  it("does not show offline a page whose link has expired", async () => {
    // Long enough for a slow machine to read the page before it expires.
    const expiresAt = Date.now() + 20_000;
    const { link } = await partnerLink("--expires", new Date(expiresAt).toISOString());
    const { context, page } = await newReader();
    await startWorker(page);
    await read(page, link, "Partner welcome");
    await context.setOffline(true);
    await visit(page, "/view?path=partner-welcome");
    await expect.poll(titleOf(page)).toBe("Partner welcome");

    await expect.poll(() => Date.now() > expiresAt, { timeout: 30_000 }).toBe(true);
    await page.goto("/view?path=partner-welcome");
    await expect.poll(() => page.locator("[role=alert]").innerText()).toContain("not kept on this device");
  });

  it("shows a new import once the network is back, and keeps that copy", async () => {
    const { context, page } = await newReader();
    await startWorker(page);
    await read(page, "/view?path=introduction", "Introduction");

    appendFileSync(join(site.folder, "01-getting-started/01-introduction.md"), "\n\nThe kestrelwood release is out.\n");
    await cli("import", site.folder);
    // A server sees an import made by another process at its next version check.
    const served = async () => (await fetch(`${site.url}/view?path=introduction`)).text();
    await expect.poll(served).toContain("kestrelwood");
    await reloadOffline(context, page);
    expect(await page.locator(".rx-markdown").innerText()).not.toContain("kestrelwood");

    await context.setOffline(false);
    await expect.poll(offlineNotice(page)).toBe("");
    await page.reload();
    await expect.poll(() => page.locator(".rx-markdown").innerText()).toContain("kestrelwood");
    await expect.poll(offlineNotice(page)).toBe("");

    await reloadOffline(context, page);
    expect(await page.locator(".rx-markdown").innerText()).toContain("kestrelwood");
  });
});

describe("reading offline a site in another language", () => {
  let french: FolderSite;
  beforeAll(async () => {
    const source = await makeFolder({
      "rxdocs.json": JSON.stringify({ title: "Manuel", lang: "fr" }),
      "index.md": "# Accueil\n\nBienvenue dans le manuel.\n",
      "guide/demarrage.md": "# Démarrage\n\nInstallez le paquet.\n",
    });
    french = await startFolderSite(source);
  });
  afterAll(async () => {
    await french?.stop();
    await removeMadeFolders();
  });

  it("says in the site's language that a page was not kept, with its direction and a way home", async () => {
    const { context, page } = await newReader(french.url);
    await startWorker(page);
    // The app tells the worker its words once the worker is in place.
    await expect.poll(() => page.evaluate(async () => (await (await caches.open("rx-words")).keys()).length)).toBe(1);

    await context.setOffline(true);
    await page.goto("/view?path=guide-demarrage");
    await expect.poll(() => page.locator("[role=alert]").innerText()).toBe(fr["error.offline"]);
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");
    expect(await page.locator("html").getAttribute("dir")).toBe("ltr");
    expect(await page.getByRole("link").innerText()).toBe(fr["page.goHome"]);
  });
});
