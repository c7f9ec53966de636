// Starlight's sidebar items, each form as Starlight documents it, as a navigation.
import { afterEach, describe, expect, it } from "vitest";
import { makeFolder, removeMadeFolders } from "../../test-support/madeFolders.js";
import type { ContentWarning } from "../model.js";
import { Computed, type Literal, LiteralCall } from "./literalValue.js";
import type { NavItem } from "./siteReader.js";
import { configWarner } from "./starlightConfig.js";
import { namedPageIds, readSidebar } from "./starlightNav.js";
import { LanguagePages } from "./starlightPages.js";

afterEach(removeMadeFolders);

const PAGES = {
  "index.mdx": "# Home",
  "intro.md": "# Intro",
  "guides/index.md": "# Guides",
  "guides/Getting Started.md": "# Getting started",
  "guides/renamed.md": "---\nslug: guides/moved\n---\n# Renamed",
  "reference/cli.md": "# CLI",
};

interface Reading {
  items: NavItem[] | undefined;
  warnings: ContentWarning[];
}

async function read(
  sidebar: Literal,
  {
    files = PAGES,
    lang = "en",
    isDefault = true,
  }: { files?: Record<string, string>; lang?: string; isDefault?: boolean } = {},
): Promise<Reading> {
  const root = await makeFolder(files);
  const pages = await LanguagePages.read(root, { localeFolder: "", excluded: [], wantedIds: namedPageIds(sidebar) });
  const warnings: ContentWarning[] = [];
  const items = readSidebar(sidebar, {
    lang,
    defaultLang: "en",
    pages,
    isDefault,
    folderName: "src/content/docs",
    warn: configWarner(root, "astro.config.mjs", warnings),
  });
  return { items, warnings };
}

