// Share links: a key link opens the restricted section and a view link the hidden one; the
// app keeps what a link opened while the reader moves on, forgets it on leaving, and falls
// back to the public site when a link is not valid. At desktop and phone widths.
import { describe, expect, it } from "vitest";
import { follow, sectionNames, storedShareQuery, titleOf } from "./support/reading.js";
import { readerSession, visit, WIDTHS } from "./support/session.js";

const reader = readerSession();

const PUBLIC_SECTIONS = ["Getting started", "Writing content", "Sharing", "Operations", "Reference", "Archive"];

/** The value of a query parameter of a share link. */
const linkParameter = (link: string, name: string) => new URL(link, "http://x").searchParams.get(name);

describe.each(WIDTHS)("share links on a %s", (viewport) => {
  it("open the restricted section with a key link, and keep it open on its other pages, whose addresses carry no key", async () => {
    const { page } = await reader.openPage(reader.site.keyLink, { viewport });
    await expect.poll(titleOf(page)).toBe("Partner welcome");
    expect(await storedShareQuery(page)).toEqual({ hash: linkParameter(reader.site.keyLink, "hash") });
    expect(await sectionNames(page, viewport)).toEqual([...PUBLIC_SECTIONS.slice(0, 5), "Partners", "Archive"]);

    await follow(page.locator(".rx-prev-next a[rel=next]"), "Partner pricing");
    expect(new URL(page.url()).search).toBe("?path=partner-pricing");
    await visit(page, "/view?path=partner-pricing"); // a new page load, with the key only in storage
    await expect.poll(titleOf(page)).toBe("Partner pricing");
    expect(await page.locator(".rx-markdown").innerText()).toContain("zephyrines");
  });

  it("keep the key on a route with a timestamp, and forget it on a route with neither path nor timestamp", async () => {
    const { page } = await reader.openPage(reader.site.keyLink, { viewport });
    await expect.poll(titleOf(page)).toBe("Partner welcome");
    const sectionCards = () => page.locator(".rx-section-card-name").allInnerTexts();
    await visit(page, "/?timestamp=1");
    await expect.poll(sectionCards).toContain("Partners");
    expect(await storedShareQuery(page)).not.toBeNull();

    await page.locator(".rx-brand").click(); // to "/", inside the app
    await expect.poll(() => storedShareQuery(page)).toBeNull();
    await expect.poll(sectionCards).toEqual(PUBLIC_SECTIONS);
    await visit(page, "/view?path=partner-welcome");
    await expect.poll(titleOf(page)).toBe("Page not found");
  });

  it("open the hidden section with its view link, and show nothing of it once the link is forgotten", async () => {
    const { page } = await reader.openPage(reader.site.viewLink, { viewport });
    await expect.poll(titleOf(page)).toBe("Beta preview");
    expect(await page.locator(".rx-markdown").innerText()).toContain("quillwort");
    expect(await storedShareQuery(page)).toEqual({ viewPathCode: linkParameter(reader.site.viewLink, "viewPath") });

    await visit(page, "/");
    expect(await storedShareQuery(page)).toBeNull();
    await visit(page, "/view?path=beta-preview");
    await expect.poll(titleOf(page)).toBe("Page not found");
  });

  it("show an error toast for an invalid link, forget the stored query and show the public menus", async () => {
    const { page } = await reader.openPage("/view?path=introduction&hash=not-a-key&timestamp=1", { viewport });
    const toast = page.locator(".rx-toast.rx-toast--error");
    await expect.poll(() => toast.innerText()).toBe("This access link is invalid or has expired");
    expect(await toast.getAttribute("role")).toBe("alert");
    await expect.poll(titleOf(page)).toBe("Introduction");
    expect(await storedShareQuery(page)).toBeNull();
    expect(await sectionNames(page, viewport)).toEqual(PUBLIC_SECTIONS);
  });
});
