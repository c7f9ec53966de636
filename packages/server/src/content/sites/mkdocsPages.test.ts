// The awesome-pages plugin's navigation: the folders, as MkDocs orders them, changed by `.pages`.
import { afterEach, describe, expect, it } from "vitest";
import { makeFolder, removeMadeFolders } from "../../test-support/madeFolders.js";
import type { ContentWarning } from "../model.js";
import { pageTitle, readDocsTree } from "./mkdocsFiles.js";
import { AwesomePages, awesomePagesOptions, parseRestEntry } from "./mkdocsPages.js";
import type { NavItem } from "./siteReader.js";

afterEach(removeMadeFolders);

async function awesomePages(files: Record<string, string>, plugin: Record<string, unknown> = {}) {
  const tree = await readDocsTree(await makeFolder(files));
  const warnings: ContentWarning[] = [];
  const pages = new AwesomePages(tree, awesomePagesOptions(plugin), "docs", (page) => pageTitle(tree, page), warnings);
  return { pages, warnings };
}

/** A navigation as an outline: labels (or files) with their kinds. */
function outline(items: readonly NavItem[], depth = 0): string[] {
  return items.flatMap((item) => {
    const pad = "  ".repeat(depth);
    if (item.kind === "page") return [`${pad}${item.label ?? item.file}`];
    if (item.kind === "link") return [`${pad}${item.label} → ${item.href}`];
    if (item.kind === "folder") return [`${pad}[${item.folder}]`];
    return [`${pad}${item.label}/${item.file ? ` (${item.file})` : ""}`, ...outline(item.items, depth + 1)];
  });
}

