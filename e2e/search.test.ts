// Searching the site: the box in the top bar and its shortcuts, hits as the reader types,
// grouped by article, the keyboard, opening a hit at its section with the matched words
// highlighted, typos and near spellings, what a share link opens, a failing call, and text
// contrast in both themes, at desktop and phone widths.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { contrastReport } from "./support/contrast.js";
import { focusedName } from "./support/focus.js";
import { animationsDone, isSameDocument, markDocument, titleOf } from "./support/reading.js";
import { readerSession, visit, WIDTHS } from "./support/session.js";

const reader = readerSession();

const searchBox = (page: Page) => page.getByRole("button", { name: "Search", exact: true });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Search" });
const field = (page: Page) => dialog(page).getByRole("combobox", { name: "Search" });

/** Types `keyword` into the open search and waits for its answer (the count shows only then). */
async function searchFor(page: Page, keyword: string): Promise<void> {
  await field(page).fill(keyword);
  await expect.poll(() => dialog(page).getByRole("status").innerText()).toMatch(/^\d+ results?$/);
}

interface ShownHit {
  href: string | null;
  section: string;
  marks: string[];
}

/** The options of the result list, in the order shown. */
function shownHits(page: Page): Promise<ShownHit[]> {
  return dialog(page)
    .getByRole("option")
    .evaluateAll((options) =>
      options.map((option) => ({
        href: option.getAttribute("href"),
        section: option.querySelector(".rx-search-option__title")?.textContent ?? "",
        marks: Array.from(option.querySelectorAll("mark"), (mark) => mark.textContent ?? ""),
      })),
    );
}

/** The position of the active option among all options, or -1. */
function activeIndex(page: Page): Promise<number> {
  return page.evaluate(() => {
    const input = document.querySelector('[role="combobox"]');
    const active = document.getElementById(input?.getAttribute("aria-activedescendant") ?? "");
    return Array.from(document.querySelectorAll('[role="option"]')).indexOf(active!);
  });
}

/** The text of each range of the page's search highlight (CSS Custom Highlight API). */
function highlighted(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const highlight = (CSS.highlights as unknown as Map<string, Set<Range>>).get("rx-search");
    highlight?.forEach((range) => texts.push(range.toString()));
    return texts;
  });
}

/** Whether the element with `id` is on screen, below the sticky top bar. */
function isInView(page: Page, id: string): Promise<boolean> {
  return page.evaluate((id) => {
    const box = document.getElementById(id)?.getBoundingClientRect();
    const topBar = document.querySelector(".rx-topbar")!.getBoundingClientRect().bottom;
    return box !== undefined && box.top >= topBar - 1 && box.bottom <= window.innerHeight;
  }, id);
}

