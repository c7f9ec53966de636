// An MkDocs site read as MkDocs builds it: where its pages are, its nav, its languages, its
// settings and the addresses of its pages, from mkdocs.yml and the plugins' files, read without
// running anything.
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeFolder, removeMadeFolders } from "../../test-support/madeFolders.js";
import { MKDOCS_SIDEBAR, writeMkdocsSite } from "../../test-support/toolSites/mkdocs.js";
import type { FolderContent } from "../model.js";
import { readSiteSlot } from "./readSiteSlot.js";
import { mkdocsSite } from "./mkdocs.js";
import type { ContentSlot, SiteDescription } from "./siteReader.js";
import { menuOutline as outline, sidebarNames as sidebarOf } from "../../test-support/menuOutline.js";

afterEach(removeMadeFolders);

const readSlot = (site: SiteDescription, slot: ContentSlot = site.slots[0]!) => readSiteSlot(site, slot);

async function readSite(files: Record<string, string>): Promise<{ root: string; site: SiteDescription }> {
  const root = await makeFolder(files);
  const site = await mkdocsSite.read(root);
  if (!site) throw new Error("not read as an MkDocs site");
  return { root, site };
}

const articleOf = (content: FolderContent, file: string) =>
  content.articles.find((article) => article.sourceFile === file);

