// Reading a hostile page once it has settled: every sentinel present and shown (a fragment that
// took in what follows it would take its sentinel too), and nothing in the page that could run
// script (handlers, script URLs, scripts and frames), whether or not anything triggered it.
import type { Page } from "playwright-core";

/** What a page shows wrongly; empty lists when it is as it must be. */
export interface PageReport {
  /** Sentinels that are not in the page at all. */
  missing: string[];
  /** Sentinels in the page that are not rendered (inside a hidden or unrendered element). */
  hidden: string[];
  /** Elements or attributes that could run script. */
  unsafe: string[];
}

export interface Expected {
  /** Sentinels that must be rendered. */
  shown: readonly string[];
  /** Sentinels that must only be in the page (in tabs not chosen). */
  present?: readonly string[];
  /** Mermaid diagrams the page draws. */
  diagrams?: number;
}

/**
 * Waits until what the page does by itself has happened, then checks it against `expected`:
 * its diagrams drawn (or shown as their source), every image loaded or failed, lazy ones
 * included, so that load and error handlers would have run, and a frame painted, for
 * animations, transitions and autofocus.
 */
export async function inspect(page: Page, { shown, present = [], diagrams = 0 }: Expected): Promise<PageReport> {
  if (diagrams > 0) {
    await page.waitForFunction(
      (count) => document.querySelectorAll(".rx-diagram:is([data-theme], [data-failed])").length >= count,
      diagrams,
      { timeout: 60_000 },
    );
  }
  return page.evaluate(
    async ({ shown, present }) => {
      const images = Array.from(document.images);
      for (const image of images) image.loading = "eager";
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
      await new Promise(requestAnimationFrame);

      const app = document.getElementById("app")!;
      const holders = new Map<string, Element>();
      const texts = document.createTreeWalker(app, NodeFilter.SHOW_TEXT);
      while (texts.nextNode()) {
        const node = texts.currentNode as Text;
        for (const [sentinel] of node.data.matchAll(/SENTINEL-v\d+-[a-z-]+/g))
          holders.set(sentinel, node.parentElement!);
      }
      const isRendered = (element: Element) =>
        element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
        element.getClientRects().length > 0;
      const report = {
        missing: [...shown, ...present].filter((sentinel) => !holders.has(sentinel)),
        hidden: shown.filter((sentinel) => holders.has(sentinel) && !isRendered(holders.get(sentinel)!)),
        unsafe: [] as string[],
      };

      // Browsers ignore these characters when they read a URL's scheme.
      // eslint-disable-next-line no-control-regex -- control characters are what this strips
      const ignored = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;
      const scriptUrl = /^(?:javascript|vbscript|data):/i;
      const urlAttributes =
        /^(?:href|xlink:href|src|srcset|action|formaction|data|poster|background|lowsrc|dynsrc|codebase|cite|ping|values|from|to|by)$/i;
      const activeElements = "script, iframe, frame, frameset, object, embed, applet, base, meta, link, form, portal";
      for (const element of Array.from(app.querySelectorAll("*"))) {
        const where = `<${element.localName}> in ${element.closest("[id]")?.id ?? "#app"}`;
        // The app's own stylesheets (KaTeX's) are the only elements of these it writes.
        const isAppStylesheet = element.matches('link[rel="stylesheet"][href^="/main/assets/"]');
        if (element.matches(activeElements) && !isAppStylesheet) report.unsafe.push(where);
        // Diagrams draw with their own <style>; anywhere else a style element can restyle the page.
        if (element.localName === "style" && !element.closest(".rx-diagram")) report.unsafe.push(where);
        for (const { name, value } of Array.from(element.attributes)) {
          if (/^on/i.test(name) || name === "srcdoc") report.unsafe.push(`${name}="${value}" on ${where}`);
          else if (urlAttributes.test(name) && scriptUrl.test(value.replace(ignored, ""))) {
            report.unsafe.push(`${name}="${value}" on ${where}`);
          }
        }
      }
      return report;
    },
    { shown, present },
  );
}

/**
 * Chooses each tab of the page's own tab group in turn (`sentinels[i]` are in tab i): each
 * tab's sentinels must show while it is chosen. The first is chosen again at the end, as the
 * choice carries over to the next page's tab group.
 */
export function tabsHiding(page: Page, sentinels: readonly (readonly string[])[]): Promise<string[]> {
  return page.evaluate(async (sentinels) => {
    const tabs = Array.from(
      document.querySelectorAll<HTMLElement>('[role="tablist"][aria-label="Examples"] [role="tab"]'),
    );
    const hidden: string[] = [];
    for (const [index, tab] of tabs.entries()) {
      tab.click();
      await new Promise(requestAnimationFrame);
      const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
      for (const sentinel of sentinels[index] ?? []) {
        const holder = Array.from(panel?.querySelectorAll("p") ?? []).find((p) => p.textContent === sentinel);
        if (!holder?.checkVisibility() || holder.getClientRects().length === 0)
          hidden.push(`${sentinel} in tab ${index + 1}`);
      }
    }
    tabs[0]?.click();
    if (tabs.length !== sentinels.length) hidden.push(`${tabs.length} tabs shown of ${sentinels.length}`);
    return hidden;
  }, sentinels);
}
