// Moving around the site: previous and next in menu order, links that stay in the app, and
// the sidebar's tree (highlight, folders, arrow keys, filter), at desktop and phone widths.
import { describe, expect, it } from "vitest";
import { articleListIn } from "./support/articleList.js";
import { archiveNote } from "./support/readerSite.js";
import { follow, isInsideScrollBox, isSameDocument, markDocument, openSidebar, titleOf } from "./support/reading.js";
import { readerSession, visit, WIDTHS } from "./support/session.js";

const reader = readerSession();

/** The public articles in menu order, up to the first one of the archive. */
const MENU_ORDER = [
  "Introduction",
  "Installation and first run",
  "Your first site",
  "Folder format",
  "Front matter",
  "Markdown features",
  "Tabs",
  "Versions and languages",
  "Sites of other tools",
  "Visibility",
  "Share links and access keys",
  "Pages for language models",
  "MCP server for assistants",
  "Search engines and link previews",
  "Feeds",
  "Printing and PDF",
  "Deployment",
  "Configuration",
  "Backups and export",
  "Monitoring and audit",
  "CLI reference",
  "API reference",
  "Field notes",
  archiveNote(1).title,
];

describe.each(WIDTHS)("moving between articles on a %s", (viewport) => {
  it("links every article to the previous and the next one in menu order, across sections and folders", async () => {
    const { page } = await reader.openPage("/view?path=introduction", { viewport });
    const next = page.locator(".rx-prev-next a[rel=next]");
    const previous = page.locator(".rx-prev-next a[rel=prev]");
    await expect.poll(titleOf(page)).toBe(MENU_ORDER[0]);
    expect(await previous.count()).toBe(0);
    for (const [index, title] of MENU_ORDER.entries()) {
      await expect.poll(titleOf(page)).toBe(title);
      if (index > 0) expect(await previous.innerText()).toContain(MENU_ORDER[index - 1]);
      if (index + 1 < MENU_ORDER.length) {
        expect(await next.innerText()).toContain(MENU_ORDER[index + 1]);
        await next.click();
      }
    }
    await follow(previous, "Field notes");
  });

  it("ends the sequence at the last article of the last section", async () => {
    const { page } = await reader.openPage("/view?path=old-api-resume", { viewport });
    await expect.poll(titleOf(page)).toBe("Résumé of the old API");
    expect(await page.locator(".rx-prev-next a[rel=prev]").innerText()).toContain(archiveNote(104).title);
    expect(await page.locator(".rx-prev-next a[rel=next]").count()).toBe(0);
  });

  it("follows links between articles without loading the page again", async () => {
    const { page } = await reader.openPage("/view?path=markdown", { viewport });
    await expect.poll(titleOf(page)).toBe("Markdown features");
    await markDocument(page);

    await follow(page.locator('.rx-markdown a[href="/view?path=tabs"]').first(), "Tabs"); // a link in the article
    await follow(page.locator(".rx-breadcrumbs a", { hasText: "Writing content" }), "Folder format");
    await follow(page.locator(".rx-prev-next a[rel=prev]"), "Your first site");
    await follow((await openSidebar(page, viewport)).getByRole("link", { name: "Introduction" }), "Introduction");
    await page.locator(".rx-brand").click(); // the site name leads home
    await follow(page.locator(".rx-section-card", { hasText: "Operations" }), "Deployment");

    expect(await isSameDocument(page)).toBe(true);
  });

  it("opens the next article at its top, and going back returns to where the reader was", async () => {
    const { page } = await reader.openPage("/", { viewport });
    await follow(page.locator(".rx-section-card", { hasText: "Sharing" }), "Visibility");
    const next = page.locator(".rx-prev-next a[rel=next]");
    await next.scrollIntoViewIfNeeded();
    const readTo = await page.evaluate(() => window.scrollY);
    expect(readTo).toBeGreaterThan(500);
    await follow(next, "Share links and access keys");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(titleOf(page)).toBe("Visibility");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(readTo);
  });

  it("returns to where the reader was on an article it has to ask for again", async () => {
    const { page } = await reader.newPage({ viewport });
    // Without the list, going back shows "Loading…" until the article's answer is in again.
    await page.route("**/api/articleInfo/getListByPage", () => undefined);
    await visit(page, "/");
    await follow(page.locator(".rx-section-card", { hasText: "Sharing" }), "Visibility");
    const next = page.locator(".rx-prev-next a[rel=next]");
    await next.scrollIntoViewIfNeeded();
    const readTo = await page.evaluate(() => window.scrollY);
    await follow(next, "Share links and access keys");
    await page.goBack();
    await expect.poll(titleOf(page)).toBe("Visibility");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(readTo);
  });

  it("needs no request once the article list is in", async () => {
    const { page, apiCalls } = await reader.openPage("/view?path=introduction", { viewport });
    await articleListIn(page);
    const before = apiCalls.length;
    await follow(page.locator(".rx-prev-next a[rel=next]"), "Installation and first run");
    await follow(page.locator(".rx-prev-next a[rel=next]"), "Your first site");
    await follow((await openSidebar(page, viewport)).getByRole("link", { name: "Introduction" }), "Introduction");
    expect(apiCalls.slice(before)).toEqual([]);
  });
});