describe("an MkDocs site", () => {
  it("is a folder with mkdocs.yml or mkdocs.yaml at its root, and no other", async () => {
    expect(await mkdocsSite.read(await makeFolder({ "docs/index.md": "# Home" }))).toBeUndefined();
    const { site } = await readSite({ "mkdocs.yaml": "site_name: Yaml\n", "docs/index.md": "# Home" });
    expect(site.tool).toBe("MkDocs");
  });

  it("reads its nav, its settings and its pages' dialect as MkDocs and Material show them", async () => {
    const root = await makeFolder({});
    writeMkdocsSite(root);
    const site = (await mkdocsSite.read(root))!;
    expect(site.slots.map((slot) => [slot.version, slot.lang, slot.dir])).toEqual([
      ["current", "en", path.join(root, "documentation")],
    ]);
    expect(site.settings).toEqual({
      title: "Orbit",
      description: "Schedule jobs across a fleet of machines.",
      logo: "/assets/orbit.svg",
      lang: "en",
      editUrl: "https://github.com/example/orbit/edit/main/documentation/{path}",
    });
    expect(site.sources).toEqual({ navigation: ["mkdocs.yml"], languages: [], versions: [], settings: ["mkdocs.yml"] });
    expect(site.warnings).toEqual([]);

    const content = await readSlot(site);
    expect(content.problems).toEqual([]);
    expect(content.warnings).toEqual([]);
    expect(outline(content)).toEqual([
      "Home [home] (→ /, folder)",
      "Getting started [getting-started]",
      "  Installation [getting-started-install]",
      "  Configuration [getting-started-configure]",
      expect.stringMatching(/^Guides \[guides(-[0-9a-f]{6})?\] \(folder\)$/),
      "  Scheduling [guides-scheduling]",
      expect.stringMatching(/^ {2}Advanced \[guides-advanced(-[0-9a-f]{6})?\] \(folder\)$/),
      "    Retrying failed jobs [guides-advanced-retries]",
      "Reference [reference-api]",
      "Changelog [changelog] (→ https://github.com/example/orbit/releases, folder)",
      "Notes [drafts-notes] (unlisted)",
    ]);
    expect(sidebarOf(content)).toEqual(MKDOCS_SIDEBAR);

    expect(articleOf(content, "getting-started/install.md")?.articleMd).toContain("- Linux or macOS\n- 2 GB of memory");
    expect(articleOf(content, "getting-started/install.md")?.articleMd).toContain("✓ Works offline.");
    const configure = articleOf(content, "getting-started/configure.md")?.articleMd ?? "";
    expect(configure).toContain(
      '!!! note "Where settings live"\n    Orbit reads `orbit.toml` from the current folder.',
    );
    expect(configure).toContain('=== "Linux"\n    Run `orbit init`.');
    expect(configure).toContain('???+ note "Defaults"');
    const scheduling = articleOf(content, "guides/scheduling.md")?.articleMd ?? "";
    expect(scheduling).toContain("## Queues {#queues}");
    expect(scheduling).toMatch(/\[Open the queue view\]\(\/view\?path=reference-api\)\n/);
    expect(content.site.settings.logo).toMatch(/^\/files\/[0-9a-f]{64}\.svg/);
  });

  it("reads its pages from docs_dir only: code samples beside it are not pages", async () => {
    const { root, site } = await readSite({
      "mkdocs.yml": "site_name: Samples\n",
      "docs/index.md": "# Home",
      "docs/tutorial.md": "# Tutorial",
      "docs_src/tutorial.md": "# A sample, not a page",
    });
    expect(site.slots[0]!.dir).toBe(path.join(root, "docs"));
    // Without a nav (or .pages files), the folders give the order.
    expect(site.slots[0]!.navigation).toBeUndefined();
    expect(outline(await readSlot(site))).toEqual(["Tutorial [tutorial]"]);
  });

  it("leaves out what exclude_docs, MkDocs' templates/ and the theme's custom_dir hold", async () => {
    const { site } = await readSite({
      "mkdocs.yml":
        "site_name: S\ntheme:\n  name: material\n  custom_dir: docs/overrides\nexclude_docs: |\n  drafts/\n  *.tmp.md\n",
      "docs/index.md": "# Home",
      "docs/page.md": "# Page",
      "docs/page.tmp.md": "# Scratch",
      "docs/drafts/wip.md": "# WIP",
      "docs/templates/t.md": "# Template",
      "docs/overrides/main.md": "# Override",
    });
    expect(outline(await readSlot(site))).toEqual(["Page [page]"]);
  });

  it("refuses a site whose docs_dir is no folder, naming mkdocs.yml", async () => {
    const root = await makeFolder({ "mkdocs.yml": "site_name: S\ndocs_dir: pages\n" });
    await expect(mkdocsSite.read(root)).rejects.toThrow(
      `${path.join(root, "mkdocs.yml")}: docs_dir "pages" is no folder of the site`,
    );
  });

  it("lets the folders give the order when the nav is computed, and says where", async () => {
    const { site } = await readSite({
      "mkdocs.yml": "site_name: S\nnav: !!python/name:my_nav.build\n",
      "docs/a.md": "# A",
    });
    expect(site.slots[0]!.navigation).toBeUndefined();
    expect(site.warnings).toEqual([
      {
        path: "mkdocs.yml",
        line: 2,
        message:
          "nav comes from the tag !!python/name:my_nav.build, which only MkDocs running knows; the folders give the order instead",
      },
    ]);
  });

  it("takes its navigation from awesome-pages' .pages files when the plugin is on and the nav is not written", async () => {
    const { site } = await readSite({
      "mkdocs.yml": "site_name: S\nplugins:\n  - search\n  - awesome-pages\n",
      "docs/.pages": "nav:\n  - b.md\n  - ...\n",
      "docs/a.md": "# A",
      "docs/b.md": "# B",
    });
    expect(site.slots[0]!.navigation).toEqual({
      items: [
        { kind: "page", file: "b.md" },
        { kind: "page", file: "a.md" },
      ],
      source: "docs/.pages",
    });
    expect(site.sources.navigation).toEqual(["docs/.pages"]);
  });

  it("fills the nav's `...` with the pages it names nowhere when awesome-pages is on", async () => {
    const { site } = await readSite({
      "mkdocs.yml": "site_name: S\nplugins:\n  - awesome-pages\nnav:\n  - Start: start.md\n  - More:\n      - ...\n",
      "docs/start.md": "# Start",
      "docs/extra.md": "# Extra",
      "docs/guide/.pages": "title: The guide\n",
      "docs/guide/a.md": "# A",
    });
    expect(site.slots[0]!.navigation?.items).toEqual([
      { kind: "page", file: "start.md", label: "Start" },
      {
        kind: "section",
        label: "More",
        items: [
          { kind: "page", file: "extra.md" },
          { kind: "section", label: "The guide", folder: "guide", items: [{ kind: "page", file: "guide/a.md" }] },
        ],
      },
    ]);
    expect(site.sources.navigation).toEqual(["mkdocs.yml", "docs/guide/.pages"]);
  });
});

