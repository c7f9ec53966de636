// What an imported docs folder brings besides its text, as readers meet it: the home page of
// the folder (VitePress' hero and features), folders with pages of their own, images stored with
// their pages (sized before they load, loaded lazily, and those of restricted pages only with
// their link), dates and the edit link; in both themes, at both widths, with no axe violation.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { axeViolations } from "./support/axe.js";
import { follow, titleOf } from "./support/reading.js";
import { readerSession, WIDTHS } from "./support/session.js";
import { startShowcaseSite } from "./support/showcaseSite.js";

const reader = readerSession(startShowcaseSite);
const THEMES = ["light", "dark"] as const;
const IMAGES = "/view?path=guide-images";

/** The markup the server sends for `path`, before any script runs. */
async function serverHtml(path: string): Promise<string> {
  return (await fetch(`${reader.site.url}${path}`)).text();
}

/** Waits until the image has loaded, and answers its intrinsic width (0 for a broken image). */
function loadedWidth(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate(
    (image: HTMLImageElement) =>
      new Promise<number>((resolve) => {
        if (image.complete) resolve(image.naturalWidth);
        else image.addEventListener("load", () => resolve(image.naturalWidth), { once: true });
        image.addEventListener("error", () => resolve(0), { once: true });
      }),
  );
}

describe.each(WIDTHS)("an imported folder on a %s", (viewport) => {
  describe.each(THEMES)("in the %s theme", (colorScheme) => {
    it("opens on the folder's home page: its hero, buttons, feature cards and text", async () => {
      const html = await serverHtml("/");
      expect(html).toContain('<h1 class="rx-hero-name">Showcase</h1>');
      expect(html).toContain("<p>The home page's own text");

      const { page, errors } = await reader.openPage("/", { viewport, colorScheme });
      await expect.poll(titleOf(page)).toBe("Showcase");
      expect(await page.locator(".rx-hero-line").innerText()).toBe("Every construct, as readers see it");
      expect(await page.locator(".rx-hero-tagline").innerText()).toBe(
        "An imported docs folder with a home page of its own.",
      );
      expect(await page.getByRole("link", { name: "Read the guide" }).getAttribute("href")).toBe("/view?path=guide");
      expect(await page.getByRole("link", { name: "Basics" }).first().getAttribute("href")).toBe("/view?path=basics");
      const features = page.getByRole("list", { name: "Features" }).getByRole("listitem");
      expect(await features.locator("h2").allInnerTexts()).toEqual(["Images", "Folder pages"]);
      expect(await page.locator(".rx-home-body").innerText()).toContain("The home page's own text");
      expect(await loadedWidth(page, ".rx-hero-image")).toBe(64);
      expect(await loadedWidth(page, ".rx-brand-logo")).toBe(64);
      expect(await page.locator(".rx-brand").innerText()).toBe("Showcase");
      expect(await page.title()).toBe("Showcase"); // the SVG's script never ran
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);

      await follow(features.first().getByRole("link", { name: "Learn more" }), "Images");
    });

    it("gives a folder with an index.md a page of its own: its name opens it, its chevron folds it", async () => {
      const { page } = await reader.openPage("/view?path=guide-advanced-tips", { viewport, colorScheme });
      await expect.poll(titleOf(page)).toBe("Tips");
      const breadcrumbs = page.getByRole("navigation", { name: "Breadcrumbs" }).getByRole("link");
      expect(await breadcrumbs.allInnerTexts()).toEqual(["The guide", "Advanced"]);
      if (viewport === "phone") await page.getByRole("button", { name: "Menu", exact: true }).click();
      const tree = page.locator(viewport === "phone" ? ".rx-menu-panel" : ".rx-sidebar");
      // The section's own page heads its tree; the folder on the way to this page is open.
      expect(await tree.locator(".rx-tree > li > :is(a, .rx-tree-row)").allInnerTexts()).toEqual([
        "The guide",
        "Advanced",
        "Images",
      ]);
      const toggle = tree.getByRole("button", { name: "Hide the pages in Advanced" });
      expect(await toggle.getAttribute("aria-expanded")).toBe("true");
      expect(await axeViolations(page)).toEqual([]);

      await toggle.click();
      await expect.poll(() => tree.getByRole("link", { name: "Tips" }).count()).toBe(0);
      await tree.getByRole("button", { name: "Show the pages in Advanced" }).click();
      await expect.poll(() => tree.getByRole("link", { name: "Tips" }).count()).toBe(1);
      await follow(tree.getByRole("link", { name: "Advanced" }), "Advanced");
      expect(await page.locator(".rx-markdown").innerText()).toContain("The page of the folder inside the guide.");
    });

    it("shows images at their size before they load, loading the ones further down only when near", async () => {
      const html = await serverHtml(IMAGES);
      expect(html).toMatch(
        /<img src="\/files\/[0-9a-f]{64}\.png" alt="A wide landscape" loading="lazy" decoding="async" width="640" height="320">/,
      );
      expect(html).toMatch(
        /<img src="\/files\/[0-9a-f]{64}\.png" alt="A tall portrait" loading="lazy" decoding="async" width="240" height="360">/,
      );

      const { page } = await reader.openPage(IMAGES, { viewport, colorScheme });
      await expect.poll(titleOf(page)).toBe("Images");
      expect(await loadedWidth(page, 'img[alt="A wide landscape"]')).toBe(640);
      const portrait = page.locator('img[alt="A tall portrait"]');
      // Not loaded yet, and already as tall as it will be, so that nothing moves when it arrives.
      expect(await portrait.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
        false,
      );
      const box = await portrait.boundingBox();
      expect(box!.height / box!.width).toBeCloseTo(360 / 240, 1);
      await portrait.scrollIntoViewIfNeeded();
      expect(await loadedWidth(page, 'img[alt="A tall portrait"]')).toBe(240);
      expect(await axeViolations(page)).toEqual([]);
    });

    it("shows when the page was published and last updated, and a link to edit it", async () => {
      const { page } = await reader.openPage(IMAGES, { viewport, colorScheme });
      await expect.poll(titleOf(page)).toBe("Images");
      expect(await page.locator(".rx-article-date").innerText()).toBe("February 3, 2024");
      expect(await page.locator(".rx-last-updated").innerText()).toBe("Last updated June 7, 2025");
      expect(await page.getByRole("link", { name: "Edit this page" }).getAttribute("href")).toBe(
        "https://git.example/showcase/edit/main/docs/guide/images.md",
      );
    });
  });
});