describe("links to articles", () => {
  it("hold the Markdown renderer back until the reader heads for an article the list holds", async () => {
    const { page, apiCalls } = await reader.newPage();
    const renderer = /\/renderArticle-[^/]+\.js$/;
    const rendererRequests: string[] = [];
    page.on("request", (request) => renderer.test(request.url()) && rendererRequests.push(request.url()));
    await visit(page, "/view?path=introduction");
    await articleListIn(page);
    await page.waitForLoadState("networkidle");
    expect(rendererRequests).toEqual([]); // the first visit needs none: its article came rendered

    const before = apiCalls.length;
    const rendererLoaded = page.waitForResponse(renderer);
    await page.locator(".rx-prev-next a[rel=next]").hover();
    await rendererLoaded;
    await follow(page.locator(".rx-prev-next a[rel=next]"), "Installation and first run");
    expect(apiCalls.slice(before)).toEqual([]);
    expect(rendererRequests).toHaveLength(1);
  });

  it("load the renderer as the pointer enters the sidebar, before it reaches one of them", async () => {
    const { page } = await reader.newPage();
    await visit(page, "/view?path=introduction");
    await articleListIn(page);
    const rendererLoaded = page.waitForResponse(/\/renderArticle-[^/]+\.js$/);
    await page.locator(".rx-sidebar .rx-sidebar-title").hover();
    await rendererLoaded;
  });

  it("change the page in one step once the next article can show, with no loading state between", async () => {
    const { page, apiCalls } = await reader.newPage();
    await visit(page, "/view?path=introduction");
    await articleListIn(page);
    await page.evaluate(() => {
      const titles: string[] = [];
      new MutationObserver(() => {
        if (document.querySelector(".rx-view-loading")) titles.push("Loading…");
        const title = document.querySelector("h1")?.textContent ?? "";
        if (title !== titles.at(-1)) titles.push(title);
        document.body.dataset.titles = JSON.stringify(titles);
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    // A click with no pointer on its way: the renderer the next article needs starts loading then.
    const before = apiCalls.length;
    await page.locator(".rx-prev-next a[rel=next]").evaluate((link: HTMLElement) => link.click());
    await expect.poll(titleOf(page)).toBe("Installation and first run");
    expect(new URL(page.url()).search).toBe("?path=quick-start");
    expect(apiCalls.slice(before)).toEqual([]);
    expect(JSON.parse((await page.evaluate(() => document.body.dataset.titles)) ?? "[]")).toEqual([
      "Installation and first run",
    ]);
  });

  it("start loading their article when the pointer rests on them, so that the click asks for nothing more", async () => {
    const { page, apiCalls } = await reader.newPage();
    await page.route("**/api/articleInfo/getListByPage", () => undefined); // the list never arrives
    await visit(page, "/view?path=introduction");
    await expect.poll(titleOf(page)).toBe("Introduction");
    const details = () => apiCalls.filter((call) => call === "articleInfo/getDetailByMenuCode").length;
    const answered = page.waitForResponse("**/api/articleInfo/getDetailByMenuCode");
    await page.locator(".rx-prev-next a[rel=next]").hover();
    await answered;
    expect(details()).toBe(1);
    await follow(page.locator(".rx-prev-next a[rel=next]"), "Installation and first run");
    expect(details()).toBe(1);
  });
});

describe.each(WIDTHS)("the sidebar on a %s", (viewport) => {
  it("highlights the current article, opens the folders on the way to it and keeps it in view", async () => {
    const { page } = await reader.openPage(`/view?path=${archiveNote(102).code}`, { viewport });
    await expect.poll(titleOf(page)).toBe(archiveNote(102).title);
    const sidebar = await openSidebar(page, viewport);
    const current = sidebar.locator('[aria-current="page"]');
    await expect.poll(() => current.allInnerTexts()).toEqual([archiveNote(102).title]);
    const folder = (name: string) => sidebar.getByRole("button", { name, exact: true });
    expect(await folder("Volume 2").getAttribute("aria-expanded")).toBe("true");
    expect(await folder("Appendix").getAttribute("aria-expanded")).toBe("true");
    expect(await folder("Volume 1").getAttribute("aria-expanded")).toBe("false");
    expect(await sidebar.getByRole("link", { name: archiveNote(1).title }).count()).toBe(0);
    // The sidebar scrolled to it, below more than fifty other links.
    expect(await current.evaluate(isInsideScrollBox)).toBe(true);
  });

  it("opens and closes folders", async () => {
    const { page } = await reader.openPage("/view?path=field-notes", { viewport });
    const sidebar = await openSidebar(page, viewport);
    const volume = sidebar.getByRole("button", { name: "Volume 1", exact: true });
    const firstNote = sidebar.getByRole("link", { name: archiveNote(1).title });
    await expect.poll(() => volume.getAttribute("aria-expanded")).toBe("false");
    expect(await firstNote.count()).toBe(0);
    await volume.click();
    await expect.poll(() => firstNote.isVisible()).toBe(true);
    expect(await volume.getAttribute("aria-expanded")).toBe("true");
    await volume.click();
    await expect.poll(() => firstNote.count()).toBe(0);
    expect(await volume.getAttribute("aria-expanded")).toBe("false");
    // A folder first opened after the app has started: its pages are the app's links.
    await markDocument(page);
    await volume.click();
    await follow(firstNote, archiveNote(1).title);
    expect(await isSameDocument(page)).toBe(true);
  });

  it("leaves in the page only the links of open folders once the app has started", async () => {
    const { page } = await reader.openPage("/view?path=field-notes", { viewport });
    const sidebar = await openSidebar(page, viewport);
    const links = sidebar.locator(".rx-tree a");
    await expect
      .poll(() => links.evaluateAll((all) => all.filter((link) => !link.closest("[hidden]")).length))
      .toBeGreaterThan(0);
    await expect.poll(() => links.evaluateAll((all) => all.filter((link) => link.closest("[hidden]")).length)).toBe(0);
  });

  it("moves the focus through the tree with the arrow keys", async () => {
    const { page } = await reader.openPage("/view?path=field-notes", { viewport });
    const sidebar = await openSidebar(page, viewport);
    const focused = () => sidebar.locator(":focus").innerText();
    await sidebar.getByRole("link", { name: "Field notes" }).focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(focused).toBe("Volume 1");
    await page.keyboard.press("Enter"); // opens the folder
    await page.keyboard.press("ArrowDown");
    await expect.poll(focused).toBe(archiveNote(1).title);
    await page.keyboard.press("ArrowUp");
    await expect.poll(focused).toBe("Volume 1");
    await page.keyboard.press("End");
    await expect.poll(focused).toBe("Volume 2");
    await page.keyboard.press("Home");
    await expect.poll(focused).toBe("Field notes");
  });

  it("narrows the tree as the reader types, ignoring case and accents, and says when nothing matches", async () => {
    const { page } = await reader.openPage("/view?path=field-notes", { viewport });
    const sidebar = await openSidebar(page, viewport);
    const links = () => sidebar.locator(".rx-tree a:visible").allInnerTexts();
    const filter = sidebar.getByRole("searchbox", { name: "Filter pages" });
    await expect.poll(links).toEqual(["Field notes"]); // both volumes closed

    await filter.fill("RESUME OLD");
    await expect.poll(links).toEqual(["Résumé of the old API"]);
    expect(await sidebar.locator(".rx-tree-folder:visible").allInnerTexts()).toEqual(["Volume 2", "Appendix"]);
    await filter.fill("note 10"); // every word, anywhere in the name
    await expect.poll(links).toEqual([10, 100, 101, 102, 103, 104].map((n) => archiveNote(n).title));
    await filter.fill("zzz");
    await expect.poll(() => sidebar.locator(".rx-tree-empty").innerText()).toBe("No page matches “zzz”.");
    expect(await sidebar.locator(".rx-tree").count()).toBe(0);
    await filter.fill("");
    await expect.poll(links).toEqual(["Field notes"]);
  });
});
