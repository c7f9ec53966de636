// A first page with the app's code held back: what the reader can do before the app runs is
// done on the server's markup and the page's inline script alone, then the app takes it over.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { collectConsoleErrors } from "./pageChecks.js";
import type { FolderSite } from "./folderSite.js";
import { type PageOptions, type ReaderSession, waitForApp } from "./session.js";

const APP_CODE = "**/main/assets/*.js";

export interface HeldPage {
  page: Page;
  errors: string[];
  /** Lets the app's code through (not before `heldAtLeastMs` from the opening) and waits until the app runs. */
  startApp(): Promise<void>;
}

export async function openWithAppHeld(
  reader: ReaderSession<FolderSite>,
  path: string,
  options: PageOptions = {},
  heldAtLeastMs = 0,
): Promise<HeldPage> {
  const { page, errors } = await reader.newPage(options);
  collectConsoleErrors(page, errors);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_CODE, async (route) => {
    await released;
    await route.continue();
  });
  const openedAt = Date.now();
  await page.goto(path, { waitUntil: "domcontentloaded" }); // "load" waits for the held code
  await page.locator("h1").first().waitFor();
  return {
    page,
    errors,
    async startApp() {
      // Everything before ran without the app: its hand-over is still waiting.
      expect(await page.evaluate(() => "rxEarly" in window)).toBe(true);
      setTimeout(release, Math.max(0, openedAt + heldAtLeastMs - Date.now()));
      await waitForApp(page);
      await expect.poll(() => page.evaluate(() => "rxEarly" in window)).toBe(false);
    },
  };
}
