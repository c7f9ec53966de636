// A Starlight site read as Starlight builds it: its languages, its sidebar, its settings and the
// addresses of its pages, from astro.config.* read without running it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeFileTree } from "../../test-support/fileTree.js";
import { STARLIGHT_SIDEBAR, writeStarlightSite } from "../../test-support/toolSites/starlight.js";
import { readSiteSlot } from "./readSiteSlot.js";
import type { ContentSlot, SiteDescription } from "./siteReader.js";
import { starlightSite } from "./starlight.js";
import { starlightAddresses } from "./starlightPages.js";
import { menuOutline as outline, sidebarNames as sidebarOf } from "../../test-support/menuOutline.js";

const readSlot = (site: SiteDescription, slot: ContentSlot) => readSiteSlot(site, slot);

const CONFIG_HEAD = "import { defineConfig } from 'astro/config';\nimport starlight from '@astrojs/starlight';\n";
const configWith = (options: string, extra = "") =>
  `${CONFIG_HEAD}${extra}\nexport default defineConfig({\n  integrations: [starlight(${options})],\n});\n`;

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "rxdocs-starlight-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

async function readSite(): Promise<SiteDescription> {
  const site = await starlightSite.read(root);
  if (!site) throw new Error("not read as a Starlight site");
  return site;
}

