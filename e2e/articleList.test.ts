// The article list, loaded in the background on a site whose list takes three pages: a first
// visit fills it (moving between articles then needs no request), a returning reader downloads
// none of it while nothing changed, an import brings again only the page it changed, and a
// share link's list is kept apart from the public one. Each test opens its pages in a browser
// context of its own, whose storage it starts without.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { launchBrowser, VIEWPORTS } from "./support/browser.js";
import { type ListAnswer, type ListSite, note, startListSite, watchArticleList } from "./support/listSite.js";
import { follow, titleOf } from "./support/reading.js";
import { visit, watchReadingCalls } from "./support/session.js";
import { QUIET_MS as READER_QUIET_MS } from "../packages/web/src/store/articleList/readerQuiet.js";

let site: ListSite;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  [site, browser] = await Promise.all([startListSite(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});
beforeEach(async () => {
  context = await browser.newContext({ baseURL: site.url, viewport: VIEWPORTS.desktop, serviceWorkers: "block" });
});
afterEach(() => context.close());

interface Reader {
  page: Page;
  apiCalls: string[];
  /** The list's pages as they were answered, by page number; settles once the list is handed over. */
  listAnswers(): Promise<ListAnswer[]>;
}

/** A new page of the context, watched. */
async function readerPage(): Promise<Reader> {
  const page = await context.newPage();
  const watch = watchArticleList(page);
  const apiCalls: string[] = [];
  watchReadingCalls(page, apiCalls);
  const listAnswers = async () => {
    // The worker closes once it has kept what it fetched, well after the page has the list.
    await watch.handedOver;
    return watch.answers.toSorted((a, b) => a.current - b.current);
  };
  return { page, apiCalls, listAnswers };
}

/** A new page of the context, watched, that opens `paths` one after the other. */
async function reader(...paths: string[]): Promise<Reader> {
  const opened = await readerPage();
  for (const path of paths) await visit(opened.page, path);
  return opened;
}

/** Follows a sidebar link to `title`, which must need no request: the article comes from the list. */
async function followWithoutRequest({ page, apiCalls }: Reader, title: string): Promise<void> {
  const before = apiCalls.length;
  await follow(page.locator(".rx-sidebar").getByRole("link", { name: title, exact: true }), title);
  expect(apiCalls.slice(before)).toEqual([]);
}

const statuses = (answers: ListAnswer[]) => answers.map(({ current, status }) => [current, status]);
const tags = (answers: ListAnswer[]) => answers.map((answer) => answer.etag);

describe("the article list", () => {
  it("is filled on a first visit, after which moving through the sidebar needs no request", async () => {
    // Notes 1001 to 1100 make one section: 1051 and up are on page 1, the others on page 2.
    const first = await reader(`/view?path=${note(1050).code}`);
    const answers = await first.listAnswers();
    expect(statuses(answers)).toEqual([
      [1, 200],
      [2, 200],
      [3, 200],
    ]);
    for (const answer of answers) {
      expect(answer.presented).toBeUndefined();
      expect(answer.etag).toMatch(/^W\/".+"$/);
      expect(answer.bodyBytes).toBeGreaterThan(0);
    }
    await followWithoutRequest(first, note(1100).title);
    await followWithoutRequest(first, note(1001).title);
  });

  it("downloads nothing again for a returning reader while nothing changed, and is whole all the same", async () => {
    const first = await reader(`/view?path=${note(1050).code}`);
    const firstAnswers = await first.listAnswers();
    await first.page.close();

    const second = await reader(`/view?path=${note(1050).code}`);
    const secondAnswers = await second.listAnswers();
    expect(statuses(secondAnswers)).toEqual([
      [1, 304],
      [2, 304],
      [3, 304],
    ]);
    expect(secondAnswers.map((answer) => answer.presented)).toEqual(tags(firstAnswers));
    expect(secondAnswers.map((answer) => answer.bodyBytes)).toEqual([0, 0, 0]);
    // Notes of pages 1 and 2, from the kept copy.
    await followWithoutRequest(second, note(1100).title);
    await followWithoutRequest(second, note(1001).title);
  });

  it("keeps a share link's list apart from the public one", async () => {
    const publicFirst = await reader(`/view?path=${note(10).code}`);
    const publicTags = tags(await publicFirst.listAnswers());
    await publicFirst.page.close();

    const partner = await reader(site.keyLink);
    await expect.poll(titleOf(partner.page)).toBe("Partner welcome");
    const partnerAnswers = await partner.listAnswers();
    // Nothing kept for this link yet: the public copy is not presented for it.
    expect(partnerAnswers.map((answer) => answer.presented)).toEqual([undefined, undefined, undefined]);
    expect(statuses(partnerAnswers)).toEqual([
      [1, 200],
      [2, 200],
      [3, 200],
    ]);
    const partnerTags = tags(partnerAnswers);
    expect(partnerTags.filter((tag) => publicTags.includes(tag))).toEqual([]);
    await followWithoutRequest(partner, "Partner pricing");
    await partner.page.close();

    // The public reader again (home forgets the link), then the partner again: each presents its own copy.
    const publicAgain = await reader("/", `/view?path=${note(10).code}`);
    const publicAnswers = await publicAgain.listAnswers();
    expect(publicAnswers.map((answer) => answer.presented)).toEqual(publicTags);
    expect(statuses(publicAnswers).map(([, status]) => status)).toEqual([304, 304, 304]);
    await publicAgain.page.close();

    const partnerAgain = await reader(site.keyLink);
    const againAnswers = await partnerAgain.listAnswers();
    expect(againAnswers.map((answer) => answer.presented)).toEqual(partnerTags);
    expect(statuses(againAnswers).map(([, status]) => status)).toEqual([304, 304, 304]);
    await followWithoutRequest(partnerAgain, "Partner pricing");
  });

  it("gives way to a reader who is typing: it goes on with its pages once they have paused", async () => {
    const opened = await readerPage();
    const asked: { current: number; at: number }[] = [];
    let answerFirstPage!: () => void;
    const firstPageHeld = new Promise<void>((resolve) => (answerFirstPage = resolve));
    await opened.page.route("**/api/articleInfo/getListByPage", async (route) => {
      const { current } = route.request().postDataJSON() as { current: number };
      asked.push({ current, at: Date.now() });
      if (current === 1) await firstPageHeld;
      await route.continue();
    });
    await visit(opened.page, `/view?path=${note(1050).code}`);
    await expect.poll(() => asked.length).toBe(1);
    const filter = opened.page.locator(".rx-sidebar").getByRole("searchbox", { name: "Filter pages" });
    await filter.click();
    // When the last key went down, by the page's clock: taken here, after pressSequentially
    // returned, it would be late by the call's own delay and by however long this process took to
    // hear of it (under load, longer than the page took to ask).
    await filter.evaluate((box) => box.addEventListener("keydown", () => (box.dataset.lastKeyAt = String(Date.now()))));
    answerFirstPage(); // it arrives while the reader types
    await filter.pressSequentially("note 10", { delay: 100 });
    const lastKey = Number(await filter.evaluate((box) => box.dataset.lastKeyAt));
    expect(statuses(await opened.listAnswers())).toEqual([
      [1, 200],
      [2, 200],
      [3, 200],
    ]);
    const nextAsked = Math.min(...asked.filter(({ current }) => current > 1).map(({ at }) => at));
    // Both clocks are the machine's; Date.now() counts whole milliseconds.
    expect(nextAsked - lastKey).toBeGreaterThanOrEqual(READER_QUIET_MS - 1);
  });

  it("shows why it could not be loaded, as any failed call does", async () => {
    const page = await context.newPage();
    const message = "The database is being upgraded; try again in a minute";
    await page.route("**/api/articleInfo/getListByPage", (route) =>
      route.fulfill({ status: 503, json: { code: 503, message, data: null } }),
    );
    await visit(page, `/view?path=${note(1050).code}`);
    const toast = page.locator(".rx-toast.rx-toast--error");
    await expect.poll(() => toast.innerText()).toBe(message);
    expect(await toast.getAttribute("role")).toBe("alert");
  });

  it("loads on the page when the worker cannot start, and is whole all the same", async () => {
    const opened = await readerPage();
    await opened.page.route("**/main/assets/listWorker-*.js", (route) => route.fulfill({ status: 404, body: "" }));
    const workerScript = opened.page.waitForResponse((response) => response.url().includes("/listWorker-"));
    await visit(opened.page, `/view?path=${note(1050).code}`);
    expect((await workerScript).status()).toBe(404);
    await expect.poll(() => opened.apiCalls.filter((call) => call === "articleInfo/getListByPage")).toHaveLength(3);
    await opened.page.waitForLoadState("networkidle"); // the pages, parsed by the page itself
    await followWithoutRequest(opened, note(1100).title);
    await followWithoutRequest(opened, note(1001).title);
  });

  // Last: it changes the site.
  it("after an import that changes one article, downloads again only the page that holds it", async () => {
    const first = await reader(`/view?path=${note(699).code}`);
    const firstTags = tags(await first.listAnswers());
    await first.page.close();

    await site.rewriteNote(700, "Rewritten: the ninth wave.");
    // The server sees the new content within a second.
    await expect.poll(() => detailText(note(700).code), { timeout: 10_000 }).toContain("ninth wave");

    const second = await reader(`/view?path=${note(699).code}`);
    const answers = await second.listAnswers();
    expect(statuses(answers)).toEqual([
      [1, 304],
      [2, 200],
      [3, 304],
    ]);
    expect(answers.map((answer) => answer.presented)).toEqual(firstTags);
    expect(answers[1]!.etag).not.toBe(firstTags[1]);
    await followWithoutRequest(second, note(700).title);
    expect(await second.page.locator(".rx-markdown").innerText()).toContain("Rewritten: the ninth wave.");
  });
});

async function detailText(menuCode: string): Promise<string> {
  const response = await fetch(`${site.url}/api/articleInfo/getDetailByMenuCode`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ menuCode }),
  });
  return ((await response.json()) as { data: { articleMd: string } }).data.articleMd;
}