describe("an MkDocs site's settings", () => {
  const settingsOf = async (config: string) =>
    (await readSite({ "mkdocs.yml": config, "docs/index.md": "# Home" })).site.settings;

  it.each([
    ["https://github.com/o/r", "https://github.com/o/r/edit/master/docs/{path}"],
    ["https://gitlab.com/o/r/", "https://gitlab.com/o/r/edit/master/docs/{path}"],
    ["https://bitbucket.org/o/r", "https://bitbucket.org/o/r/src/default/docs/{path}"],
  ])("give %s MkDocs' default edit address", async (repoUrl, editUrl) => {
    expect((await settingsOf(`repo_url: ${repoUrl}\n`)).editUrl).toBe(editUrl);
  });

  it("make the edit address of edit_uri_template, of an absolute edit_uri, and none of an empty one", async () => {
    expect(
      (await settingsOf("repo_url: https://github.com/o/r\nedit_uri_template: blob/main/docs/{path}?plain=1\n"))
        .editUrl,
    ).toBe("https://github.com/o/r/blob/main/docs/{path}?plain=1");
    expect((await settingsOf("edit_uri: https://git.example.com/edit/docs/\n")).editUrl).toBe(
      "https://git.example.com/edit/docs/{path}",
    );
    expect((await settingsOf("repo_url: https://github.com/o/r\nedit_uri: ''\n")).editUrl).toBeUndefined();
    expect((await settingsOf("repo_url: https://git.example.com/o/r\n")).editUrl).toBeUndefined();
  });

  it("keep a logo that is an address, and the language Material is set to", async () => {
    expect(
      await settingsOf("theme:\n  name: material\n  logo: https://cdn.example.com/l.png\n  language: pt_BR\n"),
    ).toEqual({
      logo: "https://cdn.example.com/l.png",
      lang: "pt-BR",
    });
  });
});

