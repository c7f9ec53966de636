// Error toasts: what a failed call tells the reader, how long it stays, and how several
// stack, at desktop and phone widths.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { titleOf } from "./support/reading.js";
import { readerSession, visit, WIDTHS } from "./support/session.js";

const reader = readerSession();

interface ShownToast {
  className: string;
  role: string | null;
  message: string;
  shownAt: number;
  goneAt?: number;
}

declare global {
  interface Window {
    e2eToasts?: ShownToast[];
  }
}

/**
 * Init script: records each toast the page shows, with when it came and when it went. It runs
 * before the page's own scripts, when the document has no body yet.
 */
function recordToasts(): void {
  const shown = new Map<Node, ShownToast>();
  window.e2eToasts = [];
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      mutation.addedNodes.forEach((node) => {
        if (!(node instanceof HTMLElement) || !node.classList.contains("rx-toast")) return;
        const toast = {
          className: node.className,
          role: node.getAttribute("role"),
          message: node.querySelector(".rx-toast__message")?.textContent ?? "",
          shownAt: performance.now(),
        };
        shown.set(node, toast);
        window.e2eToasts!.push(toast);
      });
      mutation.removedNodes.forEach((node) => {
        const toast = shown.get(node);
        if (toast) toast.goneAt = performance.now();
      });
    }
  }).observe(document, { childList: true, subtree: true });
}

const toastMessages = (page: Page) => () => page.locator(".rx-toast .rx-toast__message").allInnerTexts();

describe.each(WIDTHS)("toasts on a %s", (viewport) => {
  it("show an invalid link's error as one alert, which leaves after about three seconds", async () => {
    const { page } = await reader.newPage({ viewport });
    await page.addInitScript(recordToasts);
    await visit(page, "/view?path=introduction&hash=not-a-key&timestamp=1");
    const recorded = () => page.evaluate(() => window.e2eToasts);
    await expect.poll(recorded, { timeout: 8000 }).toEqual([
      {
        className: "rx-toast rx-toast--error",
        role: "alert",
        message: "This access link is invalid or has expired",
        shownAt: expect.any(Number),
        goneAt: expect.any(Number),
      },
    ]);
    const { shownAt, goneAt } = (await recorded())![0]!;
    // 3000 ms on screen, then a 200 ms leave transition.
    expect(goneAt! - shownAt).toBeGreaterThanOrEqual(3000);
    expect(goneAt! - shownAt).toBeLessThan(4000);
  });

  it("show the message of a request that cannot reach the server", async () => {
    const { page } = await reader.openPage("/view?path=introduction", { viewport });
    await expect.poll(titleOf(page)).toBe("Introduction");
    await page.route("**/api/**", (route) => route.abort("connectionrefused"));
    await page.locator(".rx-brand").click(); // home asks for the latest articles
    // Read in one go: the same failure again (the list the page loads when idle) may show a new
    // toast as the first one leaves.
    const shown = () =>
      page.locator(".rx-toast:not(.rx-toast--leaving)").evaluateAll((toasts) =>
        toasts.map((toast) => ({
          message: toast.querySelector(".rx-toast__message")?.textContent,
          isError: toast.classList.contains("rx-toast--error"),
          role: toast.getAttribute("role"),
        })),
      );
    await expect
      .poll(shown)
      .toEqual([{ message: "Network error: the server cannot be reached", isError: true, role: "alert" }]);
  });

  it("show the message of an error answer from the API", async () => {
    // Failing from the start: the list the page loads when idle, and the latest articles of the
    // home page, fail whichever comes first, and never arrive before the failure is in place.
    const { page } = await reader.newPage({ viewport });
    const message = "The database is being upgraded; try again in a minute";
    await page.route("**/api/articleInfo/getListByPage", (route) =>
      route.fulfill({ status: 503, json: { code: 503, message, data: null } }),
    );
    await visit(page, "/view?path=introduction");
    await expect.poll(titleOf(page)).toBe("Introduction");
    // By keyboard: on a phone the toast of a failure that came first may lie over the link, and
    // a pointer resting on a toast keeps it on screen.
    await page.locator(".rx-brand").press("Enter");
    await expect.poll(toastMessages(page)).toEqual([message]);
    expect(await page.locator(".rx-toast").getAttribute("class")).toContain("rx-toast--error");
  });

  it("stack below each other, newest on top, without overlapping", async () => {
    const { page } = await reader.openPage("/", { viewport });
    await expect.poll(() => page.locator(".rx-recent a").count()).toBe(6);
    await page.waitForLoadState("networkidle"); // what the home page asked for has arrived
    await page.route("**/api/**", (route) => {
      const call = new URL(route.request().url()).pathname.replace("/api/", "");
      return route.fulfill({ status: 500, json: { code: 500, message: `${call} failed`, data: null } });
    });
    await page.locator(".rx-recent a").first().click(); // the article is not loaded yet
    await expect.poll(toastMessages(page)).toHaveLength(1);
    const [older] = await toastMessages(page)();
    // Home asks for the latest articles again. (On a phone the toast covers the top bar's site name.)
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect.poll(toastMessages(page)).toHaveLength(2);
    expect((await toastMessages(page)())[1]).toBe(older);

    const boxes = () =>
      page.locator(".rx-toast").evaluateAll((toasts) =>
        toasts.map((toast) => {
          const { top, bottom } = toast.getBoundingClientRect();
          return { top: Math.round(top), bottom: Math.round(bottom) };
        }),
      );
    // 16 px from the top, then a 12 px gap (once the entering toasts have slid into place).
    await expect
      .poll(boxes)
      .toSatisfy(
        ([newer, older]: { top: number; bottom: number }[]) => newer!.top === 16 && older!.top === newer!.bottom + 12,
      );
  });
});
