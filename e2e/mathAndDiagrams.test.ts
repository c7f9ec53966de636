// Formulas and Mermaid diagrams as readers meet them: formulas drawn by the server before any
// script runs, diagrams drawn in the page's theme, each page fetching KaTeX's styles or
// Mermaid's code only when it has a formula or a diagram, and a hostile diagram running nothing.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.js";
import { follow, titleOf } from "./support/reading.js";
import { type PageOptions, readerSession, waitForApp, WIDTHS } from "./support/session.js";
import { startShowcaseSite } from "./support/showcaseSite.js";

const reader = readerSession(startShowcaseSite);

const FORMULAS = "/view?path=math-formulas";
const FLOWCHART = "/view?path=diagrams-flowchart";
const SEQUENCE = "/view?path=diagrams-sequence";
const HOSTILE = "/view?path=diagrams-hostile";
const PLAIN = "/view?path=basics";

const KATEX_STYLES = /\/katex\.min-[^/]*\.css$/;
const KATEX_CODE = /\/katex-[^/]*\.js$/;
const MERMAID_CODE = /\/drawDiagram-[^/]*\.js$/;

interface Visit {
  page: Page;
  /** The page's markup as the server sent it. */
  html: string;
  /** Paths of everything the page requested. */
  requests: string[];
  /** Uncaught errors and console errors: a failed hydration reports itself there. */
  errors: string[];
}

/** Opens `path` and waits until the app has taken it over and the network is quiet. */
async function visit(path: string, options: PageOptions): Promise<Visit> {
  const { page, errors } = await reader.newPage(options);
  const requests: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url()).pathname));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  const response = await page.goto(path);
  const html = (await response?.text()) ?? "";
  await waitForApp(page);
  await page.waitForLoadState("networkidle");
  return { page, html, requests, errors };
}

const articleText = (page: Page) => page.locator(".rx-markdown").innerText();
/** A computed style (`position`, `font-family`) of the first element `locator` finds. */
const styleOf = (locator: Locator, property: string) =>
  locator.first().evaluate((node, name) => getComputedStyle(node).getPropertyValue(name), property);
const pageTheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

