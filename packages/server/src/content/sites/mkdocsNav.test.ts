// mkdocs.yml's nav, read into a site's navigation in every form MkDocs documents.
import path from "node:path";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import type { ContentWarning } from "../model.js";
import { Computed } from "./literals.js";
import { keepPages, type NavReading, readNav, translateNav } from "./mkdocsNav.js";
import type { NavItem } from "./siteReader.js";

const ROOT = "/site";

function reading(pages: string[], warnings: ContentWarning[] = []): NavReading {
  const titles: Record<string, string> = { "learn/index.md": "Learn", "about/index.md": "About us" };
  return {
    root: ROOT,
    configFile: path.join(ROOT, "mkdocs.yml"),
    hasPage: (file) => pages.includes(file),
    titleOf: (file) => titles[file] ?? file,
    warnings,
  };
}

const navOf = (text: string, pages: string[], warnings?: ContentWarning[]): NavItem[] =>
  readNav((yaml.load(text) as { nav: unknown }).nav, reading(pages, warnings));

describe("mkdocs.yml's nav", () => {
  it("names pages by file, with or without a label, and nests sections at any depth", () => {
    const nav = navOf(
      `nav:
  - Home: index.md
  - about.md
  - User guide:
      - Writing: guide/writing.md
      - Advanced:
          - Styling: guide/advanced/styling.md
`,
      ["index.md", "about.md", "guide/writing.md", "guide/advanced/styling.md"],
    );
    expect(nav).toEqual([
      { kind: "page", file: "index.md", label: "Home" },
      { kind: "page", file: "about.md" },
      {
        kind: "section",
        label: "User guide",
        items: [
          { kind: "page", file: "guide/writing.md", label: "Writing" },
          {
            kind: "section",
            label: "Advanced",
            items: [{ kind: "page", file: "guide/advanced/styling.md", label: "Styling" }],
          },
        ],
      },
    ]);
  });

  it("makes an external address, an absolute path and a path that is no file links, as MkDocs does", () => {
    const nav = navOf(
      `nav:
  - Issues: https://github.com/o/r/issues
  - Blog: /blog/
  - Other site: ../other/
  - mailto:team@example.com
`,
      [],
    );
    expect(nav).toEqual([
      { kind: "link", label: "Issues", href: "https://github.com/o/r/issues" },
      { kind: "link", label: "Blog", href: "/blog/" },
      { kind: "link", label: "Other site", href: "../other/" },
      { kind: "link", label: "mailto:team@example.com", href: "mailto:team@example.com" },
    ]);
  });

  it("reads a folder's address as its index page, and keeps a missing Markdown file a page for the navigation to report", () => {
    const nav = navOf(`nav:\n  - API: api/\n  - Gone: gone.md\n  - ./setup.md\n`, ["api/index.md", "setup.md"]);
    expect(nav).toEqual([
      { kind: "page", file: "api/index.md", label: "API" },
      { kind: "page", file: "gone.md", label: "Gone" },
      { kind: "page", file: "setup.md" },
    ]);
  });

  it("gives a section the unlabelled index page first in it as its own, but never the home page", () => {
    const nav = navOf(
      `nav:
  - Setup:
      - setup/index.md
      - Colors: setup/colors.md
  - Start:
      - index.md
      - start.md
  - Labelled:
      - Overview: labelled/index.md
`,
      ["setup/index.md", "setup/colors.md", "index.md", "start.md", "labelled/index.md"],
    );
    expect(nav).toEqual([
      {
        kind: "section",
        label: "Setup",
        file: "setup/index.md",
        items: [{ kind: "page", file: "setup/colors.md", label: "Colors" }],
      },
      {
        kind: "section",
        label: "Start",
        items: [
          { kind: "page", file: "index.md" },
          { kind: "page", file: "start.md" },
        ],
      },
      {
        kind: "section",
        label: "Labelled",
        items: [{ kind: "page", file: "labelled/index.md", label: "Overview" }],
      },
    ]);
  });

  it('names a section without a label ("": […]) after its own page', () => {
    const nav = navOf(`nav:\n  - "":\n      - learn/index.md\n      - learn/first.md\n`, [
      "learn/index.md",
      "learn/first.md",
    ]);
    expect(nav).toEqual([
      { kind: "section", label: "Learn", file: "learn/index.md", items: [{ kind: "page", file: "learn/first.md" }] },
    ]);
  });

  it("puts the entries of a section with neither label nor page where the section stands", () => {
    expect(navOf(`nav:\n  - "":\n      - Forum: https://forum.example.com\n`, [])).toEqual([
      { kind: "link", label: "Forum", href: "https://forum.example.com" },
    ]);
  });

  it("reads a nav written as a mapping, as MkDocs does", () => {
    expect(navOf(`nav:\n  Home: index.md\n  Guide: [guide.md]\n`, ["index.md", "guide.md"])).toEqual([
      { kind: "page", file: "index.md", label: "Home" },
      { kind: "section", label: "Guide", items: [{ kind: "page", file: "guide.md" }] },
    ]);
  });

  it("leaves out what is no page, section or link, and what only MkDocs running would know, saying where", () => {
    const warnings: ContentWarning[] = [];
    const computed = new Computed(path.join(ROOT, "mkdocs.yml"), 7, "the tag !!python/name:nav.generate");
    const nav = readNav([42, { Empty: null }, { Generated: computed }, "a.md"], reading(["a.md"], warnings));
    expect(nav).toEqual([{ kind: "page", file: "a.md" }]);
    expect(warnings).toEqual([
      { path: "mkdocs.yml", message: "nav has an entry that is no page, section or link (42); it is left out" },
      { path: "mkdocs.yml", message: 'the nav entry "Empty" names no page, section or link; it is left out' },
      {
        path: "mkdocs.yml",
        line: 7,
        message:
          "the nav entry Generated comes from the tag !!python/name:nav.generate, which only MkDocs running knows; it is left out",
      },
    ]);
  });

  it("leaves a `...` entry out unless awesome-pages fills it", () => {
    expect(navOf(`nav:\n  - a.md\n  - ...\n`, ["a.md"])).toEqual([{ kind: "page", file: "a.md" }]);
    const filled = readNav(["a.md", "... | flat"], {
      ...reading(["a.md"]),
      rest: (filter) => [{ kind: "page", file: `rest-${filter.flat ? "flat" : "tree"}.md` }],
    });
    expect(filled).toEqual([
      { kind: "page", file: "a.md" },
      { kind: "page", file: "rest-flat.md" },
    ]);
  });
});