describe("files of an imported folder", () => {
  it("serves a linked file with its type", async () => {
    const { page } = await reader.openPage(IMAGES);
    const href = await page.getByRole("link", { name: "specification" }).getAttribute("href");
    expect(href).toMatch(/^\/files\/[0-9a-f]{64}\.pdf$/);
    const response = await fetch(`${reader.site.url}${href}`);
    expect(response.headers.get("content-type")).toBe("application/pdf");
  });

  it("runs no script of an SVG, even opened on its own", async () => {
    const { page } = await reader.openPage("/");
    const logo = await page.locator(".rx-brand-logo").getAttribute("src");
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => dialogs.push(dialog.message()));
    await page.goto(logo!);
    expect(await page.locator("svg").count()).toBe(1);
    expect(await page.title()).toBe("");
    expect(dialogs).toEqual([]);
    // The file's sandbox keeps even the test's clean-up from the site's storage: back to the site.
    await page.goto("/");
  });

  it("shows a restricted page's image to its share link, and never to a reader without it", async () => {
    const html = await serverHtml(reader.site.partnerLink);
    const address = /<img src="(\/files\/[0-9a-f]{64}\.png)" alt="The partners' chart"/.exec(html)?.[1];
    expect(address).toBeDefined();
    expect((await fetch(`${reader.site.url}${address}`)).status).toBe(404);

    const { page } = await reader.openPage(reader.site.partnerLink);
    await expect.poll(titleOf(page)).toBe("Partner plan");
    expect(await loadedWidth(page, 'img[alt="The partners\' chart"]')).toBe(300);

    // Leaving the link (the app forgets it) takes the image's access away too.
    await page.getByRole("link", { name: "Showcase" }).first().click();
    await expect.poll(titleOf(page)).toBe("Showcase");
    await expect.poll(async () => (await page.request.get(address!)).status()).toBe(404);
  });
});
