// Nextra's sidebar and top bar, made from a site's routes and its _meta files' records.
import { describe, expect, it } from "vitest";
import type { MetaItem, MetaRecord } from "./nextraMeta.js";
import { nextraNavigation, titleFromName } from "./nextraNavigation.js";
import { type RouteFolder, routeTree } from "./nextraRoutes.js";
import type { PageFacts } from "./pageFacts.js";

const record = (source: string, items: MetaItem[], fallback: MetaRecord["fallback"] = {}): MetaRecord => ({
  source,
  items,
  fallback,
});

/** The navigation of pages `files` with the records of folders by path, and the facts of pages by file. */
function navigate(files: string[], records: Record<string, MetaRecord> = {}, facts: Record<string, PageFacts> = {}) {
  const tree = routeTree(files);
  const byFolder = new Map<RouteFolder, MetaRecord>();
  const visit = (folder: RouteFolder) => {
    if (records[folder.path]) byFolder.set(folder, records[folder.path]!);
    folder.folders.forEach(visit);
  };
  visit(tree);
  return nextraNavigation({
    tree,
    metaOf: (folder) => byFolder.get(folder),
    factsOf: (file) => facts[file],
    addressOf: (route) => `/${route}`,
  });
}

describe("a Nextra sidebar", () => {
  it("lists a folder's entries in its _meta file's order, then the others by name, the index first", () => {
    const { items, warnings } = navigate(["index.mdx", "b.mdx", "c.mdx", "a.mdx", "z.mdx"], {
      "": record("_meta.json", [{ key: "c", title: "See" }, { key: "b" }]),
    });
    expect(warnings).toEqual([]);
    expect(items).toEqual([
      { kind: "page", file: "index.mdx" },
      { kind: "page", file: "c.mdx", label: "See" },
      { kind: "page", file: "b.mdx" },
      { kind: "page", file: "a.mdx" },
      { kind: "page", file: "z.mdx" },
    ]);
  });

  it("starts a section at a titled separator and ends it at the next separator", () => {
    const { items } = navigate(["a.mdx", "b.mdx", "c.mdx", "d.mdx"], {
      "": record("_meta.js", [
        { key: "a" },
        { key: "_1", type: "separator", title: "Basics" },
        { key: "b" },
        { key: "c" },
        { key: "_2", type: "separator" },
        { key: "d" },
      ]),
    });
    expect(items).toEqual([
      { kind: "page", file: "a.mdx" },
      {
        kind: "section",
        label: "Basics",
        items: [
          { kind: "page", file: "b.mdx" },
          { kind: "page", file: "c.mdx" },
        ],
      },
      { kind: "page", file: "d.mdx" },
    ]);
  });

  it("leaves hidden entries out, puts a `children` folder's entries in its place, and makes `href` entries links", () => {
    const { items } = navigate(["a.mdx", "secret.mdx", "more/x.mdx", "more/y.mdx"], {
      "": record("_meta.js", [
        { key: "secret", display: "hidden" },
        { key: "more", display: "children" },
        { key: "github", title: "GitHub", href: "https://github.com/o/r" },
        { key: "_3", href: "https://example.com/a" },
      ]),
    });
    expect(items).toEqual([
      { kind: "page", file: "more/x.mdx" },
      { kind: "page", file: "more/y.mdx" },
      { kind: "link", label: "GitHub", href: "https://github.com/o/r" },
      // A placeholder key names nothing: the address stands for the title.
      { kind: "link", label: "https://example.com/a", href: "https://example.com/a" },
      { kind: "page", file: "a.mdx" },
    ]);
  });

  it("hides every entry `*` hides, unless the entry says otherwise", () => {
    const { items } = navigate(["a.mdx", "b.mdx"], {
      "": record("_meta.js", [{ key: "b", display: "normal" }], { display: "hidden" }),
    });
    expect(items).toEqual([{ kind: "page", file: "b.mdx" }]);
  });

  it("names a folder by its _meta title, else by its index when it says asIndexPage, else by its name", () => {
    const { items } = navigate(
      ["titled/index.mdx", "titled/a.mdx", "indexed/index.mdx", "indexed/a.mdx", "get-started-in-a-minute/a.mdx"],
      { "": record("_meta.js", [{ key: "titled", title: "From the meta file" }]) },
      {
        "titled/index.mdx": { data: { asIndexPage: true }, title: "Not this" },
        "indexed/index.mdx": { data: { asIndexPage: true, sidebarTitle: "From the index" }, title: "Not this either" },
        "indexed/a.mdx": { data: { sidebarTitle: "Short A" }, title: "A long title" },
      },
    );
    expect(items.map((item) => (item.kind === "section" ? [item.label, item.folder, item.file] : item))).toEqual([
      ["From the meta file", "titled", "titled/index.mdx"],
      ["Get Started in a Minute", "get-started-in-a-minute", undefined],
      ["From the index", "indexed", "indexed/index.mdx"],
    ]);
    expect(items[2]).toMatchObject({ items: [{ kind: "page", file: "indexed/a.mdx", label: "Short A" }] });
  });

  it("says which names are no page, unless they are hidden, and leaves them out", () => {
    const { items, warnings } = navigate(["a.mdx"], {
      "": record("_meta.js", [{ key: "gone" }, { key: "tsx-page", display: "hidden" }, { key: "a" }]),
    });
    expect(items).toEqual([{ kind: "page", file: "a.mdx" }]);
    expect(warnings).toEqual([
      {
        path: "_meta.js",
        message: `names "gone", which is no Markdown page or folder of the pages' folder; it is left out`,
      },
    ]);
  });
});