describe("a language's nav", () => {
  const nav: NavItem[] = [
    { kind: "page", file: "index.md", label: "Home" },
    {
      kind: "section",
      label: "Guide",
      file: "guide/index.md",
      items: [
        { kind: "page", file: "guide/one.md" },
        { kind: "page", file: "guide/two.md", label: "Two" },
      ],
    },
    { kind: "section", label: "Untranslated", items: [{ kind: "page", file: "other.md" }] },
    { kind: "link", label: "Home page", href: "https://example.com" },
  ];

  it("takes nav_translations' labels for the default language's, keeping those as the sections' keys", () => {
    const translated = translateNav(
      nav,
      new Map([
        ["Home", "Accueil"],
        ["Guide", "Guide (fr)"],
        ["Two", "Deux"],
      ]),
    );
    expect(translated.map((item) => ("label" in item ? item.label : undefined))).toEqual([
      "Accueil",
      "Guide (fr)",
      "Untranslated",
      "Home page",
    ]);
    expect((translated[1] as { items: NavItem[] }).items[1]).toEqual({
      kind: "page",
      file: "guide/two.md",
      label: "Deux",
    });
    expect(translated[1]).toMatchObject({ label: "Guide (fr)", key: "Guide" });
    expect(translated[2]).not.toHaveProperty("key");
  });

  it("keeps only the pages the language has, dropping sections left empty", () => {
    const kept = keepPages(nav, (file) => ["index.md", "guide/one.md"].includes(file));
    expect(kept).toEqual([
      { kind: "page", file: "index.md", label: "Home" },
      { kind: "section", label: "Guide", items: [{ kind: "page", file: "guide/one.md" }] },
      { kind: "link", label: "Home page", href: "https://example.com" },
    ]);
  });
});
