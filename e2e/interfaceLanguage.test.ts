// A site in French and one in Persian, imported by the real CLI and read in Chromium: their
// interface speaks their language, in the page the server sends and once the app runs, with the
// site's own wording (rxdocs.json `ui`) where it has some, down to the words the renderer writes
// into articles (a callout's default title, a field's flags); the Persian one is laid out right to
// left, mirrored, its code still left to right, and axe finds nothing wrong with it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { API_BASE_PATH, type MenuEntry } from "@rxdocs/contract";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import fa from "../packages/web/src/i18n/catalogues/fa.js";
import fr from "../packages/web/src/i18n/catalogues/fr.js";
import { axeViolations } from "./support/axe.js";
import { type FolderSite, startFolderSite } from "./support/folderSite.js";
import { englishWordsIn, interfaceTexts } from "./support/interfaceWords.js";
import { readerSession } from "./support/session.js";

interface LanguageSite {
  lang: string;
  settings: object;
  files: Record<string, string>;
}

const FRENCH: LanguageSite = {
  lang: "fr",
  settings: {
    title: "Manuel",
    lang: "fr",
    editUrl: "https://example.com/edit/{path}",
    ui: { fr: { "page.editLink": "Proposer une modification" } },
  },
  files: {
    "index.md": "# Accueil\n\nBienvenue dans le manuel.\n",
    "guide/demarrage.md":
      "# Démarrage\n\n## Installation\n\nInstallez le paquet :\n\n```bash\nnpm install rxdocs\n```\n\n" +
      ":::note\nLisez d’abord la page d’accueil.\n:::\n\n" +
      "::: field id {type=string required}\nL’identifiant du paquet.\n:::\n\n" +
      "## Réglages\n\nRien à régler.\n",
    "guide/suite.md": "# Pour aller plus loin\n\n## Détails\n\nQuelques détails.\n",
  },
};

const PERSIAN: LanguageSite = {
  lang: "fa",
  settings: { title: "راهنما", lang: "fa", editUrl: "https://example.com/edit/{path}" },
  files: {
    "index.md": "# خانه\n\nبه راهنما خوش آمدید.\n",
    "guide/shoroo.md":
      "# شروع\n\n## نصب\n\nبسته را نصب کنید:\n\n```bash\nnpm install rxdocs\n```\n\n## تنظیمات\n\nچیزی برای تنظیم نیست.\n",
    "guide/edame.md":
      "# ادامه\n\n## جزئیات\n\nچند جزئیات:\n\n```bash\nnpm run build\n```\n\n" +
      ":::note\nپیش از ادامه، صفحهٔ شروع را بخوانید.\n:::\n\n" +
      "::: field id {type=string required}\nشناسهٔ بسته.\n:::\n",
  },
};

async function startLanguageSite({ settings, files }: LanguageSite): Promise<FolderSite> {
  const source = mkdtempSync(join(tmpdir(), "rxdocs-language-site-"));
  try {
    writeFileSync(join(source, "rxdocs.json"), JSON.stringify(settings));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(source, path, ".."), { recursive: true });
      writeFileSync(join(source, path), text);
    }
    return await startFolderSite(source);
  } finally {
    rmSync(source, { recursive: true, force: true });
  }
}

/** The address of the site's first page. */
async function firstPageAddress(siteUrl: string): Promise<string> {
  const response = await fetch(`${siteUrl}${API_BASE_PATH}/menuInfo/getAuthMenuTree`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ isAuth: false }),
  });
  const tree = ((await response.json()) as { data: MenuEntry[] }).data;
  const first = (entries: MenuEntry[]): MenuEntry | undefined =>
    entries.map((entry) => (entry.menuType === 2 ? entry : first(entry.childList))).find(Boolean);
  return `/view?path=${encodeURIComponent(first(tree)!.menuCode)}`;
}

/** Opens `path` as the server sends it: its inline script runs, the app's code never loads. */
async function openServedPage(page: Page, path: string): Promise<void> {
  await page.route("**/main/assets/**/*.js", (route) => route.abort());
  await page.goto(path);
}

/** Opens `path` and waits for the app to have taken it over in the page's language. */
async function openAppPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() =>
    Object.keys(document.getElementById("app")!).some((key) => key.startsWith("__reactContainer$")),
  );
}

describe.each([
  { site: FRENCH, catalogue: fr, outline: "Sur cette page" },
  { site: PERSIAN, catalogue: fa, outline: "در این صفحه" },
])("a site in $site.lang", ({ site, catalogue, outline }) => {
  const reader = readerSession(() => startLanguageSite(site));

  it.each([
    ["as the server sends it", openServedPage],
    ["once the app runs", openAppPage],
  ])("speaks its language, %s", async (_when, open) => {
    const address = await firstPageAddress(reader.site.url);
    for (const path of [address, "/"]) {
      const { page } = await reader.newPage();
      await open(page, path);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      if (path === address) {
        expect(await page.locator(".rx-outline-title").textContent()).toBe(outline);
        expect(await page.locator(".rx-callout-title").textContent()).toBe(catalogue["article.callout.note"]);
        expect(await page.locator(".rx-field__required").textContent()).toBe(catalogue["article.field.required"]);
      }
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(site.lang);
      expect(englishWordsIn(await interfaceTexts(page), catalogue), path).toEqual([]);
    }
  });
});

