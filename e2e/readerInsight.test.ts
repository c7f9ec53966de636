// What an operator learns of the readers, from what a reader does in Chromium against the real
// server and the reader site: the pages read, a search that found nothing, a search whose result
// was opened, and a "no" with its comment, all found in `rxdocs stats --json` afterwards, and in
// the HTML report's charts as an operator opens it in a browser.
import { join } from "node:path";
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

    const before = new URL(page.url()).searchParams.get("path");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await field(page).fill("share links");
    await expect.poll(() => dialog(page).getByRole("status").innerText()).toMatch(/^\d+ results?$/);
    await dialog(page).getByRole("option").first().click();
    await dialog(page).waitFor({ state: "hidden" });
    // The address changes once the opened page can show, which may be after the dialog closes.
    await page.waitForURL((url) => url.searchParams.get("path") !== before);
    const opened = new URL(page.url()).searchParams.get("path")!;

    // The opened page's own question: the page before stays until the opened one can show.
    const feedback = page.locator(`[data-rx-page-feedback][data-rx-page="${opened}"]`);
    await feedback.getByRole("button", { name: "No" }).click();
    const comment = page.getByRole("textbox", { name: "What could be better? (optional)" });
    await comment.fill("An example of a link with an expiry would help.");
    await feedback.getByRole("button", { name: "Send" }).click();
    await comment.waitFor({ state: "hidden" });

    // The server writes its counts every second, and the search left is sent before the view of
    // the page it opened: the two may land in different writes, so both are waited for.
    const counted = async () => {
      const now = await stats();
      return {
        viewed: now.topPages.map((row) => row.menuCode),
        opened: now.openedFromSearch.some((row) => row.words === "share links" && row.menuCode === opened),
      };
    };
    await expect
      .poll(counted, { timeout: 10_000 })
      .toEqual({ viewed: expect.arrayContaining(["markdown", opened]), opened: true });
    const figures = await stats();
    expect(figures.searchesWithoutResult).toContainEqual(expect.objectContaining({ words: NOTHING }));
    expect(figures.feedback).toContainEqual(
      expect.objectContaining({
        menuCode: opened,
        no: 1,
        comments: [expect.objectContaining({ comment: "An example of a link with an expiry would help." })],
      }),
    );
    expect(errors).toEqual([]);

    // The report, opened as an operator opens it: its charts hold what the reader did.
    const report = join(reader.site.folder, "..", "report.html");
    const written = await runCli(["stats", "--html", report, "--db", reader.site.dbPath], { cwd: reader.site.folder });
    expect(written.code, written.stderr).toBe(0);
    const { page: reportPage } = await reader.newPage();
    await reportPage.goto(`file://${report}`);
    const views = reportPage.getByRole("img", { name: "Page views a day" });
    const today = new Date().toISOString().slice(0, 10);
    const todaysBar = views.locator("rect", { has: reportPage.locator("title", { hasText: today }) });
    expect(await todaysBar.locator("title").textContent()).toMatch(new RegExp(`^${today}: [1-9]\\d*$`));
    expect(Number(await todaysBar.getAttribute("height"))).toBeGreaterThan(0);
    const nothingFound = reportPage.getByRole("img", { name: "Searches that found nothing" });
    expect(await nothingFound.textContent()).toContain(NOTHING);
    const answers = reportPage.getByRole("img", { name: "Answers per page" });
    expect(await answers.textContent()).toContain("1 no, 0 yes");
    expect(await reportPage.locator("body").textContent()).toContain("An example of a link with an expiry would help.");
  });
});
