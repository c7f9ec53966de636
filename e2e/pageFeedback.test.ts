// "Was this page helpful?" below an article, in Chromium against the real server and the reader
// site: answered by keyboard before the app has started, with the comment sent once the app has
// taken the page over; answered with the mouse once the app runs; on a restricted page through
// its share link; kept in the site's database one answer a reader and page, with nothing about
// the reader; readable in both themes.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStorage, type Storage } from "../packages/server/src/storage/database.js";
import { axeViolations } from "./support/axe.js";
import { contrastReport } from "./support/contrast.js";
import { focusedName } from "./support/focus.js";
import { openWithAppHeld } from "./support/heldApp.js";
import { readerSession } from "./support/session.js";

const reader = readerSession();
const QUESTION = "Was this page helpful?";
const THANKS = "Thank you for your feedback.";
const COMMENT_LABEL = "What could be better? (optional)";

let storage: Storage;
beforeAll(async () => {
  storage = await openStorage(reader.site.dbPath);
});
afterAll(() => storage?.close());

const answers = (menuCode: string) =>
  storage.db.selectFrom("page_feedback").selectAll().where("menu_code", "=", menuCode).execute();

const feedback = (page: Page) => page.getByRole("group", { name: QUESTION });
const status = (page: Page) => feedback(page).getByRole("status");

describe("Was this page helpful?", () => {
  it("is answered by keyboard before the app has started, and its comment sent once the app runs", async () => {
    const { page, errors, startApp } = await openWithAppHeld(reader, "/view?path=markdown");
    const press = async (key: string) => {
      await page.keyboard.press(key);
      return focusedName(page);
    };
    await feedback(page).getByRole("button", { name: "Yes" }).focus();
    expect(await press("Tab")).toBe("No");
    await page.keyboard.press("Enter");
    await expect.poll(() => status(page).textContent()).toBe(THANKS);
    expect(await feedback(page).getByRole("button", { name: "No" }).getAttribute("aria-pressed")).toBe("true");
    // The comment box opens with the focus in it.
    const comment = page.getByRole("textbox", { name: COMMENT_LABEL });
    expect(await comment.isVisible()).toBe(true);
    expect(await comment.evaluate((box) => box === document.activeElement)).toBe(true);
    expect(await answers("markdown")).toMatchObject([{ helpful: 0, comment: null }]);

    await startApp();
    // The app found the answer as the reader left it, and sends the comment itself.
    expect(await comment.isVisible()).toBe(true);
    await expect.poll(() => status(page).textContent()).toBe(THANKS);
    await comment.fill("The table of callouts needs an example.");
    await comment.focus();
    expect(await press("Tab")).toBe("Send");
    await page.keyboard.press("Enter");
    // Sent, the box closes; the status still thanks the reader.
    await comment.waitFor({ state: "hidden" });
    expect(await status(page).textContent()).toBe(THANKS);
    const kept = await answers("markdown");
    expect(kept).toMatchObject([{ helpful: 0, comment: "The table of callouts needs an example." }]);
    const stored = JSON.stringify(kept);
    expect(stored).not.toContain("127.0.0.1");
    expect(stored).not.toContain("Chrome");
    expect(errors).toEqual([]);
  });

  it("is answered with the mouse once the app runs, and a page the app opens next asks again", async () => {
    const { page, errors } = await reader.openPage("/view?path=tabs");
    await feedback(page).getByRole("button", { name: "Yes" }).click();
    await expect.poll(() => status(page).textContent()).toBe(THANKS);
    await expect.poll(() => answers("tabs")).toMatchObject([{ helpful: 1 }]);

    await page.getByRole("link", { name: "Next" }).first().click();
    await page.waitForURL((url) => url.searchParams.get("path") !== "tabs");
    await expect
      .poll(() => feedback(page).getByRole("button", { name: "Yes" }).getAttribute("aria-pressed"))
      .toBe("false");
    expect(await status(page).textContent()).toBe("");
    expect(errors).toEqual([]);
  });

  it("takes an answer about a restricted page through its share link", async () => {
    const { page, errors } = await reader.openPage(reader.site.keyLink);
    await feedback(page).getByRole("button", { name: "Yes" }).click();
    await expect.poll(() => status(page).textContent()).toBe(THANKS);
    await expect.poll(() => answers("partner-welcome")).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

describe.each(["light", "dark"] as const)("in the %s theme", (colorScheme) => {
  it("the answered form with its comment box passes axe and the contrast check", async () => {
    const { page } = await reader.openPage("/view?path=configuration", { colorScheme });
    await feedback(page).getByRole("button", { name: "No" }).click();
    await page.getByRole("textbox", { name: COMMENT_LABEL }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const { checked, failures } = await page.evaluate(contrastReport, ".rx-feedback");
    expect(checked).toBeGreaterThanOrEqual(4);
    expect(failures).toEqual([]);
  });
});