describe("a Starlight site", () => {
  it("is an Astro site whose config calls starlight(), a language of src/content/docs per locale", async () => {
    writeStarlightSite(root);
    const site = await readSite();
    expect(site.tool).toBe("Starlight");
    expect(site.slots).toMatchObject([
      { version: "current", lang: "en", dir: join(root, "src/content/docs"), excludedFolders: ["fr"] },
      { version: "current", lang: "fr", dir: join(root, "src/content/docs/fr") },
    ]);
    expect(site.slots[1]?.excludedFolders).toBeUndefined();
    expect(site).toMatchObject({ versions: ["current"], latest: "current", publicRoot: root, warnings: [] });
    expect(site.sources).toEqual({
      navigation: ["astro.config.mjs"],
      languages: ["astro.config.mjs"],
      versions: [],
      settings: ["astro.config.mjs"],
    });
  });

  it("is not an Astro site without Starlight, nor a folder without an Astro config", async () => {
    writeFileTree(root, { "src/content/docs/intro.md": "# Intro" });
    expect(await starlightSite.read(root)).toBeUndefined();
    writeFileTree(root, {
      "astro.config.mjs":
        "import { defineConfig } from 'astro/config';\nimport mdx from '@astrojs/mdx';\nexport default defineConfig({ integrations: [mdx()] });\n",
    });
    expect(await starlightSite.read(root)).toBeUndefined();
  });

  it("takes its title in the default language, description, logo, edit address and language from the config", async () => {
    writeStarlightSite(root);
    expect((await readSite()).settings).toEqual({
      title: "Lantern",
      description: "Lantern lights up your logs.",
      logo: "/src/assets/lantern.svg",
      editUrl: "https://github.com/example/lantern/edit/main/src/content/docs/{path}",
      lang: "en",
    });
  });

  it("lists the default language's pages as its sidebar does", async () => {
    writeStarlightSite(root);
    const site = await readSite();
    const content = await readSlot(site, site.slots[0]!);
    expect(content.problems).toEqual([]);
    expect(content.warnings.filter((warning) => warning.path === "astro.config.mjs")).toEqual([]);
    expect(sidebarOf(content)).toEqual(STARLIGHT_SIDEBAR);
    expect(outline(content)).toEqual([
      "Introduction [introduction]",
      "Install Lantern [installation] (badge New/tip)",
      "Guides [guides] (folder)",
      "  First query [guides-first-query]",
      "  Alerts [guides-alerts] (badge Beta/default)",
      "  Advanced [guides-advanced] (folder)",
      "    Sampling [guides-advanced-sampling]",
      "Reference [reference] (folder)",
      "  Config file [reference-configuration]",
      "  Command line [reference-cli]",
      "  Environment variables [reference-environment-variables]",
      "Recipes [recipes] (folder)",
      "  PagerDuty [recipes-pagerduty]",
      "  Slack [recipes-slack]",
      "Changelog [changelog] (→ https://github.com/example/lantern/releases, folder)",
      "Troubleshooting [troubleshooting] (unlisted)",
    ]);
  });

  it("gives each translation the sidebar in its language, with what it has translated", async () => {
    writeStarlightSite(root);
    const site = await readSite();
    const content = await readSlot(site, site.slots[1]!);
    expect(sidebarOf(content)).toEqual(["Introduction", "Guides pratiques", "  Première requête", "Changelog"]);
  });

  it("leads links written to the addresses Starlight serves pages at to the pages", async () => {
    writeStarlightSite(root);
    const site = await readSite();
    const content = await readSlot(site, site.slots[0]!);
    const body = (code: string) => content.articles.find((article) => article.menuCode === code)?.articleMd;
    // Root-relative, and relative to the page's own address (`/guides/first-query/`).
    expect(body("introduction")).toContain("[the installation](/view?path=installation)");
    expect(body("guides-first-query")).toContain("[be told of new ones](/view?path=guides-alerts)");
    expect(content.site.home?.hero?.actions[0]?.link).toBe("/view?path=introduction");
  });

  it("leads a translation's links to pages it has not translated to the default language's, which the reader shows", async () => {
    writeStarlightSite(root);
    const site = await readSite();
    const content = await readSlot(site, site.slots[1]!);
    const body = content.articles.find((article) => article.menuCode === "guides-first-query")?.articleMd;
    expect(body).toContain("[soyez prévenu](/view?path=guides-alerts)");
    expect(body).toContain("[configurez](/view?path=reference-cli)");
    expect(content.warnings).toEqual([]);
  });

  it("reads its splash page's hero as the home page's", async () => {
    writeStarlightSite(root);
    const site = await readSite();
    const hero = (await readSlot(site, site.slots[0]!)).site.home?.hero;
    expect(hero).toMatchObject({
      name: "Light up your logs",
      tagline: "Search, alert and sample without leaving the terminal.",
      actions: [
        { text: "Get started", theme: "brand" },
        { text: "View on GitHub", link: "https://github.com/example/lantern", theme: "alt" },
      ],
    });
  });

  it("keeps a site without a sidebar in its folders' order", async () => {
    writeFileTree(root, {
      "astro.config.mjs": configWith("{ title: 'Docs' }"),
      "src/content/docs/b.md": "# B",
      "src/content/docs/a.md": "---\ntitle: A\nsidebar:\n  order: 5\n---\n",
    });
    const site = await readSite();
    expect(site.slots).toEqual([expect.objectContaining({ lang: "en", dir: join(root, "src/content/docs") })]);
    expect(site.slots[0]?.navigation).toBeUndefined();
    expect(site.sources.navigation).toEqual([]);
    // Starlight's own order: front matter's sidebar.order first, then names.
    expect(sidebarOf(await readSlot(site, site.slots[0]!))).toEqual(["A", "B"]);
  });

  it("falls back to the folders, with one warning naming the file and line, when the sidebar is computed", async () => {
    writeFileTree(root, {
      "astro.config.mjs": configWith(
        "{\n    title: 'Docs',\n    sidebar: generateSidebar(),\n  }",
        "import { generateSidebar } from 'starlight-auto-sidebar';\n",
      ),
      "src/content/docs/a.md": "# A",
    });
    const site = await readSite();
    expect(site.slots[0]?.navigation).toBeUndefined();
    expect(site.warnings).toEqual([
      {
        path: "astro.config.mjs",
        line: 8,
        message: "the sidebar is computed by a call of generateSidebar; the folders give the order instead",
      },
    ]);
  });

  it("says which of Starlight's options it cannot read when they spread a computed value", async () => {
    writeFileTree(root, {
      "astro.config.mjs": configWith(
        "{\n    ...sharedOptions(),\n    title: 'Docs',\n  }",
        "import { sharedOptions } from '@example/docs-preset';\n",
      ),
      "src/content/docs/intro.md": "# Intro",
    });
    const site = await readSite();
    expect(site.settings.title).toBe("Docs");
    expect(site.warnings).toEqual([
      {
        path: "astro.config.mjs",
        line: 7,
        message:
          "Starlight's options take keys from what is computed (a spread of a call of sharedOptions); those keys are not read",
      },
    ]);
  });

  it("refuses, naming the folder, a Starlight config without its pages folder", async () => {
    writeFileTree(root, { "astro.config.mjs": configWith("{ title: 'Docs' }") });
    await expect(starlightSite.read(root)).rejects.toThrow(`${join(root, "src/content/docs")} is not a folder`);
  });
});