describe("a Nextra top bar", () => {
  it("is the top-level `type: 'page'` and `type: 'menu'` entries, which are top-level sections too", () => {
    const { items, topBar } = navigate(
      ["index.mdx", "docs/a.mdx", "about.mdx", "company/team.mdx", "company/jobs.mdx"],
      {
        "": record("_meta.js", [
          { key: "index", type: "page", display: "hidden" },
          { key: "_", type: "separator", title: "Start" },
          { key: "docs", type: "page", title: "Docs" },
          { key: "about", type: "page" },
          {
            key: "company",
            type: "menu",
            title: "Company",
            items: [
              { key: "team", title: "Team" },
              { key: "blog", title: "Blog", href: "https://blog.example.com" },
              { key: "nobody" },
            ],
          },
          { key: "status", type: "page", title: "Status", href: "https://status.example.com" },
        ]),
      },
      { "about.mdx": { data: {}, title: "About us" } },
    );
    expect(topBar).toEqual([
      { text: "Docs", link: "/docs" },
      { text: "About us", link: "/about" },
      {
        text: "Company",
        link: "",
        items: [
          { text: "Team", link: "/company/team" },
          { text: "Blog", link: "https://blog.example.com" },
        ],
      },
      { text: "Status", link: "https://status.example.com" },
    ]);
    expect(items).toEqual([
      { kind: "section", label: "Start", items: [] },
      { kind: "section", label: "Docs", folder: "docs", items: [{ kind: "page", file: "docs/a.mdx" }] },
      { kind: "page", file: "about.mdx" },
      {
        kind: "section",
        label: "Company",
        items: [
          { kind: "page", file: "company/team.mdx", label: "Team" },
          { kind: "link", label: "Blog", href: "https://blog.example.com" },
        ],
      },
      { kind: "link", label: "Status", href: "https://status.example.com" },
    ]);
  });
});

describe("a title made from a name", () => {
  it.each([
    ["getting-started", "Getting Started"],
    ["get-posts-and-tags", "Get Posts and Tags"],
    ["the_end", "The End"],
  ])("of %s is %s", (name, title) => {
    expect(titleFromName(name)).toBe(title);
  });
});
