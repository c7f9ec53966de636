// Fumadocs' page tree, made from the docs folder's pages and the `pages` of its meta files.
import { describe, expect, it } from "vitest";
import { type DocsFolder, docsTree, fumadocsNavigation, nameFromPath } from "./fumadocsMeta.js";
import type { PageFacts } from "./pageFacts.js";

/** The navigation of pages `files`, with meta files' values by folder path and page titles by file. */
function navigate(
  files: string[],
  metas: Record<string, Record<string, unknown>> = {},
  titles: Record<string, string> = {},
  fallbacks: string[] = [],
) {
  const tree = docsTree(files);
  const byFolder = new Map<DocsFolder, { source: string; data: Record<string, unknown> }>();
  const visit = (folder: DocsFolder) => {
    const data = metas[folder.path];
    if (data) byFolder.set(folder, { source: `${folder.path || "."}/meta.json`, data });
    folder.folders.forEach(visit);
  };
  visit(tree);
  return fumadocsNavigation({
    tree,
    metaOf: (folder) => byFolder.get(folder),
    factsOf: (file): PageFacts | undefined => (titles[file] ? { data: {}, title: titles[file] } : undefined),
    isFallback: (path) => fallbacks.includes(path),
  });
}

/** Items as an outline: pages by file, sections and links by label. */
function outline(items: ReturnType<typeof navigate>["items"], depth = 0): string[] {
  return items.flatMap((item) => {
    const indent = "  ".repeat(depth);
    if (item.kind === "page") return [`${indent}${item.file}`];
    if (item.kind === "link") return [`${indent}${item.label} → ${item.href}`];
    if (item.kind === "folder") return [`${indent}(${item.folder})`];
    const own = item.file === undefined ? "" : ` = ${item.file}`;
    return [`${indent}${item.label}${own}`, ...outline(item.items, depth + 1)];
  });
}

describe("a folder without a meta file", () => {
  it("lists its index first, then its pages, then its folders, by name", () => {
    const { items } = navigate(
      ["b.mdx", "index.mdx", "a.mdx", "zoo/x.mdx", "api/index.mdx", "api/y.mdx"],
      {},
      {
        "api/index.mdx": "The API",
      },
    );
    expect(outline(items)).toEqual([
      "index.mdx",
      "a.mdx",
      "b.mdx",
      "The API = api/index.mdx",
      "  api/y.mdx",
      "Zoo",
      "  zoo/x.mdx",
    ]);
  });
});

describe("a meta file's pages", () => {
  it("list only what they name, in their order, paths into folders included", () => {
    const { items } = navigate(["a.mdx", "b.mdx", "left-out.mdx", "deep/c.mdx", "deep/d.mdx"], {
      "": { pages: ["b", "./deep/c", "a.mdx"] },
    });
    expect(outline(items)).toEqual(["b.mdx", "deep/c.mdx", "a.mdx"]);
  });

  it("make a section of what follows a separator, up to the next one", () => {
    const { items } = navigate(["a.mdx", "b.mdx", "c.mdx"], {
      "": { pages: ["a", "---Basics---", "b", "---", "c", "---[Rocket]Launch---"] },
    });
    expect(outline(items)).toEqual(["a.mdx", "Basics", "  b.mdx", "c.mdx", "Launch"]);
  });

  it("place the rest by name, reversed with z...a, leaving out what `!` names", () => {
    const forward = navigate(["a.mdx", "b.mdx", "c.mdx", "f/x.mdx"], { "": { pages: ["b", "...", "!c"] } });
    expect(outline(forward.items)).toEqual(["b.mdx", "a.mdx", "F", "  f/x.mdx"]);
    const reversed = navigate(["a.mdx", "b.mdx", "c.mdx", "f/x.mdx"], { "": { pages: ["z...a"] } });
    expect(outline(reversed.items)).toEqual(["F", "  f/x.mdx", "c.mdx", "b.mdx", "a.mdx"]);
  });

  it("put a folder's own entries in its place with ...folder, its index first", () => {
    const { items } = navigate(["intro.mdx", "guides/index.mdx", "guides/one.mdx", "guides/two.mdx"], {
      "": { pages: ["intro", "...guides"] },
      guides: { pages: ["two", "one"] },
    });
    expect(outline(items)).toEqual(["intro.mdx", "guides/index.mdx", "guides/two.mdx", "guides/one.mdx"]);
  });

  it("make links of [Text](url), with or without an icon or `external:`", () => {
    const { items } = navigate(["a.mdx"], {
      "": {
        pages: [
          "[GitHub](https://github.com/o/r)",
          "[Star][Stars](https://stars.example.com)",
          "external:[Blog](/blog)",
        ],
      },
    });
    expect(items).toEqual([
      { kind: "link", label: "GitHub", href: "https://github.com/o/r" },
      { kind: "link", label: "Stars", href: "https://stars.example.com" },
      { kind: "link", label: "Blog", href: "/blog" },
    ]);
  });

  it("leave a page one meta file names out of another folder's rest", () => {
    const { items } = navigate(["a.mdx", "more/b.mdx", "more/c.mdx"], { "": { pages: ["a", "more/c", "more"] } });
    expect(outline(items)).toEqual(["a.mdx", "more/c.mdx", "More", "  more/b.mdx"]);
  });

  it("say which entries name nothing, unless the default language has them, and leave them out", () => {
    const { items, warnings } = navigate(["a.mdx"], { "": { pages: ["a", "gone", "translated-later", 7] } }, {}, [
      "translated-later",
    ]);
    expect(outline(items)).toEqual(["a.mdx"]);
    expect(warnings).toEqual([
      { path: "./meta.json", message: 'pages names "gone", which is no page or folder; it is left out' },
      { path: "./meta.json", message: "pages holds 7, which is no path, separator or link; it is left out" },
    ]);
  });
});

describe("a folder's section", () => {
  it("is named by its meta file, else by its index page, else by its name", () => {
    const { items } = navigate(
      ["titled/x.mdx", "indexed/index.mdx", "getting-started/x.mdx", "(group)/x.mdx"],
      {
        titled: { title: "Titled" },
      },
      { "indexed/index.mdx": "From the index" },
    );
    expect(outline(items).filter((line) => !line.startsWith(" "))).toEqual([
      "Group",
      "Getting started",
      "From the index = indexed/index.mdx",
      "Titled",
    ]);
  });

  it("has the page pagesIndex names as its own", () => {
    const { items } = navigate(["guide/overview.mdx", "guide/a.mdx"], { guide: { pagesIndex: "overview" } });
    expect(outline(items)).toEqual(["Guide = guide/overview.mdx", "  guide/a.mdx"]);
  });

  it("of a root folder is a top-level section, wherever the folder is", () => {
    const { items } = navigate(["a.mdx", "nested/b.mdx", "nested/sdk/c.mdx"], {
      "nested/sdk": { title: "SDK", root: true },
    });
    expect(outline(items)).toEqual(["a.mdx", "Nested", "  nested/b.mdx", "SDK", "  nested/sdk/c.mdx"]);
  });
});

describe("a name made from a path", () => {
  it.each([
    ["getting-started", "Getting started"],
    ["(framework)", "Framework"],
  ])("of %s is %s", (name, made) => {
    expect(nameFromPath(name)).toBe(made);
  });
});
