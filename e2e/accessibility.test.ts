// Accessibility: the skip link, landmarks, reaching every control with the keyboard with the
// focus always visible, following a sidebar link with Enter, and WCAG AA text contrast in
// both themes, at desktop and phone widths.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { type ContrastReport, contrastReport } from "./support/contrast.js";
import { focusedName, tabTo, walkTabOrder } from "./support/focus.js";
import { animationsDone, isSameDocument, markDocument, titleOf } from "./support/reading.js";
import { readerSession, WIDTHS } from "./support/session.js";

const reader = readerSession();

/** The navigation landmarks an article shows; on a phone the others are in the drawers. */
const NAVIGATION = {
  desktop: ["Sections", "Pages", "Breadcrumbs", "Previous and next article", "On this page"],
  phone: ["Breadcrumbs", "Previous and next article"],
};

describe.each(WIDTHS)("accessibility on a %s", (viewport) => {
  it("offers a skip link as the first Tab stop, which moves the focus to the main content", async () => {
    const { page } = await reader.openPage("/view?path=tabs", { viewport });
    await expect.poll(titleOf(page)).toBe("Tabs");
    await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe("Skip to content");
    expect((await page.locator(".rx-skip-link").boundingBox())?.y).toBeGreaterThanOrEqual(0); // on screen now
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("rx-main");
    await page.keyboard.press("Tab");
    expect(await page.getByRole("main").evaluate((main) => main.contains(document.activeElement))).toBe(true);
  });

  it("marks out the banner, the named navigation regions and the main content as landmarks", async () => {
    const { page } = await reader.openPage("/view?path=tabs", { viewport });
    await expect.poll(titleOf(page)).toBe("Tabs");
    expect(await page.getByRole("banner").locator(".rx-brand").innerText()).toBe("rxdocs");
    expect(await page.getByRole("main").locator("h1").innerText()).toBe("Tabs");
    const names = await page
      .getByRole("navigation")
      .evaluateAll((regions) =>
        regions.map(
          (region) =>
            region.getAttribute("aria-label") ??
            document.getElementById(region.getAttribute("aria-labelledby") ?? "")?.textContent,
        ),
      );
    expect(names).toEqual(NAVIGATION[viewport]);
  });

  it.each(["/", "/view?path=tabs"])(
    "reaches every control of %s with Tab, always showing where the focus is",
    async (path) => {
      const { page } = await reader.openPage(path, { viewport });
      await expect.poll(() => page.locator("main a, main button").count()).toBeGreaterThan(5);
      const { stops, wrapped, unreached } = await walkTabOrder(page);
      expect(wrapped).toBe(true);
      expect(unreached).toEqual([]);
      expect(stops.length).toBeGreaterThan(10);
      expect(stops.filter((stop) => !stop.showsFocus).map((stop) => stop.name)).toEqual([]);
    },
  );

  it("follows a sidebar link when Enter is pressed on it", async () => {
    const { page } = await reader.openPage("/view?path=introduction", { viewport });
    await expect.poll(titleOf(page)).toBe("Introduction");
    await markDocument(page);
    if (viewport === "phone") {
      await tabTo(page, page.getByRole("button", { name: "Menu", exact: true }));
      await page.keyboard.press("Enter");
      await page.locator(".rx-menu-panel").waitFor();
    }
    await tabTo(page, page.locator(".rx-sidebar-nav").getByRole("link", { name: "Your first site" }));
    await page.keyboard.press("Enter");
    await expect.poll(titleOf(page)).toBe("Your first site");
    expect(await isSameDocument(page)).toBe(true);
  });

  it.each(["/", "/view?path=markdown", "/view?path=tabs"])(
    "meets WCAG AA text contrast on %s in both themes",
    async (path) => {
      const { page } = await reader.openPage(path, { viewport });
      // Measured once the page has all its text: home's recent articles, an article's highlighted code.
      await expect.poll(() => page.locator(".rx-recent li, .rx-code[data-highlighted]").count()).toBeGreaterThan(0);
      const { light, dark } = await contrastInBothThemes(page, "body");
      expect({ light: light.failures, dark: dark.failures }).toEqual({ light: [], dark: [] });
      expect(Math.min(light.checked, dark.checked)).toBeGreaterThan(20);
    },
  );

  it("meets WCAG AA text contrast in an error toast in both themes", async () => {
    const { page, apiCalls } = await reader.openPage("/view?path=introduction", { viewport });
    // The article list, which loads when the browser is idle, is in before the server fails:
    // its failure would show a toast of its own, over the top bar on a phone.
    await expect.poll(() => apiCalls).toContain("articleInfo/getListByPage");
    await page.waitForLoadState("networkidle");
    await page.route("**/api/**", (route) =>
      route.fulfill({ status: 500, json: { code: 500, message: "Something went wrong on the server", data: null } }),
    );
    await page.locator(".rx-brand").click();
    const toast = page.locator(".rx-toast");
    await toast.hover(); // holds it while it is measured
    expect(await toast.innerText()).toBe("Something went wrong on the server");
    const { light, dark } = await contrastInBothThemes(page, ".rx-toast");
    expect({ light, dark }).toEqual({ light: { checked: 1, failures: [] }, dark: { checked: 1, failures: [] } });
  });
});

/** The contrast report of `within` in the light theme, then in the dark one, switched with the keyboard (the pointer stays where it is). */
async function contrastInBothThemes(page: Page, within: string): Promise<Record<"light" | "dark", ContrastReport>> {
  const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
  expect(await theme()).toBe("light");
  await animationsDone(page);
  const light = await page.evaluate(contrastReport, within);
  await page.getByRole("button", { name: "Switch to dark theme" }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(theme).toBe("dark");
  await animationsDone(page); // colours change with a transition
  return { light, dark: await page.evaluate(contrastReport, within) };
}

describe("the contrast check", () => {
  it("reports text too pale for its background, through semi-transparent layers", async () => {
    const { page } = await reader.openPage("/", { colorScheme: "dark" });
    await page.locator(".rx-hero h1").evaluate((title: HTMLElement) => (title.style.color = "rgb(80 80 80 / 0.9)"));
    const { failures } = await page.evaluate(contrastReport, "body");
    expect(failures).toEqual([
      {
        element: "h1.rx-hero-name",
        text: "rxdocs",
        ratio: 1.94,
        required: 3, // large text
        color: "rgb(74, 74, 75)",
        background: "rgb(27, 27, 31)",
      },
    ]);
  });
});
