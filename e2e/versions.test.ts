// Versions and languages as a reader meets them, on a Docusaurus site imported from its root:
// the Version and Language switchers at both widths, in the page the server sends and once the
// app runs; a switch keeps the reader on their page and names the version in the address, or
// takes them to the version's home page when the page is not there; an older or unreleased
// version says so and links to the latest; a page the translation lacks is shown in the default
// language with a notice; the app's links keep the reader in their version; and axe finds no
// violation in any of it.
import type { SiteVersions } from "@rxdocs/contract";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.js";
import { collectConsoleErrors } from "./support/pageChecks.js";
import { type PageOptions, readerSession, type Viewport, waitForApp, WIDTHS } from "./support/session.js";
import french from "../packages/web/src/i18n/catalogues/fr.js";
import { PAGES, siteVersions, startVersionedSite, TRANSLATION } from "./support/versionedSite.js";

const reader = readerSession(startVersionedSite);
const APP_CODE = "**/main/assets/*.js";

let site: SiteVersions;
let translated: SiteVersions;
beforeAll(async () => {
  [site, translated] = await Promise.all([siteVersions(reader.site.url), siteVersions(reader.site.url, TRANSLATION)]);
});

const label = (version: string) => site.versions.find((entry) => entry.name === version)?.label ?? version;
const languageLabel = (lang: string) => site.languages.find((entry) => entry.lang === lang)?.label ?? lang;

/** `path` as the server sends it, with the inline script and without the app: its code never loads. */
async function openServedPage(path: string, options: PageOptions = {}): Promise<Page> {
  const { page } = await reader.newPage(options);
  await page.route(APP_CODE, (route) => route.abort());
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await page.locator("h1").first().waitFor();
  return page;
}

/** `path` with the app running, and the errors the page reports (a failed hydration among them). */
async function openAppPage(path: string, options: PageOptions = {}) {
  const { page, errors } = await reader.newPage(options);
  collectConsoleErrors(page, errors);
  await page.goto(path);
  await waitForApp(page);
  await page.locator("#rx-main h1").first().waitFor();
  return { page, errors };
}

/** The switchers where the reader finds them: the top bar of a desktop, the Navigation panel of a phone (opened here). */
async function switchers(page: Page, viewport: Viewport) {
  if (viewport === "phone") {
    await page.getByRole("button", { name: "Navigation", exact: true }).click();
    await page.getByRole("dialog", { name: "Navigation" }).waitFor();
  }
  // Hidden elements have no role: at either width, only the switchers the reader sees.
  return {
    version: page.getByRole("combobox", { name: "Version", exact: true }),
    language: page.getByRole("combobox", { name: "Language", exact: true }),
  };
}

/** For waitForURL: the page is at `address` (path and query). */
const at = (address: string) => (url: URL) => url.pathname + url.search === address;

const bodyText = (page: Page) => page.locator("#rx-main .rx-markdown").first().innerText();

describe("a site of versions and languages", () => {
  it("answers its versions in the site's order, the latest and the default language first", () => {
    expect(site.versions.map((entry) => entry.name)).toEqual(["next", "2.0", "1.0"]);
    expect(site.latest).toBe("2.0");
    expect(site.languages[0]?.lang).toBe(site.defaultLang);
    expect(site.languages.map((entry) => entry.lang)).toContain(TRANSLATION);
    expect(translated.lang).toBe(TRANSLATION);
  });
});

describe.each(WIDTHS)("the switchers on a %s", (viewport) => {
  it("are named Version and Language, in the page the server sends and once the app runs", async () => {
    const served = await openServedPage(`/view?path=${PAGES.intro}&version=1.0`, { viewport });
    const early = await switchers(served, viewport);
    expect(await early.version.inputValue()).toBe("1.0");
    expect(await early.language.inputValue()).toBe(site.defaultLang);

    const { page, errors } = await openAppPage(`/view?path=${PAGES.intro}&version=1.0`, { viewport });
    const running = await switchers(page, viewport);
    expect(await running.version.inputValue()).toBe("1.0");
    expect(await running.language.inputValue()).toBe(site.defaultLang);
    expect(errors).toEqual([]);
  });

  it("keep the reader on their page in another version, and the address names it", async () => {
    const { page, errors } = await openAppPage(`/view?path=${PAGES.intro}`, { viewport });
    expect(await bodyText(page)).toContain("Written after version 1.0.");
    await (await switchers(page, viewport)).version.selectOption("1.0");
    await page.waitForURL(at(`/view?path=${PAGES.intro}&version=1.0`));
    await expect.poll(() => bodyText(page)).not.toContain("Written after version");
    expect(await page.locator("#rx-main h1").first().innerText()).toBe("Tutorial Intro");

    // Back to the latest: the address names no version again.
    await (await switchers(page, viewport)).version.selectOption(site.latest);
    await page.waitForURL(at(`/view?path=${PAGES.intro}`));
    await expect.poll(() => bodyText(page)).toContain("Written after version 1.0.");
    expect(errors).toEqual([]);
  });

  it("take the reader to the version's home page when their page is not in it", async () => {
    const { page } = await openAppPage(`/view?path=${PAGES.notInOldest}`, { viewport });
    await (await switchers(page, viewport)).version.selectOption("1.0");
    await page.waitForURL(at("/?version=1.0"));
    await page.locator(".rx-home").waitFor();
  });

  it("switch the language, keeping the version", async () => {
    const { page } = await openAppPage(`/view?path=${PAGES.intro}`, { viewport });
    await (await switchers(page, viewport)).language.selectOption(TRANSLATION);
    await page.waitForURL(at(`/view?path=${PAGES.intro}&lang=${TRANSLATION}`));
    await expect.poll(() => page.locator("#rx-main h1").first().innerText()).toBe(`Introduction (${TRANSLATION})`);
  });
});

