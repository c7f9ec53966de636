// Code blocks of imported docs as their own sites showed them (Docusaurus, VitePress, MkDocs
// Material, React Router): titles, marked lines, diffs and line numbers, never a marker; the
// code highlighted in the page the server sends, with no grammar to load; and the same blocks
// when the browser renders an article from the article list itself.
import { GRAMMAR_NAMES } from "@rxdocs/markdown";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.js";
import { contrastReport } from "./support/contrast.js";
import { openSidebar, titleOf } from "./support/reading.js";
import { readerSession, visit, WIDTHS } from "./support/session.js";
import { startShowcaseSite } from "./support/showcaseSite.js";

const reader = readerSession(startShowcaseSite);

const PAGES = {
  docusaurus: { path: "/view?path=code-docusaurus", title: "Docusaurus code blocks" },
  vitepress: { path: "/view?path=code-vitepress", title: "VitePress code blocks" },
  mkdocs: { path: "/view?path=code-mkdocs", title: "MkDocs Material code blocks" },
  reactRouter: { path: "/view?path=code-react-router", title: "React Router code blocks" },
};

/** The chunks of highlight.js (its core and each grammar) the browser would load to highlight. */
const GRAMMAR_CHUNK = new RegExp(`/assets/(?:core|${GRAMMAR_NAMES.join("|")})-[\\w-]+\\.js$`);
const MARKER = /highlight-(?:next-line|start|end)|\[!code/;

/** A page that records the URL of every request it makes, from its first. */
async function watchedPage(path: string, options: Parameters<typeof reader.newPage>[0] = {}) {
  const opened = await reader.newPage(options);
  const requests: string[] = [];
  opened.page.on("request", (request) => requests.push(new URL(request.url()).pathname));
  await visit(opened.page, path);
  return { ...opened, requests };
}

/** What each line of each code block shows: its marks, its number and its diff sign, as drawn. */
function drawnLines(page: Page) {
  return page.locator(".rx-markdown .rx-line").evaluateAll((lines) =>
    lines.map((line) => {
      const style = getComputedStyle(line);
      const drawn = (pseudo: string) => getComputedStyle(line, pseudo).content.replace(/^"|"$|^none$/g, "");
      return {
        text: line.textContent ?? "",
        classes: line.className.replace(/\brx-line\b/, "").trim(),
        hasWash: style.backgroundColor !== "rgba(0, 0, 0, 0)",
        number: drawn("::before"),
        sign: drawn("::after"),
      };
    }),
  );
}

const titles = (page: Page) => page.locator(".rx-markdown .rx-code-title").allInnerTexts();

describe.each(WIDTHS)("code blocks on a %s", (viewport) => {
  it.each(["light", "dark"] as const)(
    "show titles, marked lines, diffs and line numbers, and never a marker (%s)",
    async (colorScheme) => {
      const { page } = await reader.openPage(PAGES.vitepress.path, { viewport, colorScheme });
      await expect.poll(titleOf(page)).toBe(PAGES.vitepress.title);
      expect(await titles(page)).toEqual(["config.ts", "terminal"]);
      const lines = await drawnLines(page);
      const marked = lines.filter((line) => line.classes !== "");
      expect(marked.map(({ text, classes, hasWash, sign }) => ({ text: text.trim(), classes, hasWash, sign }))).toEqual(
        [
          ["msg: 'Highlighted!'", "rx-line--highlighted", ""],
          ["export default { // Highlighted", "rx-line--highlighted", ""],
          ["msg: `Highlighted!", "rx-line--highlighted", ""],
          ["but this and the next 2 are.`,", "rx-line--highlighted", ""],
          ["motd: 'VitePress is awesome',", "rx-line--highlighted", ""],
          ["lorem: 'ipsum'", "rx-line--highlighted", ""],
          ["msg: 'Highlighted!'", "rx-line--highlighted", ""],
          ["msg: 'Focused!'", "rx-line--focused", ""],
          ["msg: 'Removed'", "rx-line--removed", "−"],
          ["msg: 'Added'", "rx-line--added", "+"],
          ["msg: 'Error',", "rx-line--error", ""],
          ["msg: 'Warning'", "rx-line--warning", ""],
          ["export function greet(name: string): string {", "rx-line--highlighted", ""],
          ["const message = `Hello, ${name}!`", "rx-line--focused", ""],
          ["console.log(message, 42, true)", "rx-line--removed", "−"],
          ["console.info(message, 42, null)", "rx-line--added", "+"],
          ["if (!name) throw new TypeError('A name, please')", "rx-line--error", ""],
          ["return message /* never empty */", "rx-line--warning", ""],
          ["// line-numbers is enabled", "rx-line--highlighted", ""],
          ["// line-numbers is enabled and start at 2", "rx-line--highlighted", ""],
          ["title: 'My site'", "rx-line--removed", "−"],
          ["title: 'My docs',", "rx-line--added", "+"],
        ].map(([text, classes, sign]) => ({ text, classes, hasWash: true, sign })),
      );
      expect(lines.filter((line) => line.number !== "").map((line) => line.number)).toEqual([
        "1",
        "2",
        "3",
        "2",
        "3",
        "4",
      ]);
      expect(await page.locator(".rx-markdown").innerText()).not.toMatch(MARKER);
      expect(await page.locator(".rx-markdown").textContent()).not.toMatch(MARKER);

      // Every token colour stays readable on the washes of marked lines.
      const contrast = await page.evaluate(contrastReport, ".rx-markdown");
      expect(contrast.checked).toBeGreaterThan(100);
      expect(contrast.failures).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  it("show the titles, line marks and numbers of Docusaurus, MkDocs Material and React Router", async () => {
    const { page } = await reader.openPage(PAGES.docusaurus.path, { viewport });
    await expect.poll(titleOf(page)).toBe(PAGES.docusaurus.title);
    expect(await titles(page)).toEqual(["/src/components/HelloCodeTitle.js", "docusaurus.config.js"]);
    const docusaurus = await drawnLines(page);
    const highlighted = docusaurus.filter((line) => line.classes === "rx-line--highlighted");
    expect(highlighted.every((line) => line.hasWash)).toBe(true);
    expect(highlighted.map((line) => line.text.trim())).toContain("return 'This text is highlighted!';");
    expect(highlighted.map((line) => line.text.trim())).toContain('<Hello name="Docusaurus" />');
    const numbers = docusaurus.filter((line) => line.number !== "").map((line) => Number(line.number));
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 98, 99, 100, 101]);
    expect(await page.locator(".rx-markdown").textContent()).not.toMatch(MARKER);

    await visit(page, PAGES.mkdocs.path);
    await expect.poll(titleOf(page)).toBe(PAGES.mkdocs.title);
    expect(await titles(page)).toEqual(["bubble_sort.py", ".browserslistrc"]);
    const mkdocs = await drawnLines(page);
    expect(mkdocs.filter((line) => line.number !== "")).toHaveLength(10);
    expect(mkdocs.filter((line) => line.classes === "rx-line--highlighted")).toHaveLength(5);

    await visit(page, PAGES.reactRouter.path);
    await expect.poll(titleOf(page)).toBe(PAGES.reactRouter.title);
    expect(await titles(page)).toEqual(["app/routes.ts"]);
    const reactRouter = await drawnLines(page);
    expect(reactRouter.filter((line) => line.classes !== "").map((line) => line.text.trim())).toEqual([
      'layout("./marketing/layout.tsx", [',
      'layout("./projects/project-layout.tsx", [',
    ]);
  });

  it("copy the code without line numbers, markers or removed lines", async () => {
    const { page } = await reader.openPage(PAGES.vitepress.path, {
      viewport,
      permissions: ["clipboard-read", "clipboard-write"],
    });
    const copyOf = async (title: string) => {
      const block = page.locator(".rx-code", { has: page.locator(".rx-code-title", { hasText: title }) });
      await block.hover(); // the button shows on hover
      await block.getByRole("button", { name: /Copy/ }).click();
      await expect.poll(() => block.locator(".rx-code-copy").getAttribute("aria-label")).toBe("Copied");
      return page.evaluate(() => navigator.clipboard.readText());
    };
    expect(await copyOf("config.ts")).toBe(
      "import { defineConfig } from 'vitepress'\n\nexport default defineConfig({\n  title: 'My docs',\n  lang: 'en-US'\n})",
    );

    await visit(page, PAGES.docusaurus.path);
    const numbered = page.locator(".rx-code--numbered").first();
    await numbered.hover();
    await numbered.getByRole("button", { name: /Copy/ }).click();
    await expect.poll(() => numbered.locator(".rx-code-copy").getAttribute("aria-label")).toBe("Copied");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split("\n")[0]).toBe("import React from 'react';");
    expect(copied.split("\n")).toHaveLength(11);
    expect(copied).not.toMatch(/^\s*\d/m);
  });

  it.each(["light", "dark"] as const)(
    "scroll a long line inside the block, reachable with the keyboard, with no axe violation (%s)",
    async (colorScheme) => {
      const { page } = await reader.openPage(PAGES.docusaurus.path, { viewport, colorScheme });
      await expect.poll(titleOf(page)).toBe(PAGES.docusaurus.title);
      const block = page.locator(".rx-code", {
        has: page.locator(".rx-code-title", { hasText: "docusaurus.config.js" }),
      });
      const pre = block.locator("pre");
      expect(await pre.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await block.locator(".rx-code-copy").focus();
      await page.keyboard.press("Tab");
      expect(await pre.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await pre.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid");
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => pre.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

      expect(await axeViolations(page)).toEqual([]);
    },
  );
});

describe("highlighting", () => {
  it("arrives in the HTML the server sends, and the browser loads no grammar for it", async () => {
    const html = await (await fetch(new URL(PAGES.vitepress.path, reader.site.url))).text();
    const blocks = [...html.matchAll(/<div class="rx-code(?: [^"]*)?"[^>]*>/g)].map(([tag]) => tag);
    expect(blocks.length).toBeGreaterThan(10);
    expect(blocks.filter((tag) => !tag.includes('data-highlighted="true"'))).toEqual([]);
    expect(html).toContain('<span class="hljs-keyword">export</span> <span class="hljs-keyword">default</span>');

    const { page, apiCalls, requests } = await watchedPage(PAGES.vitepress.path);
    await expect.poll(() => apiCalls).toContain("articleInfo/getListByPage");
    await page.waitForLoadState("networkidle");
    expect(requests.filter((path) => GRAMMAR_CHUNK.test(path))).toEqual([]);
    expect(await page.locator(".rx-code:not([data-highlighted])").count()).toBe(0);
  });

  it.each(WIDTHS)(
    "makes the same blocks for an article the browser renders from the article list (%s)",
    async (viewport) => {
      const { page, apiCalls, requests } = await watchedPage(PAGES.vitepress.path, { viewport });
      await expect.poll(() => apiCalls).toContain("articleInfo/getListByPage");
      await page.waitForLoadState("networkidle");
      const sidebar = await openSidebar(page, viewport);
      await sidebar.getByRole("link", { name: PAGES.docusaurus.title }).click();
      await expect.poll(titleOf(page)).toBe(PAGES.docusaurus.title);
      const unhighlighted = page.locator('.rx-markdown .rx-code:not([data-lang=""]):not([data-highlighted])');
      await expect.poll(() => unhighlighted.count()).toBe(0);
      expect(apiCalls).not.toContain("articleInfo/getDetailByMenuCode");
      expect(requests.some((path) => GRAMMAR_CHUNK.test(path))).toBe(true);
      const inApp = await page.locator(".rx-markdown .rx-code").evaluateAll((blocks) => blocks.map((b) => b.outerHTML));

      const { page: served } = await reader.openPage(PAGES.docusaurus.path, { viewport });
      const fromServer = await served
        .locator(".rx-markdown .rx-code")
        .evaluateAll((blocks) => blocks.map((b) => b.outerHTML));
      expect(inApp).toEqual(fromServer);
    },
  );
});
