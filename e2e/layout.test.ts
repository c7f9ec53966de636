// The frame around every page: the top bar at both widths, the Menu and Navigation drawers
// that replace the sidebar and the section links on a phone, and the light and dark themes.
import { describe, expect, it } from "vitest";
import { focusedName } from "./support/focus.js";
import { openWithAppHeld } from "./support/heldApp.js";
import { sectionNames, titleOf } from "./support/reading.js";
import { readerSession, waitForApp, WIDTHS } from "./support/session.js";

const reader = readerSession();

declare global {
  interface Window {
    e2eThemes?: { firstFrame?: string; set: string[] };
  }
}

describe("the top bar", () => {
  it("on a desktop shows the sections and the sidebar in the page, with no drawer buttons", async () => {
    const { page } = await reader.openPage("/view?path=introduction", { viewport: "desktop" });
    await expect.poll(() => sectionNames(page, "desktop")).toContain("Getting started");
    expect(await page.locator(".rx-sidebar").isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Menu", exact: true }).isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Navigation", exact: true }).isVisible()).toBe(false);
  });

  it("on a phone puts the sidebar and the sections behind the Menu and Navigation buttons", async () => {
    const { page } = await reader.openPage("/view?path=introduction", { viewport: "phone" });
    await expect.poll(titleOf(page)).toBe("Introduction");
    expect(await page.locator(".rx-sidebar").isVisible()).toBe(false);
    expect(await page.locator(".rx-topbar-sections").isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Menu", exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Navigation", exact: true }).isVisible()).toBe(true);
  });
});

// The left drawer is 320 px wide and the right one starts 320 px from the right edge; a tap
// outside lands on the overlay beside the panel.
const DRAWERS = [
  { button: "Menu", panel: ".rx-menu-panel", outside: { x: 370, y: 400 }, link: "Your first site" },
  { button: "Navigation", panel: ".rx-nav-panel", outside: { x: 20, y: 400 }, link: "Reference" },
] as const;

describe.each(DRAWERS)("the $button drawer on a phone", ({ button, panel, outside, link }) => {
  it("opens as a modal dialog named after its button, keeps the focus inside and gives it back on closing", async () => {
    const { page } = await reader.openPage("/view?path=introduction", { viewport: "phone" });
    const toggle = page.getByRole("button", { name: button, exact: true });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    const dialog = page.locator(panel);
    await dialog.waitFor();
    expect(await dialog.getAttribute("role")).toBe("dialog");
    expect(await dialog.getAttribute("aria-modal")).toBe("true");
    expect(await dialog.getAttribute("aria-label")).toBe(button);
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
    await expect.poll(focusInside).toBe(true);
    for (let press = 0; press < 12; press++) {
      await page.keyboard.press("Tab");
      expect(await focusInside()).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await focusedName(page)).toBe(button);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes with Escape, a tap outside it, its close button, and on navigation", async () => {
    const { page } = await reader.openPage("/view?path=introduction", { viewport: "phone" });
    const toggle = page.getByRole("button", { name: button, exact: true });
    const dialog = page.locator(panel);
    const closes = async (close: () => Promise<void>) => {
      await toggle.click();
      await dialog.waitFor();
      await close();
      await dialog.waitFor({ state: "detached" });
    };
    await closes(() => page.keyboard.press("Escape"));
    await closes(() => page.locator(".rx-overlay").click({ position: outside }));
    await closes(() => page.getByRole("button", { name: `Close ${button.toLowerCase()}` }).click());
    await closes(() => dialog.getByRole("link", { name: link }).click());
    await expect.poll(titleOf(page)).not.toBe("Introduction");
  });
});

describe("the drawers on a phone", () => {
  it("show one at a time: opening one closes the other", async () => {
    const { page } = await reader.openPage("/view?path=introduction", { viewport: "phone" });
    const menu = page.locator(".rx-menu-panel");
    const navigation = page.locator(".rx-nav-panel");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await menu.waitFor();
    // The overlay covers the top bar, so a pointer cannot reach the other button: it is pressed directly.
    await page.locator('.rx-topbar button[aria-label="Navigation"]').dispatchEvent("click");
    await navigation.waitFor();
    await menu.waitFor({ state: "detached" });
    await page.locator('.rx-topbar button[aria-label="Menu"]').dispatchEvent("click");
    await menu.waitFor();
    await navigation.waitFor({ state: "detached" });
    expect(await page.locator('[role="dialog"]').count()).toBe(1);
  });
});

describe("the theme before the app has started", () => {
  it("catches up with the system's colour scheme when it changed before the app took the page over", async () => {
    const { page, startApp } = await openWithAppHeld(reader, "/", { viewport: "desktop", colorScheme: "dark" });
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    expect(await theme()).toBe("dark");
    await page.emulateMedia({ colorScheme: "light" });
    await startApp();
    await expect.poll(theme).toBe("light");
  });
});

describe.each(WIDTHS)("themes on a %s", (viewport) => {
  it("follow the system's colour scheme until the reader chooses one", async () => {
    const { page } = await reader.openPage("/", { viewport, colorScheme: "dark" });
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await theme()).toBe("dark");
    expect(await background()).toBe("rgb(27, 27, 31)");
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(theme).toBe("light");
    expect(await background()).toBe("rgb(255, 255, 255)");

    await page.getByRole("button", { name: /theme/ }).click();
    await expect.poll(theme).toBe("dark");
    await page.emulateMedia({ colorScheme: "dark" });
    await page.emulateMedia({ colorScheme: "light" });
    // Media query changes are reported before the next frame's callbacks run.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await theme()).toBe("dark");
  });

  it.each(["/", "/view?path=introduction"])(
    "keep the reader's choice across reloads of %s, without a flash of the system's theme",
    async (path) => {
      const { page } = await reader.openPage(path, { viewport, colorScheme: "dark" });
      await page.getByRole("button", { name: "Switch to light theme" }).click();
      // Records every theme the page is given, and the one of its first frame. It runs before the
      // page's own scripts, when the document has no root element yet.
      await page.addInitScript(() => {
        const record: { firstFrame?: string; set: string[] } = { set: [] };
        window.e2eThemes = record;
        new MutationObserver(() => record.set.push(document.documentElement.dataset.theme ?? "")).observe(document, {
          subtree: true,
          attributeFilter: ["data-theme"],
        });
        requestAnimationFrame(() => (record.firstFrame = document.documentElement.dataset.theme));
      });
      await page.reload();
      await waitForApp(page);
      expect(await page.evaluate(() => window.e2eThemes)).toEqual({ firstFrame: "light", set: ["light"] });
      expect(await page.getByRole("button", { name: /theme/ }).getAttribute("aria-label")).toBe("Switch to dark theme");
    },
  );
});
