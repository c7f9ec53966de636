// What a reader must never meet on a page of an imported folder, each read off the page as it
// is: source syntax left in the text, images that do not load, in-app links to no page, and
// errors. The pages of a folder are chosen here too, from the menus the site serves.
import { API_PATHS, MENU_TYPE_ARTICLE, type MenuEntry } from "@rxdocs/contract";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { callApi } from "./api.js";

/** Markers of the syntaxes folders are written in, which must never reach a reader as text. */
const RAW_LINE_START = /^(?::::|!!!|\?\?\?|===|\$\$|import |export )/;
const RAW_ANYWHERE =
  /\{\/\*|\[!code|highlight-next-line|highlight-start|highlight-end|\[\[toc\]\]|\[MODES:|<\/?docs-|\{#[\w-]+\}/;

/**
 * The home page, every folder's own page, the pages named, then pages spread evenly over the
 * rest, up to `count` (all of them when the folder has fewer).
 */
export async function samplePaths(
  siteUrl: string,
  count: number,
  including: readonly string[] = [],
): Promise<string[]> {
  const tree = (await callApi<MenuEntry[]>(siteUrl, API_PATHS.getAuthMenuTree, {})).data;
  const pages: { code: string; isFolder: boolean }[] = [];
  const walk = (entries: readonly MenuEntry[]) => {
    for (const entry of entries) {
      if (entry.menuType === MENU_TYPE_ARTICLE)
        pages.push({ code: entry.menuCode, isFolder: entry.childList.length > 0 });
      walk(entry.childList);
    }
  };
  walk(tree);
  const chosen = new Set([...pages.filter((page) => page.isFolder).map((page) => page.code), ...including]);
  const rest = pages.filter((page) => !chosen.has(page.code));
  const wanted = Math.max(0, count - 1 - chosen.size);
  const step = rest.length / Math.max(1, wanted);
  for (let index = 0; index < wanted && index * step < rest.length; index++) {
    chosen.add(rest[Math.floor(index * step)]!.code);
  }
  return ["/", ...[...chosen].map((code) => `/view?path=${encodeURIComponent(code)}`)];
}

/** The lines of the main column's visible text outside code and formulas that show source syntax. */
export function rawSyntaxLines(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ lineStart, anywhere }) => {
      const main = document.querySelector("#rx-main");
      if (!main) return ["(no main column)"];
      // A copy without code, laid out off screen where innerText can read it line by line.
      const copy = main.cloneNode(true) as HTMLElement;
      copy.querySelectorAll("pre, code, .katex, svg").forEach((element) => element.remove());
      copy.removeAttribute("id");
      copy.style.cssText = `position: absolute; left: -20000px; top: 0; width: ${main.clientWidth}px`;
      document.body.append(copy);
      const lines = copy.innerText.split("\n").map((line) => line.trim());
      copy.remove();
      const [atStart, inside] = [new RegExp(lineStart), new RegExp(anywhere)];
      return lines.filter((line) => atStart.test(line) || inside.test(line));
    },
    { lineStart: RAW_LINE_START.source, anywhere: RAW_ANYWHERE.source },
  );
}

/** Scrolls each image of the main column into view (they load lazily) and answers those that did not load. */
export async function brokenImages(page: Page): Promise<string[]> {
  const images = page.locator("#rx-main img");
  const broken: string[] = [];
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete)).toBe(true);
    const loaded = await image.evaluate((element: HTMLImageElement) => element.naturalWidth > 0);
    if (!loaded) broken.push((await image.getAttribute("src")) ?? "(no src)");
  }
  return broken;
}

/** The in-app links of the main column (`/view?path=…`) whose page the site does not answer for. */
export async function deadInAppLinks(page: Page, siteUrl: string, known: Map<string, boolean>): Promise<string[]> {
  const hrefs = await page
    .locator("#rx-main a[href^='/view?']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const dead: string[] = [];
  for (const href of new Set(hrefs)) {
    const menuCode = new URL(href, siteUrl).searchParams.get("path") ?? "";
    if (!known.has(menuCode)) {
      const answer = await callApi(siteUrl, API_PATHS.getDetailByMenuCode, { menuCode });
      known.set(menuCode, answer.code === 200);
    }
    if (!known.get(menuCode)) dead.push(href);
  }
  return dead;
}

/** Adds the page's console errors, from now on, to the uncaught ones its session collects. */
export function collectConsoleErrors(page: Page, errors: string[]): void {
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
}
