// What an operator learns of the readers, from what a reader does in Chromium against the real
// server and the reader site: the pages read, a search that found nothing, a search whose result
// was opened, and a "no" with its comment, all found in `rxdocs stats --json` afterwards.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { runCli } from "../packages/server/src/test-support/runCli.js";
import { readerSession } from "./support/session.js";

const reader = readerSession();
const NOTHING = "zqxjvw";

const dialog = (page: Page) => page.getByRole("dialog", { name: "Search" });
const field = (page: Page) => dialog(page).getByRole("combobox", { name: "Search" });

async function stats(): Promise<{
  topPages: { menuCode: string; views: number }[];
  searchesWithoutResult: { words: string }[];
  openedFromSearch: { words: string; menuCode: string }[];
  feedback: { menuCode: string; no: number; comments: { comment: string }[] }[];
}> {
  const run = await runCli(["stats", "--json", "--db", reader.site.dbPath], { cwd: reader.site.folder });
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout);
}

describe("what readers do", () => {
  it("is found in rxdocs stats: the pages read, the searches, and the answers with their comments", async () => {
    const { page, errors } = await reader.openPage("/view?path=markdown");
    await page.getByRole("link", { name: "Next" }).first().click();
    await page.waitForURL((url) => url.searchParams.get("path") !== "markdown");

    await page.getByRole("button", { name: "Search", exact: true }).click();
    await field(page).fill(NOTHING);
    await expect.poll(() => dialog(page).getByRole("status").innerText()).toBe("0 results");
    await page.keyboard.press("Escape");
    await dialog(page).waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "Search", exact: true }).click();
    await field(page).fill("share links");
    await expect.poll(() => dialog(page).getByRole("status").innerText()).toMatch(/^\d+ results?$/);
    await dialog(page).getByRole("option").first().click();
    await dialog(page).waitFor({ state: "hidden" });
    const opened = new URL(page.url()).searchParams.get("path")!;

    // The opened page's own question: the page before stays until the opened one can show.
    const feedback = page.locator(`[data-rx-page-feedback][data-rx-page="${opened}"]`);
    await feedback.getByRole("button", { name: "No" }).click();
    const comment = page.getByRole("textbox", { name: "What could be better? (optional)" });
    await comment.fill("An example of a link with an expiry would help.");
    await feedback.getByRole("button", { name: "Send" }).click();
    await comment.waitFor({ state: "hidden" });

    // The server writes its counts every second.
    await expect
      .poll(async () => (await stats()).openedFromSearch, { timeout: 10_000 })
      .toContainEqual(expect.objectContaining({ words: "share links", menuCode: opened }));
    const figures = await stats();
    const viewed = figures.topPages.map((row) => row.menuCode);
    expect(viewed).toEqual(expect.arrayContaining(["markdown", opened]));
    expect(figures.searchesWithoutResult).toContainEqual(expect.objectContaining({ words: NOTHING }));
    expect(figures.feedback).toContainEqual(
      expect.objectContaining({
        menuCode: opened,
        no: 1,
        comments: [expect.objectContaining({ comment: "An example of a link with an expiry would help." })],
      }),
    );
    expect(errors).toEqual([]);
  });
});