describe("awesome-pages' navigation", () => {
  it("is MkDocs' own without .pages files: a folder's index first, its pages, then its sub-folders, each by name", async () => {
    const { pages } = await awesomePages({
      "zeta.md": "# Z",
      "alpha.md": "# A",
      "index.md": "# Home",
      "b-folder/index.md": "# B",
      "b-folder/Upper.md": "# U",
      "b-folder/lower.md": "# L",
      "a_folder/page.md": "# P",
    });
    expect(pages.hasPagesFiles()).toBe(false);
    expect(outline(await pages.navigation())).toEqual([
      "index.md",
      "alpha.md",
      "zeta.md",
      "A folder/",
      "  a_folder/page.md",
      "B folder/ (b-folder/index.md)",
      "  b-folder/Upper.md",
      "  b-folder/lower.md",
    ]);
  });

  it("follows a .pages nav: its order, its titles, its links and sections, the rest where `...` says", async () => {
    const { pages, warnings } = await awesomePages({
      "guide/.pages": [
        "title: The guide",
        "nav:",
        "  - intro.md",
        "  - ... | glob=api-*.md",
        "  - Setting up: setup.md",
        "  - More:",
        "      - advanced",
        "      - Forum: https://forum.example.com",
        "  - ...",
        "  - missing.md",
      ].join("\n"),
      "guide/intro.md": "# Intro",
      "guide/setup.md": "# Setup",
      "guide/api-b.md": "# API B",
      "guide/api-a.md": "# API A",
      "guide/zzz.md": "# Last",
      "guide/advanced/deep.md": "# Deep",
    });
    expect(pages.hasPagesFiles()).toBe(true);
    expect(pages.pagesFiles()).toEqual(["docs/guide/.pages"]);
    expect(outline(await pages.navigation())).toEqual([
      "The guide/",
      "  guide/intro.md",
      "  guide/api-a.md",
      "  guide/api-b.md",
      "  Setting up",
      "  More/",
      "    Advanced/",
      "      guide/advanced/deep.md",
      "    Forum → https://forum.example.com",
      "  guide/zzz.md",
    ]);
    expect(warnings).toEqual([
      { path: "docs/guide/.pages", message: 'nav names "missing.md", which the folder does not have; it is left out' },
    ]);
  });

  it("hides a folder, sorts one in reverse, and puts the rest after an older `arrange`", async () => {
    const { pages } = await awesomePages({
      ".pages": "arrange:\n  - last.md\n",
      "first.md": "# First",
      "last.md": "# Last",
      "secret/.pages": "hide: true\n",
      "secret/plan.md": "# Plan",
      "news/.pages": "order: desc\n",
      "news/2023.md": "# 2023",
      "news/2024.md": "# 2024",
    });
    expect(outline(await pages.navigation())).toEqual([
      "last.md",
      "first.md",
      "News/",
      "  news/2024.md",
      "  news/2023.md",
    ]);
  });

  it("collapses a section of one page into that page when asked", async () => {
    const { pages } = await awesomePages(
      {
        "solo/only.md": "# Only",
        "pair/one.md": "# One",
        "pair/two.md": "# Two",
        "kept/.pages": "collapse: false\n",
        "kept/one.md": "# K",
      },
      { collapse_single_pages: true },
    );
    expect(outline(await pages.navigation())).toEqual([
      "Kept/",
      "  kept/one.md",
      "Pair/",
      "  pair/one.md",
      "  pair/two.md",
      "solo/only.md",
    ]);
  });

  it("sorts by title and in natural order when a .pages says so", async () => {
    const { pages } = await awesomePages({
      ".pages": "sort_type: natural\norder_by: title\n",
      "a.md": "# Step 10",
      "b.md": "# Step 2",
      "c.md": "# Step 1",
    });
    expect(outline(await pages.navigation())).toEqual(["c.md", "b.md", "a.md"]);
  });

  it("says which keys of a .pages it cannot read, and reads the rest", async () => {
    const { pages, warnings } = await awesomePages({
      "guide/.pages": "title: 42\norder: sideways\nhide: maybe\n",
      "guide/a.md": "# A",
    });
    expect(outline(await pages.navigation())).toEqual(["Guide/", "  guide/a.md"]);
    expect(warnings.map((warning) => warning.message)).toEqual([
      "title must be a string; it is ignored",
      "hide must be true or false; it is ignored",
      'order must be "asc" or "desc"; it is ignored',
    ]);
  });

  it("fills mkdocs.yml's `...` with the pages its nav names nowhere, in their folders or flat, filtered by path", async () => {
    const { pages } = await awesomePages({
      "index.md": "# Home",
      "intro.md": "# Intro",
      "guide/introduction.md": "# Guide intro",
      "guide/setup.md": "# Setup",
      "ref/introduction.md": "# Ref intro",
    });
    const introductions = parseRestEntry("... | flat | **/introduction.md")!;
    const rest = parseRestEntry("...")!;
    const blocks = await pages.restBlocks(new Set(["index.md"]), [rest, introductions]);
    expect(outline(blocks.get(introductions)!)).toEqual(["guide/introduction.md", "ref/introduction.md"]);
    expect(outline(blocks.get(rest)!)).toEqual(["intro.md", "Guide/", "  guide/setup.md"]);
  });
});

describe("a `...` entry", () => {
  it.each([
    ["...", "all", false, "anything.md", true],
    ["... | flat", "all", true, "x.md", true],
    ["... | page-*.md", "glob", false, "page-1.md", true],
    ["... | glob=page-*.md", "glob", false, "other.md", false],
    ["...|regex=^page-[0-9]+", "regex", false, "page-12.md", true],
    ["... | flat | regex=^a", "regex", true, "b.md", false],
  ])("%s is a %s filter (flat: %s) that takes %s: %s", (written, type, flat, path, matches) => {
    const filter = parseRestEntry(written)!;
    expect({ type: filter.type, flat: filter.flat, matches: filter.matches(path) }).toEqual({ type, flat, matches });
  });

  it("is no other entry", () => {
    expect(parseRestEntry("page.md")).toBeUndefined();
  });
});