describe("a choice made before the app has started", () => {
  it("is made once the app has taken the page over", async () => {
    const { page } = await reader.newPage();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(APP_CODE, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`/view?path=${PAGES.intro}`, { waitUntil: "domcontentloaded" });
    await (await switchers(page, "desktop")).version.selectOption("1.0");
    release();
    await page.waitForURL(at(`/view?path=${PAGES.intro}&version=1.0`));
    await expect.poll(() => bodyText(page)).not.toContain("Written after version");
  });
});

describe("the banner of a version that is not the latest", () => {
  it("says an older version is no longer the latest, before the app runs and after, and links to the latest", async () => {
    const text = `This is documentation for ${label("1.0")}, which is no longer the latest version.`;
    const served = await openServedPage(`/view?path=${PAGES.intro}&version=1.0`);
    expect(await served.getByRole("note").filter({ hasText: text }).count()).toBe(1);

    const { page, errors } = await openAppPage(`/view?path=${PAGES.intro}&version=1.0`);
    const banner = page.getByRole("note").filter({ hasText: text });
    const latest = banner.getByRole("link", { name: "Read the latest version of this page" });
    expect(await latest.getAttribute("href")).toBe(`/view?path=${PAGES.intro}`);
    await latest.click();
    await page.waitForURL(at(`/view?path=${PAGES.intro}`));
    await expect.poll(() => bodyText(page)).toContain("Written after version 1.0.");
    expect(await page.locator(".rx-version-banner").count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("says an unreleased version is unreleased", async () => {
    const { page } = await openAppPage(`/view?path=${PAGES.intro}&version=next`);
    const text = `This is unreleased documentation for ${label("next")}.`;
    expect(await page.getByRole("note").filter({ hasText: text }).count()).toBe(1);
    expect(await bodyText(page)).toContain("Written after version 2.0.");
  });

  it("is not shown on the latest version", async () => {
    const { page } = await openAppPage(`/view?path=${PAGES.intro}`);
    expect(await page.locator(".rx-version-banner").count()).toBe(0);
  });
});

describe("a page the translation lacks", () => {
  const path = `/view?path=${PAGES.untranslated}&lang=${TRANSLATION}`;
  // The interface speaks the reader's language, the translation's, around the page it lacks.
  const notice = () =>
    french["untranslated.notice"]
      .replace("{language}", languageLabel(TRANSLATION))
      .replace("{shownIn}", languageLabel(site.defaultLang));

  /** The notice and the sidebar's mark of the page, as `page` shows them. */
  async function untranslatedMarks(page: Page) {
    const current = page.locator('.rx-sidebar a[aria-current="page"]');
    return {
      notice: await page.getByRole("note").filter({ hasText: notice() }).count(),
      title: await page.locator("#rx-main h1").first().innerText(),
      mark: await current.locator(".rx-tree-untranslated").textContent(),
      description: await current.evaluate(
        (link) => document.getElementById(link.getAttribute("aria-describedby") ?? "")?.textContent,
      ),
    };
  }

  it("is shown in the default language with a notice and a mark in the sidebar, before the app runs and after", async () => {
    const expected = {
      notice: 1,
      title: "Congratulations!",
      mark: site.defaultLang,
      description: french["sidebar.untranslated"],
    };
    expect(await untranslatedMarks(await openServedPage(path))).toEqual(expected);
    const { page, errors } = await openAppPage(path);
    expect(await untranslatedMarks(page)).toEqual(expected);
    expect(errors).toEqual([]);
  });

  it("is told from a translated page, which has no notice", async () => {
    const { page } = await openAppPage(`/view?path=${PAGES.intro}&lang=${TRANSLATION}`);
    expect(await page.locator("#rx-main h1").first().innerText()).toBe(`Introduction (${TRANSLATION})`);
    expect(await page.locator(".rx-untranslated-notice").count()).toBe(0);
  });
});

describe("the app's links in a version", () => {
  it("keep the reader in it, in the sidebar, between articles and to the home page", async () => {
    const { page } = await openAppPage(`/view?path=${PAGES.intro}&version=1.0`);
    const hrefs = await page
      .locator(".rx-sidebar a[href^='/view?'], .rx-prev-next a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(1);
    expect(hrefs.filter((href) => !href.endsWith("&version=1.0"))).toEqual([]);
    expect(await page.locator(".rx-brand").getAttribute("href")).toBe("/?version=1.0");
    await page.locator(".rx-prev-next a[rel=next]").click();
    await page.waitForURL((url) => url.pathname !== "/view" || url.searchParams.get("path") !== PAGES.intro);
    expect(new URL(page.url()).searchParams.get("version")).toBe("1.0");
    await page.getByRole("note").filter({ hasText: "no longer the latest version" }).waitFor();
  });
});

describe.each(WIDTHS)("on a %s", (viewport) => {
  const screens = [
    { name: "an older version's page, its switchers open", path: `/view?path=${PAGES.intro}&version=1.0` },
    { name: "an untranslated page", path: `/view?path=${PAGES.untranslated}&lang=${TRANSLATION}` },
  ];
  describe.each(screens)("$name", ({ path }) => {
    it.each(["light", "dark"] as const)("has no axe violation (%s)", async (colorScheme) => {
      const { page } = await openAppPage(path, { viewport, colorScheme });
      await switchers(page, viewport);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
