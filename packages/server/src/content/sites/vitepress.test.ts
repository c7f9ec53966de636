// A VitePress site read as VitePress builds it: where its pages are, its languages, its sidebars
// and top bar, its settings and the addresses of its pages, from .vitepress/config.* and the
// folders' additional configs, read without running them.
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeFolder, removeMadeFolders } from "../../test-support/madeFolders.js";
import { menuOutline as outline, sidebarNames as sidebarOf } from "../../test-support/menuOutline.js";
import { VITEPRESS_SIDEBAR, writeVitepressSite } from "../../test-support/toolSites/vitepress.js";
import type { FolderContent } from "../model.js";
import { readSiteSlot } from "./readSiteSlot.js";
import type { ContentSlot, SiteDescription } from "./siteReader.js";
import { vitepressSite } from "./vitepress.js";

afterEach(removeMadeFolders);

const readSlot = (site: SiteDescription, slot: ContentSlot) => readSiteSlot(site, slot);

async function readSite(files: Record<string, string>): Promise<{ root: string; site: SiteDescription }> {
  const root = await makeFolder(files);
  const site = await vitepressSite.read(root);
  if (!site) throw new Error("not read as a VitePress site");
  return { root, site };
}

async function writtenSite(): Promise<{ root: string; site: SiteDescription }> {
  const root = await makeFolder({});
  writeVitepressSite(root);
  return { root, site: (await vitepressSite.read(root))! };
}

const menuOf = (content: FolderContent, file: string) =>
  content.menus.find(
    (menu) => content.articles.find((article) => article.sourceFile === file)?.menuCode === menu.menuCode,
  );

describe("a VitePress site", () => {
  it("is recognised by .vitepress/config.* in the folder, or in its docs/, whose folder holds the pages", async () => {
    const plain = await makeFolder({ "index.md": "# Home", "vitepress/config.ts": "export default {}" });
    expect(await vitepressSite.read(plain)).toBeUndefined();

    const { root, site } = await readSite({
      "README.md": "# The project",
      "docs/.vitepress/config/index.ts": "export default { title: 'In docs' }",
      "docs/guide.md": "# Guide",
    });
    expect(site).toMatchObject({ tool: "VitePress", versions: ["current"], latest: "current" });
    expect(site.slots.map((slot) => [slot.lang, slot.dir])).toEqual([["en", path.join(root, "docs")]]);
    expect(site.settings.title).toBe("In docs");
    expect(site.sources.settings).toEqual(["docs/.vitepress/config/index.ts"]);
  });

  it("reads pages from srcDir, relative to the project's folder, where its public folder is too", async () => {
    const { root, site } = await readSite({
      ".vitepress/config.js": "export default { srcDir: './src' }",
      "src/index.md": "# Home",
      "notes.md": "# Not a page",
    });
    expect(site.slots[0]!.dir).toBe(path.join(root, "src"));
    expect(site.publicRoot).toBe(path.join(root, "src"));
  });

  it("refuses a srcDir that is no folder of the site, naming the config", async () => {
    const root = await makeFolder({ ".vitepress/config.ts": "export default { srcDir: '../elsewhere' }" });
    await expect(vitepressSite.read(root)).rejects.toThrow(
      '.vitepress/config.ts: srcDir names "../elsewhere", which is no folder of the site',
    );
  });

  it("refuses a config that is not JavaScript, naming the file", async () => {
    const root = await makeFolder({ ".vitepress/config.mts": "export default {" });
    await expect(vitepressSite.read(root)).rejects.toThrow(/config\.mts/);
  });
});