describe("the languages of a Starlight site", () => {
  it("are all in folders when the default one is named and none is the root", async () => {
    writeFileTree(root, {
      "astro.config.ts": configWith(
        "{ title: 'Docs', defaultLocale: 'en', locales: { 'zh-cn': { label: '简体中文' }, en: { label: 'English', lang: 'en-US' } } }",
      ),
      "src/content/docs/en/intro.md": "# Intro",
      "src/content/docs/zh-cn/intro.md": "# 介绍",
    });
    const site = await readSite();
    expect(site.slots).toMatchObject([
      { lang: "en-US", dir: join(root, "src/content/docs/en") },
      { lang: "zh-CN", dir: join(root, "src/content/docs/zh-cn") },
    ]);
    expect(site.slots[0]?.excludedFolders).toBeUndefined();
    expect(site.settings.editUrl).toBeUndefined();
    expect(site.settings.lang).toBe("en-US");
    expect(site.slots[1]?.addressesOf?.("intro.md", {})).toEqual(["/zh-cn/intro/"]);
  });

  it("are read from a constant the config exports or imports from another file", async () => {
    writeFileTree(root, {
      "astro.config.mjs": configWith(
        "{ title: 'Docs', locales, sidebar: [{ label: 'Start', translations: { ja: '開始' }, items: ['intro'] }] }",
        "import { locales } from './config/locales.mjs';\n",
      ),
      "config/locales.mjs":
        "export const locales = { root: { label: 'English', lang: 'en' }, ja: { label: '日本語', lang: 'ja' } };\n",
      "src/content/docs/intro.md": "# Intro",
      "src/content/docs/ja/intro.md": "# 紹介",
    });
    const site = await readSite();
    expect(site.slots.map((slot) => slot.lang)).toEqual(["en", "ja"]);
    expect(site.slots[1]?.navigation?.items).toEqual([
      { kind: "section", label: "開始", key: "Start", items: [{ kind: "page", file: "intro.md" }] },
    ]);
  });

  it("leave out, with a warning, a locale only running the config would tell", async () => {
    writeFileTree(root, {
      "astro.config.mjs": configWith(
        "{\n    title: 'Docs',\n    locales: { root: { label: 'English', lang: 'en' }, ...process.env.MORE_LOCALES },\n  }",
      ),
      "src/content/docs/intro.md": "# Intro",
    });
    const site = await readSite();
    expect(site.slots.map((slot) => slot.lang)).toEqual(["en"]);
    expect(site.warnings).toEqual([
      {
        path: "astro.config.mjs",
        line: 7,
        message: "a locale is computed (process.env.MORE_LOCALES); its pages are left out",
      },
    ]);
  });

  it("leave out a locale whose folder is missing, whose pages Starlight shows in the default language", async () => {
    writeFileTree(root, {
      "astro.config.mjs": configWith(
        "{ title: 'Docs', locales: { root: { label: 'English', lang: 'en' }, de: { label: 'Deutsch' } } }",
      ),
      "src/content/docs/intro.md": "# Intro",
    });
    const site = await readSite();
    expect(site.slots.map((slot) => slot.lang)).toEqual(["en"]);
    expect(site.warnings).toEqual([]);
  });
});

describe("the addresses of a Starlight site's pages", () => {
  it("are each file's path slugified, a folder's index at the folder, under its locale and the site's base", () => {
    const root = starlightAddresses("", "");
    expect(root("guides/Getting Started.md", {})).toEqual(["/guides/getting-started/"]);
    expect(root("guides/index.mdx", {})).toEqual(["/guides/"]);
    expect(root("index.mdx", {})).toEqual(["/"]);
    expect(root("v1.2/What's New?.md", {})).toEqual(["/v12/whats-new/"]);
    expect(starlightAddresses("fr", "")("guides/intro.md", {})).toEqual(["/fr/guides/intro/"]);
    expect(starlightAddresses("fr", "")("index.md", {})).toEqual(["/fr/"]);
    expect(starlightAddresses("", "/docs")("intro.md", {})).toEqual(["/docs/intro/", "/intro/"]);
  });

  it("are the front matter's slug when it sets one, which is the page's whole id", () => {
    expect(starlightAddresses("fr", "")("guides/intro.md", { slug: "fr/start" })).toEqual(["/fr/start/"]);
  });

  it("follow Astro's srcDir and base", async () => {
    writeFileTree(root, {
      "astro.config.mjs": `${CONFIG_HEAD}export default defineConfig({ srcDir: './www', base: '/docs/', integrations: [starlight({ title: 'Docs' })] });\n`,
      "www/content/docs/intro.md": "# Intro",
    });
    const site = await readSite();
    expect(site.slots[0]?.dir).toBe(join(root, "www/content/docs"));
    expect(site.slots[0]?.addressesOf?.("intro.md", {})).toEqual(["/docs/intro/", "/intro/"]);
  });
});
