// The home page: the guide's own home page (a hero with buttons and feature cards), its
// sections with their article counts,
// and the most recently published articles, at desktop and phone widths.
import { describe, expect, it } from "vitest";
import { follow, isSameDocument, markDocument, titleOf } from "./support/reading.js";
import { readerSession, WIDTHS } from "./support/session.js";

const reader = readerSession();

describe.each(WIDTHS)("the home page on a %s", (viewport) => {
  it("shows the site's home page: its hero with buttons and its feature cards", async () => {
    const { page } = await reader.openPage("/", { viewport });
    await expect.poll(titleOf(page)).toBe("rxdocs");
    expect(await page.locator(".rx-hero-name").innerText()).toBe("rxdocs");
    expect(await page.locator(".rx-hero-tagline").innerText()).toBe(
      "Documentation and articles, fast to read and safe to share.",
    );
    expect(await page.locator(".rx-brand").innerText()).toBe("rxdocs");
    await follow(page.getByRole("link", { name: "Get started" }), "Introduction");
    await page.goBack();
    const features = page.getByRole("list", { name: "Features" }).getByRole("listitem");
    await expect.poll(() => features.count()).toBe(3);
    await follow(features.first().getByRole("link", { name: "Sites of other tools" }), "Sites of other tools");
  });

  it("lists the public sections with their article counts as badges, each leading to its first article", async () => {
    const { page } = await reader.openPage("/", { viewport });
    const cards = page.locator(".rx-section-card");
    await expect.poll(() => cards.count()).toBe(6);
    const shown = await cards.evaluateAll((links) =>
      links.map((link) => [
        link.querySelector(".rx-section-card-name")?.textContent,
        link.querySelector(".rx-badge")?.textContent,
        link.getAttribute("href"),
      ]),
    );
    expect(shown).toEqual([
      ["Getting started", "3", "/view?path=introduction"],
      ["Writing content", "6", "/view?path=folder-format"],
      ["Sharing", "7", "/view?path=visibility"],
      ["Operations", "4", "/view?path=deployment"],
      ["Reference", "2", "/view?path=cli-reference"],
      ["Archive", "99+", "/view?path=field-notes"],
    ]);
  });

  it("caps a count over 99 at 99+ on the badge, and gives assistive technology the real number", async () => {
    const { page } = await reader.openPage("/", { viewport });
    const archive = page.locator(".rx-section-card", { hasText: "Archive" });
    await expect.poll(() => archive.locator(".rx-badge").innerText()).toBe("99+");
    expect(await archive.getByRole("img").getAttribute("aria-label")).toBe("106 articles");
    expect(
      await page.locator(".rx-section-card", { hasText: "Sharing" }).getByRole("img").getAttribute("aria-label"),
    ).toBe("7 articles");
  });

  it("lists the most recently published articles, newest first, and opens them in the app", async () => {
    const { page } = await reader.openPage("/", { viewport });
    const recent = page.locator(".rx-recent li");
    await expect
      .poll(() => recent.locator("a").allInnerTexts())
      .toEqual([
        "Printing and PDF",
        "Feeds",
        "Search engines and link previews",
        "MCP server for assistants",
        "Pages for language models",
        "Sites of other tools",
      ]);
    const dates = await recent
      .locator("time")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime")));
    expect(dates[0]).toMatch(/^2026-11-28/);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(await recent.first().locator("time").innerText()).toMatch(/2026/);

    await markDocument(page);
    await follow(recent.locator("a", { hasText: "Sites of other tools" }), "Sites of other tools");
    expect(await isSameDocument(page)).toBe(true);
  });
});