describe("the sidebar of a VitePress site", () => {
  it("makes the default language's menus: a section per path named by the nav, its groups, links and pages, in its order and with its labels", async () => {
    const { site } = await writtenSite();
    const content = await readSlot(site, site.slots[0]!);
    expect(content.problems).toEqual([]);
    expect(outline(content)).toEqual([
      "Guide [guide] (folder)",
      "  Introduction [guide-introduction] (folder)",
      "    What is Driftwood? [guide-what-is-driftwood]",
      "    Getting started [guide-getting-started]",
      "  Writing [guide-writing-overview]",
      "    Pages [guide-writing-pages]",
      "    Code samples [guide-writing-code]",
      "    Advanced [guide-writing-advanced] (folder)",
      "      Themes [guide-writing-advanced-themes]",
      "  Community chat [guide-community-chat] (→ https://chat.example.com/driftwood, folder)",
      "Reference [reference] (folder)",
      "  Options [reference-options] (folder)",
      "    Configuration file [reference-config]",
      "    Command line [reference-cli]",
      "Recipes [recipes] (folder)",
      "  Caching builds [recipes-caching]",
      "  Deploying [recipes-deploying]",
      "The team [team] (unlisted)",
    ]);
    expect(sidebarOf(content)).toEqual(VITEPRESS_SIDEBAR);
    expect(site.sources.navigation).toEqual([".vitepress/config.mts"]);
  });

  it("gives a path's sidebar that a package computes its folder's order, with one warning naming the config and the line", async () => {
    const { site } = await writtenSite();
    expect(site.warnings).toEqual([
      {
        path: ".vitepress/config.mts",
        line: 62,
        message: "the sidebar of /recipes/ is computed (a call of generateSidebar); its folder gives the order instead",
      },
    ]);
  });

  it("reads a sidebar that is one list, and the { base, items } form of a path's", async () => {
    const { site } = await readSite({
      ".vitepress/config.ts": `export default {
        themeConfig: {
          sidebar: {
            '/manual/': {
              base: '/manual/',
              items: [
                { text: 'Start', link: 'start' },
                { text: 'Elsewhere', base: '/appendix/', link: 'notes' },
                { items: [{ text: 'Ungrouped', link: 'more/' }] },
              ],
            },
          },
        },
      }`,
      "manual/start.md": "# Start page",
      "manual/more/index.md": "# More",
      "appendix/notes.md": "# Notes",
    });
    const content = await readSlot(site, site.slots[0]!);
    // A path alone is the whole sidebar; a group without a heading only sets its entries apart.
    expect(sidebarOf(content)).toEqual(["Start", "Elsewhere", "Ungrouped"]);
  });

  it("names a group that links a page without a text by the page's title, and an entry without a text by its page's", async () => {
    const { site } = await readSite({
      ".vitepress/config.ts": `export default {
        themeConfig: {
          sidebar: [
            { link: '/mocking', items: [{ link: '/mocking/timers' }, { text: 'Dates', link: '/mocking/dates.md' }] },
          ],
        },
      }`,
      "mocking.md": "---\ntitle: Mocking\n---\nText.",
      "mocking/timers.md": "# Fake timers",
      "mocking/dates.md": "# Dates page",
    });
    expect(sidebarOf(await readSlot(site, site.slots[0]!))).toEqual(["Mocking", "  Fake timers", "  Dates"]);
  });

  it("leaves out, with a warning, what cannot be read as an entry, and keeps the rest", async () => {
    const { site } = await readSite({
      ".vitepress/config.ts": `import { extra } from 'some-theme'
export default {
  themeConfig: {
    sidebar: [
      { text: 'One', link: '/one' },
      extra(),
      { text: 'Other language', link: '/fr/one' },
    ],
  },
  locales: { root: { lang: 'en' }, fr: { lang: 'fr' } },
}`,
      "one.md": "# One",
      "fr/one.md": "# Un",
    });
    expect(sidebarOf(await readSlot(site, site.slots[0]!))).toEqual(["One"]);
    expect(site.warnings).toEqual([
      {
        path: ".vitepress/config.ts",
        line: 6,
        message: "an entry of the sidebar is computed (a call of extra); it is left out",
      },
      {
        path: ".vitepress/config.ts",
        message: 'the sidebar links to "/fr/one", which is no page of the language en; it is left out',
      },
      {
        path: ".vitepress/config.ts",
        message: 'the sidebar links to "/one", which is no page of the language fr; it is left out',
      },
    ]);
  });

  it("is the folders' order when the whole sidebar is computed", async () => {
    const { site } = await readSite({
      ".vitepress/config.ts":
        "import { auto } from 'auto-sidebar'\nexport default { themeConfig: { sidebar: auto('.') } }",
      "b.md": "# B",
      "a.md": "# A",
    });
    expect(site.slots[0]!.navigation).toBeUndefined();
    expect(site.sources.navigation).toEqual([]);
    expect(site.warnings).toEqual([
      {
        path: ".vitepress/config.ts",
        line: 2,
        message: "the sidebar is computed (a call of auto); the folders give the order instead",
      },
    ]);
  });
});