describe("a Starlight sidebar", () => {
  it("names pages by their ids: the file's path without extension, slugified, a folder's index by the folder", async () => {
    const { items, warnings } = await read(["intro", "guides", "guides/getting-started", "index"]);
    expect(warnings).toEqual([]);
    expect(items).toEqual([
      { kind: "page", file: "intro.md" },
      { kind: "page", file: "guides/index.md" },
      { kind: "page", file: "guides/Getting Started.md" },
      { kind: "page", file: "index.mdx" },
    ]);
  });

  it("finds a page by the slug its front matter gives it", async () => {
    const { items } = await read(["guides/moved"]);
    expect(items).toEqual([{ kind: "page", file: "guides/renamed.md" }]);
  });

  it("gives a page the label and badge its item sets, a badge as a text or { text, variant }", async () => {
    const { items } = await read([
      { slug: "intro", label: "Start here", badge: "New" },
      { slug: "reference/cli", badge: { text: "Experimental", variant: "caution" } },
      { slug: "guides", badge: { text: { en: "Soon", fr: "Bientôt" }, variant: "unknown" } },
    ]);
    expect(items).toEqual([
      { kind: "page", file: "intro.md", label: "Start here", badge: { text: "New", variant: "default" } },
      { kind: "page", file: "reference/cli.md", badge: { text: "Experimental", variant: "caution" } },
      { kind: "page", file: "guides/index.md", badge: { text: "Soon", variant: "default" } },
    ]);
  });

  it("keeps a link to another site as a link, and one to a page's address as that page", async () => {
    const { items } = await read([
      { label: "GitHub", link: "https://github.com/o/r" },
      { label: "The CLI", link: "/reference/cli/", badge: "Updated" },
      { label: "Blog", link: "/blog/" },
    ]);
    expect(items).toEqual([
      { kind: "link", label: "GitHub", href: "https://github.com/o/r" },
      { kind: "page", file: "reference/cli.md", label: "The CLI", badge: { text: "Updated", variant: "default" } },
      { kind: "link", label: "Blog", href: "/blog/" },
    ]);
  });

  it("reads groups, with the label of the language's translation", async () => {
    const sidebar = [
      {
        label: "Start",
        translations: { fr: "Commencer" },
        collapsed: true,
        badge: "Hot",
        items: ["intro", { label: "Deeper", items: ["reference/cli"] }],
      },
    ];
    const section = (label: string) => ({
      kind: "section",
      label,
      // A translated group keeps the code its label as written gives it.
      ...(label !== "Start" && { key: "Start" }),
      badge: { text: "Hot", variant: "default" },
      items: [
        { kind: "page", file: "intro.md" },
        { kind: "section", label: "Deeper", items: [{ kind: "page", file: "reference/cli.md" }] },
      ],
    });
    expect((await read(sidebar)).items).toEqual([section("Start")]);
    expect((await read(sidebar, { lang: "fr", isDefault: false })).items).toEqual([section("Commencer")]);
  });

  it("autogenerates a folder's pages where the item is, and a group of only that stands for the folder", async () => {
    const { items, warnings } = await read([
      { autogenerate: { directory: "reference" } },
      { label: "Guides", items: [{ autogenerate: { directory: "/guides/", collapsed: true } }] },
      { label: "Mixed", items: ["intro", { autogenerate: { directory: "reference" } }] },
    ]);
    expect(warnings).toEqual([]);
    expect(items).toEqual([
      { kind: "folder", folder: "reference" },
      { kind: "section", label: "Guides", folder: "guides", items: [{ kind: "folder", folder: "guides" }] },
      {
        kind: "section",
        label: "Mixed",
        folder: "reference",
        items: [
          { kind: "page", file: "intro.md" },
          { kind: "folder", folder: "reference" },
        ],
      },
    ]);
  });

  it("reads the autogenerated group older Starlight versions wrote as a section for its folder", async () => {
    const { items } = await read([{ label: "Reference", badge: "API", autogenerate: { directory: "reference" } }]);
    expect(items).toEqual([
      {
        kind: "section",
        label: "Reference",
        folder: "reference",
        items: [{ kind: "folder", folder: "reference" }],
        badge: { text: "API", variant: "default" },
      },
    ]);
  });

  it("leaves out what the default language lacks with a warning, and what a translation lacks without one", async () => {
    const sidebar = [
      "intro",
      "missing",
      { label: "Ghosts", items: ["gone"] },
      { autogenerate: { directory: "nowhere" } },
    ];
    const inDefault = await read(sidebar);
    expect(inDefault.items).toEqual([
      { kind: "page", file: "intro.md" },
      { kind: "section", label: "Ghosts", items: [] },
    ]);
    expect(inDefault.warnings.map((warning) => warning.message)).toEqual([
      'sidebar[1] names the page "missing", which is no Markdown page of src/content/docs; it is left out',
      'sidebar[2].items[0] names the page "gone", which is no Markdown page of src/content/docs; it is left out',
      'sidebar[3] autogenerates "nowhere", which is no folder of src/content/docs; it is left out',
    ]);
    // A translation's sidebar keeps what it has translated; a group of nothing goes with the rest.
    const inTranslation = await read(sidebar, { lang: "fr", isDefault: false });
    expect(inTranslation.items).toEqual([{ kind: "page", file: "intro.md" }]);
  });

  it("leaves out an item only running the config would tell, saying where it is", async () => {
    const { items, warnings } = await read([
      "intro",
      new Computed("/nowhere/astro.config.mjs", 12, "a call of makeItems"),
      { label: 3, items: [] },
      { what: "no such item" },
    ]);
    expect(items).toEqual([{ kind: "page", file: "intro.md" }]);
    expect(warnings).toMatchObject([
      { line: 12, message: "sidebar[1] is computed (a call of makeItems); it is left out" },
      { path: "astro.config.mjs", message: "sidebar[2] is a group without a label; it is left out" },
      {
        path: "astro.config.mjs",
        message:
          "sidebar[3] is none of the sidebar items Starlight documents (slug, link, items, autogenerate); it is left out",
      },
    ]);
  });

  it("is no navigation when it is computed, with one warning naming the file and line", async () => {
    const { items, warnings } = await read(new LiteralCall("generateSidebar", [], "/site/astro.config.mjs", 7));
    expect(items).toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      line: 7,
      message: "the sidebar is computed by a call of generateSidebar; the folders give the order instead",
    });
  });
});
