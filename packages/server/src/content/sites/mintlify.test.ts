// A Mintlify site read as Mintlify shows it: its navigation as the menus, its languages and
// versions as slots, its settings, and the addresses its pages had.
import { rmSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeFolder, removeMadeFolders } from "../../test-support/madeFolders.js";
import { MINTLIFY_SIDEBAR, writeMintlifySite } from "../../test-support/toolSites/mintlify.js";
import type { FolderContent, MenuSource } from "../model.js";
import { readSiteSlot } from "./readSiteSlot.js";
import { mintlifySite } from "./mintlify.js";
import type { SiteDescription } from "./siteReader.js";

afterEach(removeMadeFolders);

async function fixtureSite(): Promise<{ root: string; site: SiteDescription }> {
  const root = await makeFolder({});
  writeMintlifySite(root);
  return { root, site: (await mintlifySite.read(root))! };
}

/** A slot's content, read as the import reads it. */
function readSlot(site: SiteDescription, index = 0): Promise<FolderContent> {
  return readSiteSlot(site, site.slots[index]!);
}

/** The menus a reader sees, as labels indented two spaces a level. */
function sidebar(content: FolderContent): string[] {
  const children = (parent: string | null) =>
    content.menus.filter((menu) => menu.parentCode === parent && !menu.navHidden).sort((a, b) => a.sort - b.sort);
  const lines: string[] = [];
  const walk = (menu: MenuSource, depth: number) => {
    lines.push(`${"  ".repeat(depth)}${menu.menuName}`);
    for (const child of children(menu.menuCode)) walk(child, depth + 1);
  };
  for (const menu of children(null)) walk(menu, 0);
  return lines;
}

const unlisted = (content: FolderContent) =>
  content.menus.filter((menu) => menu.navHidden).map((menu) => menu.menuCode);