describe("the settings of a VitePress site", () => {
  it("are its title, description, language, light logo, edit link with {path}, and top bar with its dropdown", async () => {
    const { site } = await writtenSite();
    expect(site.settings).toEqual({
      title: "Driftwood",
      description: "Build rafts out of plain files.",
      lang: "en-US",
      logo: "/driftwood.svg",
      editUrl: "https://github.com/example/driftwood/edit/main/docs/{path}",
      nav: [
        { text: "Guide", link: "/guide/what-is-driftwood" },
        { text: "Reference", link: "/reference/config" },
        {
          text: "More",
          link: "",
          items: [
            { text: "Team", link: "/team" },
            { text: "Changelog", link: "https://github.com/example/driftwood/releases" },
          ],
        },
      ],
    });
    expect(site.sources.settings).toEqual([".vitepress/config.mts"]);
  });

  it("are read through wrappers and from the config it extends, and leave out what is computed, with a warning", async () => {
    const { site } = await readSite({
      ".vitepress/base.ts":
        "export default { title: 'Base', description: 'From the base', themeConfig: { nav: [{ text: 'A', link: '/a' }] } }",
      ".vitepress/config.ts": `import { defineConfig } from 'vitepress'
import { withMermaid } from 'vitepress-plugin-mermaid'
import { extendConfig } from 'some-theme/config'
import base from './base'
export default withMermaid(extendConfig(defineConfig({
  extends: base,
  title: \`Site \${process.env.STAGE}\`,
  themeConfig: {
    nav: [{ text: 'B', link: '/b' }],
    editLink: { pattern: ({ filePath }) => filePath },
  },
})))`,
      "a.md": "# A",
    });
    expect(site.settings).toEqual({
      description: "From the base",
      nav: [
        { text: "A", link: "/a" },
        { text: "B", link: "/b" },
      ],
    });
    expect(site.warnings).toEqual([
      { path: ".vitepress/config.ts", line: 7, message: "the title is computed (process.env.STAGE); it is left out" },
      { path: ".vitepress/config.ts", line: 10, message: "the edit link is computed (a function); it is left out" },
    ]);
  });
});