describe.each(WIDTHS)("the search on a %s", (viewport) => {
  it("opens as a modal dialog from the top bar's box, from / and from Ctrl+K, with the focus in its field", async () => {
    const { page, errors } = await reader.openPage("/view?path=introduction", { viewport });
    const opensWith = async (open: () => Promise<void>) => {
      await open();
      await expect.poll(() => field(page).evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await dialog(page).getAttribute("aria-modal")).toBe("true");
      expect(await searchBox(page).getAttribute("aria-expanded")).toBe("true");
      expect(await field(page).inputValue()).toBe("");
      await page.keyboard.press("Escape");
      await dialog(page).waitFor({ state: "detached" });
    };
    expect(await searchBox(page).isVisible()).toBe(true);
    await opensWith(() => searchBox(page).click());
    await opensWith(() => page.keyboard.press("/"));
    await opensWith(() => page.keyboard.press("Control+k"));
    expect(errors).toEqual([]);
  });

  it("shows the hits as the reader types, grouped by article, with the matched words marked", async () => {
    const { page } = await reader.openPage("/", { viewport });
    await searchBox(page).click();
    await searchFor(page, "postgresql");
    const groups = await dialog(page)
      .getByRole("group")
      .evaluateAll((elements) => elements.map((group) => group.getAttribute("aria-label")));
    expect(groups).toContain("Backups and export");
    expect(new Set(groups).size).toBe(groups.length); // each article once, its sections together
    const hits = await shownHits(page);
    expect(hits.length).toBeGreaterThan(3);
    expect(hits).toContainEqual({
      href: "/view?path=backups#back-up-postgresql",
      section: "#Back up PostgreSQL",
      marks: ["PostgreSQL"],
    });
    for (const hit of hits) expect(hit.href).toMatch(/^\/view\?path=[\w-]+(#[\w-]+)?$/);
    expect(hits.flatMap((hit) => hit.marks).every((mark) => /postgresql/i.test(mark))).toBe(true);
    expect(await dialog(page).getByRole("status").innerText()).toBe(`${hits.length} results`);
  });

  it("moves through the hits with the arrow keys and opens one with Enter, at its section, its words highlighted", async () => {
    const { page } = await reader.openPage("/", { viewport });
    await markDocument(page);
    await page.keyboard.press("/");
    await searchFor(page, "postgresql");
    const hits = await shownHits(page);
    expect(await activeIndex(page)).toBe(0);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    expect(await activeIndex(page)).toBe(2);
    await page.keyboard.press("ArrowUp");
    expect(await activeIndex(page)).toBe(1);
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp"); // round to the last
    expect(await activeIndex(page)).toBe(hits.length - 1);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    const chosen = hits[1]!;
    expect(chosen.href).toContain("#");

    await page.keyboard.press("Enter");
    await dialog(page).waitFor({ state: "detached" });
    await expect.poll(() => page.url()).toBe(new URL(chosen.href!, page.url()).href);
    expect(await isSameDocument(page)).toBe(true); // opened in the app
    await expect.poll(() => isInView(page, chosen.href!.split("#")[1]!)).toBe(true);
    await expect.poll(() => highlighted(page)).not.toEqual([]);
    expect((await highlighted(page)).every((text) => /^postgresql$/i.test(text))).toBe(true);

    // Another page shows no highlight.
    await page.locator(".rx-brand").click();
    await expect.poll(() => page.locator(".rx-hero").count()).toBe(1);
    expect(await highlighted(page)).toEqual([]);
  });

  it("opens a hit on a click, and keeps its words highlighted until the reader searches again", async () => {
    const { page } = await reader.openPage("/view?path=introduction", { viewport });
    await searchBox(page).click();
    await searchFor(page, "caddy");
    expect(await shownHits(page)).toEqual([
      {
        href: "/view?path=deployment#put-a-tls-proxy-in-front",
        section: "#Put a TLS proxy in front",
        marks: ["Caddy"],
      },
    ]);
    await dialog(page).getByRole("option").click();
    await expect.poll(titleOf(page)).toBe("Deployment");
    expect(new URL(page.url()).hash).toBe("#put-a-tls-proxy-in-front");
    await expect.poll(() => isInView(page, "put-a-tls-proxy-in-front")).toBe(true);
    await expect.poll(() => highlighted(page)).toEqual(["Caddy"]);

    // Searching again takes it off; the next hit, on the article already shown, brings its own words.
    await page.keyboard.press("/");
    await field(page).fill("journalctl");
    await expect.poll(() => highlighted(page)).toEqual([]);
    await searchFor(page, "journalctl");
    await page.keyboard.press("Enter");
    await expect.poll(() => new URL(page.url()).hash).toBe("#run-it-as-a-service");
    await expect.poll(() => isInView(page, "run-it-as-a-service")).toBe(true);
    await expect.poll(() => highlighted(page)).toContain("journalctl");
  });

  it("closes with Escape, keeping the focus inside while open and giving it back where it was", async () => {
    const { page } = await reader.openPage("/view?path=introduction", { viewport });
    await searchBox(page).click();
    await field(page).waitFor();
    const focusInside = () => dialog(page).evaluate((element) => element.contains(document.activeElement));
    for (let press = 0; press < 4; press++) {
      await page.keyboard.press("Tab");
      expect(await focusInside()).toBe(true);
    }
    await page.keyboard.press("Escape");
    await dialog(page).waitFor({ state: "detached" });
    expect(await focusedName(page)).toBe("Search");

    await page.locator(".rx-brand").focus();
    await page.keyboard.press("Control+k");
    await field(page).waitFor();
    await page.keyboard.press("Escape");
    await dialog(page).waitFor({ state: "detached" });
    expect(await page.locator(".rx-brand").evaluate((brand) => brand === document.activeElement)).toBe(true);
  });

  it("finds a word typed with a typo", async () => {
    const { page } = await reader.openPage("/", { viewport });
    await page.keyboard.press("/");
    await searchFor(page, "journalctk");
    expect(await shownHits(page)).toEqual([
      { href: "/view?path=deployment#run-it-as-a-service", section: "#Run it as a service", marks: ["journalctl"] },
    ]);
  });

  it("says when nothing matches, and offers a near spelling that searches for it", async () => {
    const { page } = await reader.openPage("/", { viewport });
    await page.keyboard.press("/");
    await searchFor(page, "jourmelctl");
    expect(await dialog(page).getByRole("status").innerText()).toBe("0 results");
    expect(
      await dialog(page)
        .getByText(/^No results for/)
        .innerText(),
    ).toBe("No results for “jourmelctl”.");
    await dialog(page).getByRole("button", { name: "Did you mean journalctl?" }).click();
    await expect.poll(() => field(page).inputValue()).toBe("journalctl");
    expect(await field(page).evaluate((input) => input === document.activeElement)).toBe(true);
    await expect.poll(() => shownHits(page)).toHaveLength(1);

    await searchFor(page, "qxzqxzqxz");
    expect(
      await dialog(page)
        .getByText(/^No results for/)
        .isVisible(),
    ).toBe(true);
    expect(
      await dialog(page)
        .getByRole("button", { name: /Did you mean/ })
        .count(),
    ).toBe(0);
  });

  it.each(["light", "dark"] as const)(
    "meets WCAG AA text contrast with hits and messages in the %s theme",
    async (theme) => {
      const { page } = await reader.openPage("/view?path=introduction", { viewport, colorScheme: theme });
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      await searchBox(page).click();
      await searchFor(page, "postgresql");
      await page.keyboard.press("ArrowDown"); // an active option, and one that is not
      await animationsDone(page);
      const withHits = await page.evaluate(contrastReport, ".rx-search");
      expect(withHits.failures).toEqual([]);
      expect(withHits.checked).toBeGreaterThan(15);

      await searchFor(page, "jourmelctl");
      const withMessage = await page.evaluate(contrastReport, ".rx-search");
      expect(withMessage.failures).toEqual([]);
      expect(withMessage.checked).toBeGreaterThan(3);
    },
  );
});

describe("the search", () => {
  it("finds restricted and hidden text only once a share link opens it", async () => {
    const { page } = await reader.openPage("/");
    await page.keyboard.press("/");
    for (const keyword of ["zephyrine", "quillwort"]) {
      await searchFor(page, keyword);
      expect(await dialog(page).getByRole("status").innerText()).toBe("0 results");
      expect(
        await dialog(page)
          .getByRole("button", { name: /Did you mean/ })
          .count(),
      ).toBe(0);
    }

    await visit(page, reader.site.keyLink);
    await page.keyboard.press("/");
    await searchFor(page, "zephyrine");
    const groups = await dialog(page)
      .getByRole("group")
      .evaluateAll((elements) => elements.map((group) => group.getAttribute("aria-label")));
    expect(groups.sort()).toEqual(["Partner pricing", "Partner welcome"]);
    expect((await shownHits(page)).map((hit) => hit.href).sort()).toEqual([
      "/view?path=partner-pricing",
      "/view?path=partner-welcome",
    ]);
  });

  it("keeps what the reader types before the app has started", async () => {
    const { page } = await reader.newPage();
    // The app's code waits until the reader has typed; the page the server rendered is all there is.
    let requested!: () => void;
    const mainRequested = new Promise<void>((resolve) => (requested = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      requested();
      await released;
      await route.continue();
    });
    await page.goto("/view?path=introduction", { waitUntil: "commit" });
    await mainRequested;
    await page.locator(".rx-search-box").click();
    await page.keyboard.type("caddy");
    release();

    await expect.poll(() => field(page).inputValue()).toBe("caddy");
    expect(await field(page).evaluate((input) => input === document.activeElement)).toBe(true);
    await expect.poll(() => shownHits(page)).toHaveLength(1);
    expect(await page.locator("body > input").count()).toBe(0); // the stand-in field that took the keys is gone
  });

  it("shows the error toast of a failing search, and searches again on the next keystroke", async () => {
    const { page, errors } = await reader.openPage("/view?path=introduction");
    await page.route("**/api/articleInfo/search", (route) =>
      route.fulfill({ status: 500, json: { code: 500, message: "The search index is being rebuilt", data: null } }),
    );
    await searchBox(page).click();
    await field(page).fill("caddy");
    await expect.poll(() => page.locator(".rx-toast").innerText()).toBe("The search index is being rebuilt");
    expect(await dialog(page).getByText("The search did not answer").isVisible()).toBe(true);

    await page.unroute("**/api/articleInfo/search");
    await field(page).press("Backspace");
    await searchFor(page, "caddy");
    expect(await shownHits(page)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("leaves / to the field the reader types in, and opens from it with Ctrl+K", async () => {
    const { page } = await reader.openPage("/view?path=introduction", { viewport: "desktop" });
    const filter = page.getByRole("searchbox", { name: "Filter pages" });
    await filter.click();
    await page.keyboard.type("a/b");
    expect(await filter.inputValue()).toBe("a/b");
    expect(await dialog(page).count()).toBe(0);
    await page.keyboard.press("Control+k");
    await dialog(page).waitFor();
  });
});
