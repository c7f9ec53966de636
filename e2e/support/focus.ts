// Moving through a page with the keyboard, as a reader without a mouse does.
import type { Locator, Page } from "playwright-core";

/** The element that has the focus, described by its accessible name or else its text. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return "";
    const label = element.getAttribute("aria-label");
    if (label !== null) return label;
    // Text hidden from assistive technology (a shortcut hint) is no part of the name.
    const copy = element.cloneNode(true) as Element;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    return copy.textContent?.trim() ?? "";
  });
}

/** Presses Tab until `target` has the focus; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target} in ${limit} presses`);
}

export interface TabStop {
  name: string;
  /** An outline or a box shadow shows where the focus is, and the element itself is not faded out. */
  showsFocus: boolean;
}

export interface TabWalk {
  stops: TabStop[];
  /** Whether Tab came back round to the first stop. */
  wrapped: boolean;
  /** Controls on screen that Tab never reached. */
  unreached: string[];
}

/**
 * Presses Tab from the top of the page until the focus comes round to the first stop again,
 * and tells what each stop looked like and which visible controls were never reached.
 */
export async function walkTabOrder(page: Page, limit = 200): Promise<TabWalk> {
  await page.evaluate(() => {
    const candidates = "a[href], button, input, select, textarea, summary, [tabindex]";
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(candidates))) {
      const isControl =
        element.tabIndex >= 0 &&
        !element.matches(":disabled") &&
        !element.closest("[inert]") &&
        element.checkVisibility({ visibilityProperty: true });
      element.toggleAttribute("data-e2e-control", isControl);
    }
    (document.activeElement as HTMLElement | null)?.blur();
  });
  const stops: TabStop[] = [];
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press("Tab");
    // Some controls fade in when focused (heading anchors, copy buttons): give them the time to.
    await page.waitForFunction(isFocusFadedIn, null, { timeout: 1000 }).catch(() => undefined); // judged below
    const stop = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null; // between the last stop and the first
      const wasReached = element.hasAttribute("data-e2e-reached");
      element.setAttribute("data-e2e-reached", "");
      const style = getComputedStyle(element);
      const hasRing =
        (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
      return {
        wasReached,
        name: `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`,
        showsFocus: hasRing && element.checkVisibility({ opacityProperty: true }) && style.opacity === "1",
      };
    });
    if (!stop) continue;
    if (stop.wasReached) {
      const unreached = await page.evaluate(() =>
        Array.from(
          document.querySelectorAll("[data-e2e-control]:not([data-e2e-reached])"),
          (element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`,
        ),
      );
      return { stops, wrapped: true, unreached };
    }
    stops.push({ name: stop.name, showsFocus: stop.showsFocus });
  }
  return { stops, wrapped: false, unreached: [] };
}

function isFocusFadedIn(): boolean {
  const element = document.activeElement;
  return !element || getComputedStyle(element).opacity === "1";
}