describe("a Mintlify site", () => {
  it("has a slot for each language of docs.json, the default first, each other language in its folder", async () => {
    const { root, site } = await fixtureSite();
    expect(site).toMatchObject({
      tool: "Mintlify",
      versions: ["current"],
      latest: "current",
      publicRoot: root,
      sources: { navigation: ["docs.json"], languages: ["docs.json"], versions: [], settings: ["docs.json"] },
    });
    expect(
      site.slots.map(({ version, lang, dir, excludedFolders }) => ({ version, lang, dir, excludedFolders })),
    ).toEqual([
      { version: "current", lang: "en", dir: root, excludedFolders: ["fr", "snippets"] },
      { version: "current", lang: "fr", dir: path.join(root, "fr"), excludedFolders: [] },
    ]);
  });

  it("makes the default language's tabs and groups the menus, and lists no page the navigation leaves out", async () => {
    const content = await readSlot((await fixtureSite()).site);
    expect(content.problems).toEqual([]);
    expect(sidebar(content)).toEqual(MINTLIFY_SIDEBAR);
    expect(unlisted(content)).toEqual(["changelog"]);
    expect(content.menus.find((menu) => menu.menuName === "Launching")?.badge).toEqual({
      text: "NEW",
      variant: "default",
    });
    // A group's root page is the group's own page; snippets are parts of pages, not pages.
    expect(content.articles.find((article) => article.menuCode === "install")?.sourceFile).toBe("install/index.mdx");
    expect(content.articles.map((article) => article.sourceFile)).not.toContain("snippets/launch-warning.mdx");
  });

  it("reads another language's pages from its folder, with its own navigation coded as the default one", async () => {
    const { site } = await fixtureSite();
    const content = await readSlot(site, 1);
    expect(sidebar(content).slice(0, 5)).toEqual([
      "Guides",
      "  Premiers pas",
      "    Bienvenue chez Acme Rockets",
      "    Démarrage rapide",
      "    Installation",
    ]);
    // The same file keeps its code in every language, and so does a section at the same place.
    expect(content.articles.map((article) => article.menuCode)).toContain("install-linux");
    const english = await readSlot(site);
    const codeOf = (read: FolderContent, name: string) => read.menus.find((menu) => menu.menuName === name)?.menuCode;
    expect(codeOf(content, "Premiers pas")).toBe(codeOf(english, "Get started"));
    expect(codeOf(content, "Référence")).toBe(codeOf(english, "Reference"));
  });

  it("takes the name, description, logo, top bar and default language from docs.json", async () => {
    expect((await fixtureSite()).site.settings).toEqual({
      title: "Acme Rockets",
      description: "Guides and reference for the Acme launch platform.",
      logo: "/logo/light.svg",
      nav: [
        { text: "Support", link: "mailto:help@acme.example" },
        { text: "Dashboard", link: "https://dashboard.acme.example" },
      ],
      lang: "en",
    });
  });

  it("leads links written to a page's Mintlify address, or to an old one a redirect names, to the page", async () => {
    const { site } = await fixtureSite();
    expect(site.slots[0]!.addressesOf!("install/macos.mdx", {})).toEqual(["/install/macos", "/install/mac"]);
    expect(site.slots[0]!.addressesOf!("api/overview.mdx", {})).toEqual(["/api/overview", "/reference/overview"]);
    expect(site.slots[1]!.addressesOf!("install/index.mdx", {})).toEqual(["/fr/install", "/fr/install/index"]);
    const content = await readSlot(site);
    const quickstart = content.articles.find((article) => article.menuCode === "quickstart")!;
    expect(quickstart.articleMd).toContain("(/view?path=install-linux)");
    expect(quickstart.articleMd).toContain("(/view?path=install-macos)");
    expect(quickstart.articleMd).toContain("(/view?path=api-overview)");
    expect(content.warnings.filter((warning) => warning.message.includes("names no page"))).toEqual([]);
  });

  it("leaves out an endpoint no OpenAPI file of the site describes, saying which", async () => {
    const root = await makeFolder({});
    writeMintlifySite(root);
    rmSync(path.join(root, "openapi.yaml"));
    const site = (await mintlifySite.read(root))!;
    expect(site.warnings).toEqual([]);
    const content = await readSlot(site);
    expect(content.warnings.filter((warning) => warning.message.includes("operation"))).toEqual([
      {
        path: "docs.json",
        message:
          'the navigation names the operation "GET /rockets", which no OpenAPI file of the site describes; it is left out',
      },
    ]);
  });

  it("reads versions as slots: a version's folder is its own, and one that shares pages reads only those it names", async () => {
    const root = await makeFolder({
      "docs.json": JSON.stringify({
        navigation: {
          versions: [
            { version: "v1", groups: [{ group: "Guide", pages: ["v1/setup", "v1/faq"] }] },
            { version: "v2", default: true, groups: [{ group: "Guide", pages: ["setup", "faq"] }] },
            { version: "v3 beta", groups: [{ group: "Guide", pages: ["beta-setup", "faq"] }] },
          ],
        },
      }),
      "setup.mdx": "# Setup 2",
      "faq.md": "# FAQ",
      "beta-setup.mdx": "# Setup 3",
      "unnamed.mdx": "# Nowhere",
      "v1/setup.mdx": "# Setup 1",
      "v1/faq.mdx": "# FAQ 1",
    });
    const site = (await mintlifySite.read(root))!;
    expect(site.versions).toEqual(["v1", "v2", "v3-beta"]);
    expect(site.latest).toBe("v2");
    expect(site.slots.map(({ version, dir, excludedFolders }) => ({ version, dir, excludedFolders }))).toEqual([
      { version: "v2", dir: root, excludedFolders: ["v1", "snippets"] },
      { version: "v1", dir: path.join(root, "v1"), excludedFolders: [] },
      { version: "v3-beta", dir: root, excludedFolders: ["v1", "snippets"] },
    ]);
    const names = (index: number) =>
      ["setup.mdx", "faq.md", "beta-setup.mdx", "unnamed.mdx"].filter((file) => site.slots[index]!.pageName!(file));
    // The default version has every page no navigation names; the others, only theirs.
    expect(names(0)).toEqual(["setup.mdx", "faq.md", "unnamed.mdx"]);
    expect(names(2)).toEqual(["faq.md", "beta-setup.mdx"]);
    expect(site.slots[1]!.navigation?.items).toEqual([
      {
        kind: "section",
        label: "Guide",
        items: [
          { kind: "page", file: "setup.mdx" },
          { kind: "page", file: "faq.mdx" },
        ],
      },
    ]);
    expect(site.warnings).toEqual([
      {
        path: "docs.json",
        message: 'the version "v3 beta" is named "v3-beta": a version\'s name is letters, digits and . + - _',
      },
    ]);
  });

  it("gives Mintlify's language codes as language tags, and finds each language's navigation in the file its $ref names", async () => {
    const root = await makeFolder({
      "docs.json": JSON.stringify({
        navigation: {
          languages: [{ $ref: "./nav/cn.json" }, { language: "jp", default: true, pages: ["jp/index"] }],
        },
      }),
      "nav/cn.json": JSON.stringify({ language: "cn", pages: ["cn/index"] }),
      "cn/index.mdx": "# 首页",
      "jp/index.mdx": "# ホーム",
      "index.mdx": "# Root",
    });
    const site = (await mintlifySite.read(root))!;
    expect(site.slots.map(({ lang, dir }) => ({ lang, dir }))).toEqual([
      { lang: "ja", dir: root },
      { lang: "zh", dir: path.join(root, "cn") },
    ]);
    expect(site.settings.lang).toBe("ja");
    expect(site.sources).toMatchObject({
      navigation: ["docs.json", "nav/cn.json"],
      languages: ["docs.json", "nav/cn.json"],
    });
    expect(site.slots[1]!.navigation?.source).toBe("nav/cn.json");
  });

  it("publishes nothing .mintignore names, nor a README, not even unlisted", async () => {
    const root = await makeFolder({
      "docs.json": JSON.stringify({ navigation: { pages: ["index"] } }),
      ".mintignore": "# drafts\ndrafts/\n*.draft.mdx\n!keep.draft.mdx\n",
      "index.mdx": "# Home",
      "README.md": "# About this repository",
      "drafts/idea.mdx": "# Idea",
      "notes/plan.draft.mdx": "# Plan",
      "notes/keep.draft.mdx": "# Kept",
    });
    const content = await readSlot((await mintlifySite.read(root))!);
    expect(content.articles.map((article) => article.sourceFile)).toEqual(["notes/keep.draft.mdx"]);
  });

  it("reads a mint.json site, the older format", async () => {
    const root = await makeFolder({
      "mint.json": JSON.stringify({
        name: "Old Docs",
        logo: "images/logo.svg",
        topbarLinks: [{ name: "Support", url: "mailto:help@old.example" }],
        tabs: [{ name: "API Reference", url: "api-reference" }],
        navigation: [
          { group: "Get Started", pages: ["introduction"] },
          { group: "Endpoints", pages: ["api-reference/list"] },
        ],
        redirects: [{ source: "/intro", destination: "/introduction" }],
      }),
      "introduction.mdx": "# Introduction",
      "api-reference/list.mdx": "# List",
    });
    const site = (await mintlifySite.read(root))!;
    expect(site.sources).toEqual({ navigation: ["mint.json"], languages: [], versions: [], settings: ["mint.json"] });
    expect(site.settings).toEqual({
      title: "Old Docs",
      logo: "/images/logo.svg",
      nav: [{ text: "Support", link: "mailto:help@old.example" }],
    });
    expect(sidebar(await readSlot(site))).toEqual([
      "Documentation",
      "  Get Started",
      "    Introduction",
      "API Reference",
      "  Endpoints",
      "    List",
    ]);
    expect(site.slots[0]!.addressesOf!("introduction.mdx", {})).toEqual(["/introduction", "/intro"]);
  });
});