describe.each(WIDTHS)("on a %s", (viewport) => {
  describe.each(["light", "dark"] as const)("in the %s theme", (colorScheme) => {
    it("formulas arrive drawn by the server, with KaTeX's styles and without its code", async () => {
      const { page, html, requests, errors } = await visit(FORMULAS, { viewport, colorScheme });

      // The markup before any script: KaTeX's HTML and MathML, its stylesheet ahead of them.
      expect(html.match(/<span class="katex">/g)).toHaveLength(9);
      expect(html.match(/<math xmlns="http:\/\/www\.w3\.org\/1998\/Math\/MathML"/g)).toHaveLength(9);
      expect(html.indexOf('rel="stylesheet" href="/main/assets/katex.min-')).toBeLessThan(
        html.indexOf('class="rx-markdown'),
      );
      expect(requests.some((path) => KATEX_STYLES.test(path))).toBe(true);
      expect(requests.filter((path) => KATEX_CODE.test(path) || MERMAID_CODE.test(path))).toEqual([]);

      // KaTeX's styles apply: its fonts draw the formulas, and the MathML is left for screen readers.
      const inline = page.locator(".rx-markdown p .katex").first();
      expect(await styleOf(inline.locator(".katex-html"), "display")).not.toBe("none");
      expect(await styleOf(inline.locator(".katex-mathml"), "position")).toBe("absolute");
      expect(await styleOf(page.locator(".katex .mathnormal"), "font-family")).toBe("KaTeX_Math");

      const text = await articleText(page);
      expect(text).toContain("A ticket costs $5 and a book $10: prices stay text.");
      expect(text).not.toContain("$$");
      expect(text).not.toContain("```");
      // An invalid formula shows as its source, marked as an error, and the page goes on.
      expect(await page.locator(".rx-math .katex-error").innerText()).toBe("\\frac{1}{2");
      expect(text).toContain("The text after an invalid formula reads as usual.");
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });

    it("a diagram is drawn as an image named after its kind, in the page's theme, and redrawn on a switch", async () => {
      const { page, requests, errors } = await visit(FLOWCHART, { viewport, colorScheme });
      const diagram = page.locator(".rx-diagram");
      await expect.poll(() => diagram.getAttribute("data-theme")).toBe(colorScheme);
      const drawing = diagram.locator("svg");
      expect(await drawing.getAttribute("role")).toBe("img");
      expect(await drawing.getAttribute("aria-label")).toBe("Flowchart");
      expect(await drawing.locator("text", { hasText: "Tests pass?" }).count()).toBe(1);
      expect(await diagram.locator(".rx-diagram-source").isHidden()).toBe(true);
      expect(requests.some((path) => MERMAID_CODE.test(path))).toBe(true);
      expect(requests.filter((path) => KATEX_STYLES.test(path) || KATEX_CODE.test(path))).toEqual([]);
      const text = await articleText(page);
      expect(text).not.toContain("```mermaid");
      expect(text).not.toContain("flowchart TD");
      expect(await axeViolations(page)).toEqual([]);

      const drawnFirst = await drawing.innerHTML();
      const other = colorScheme === "dark" ? "light" : "dark";
      await page.getByRole("button", { name: /theme/ }).click();
      await expect.poll(() => pageTheme(page)).toBe(other);
      await expect.poll(() => diagram.getAttribute("data-theme")).toBe(other);
      expect(await diagram.locator("svg").count()).toBe(1);
      expect(await diagram.locator("svg").innerHTML()).not.toBe(drawnFirst);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });

    it("a sequence diagram is named by its accTitle and described by its accDescr", async () => {
      const { page, errors } = await visit(SEQUENCE, { viewport, colorScheme });
      const drawing = page.locator(".rx-diagram svg");
      await drawing.waitFor();
      expect(
        await drawing.evaluate((svg) => svg.querySelector(`#${svg.getAttribute("aria-labelledby")}`)?.textContent),
      ).toBe("Opening a page");
      expect(
        await drawing.evaluate((svg) => svg.querySelector(`#${svg.getAttribute("aria-describedby")}`)?.textContent),
      ).toBe("The browser asks the server for a page and gets it rendered.");
      expect(await drawing.locator("text", { hasText: "GET /api/menus" }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });

  it("a wide display formula scrolls sideways, and is a keyboard stop only when it does", async () => {
    const { page } = await visit(FORMULAS, { viewport });
    const wide = page.locator(".rx-math--display", { hasText: "\\cdots" });
    const scrolls = await wide.evaluate((node) => node.scrollWidth > node.clientWidth);
    expect(scrolls).toBe(viewport === "phone");
    await expect.poll(() => wide.getAttribute("tabindex")).toBe(scrolls ? "0" : null);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
      await page.evaluate(() => document.documentElement.clientWidth),
    );
  });

  it("a page with neither formulas nor diagrams fetches nothing of KaTeX or Mermaid", async () => {
    const { page, html, requests } = await visit(PLAIN, { viewport });
    await expect.poll(titleOf(page)).toBe("Basics");
    // The page's own stylesheet, written in, knows KaTeX's classes; its markup names none of them.
    expect(html.replace(/<style>[^]*?<\/style>/g, "")).not.toContain("katex");
    expect(
      requests.filter((path) => KATEX_STYLES.test(path) || KATEX_CODE.test(path) || MERMAID_CODE.test(path)),
    ).toEqual([]);
  });

  it("a hostile diagram runs nothing, and one Mermaid cannot read shows its source", async () => {
    const { page, errors } = await reader.newPage({ viewport });
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(HOSTILE);
    await waitForApp(page);
    const [hostile, broken] = [page.locator(".rx-diagram").first(), page.locator(".rx-diagram").last()];
    await hostile.locator("svg").waitFor();
    await expect.poll(() => broken.getAttribute("data-failed")).toBe("");

    for (const label of ["Click me", "<img src"]) await hostile.locator("text", { hasText: label }).first().click();
    const unsafe = await page.locator(".rx-markdown").evaluate((article) => ({
      scripts: article.querySelectorAll("script, img, foreignObject, iframe").length,
      handlers: Array.from(article.querySelectorAll("*")).flatMap((node) =>
        node.getAttributeNames().filter((name) => name.startsWith("on")),
      ),
      scriptLinks: Array.from(article.querySelectorAll("a")).filter((link) =>
        /javascript:/i.test(link.getAttribute("href") ?? link.getAttribute("xlink:href") ?? ""),
      ).length,
    }));
    expect(unsafe).toEqual({ scripts: 0, handlers: [], scriptLinks: 0 });
    expect(await broken.locator(".rx-diagram-source").innerText()).toBe("flowchart TD\n  A --> --> B");
    expect(await page.evaluate(() => location.pathname + location.search)).toBe(HOSTILE);
    expect(await axeViolations(page)).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe("an article opened inside the app", () => {
  it("has its formulas drawn by KaTeX, loaded then, once their styles are in", async () => {
    const { page, apiCalls } = await readerPageWithList(PLAIN);
    expect(apiCalls).not.toContain("articleInfo/getDetailByMenuCode");
    let releaseStyles!: () => void;
    const stylesHeld = new Promise<void>((resolve) => (releaseStyles = resolve));
    await page.route(KATEX_STYLES, async (route) => {
      await stylesHeld;
      await route.continue();
    });
    const katexCode = page.waitForResponse((response) => KATEX_CODE.test(new URL(response.url()).pathname));
    await follow(page.locator('.rx-markdown a[href="/view?path=math-formulas"]'), "Formulas");
    // KaTeX's code is in and has run, its stylesheet not yet: the formulas wait, as TeX.
    const codeUrl = (await katexCode).url();
    // An expression, not a function: the test's own import() would be rewritten for Node.
    await page.evaluate(`import(${JSON.stringify(codeUrl)}).then(() => undefined)`);
    expect(await page.locator(".rx-math[data-pending]").count()).toBe(10);
    releaseStyles();
    await expect.poll(() => page.locator(".rx-math[data-pending]").count()).toBe(0);
    expect(await page.locator(".rx-markdown .katex").count()).toBe(9);
    expect(await page.locator('link[rel="stylesheet"][href*="katex.min-"]').count()).toBe(1);
    expect(await styleOf(page.locator(".rx-markdown .katex-mathml"), "position")).toBe("absolute");
    expect(await articleText(page)).not.toContain("$$");
  });

  it("has its diagram drawn", async () => {
    const { page } = await readerPageWithList(PLAIN);
    await follow(page.locator(`.rx-markdown a[href="${FLOWCHART}"]`), "Flowchart");
    await expect.poll(() => page.locator(".rx-diagram svg").count()).toBe(1);
    expect(await page.locator(".rx-diagram[data-pending]").count()).toBe(0);
  });
});

/** A page taken over by the app, once the article list (with which it renders the next articles itself) is in. */
async function readerPageWithList(path: string) {
  const { page, apiCalls } = await reader.openPage(path);
  const requests: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url()).pathname));
  await expect.poll(() => apiCalls.includes("articleInfo/getListByPage")).toBe(true);
  await page.waitForLoadState("networkidle");
  return { page, requests, apiCalls };
}