describe("the languages of a VitePress site", () => {
  it("are the root's and one per key of locales, each with its folder and its own sidebar", async () => {
    const { root, site } = await writtenSite();
    expect(site.slots.map((slot) => [slot.lang, slot.dir, slot.excludedFolders])).toEqual([
      ["en-US", root, ["zh"]],
      ["zh-CN", path.join(root, "zh"), undefined],
    ]);
    expect(site.sources.languages).toEqual([".vitepress/config.mts"]);
    const chinese = await readSlot(site, site.slots[1]!);
    expect(sidebarOf(chinese)).toEqual(["简介", "  什么是浮木？", "  快速开始"]);
  });

  it("leave out a language whose pages are another site's, and say which named folder is missing", async () => {
    const { site } = await readSite({
      ".vitepress/config.ts": `export default {
        locales: {
          root: { label: 'English' },
          ja: { label: '日本語', link: 'https://ja.example.com' },
          de: { label: 'Deutsch', lang: 'de' },
        },
      }`,
      "index.md": "# Home",
    });
    expect(site.slots.map((slot) => slot.lang)).toEqual(["en"]);
    expect(site.warnings).toEqual([
      {
        path: ".vitepress/config.ts",
        message: 'locales.de names the folder "de", which srcDir does not have; the language is left out',
      },
    ]);
  });

  it("follow a rewrite of a folder to the root, the folders' own configs, and locales spread from other files", async () => {
    const { root, site } = await readSite({
      ".vitepress/config.ts": `import { defineConfig } from 'vitepress'
import { shared } from './shared'
export default defineConfig({
  ...shared,
  rewrites: { 'en/:rest*': ':rest*' },
  locales: { root: { label: 'English', lang: 'en-US' }, fr: { label: 'Français', lang: 'fr' } },
})`,
      ".vitepress/shared.ts": "export const shared = { title: 'Rafts', cleanUrls: true }",
      "config.ts": `import { defineAdditionalConfig } from 'vitepress'
export default defineAdditionalConfig({
  description: 'English pages',
  themeConfig: {
    sidebar: { '/guide/': { base: '/guide/', items: sidebarGuide() } },
    editLink: { pattern: 'https://example.com/edit/docs/:path' },
  },
})
function sidebarGuide() {
  return [{ text: 'Guide', items: [{ text: 'Intro', link: 'intro' }, { text: 'Setup', link: 'setup' }] }]
}`,
      "fr/config.ts": `export default {
  themeConfig: { sidebar: { '/fr/guide/': [{ text: 'Guide', items: [{ text: 'Présentation', link: '/fr/guide/intro' }] }] } },
}`,
      "en/index.md": "# Home",
      "en/guide/intro.md": "# Intro page\n\nSee [setup](./setup) and [the French intro](/fr/guide/intro).",
      "en/guide/setup.md": "# Setup page",
      "fr/index.md": "# Accueil",
      "fr/guide/intro.md": "# Présentation",
    });
    expect(site.slots.map((slot) => [slot.lang, slot.dir])).toEqual([
      ["en-US", path.join(root, "en")],
      ["fr", path.join(root, "fr")],
    ]);
    expect(site.settings).toMatchObject({
      title: "Rafts",
      description: "English pages",
      editUrl: "https://example.com/edit/docs/en/{path}",
    });
    expect(site.sources.navigation).toEqual(["config.ts", "fr/config.ts"]);
    expect(site.slots[0]!.addressesOf!("guide/setup.md", {})).toEqual(["/guide/setup", "/guide/setup.html"]);
    expect(site.slots[1]!.addressesOf!("guide/intro.md", {})).toEqual(["/fr/guide/intro", "/fr/guide/intro.html"]);

    const english = await readSlot(site, site.slots[0]!);
    expect(sidebarOf(english)).toEqual(["Guide", "  Intro", "  Setup"]);
    const intro = english.articles.find((article) => article.sourceFile === "guide/intro.md")!;
    expect(intro.articleMd).toContain(`[setup](/view?path=${menuOf(english, "guide/setup.md")!.menuCode})`);
    expect(sidebarOf(await readSlot(site, site.slots[1]!))).toEqual(["Guide", "  Présentation"]);
  });
});

describe("the pages of a VitePress site", () => {
  it("are served at their addresses with and without .html, a folder's index at the folder's", async () => {
    const { site } = await writtenSite();
    const [english, chinese] = site.slots;
    expect(english!.addressesOf!("guide/writing/pages.md", {})).toEqual([
      "/guide/writing/pages",
      "/guide/writing/pages.html",
    ]);
    expect(english!.addressesOf!("index.md", {})).toEqual(["/", "/index.html"]);
    expect(chinese!.addressesOf!("guide/getting-started.md", {})).toEqual([
      "/zh/guide/getting-started",
      "/zh/guide/getting-started.html",
    ]);
    const withoutCleanUrls = await readSite({
      ".vitepress/config.js": "export default {}",
      "a/index.md": "# A",
      "a/b.md": "# B",
    });
    expect(withoutCleanUrls.site.slots[0]!.addressesOf!("a/b.md", {})).toEqual(["/a/b.html", "/a/b"]);
    expect(withoutCleanUrls.site.slots[0]!.addressesOf!("a/index.md", {})).toEqual(["/a/", "/a/index.html"]);
  });

  it("link to each other by those addresses, include their parts, and leave out what srcExclude names", async () => {
    const { site } = await writtenSite();
    const content = await readSlot(site, site.slots[0]!);
    expect(content.articles.some((article) => article.sourceFile?.startsWith("parts/"))).toBe(false);
    const started = content.articles.find((article) => article.sourceFile === "guide/getting-started.md")!;
    expect(started.articleMd).toContain("Install it with `npm install driftwood`.");
    expect(started.articleMd).toContain(
      `[the pages guide](/view?path=${menuOf(content, "guide/writing/pages.md")!.menuCode})`,
    );
    const code = content.articles.find((article) => article.sourceFile === "guide/writing/code.md")!;
    expect(code.articleMd).toContain("```ts {2} [raft.ts]\nexport function raft() {");
    expect(code.articleMd).toContain("```ts [options.ts]\nexport const options = {\n  logs: true\n}\n```");
  });
});