describe("a site's own wording", () => {
  const reader = readerSession(() => startLanguageSite(FRENCH));

  it("words the interface as the site's rxdocs.json does", async () => {
    const { page } = await reader.newPage();
    await openAppPage(page, await firstPageAddress(reader.site.url));
    expect(await page.locator(".rx-edit-link").innerText()).toBe("Proposer une modification");
  });
});

describe("a site in Persian", () => {
  const reader = readerSession(() => startLanguageSite(PERSIAN));

  it.each([
    ["as the server sends it", openServedPage],
    ["once the app runs", openAppPage],
  ])("is laid out right to left, mirrored, with its code left to right, %s", async (_when, open) => {
    const { page } = await reader.newPage();
    await open(page, await firstPageAddress(reader.site.url));
    await page.locator(".rx-outline").waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    const sidebar = (await page.locator(".rx-sidebar").boundingBox())!;
    const main = (await page.locator(".rx-main").boundingBox())!;
    const outlineBox = (await page.locator(".rx-outline").boundingBox())!;
    const article = (await page.locator(".rx-article").boundingBox())!;
    // The sidebar on the right of the page, the outline on the left of the article.
    expect(sidebar.x).toBeGreaterThan(main.x);
    expect(outlineBox.x).toBeLessThan(article.x);
    expect(await page.locator(".rx-code pre").evaluate((pre) => getComputedStyle(pre).direction)).toBe("ltr");
    // The arrow to the next page points to the left, the way the reader reads.
    const next = page.locator(".rx-next svg");
    expect(await next.evaluate((icon) => getComputedStyle(icon).transform)).toBe("matrix(-1, 0, 0, 1, 0, 0)");
  });

  it("opens its Menu panel from the right on a phone", async () => {
    const { page } = await reader.newPage({ viewport: "phone" });
    await openAppPage(page, await firstPageAddress(reader.site.url));
    await page.locator('[data-rx-panel="menu"]').click();
    const drawer = page.getByRole("dialog", { name: "منو" });
    await drawer.waitFor();
    await page.waitForFunction(() => document.getAnimations().length === 0);
    const box = (await drawer.boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(Math.round(box.x + box.width)).toBe(width);
  });

  it("has no axe violation", async () => {
    const { page } = await reader.newPage();
    await openAppPage(page, await firstPageAddress(reader.site.url));
    expect(await axeViolations(page)).toEqual([]);
  });
});

/** A site in English with a Persian translation, in a sub-folder as VitePress lays languages out. */
const ENGLISH_AND_PERSIAN: LanguageSite = {
  lang: "en",
  settings: {
    title: "Guide",
    locales: { root: { label: "English", lang: "en" }, fa: { label: "فارسی", lang: "fa" } },
  },
  files: {
    "index.md": "# Home\n\nWelcome.\n",
    "start.md": "# Start\n\n## Install\n\nInstall the package.\n",
    "fa/index.md": "# خانه\n\nخوش آمدید.\n",
    "fa/start.md": "# شروع\n\n## نصب\n\nبسته را نصب کنید.\n",
  },
};

describe("a site in English and Persian", () => {
  const reader = readerSession(() => startLanguageSite(ENGLISH_AND_PERSIAN));

  it("turns the page right to left and its interface Persian when the reader switches language in the app, and back", async () => {
    const { page } = await reader.newPage();
    await openAppPage(page, "/view?path=start");
    const layout = () =>
      page.evaluate(() => ({
        dir: document.documentElement.dir || "ltr",
        lang: document.documentElement.lang,
        outline: document.querySelector(".rx-outline-title")?.textContent,
      }));
    expect(await layout()).toEqual({ dir: "ltr", lang: "en", outline: "On this page" });
    await page.getByRole("combobox", { name: "Language", exact: true }).selectOption("fa");
    await expect.poll(() => page.locator("#rx-main h1").first().innerText()).toBe("شروع");
    await expect.poll(layout).toEqual({ dir: "rtl", lang: "fa", outline: "در این صفحه" });
    expect(englishWordsIn(await interfaceTexts(page), fa)).toEqual([]);
    await page.getByRole("combobox", { name: fa["slot.language"], exact: true }).selectOption("en");
    await expect.poll(() => page.locator("#rx-main h1").first().innerText()).toBe("Start");
    await expect.poll(layout).toEqual({ dir: "ltr", lang: "en", outline: "On this page" });
  });
});