describe("an MkDocs site in several languages (mkdocs-static-i18n)", () => {
  it("has a slot for each language's folder, the default first, each reading the nav in its own words", async () => {
    const { root, site } = await readSite({
      "mkdocs.yml": [
        "site_name: S",
        "nav:",
        "  - Home: index.md",
        "  - Guide:",
        "      - guide/index.md",
        "      - Install: guide/install.md",
        "plugins:",
        "  - i18n:",
        "      docs_structure: folder",
        "      languages:",
        "        - locale: fr",
        "          name: Français",
        "          nav_translations: { Home: Accueil, Install: Installer }",
        "        - locale: en",
        "          default: true",
        "          name: English",
        "        - locale: de",
        "          name: Deutsch",
        "          build: false",
      ].join("\n"),
      "docs/en/index.md": "# Home",
      "docs/en/guide/index.md": "# Guide",
      "docs/en/guide/install.md": "# Install",
      "docs/fr/index.md": "# Accueil",
      "docs/fr/guide/install.md": "# Installer",
    });
    expect(site.slots.map((slot) => [slot.lang, slot.dir])).toEqual([
      ["en", path.join(root, "docs/en")],
      ["fr", path.join(root, "docs/fr")],
    ]);
    expect(site.settings.lang).toBe("en");
    expect(site.sources.languages).toEqual(["mkdocs.yml"]);
    // The French slot lists the pages it has; the others fall back to English.
    expect(site.slots[1]!.navigation?.items).toEqual([
      { kind: "page", file: "index.md", label: "Accueil" },
      { kind: "section", label: "Guide", items: [{ kind: "page", file: "guide/install.md", label: "Installer" }] },
    ]);
    expect(site.slots[1]!.addressesOf?.("guide/install.md", {})).toEqual(["/fr/guide/install/"]);
    expect(site.slots[0]!.addressesOf?.("guide/install.md", {})).toEqual(["/guide/install/"]);
  });

  it("reads index.fr.md as the French index.md beside it, and leaves it out of the default language", async () => {
    const { site } = await readSite({
      "mkdocs.yml":
        "site_name: S\nplugins:\n  - i18n:\n      languages:\n        - { locale: en, default: true, name: English }\n        - { locale: fr, name: Français }\n",
      "docs/index.md": "# Home",
      "docs/index.fr.md": "# Accueil",
      "docs/guide.en.md": "# Guide",
      "docs/guide.md": "# Overridden by guide.en.md",
      "docs/guide.fr.md": "# Guide (fr)",
      "docs/only-en.md": "# Only English",
    });
    const [english, french] = site.slots;
    expect([english!.dir, french!.dir]).toEqual([site.slots[0]!.dir, site.slots[0]!.dir]);
    const names = (slot: ContentSlot) =>
      ["index.md", "index.fr.md", "guide.en.md", "guide.md", "only-en.md"].map((file) => slot.pageName?.(file));
    expect(names(english!)).toEqual(["index.md", undefined, "guide.md", undefined, "only-en.md"]);
    expect(names(french!)).toEqual([undefined, "index.md", undefined, undefined, undefined]);
    const frenchContent = await readSlot(site, french);
    expect(frenchContent.site.home?.title).toBe("Accueil");
    expect(frenchContent.articles.map((article) => [article.articleTitle, article.sourceFile])).toEqual([
      ["Guide (fr)", "guide.fr.md"],
    ]);
  });

  it("reads the plugin's older shape: default_language and languages by locale", async () => {
    const { site } = await readSite({
      "mkdocs.yml":
        "site_name: S\nplugins:\n  - i18n:\n      default_language: en\n      languages:\n        fr: Français\n",
      "docs/index.md": "# Home",
      "docs/index.fr.md": "# Accueil",
    });
    expect(site.slots.map((slot) => slot.lang)).toEqual(["en", "fr"]);
  });
});

describe("the addresses of an MkDocs site's pages", () => {
  it("are MkDocs' directory addresses, also under site_url's path, and .html ones without use_directory_urls", async () => {
    const directories = (await readSite({ "mkdocs.yml": "site_url: https://o.github.io/proj/\n", "docs/a.md": "" }))
      .site;
    expect(directories.slots[0]!.addressesOf?.("guide/setup.md", {})).toEqual(["/guide/setup/", "/proj/guide/setup/"]);
    expect(directories.slots[0]!.addressesOf?.("guide/index.md", {})).toEqual(["/guide/", "/proj/guide/"]);
    const files = (await readSite({ "mkdocs.yml": "use_directory_urls: false\n", "docs/a.md": "" })).site;
    expect(files.slots[0]!.addressesOf?.("guide/setup.md", {})).toEqual(["/guide/setup.html"]);
    expect(files.slots[0]!.addressesOf?.("README.md", {})).toEqual(["/index.html"]);
  });

  it("lead links written to them to the pages", async () => {
    const { site } = await readSite({
      "mkdocs.yml": "site_name: S\n",
      "docs/guide/setup.md": "# Setup\n\n[Back to usage](../usage/) and [the root](/guide/usage/#run)",
      "docs/guide/usage.md": "# Usage",
    });
    const content = await readSlot(site);
    expect(content.warnings).toEqual([]);
    expect(articleOf(content, "guide/setup.md")?.articleMd).toContain(
      "[Back to usage](/view?path=guide-usage) and [the root](/view?path=guide-usage#run)",
    );
  });
});
