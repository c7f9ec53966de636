// VitePress' sidebar and nav, as the default theme's reference describes them, read as rxdocs'
// navigation and top bar.
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeFolder, removeMadeFolders } from "../../test-support/madeFolders.js";
import { Computed, type Literal } from "./literalValue.js";
import { ConfigNotes } from "./vitepressConfig.js";
import { readSidebar, readTopNav, type SidebarContext } from "./vitepressNav.js";
import { PageRoutes, SlotPages } from "./vitepressRoutes.js";

afterEach(removeMadeFolders);

const PAGES = [
  "guide/intro.md",
  "guide/setup.md",
  "config/index.md",
  "config/options.md",
  "changes/next.md",
  "zh/guide/intro.md",
];

async function contextOf(nav: Literal, prefix = "/"): Promise<{ context: SidebarContext; notes: ConfigNotes }> {
  const root = await makeFolder(Object.fromEntries(PAGES.map((file) => [file, `# ${path.basename(file, ".md")}`])));
  const notes = new ConfigNotes(root);
  const folder = prefix === "/" ? "" : prefix.slice(1, -1);
  const context: SidebarContext = {
    pages: new SlotPages(new PageRoutes(root, []), folder, true, folder === "" ? ["zh"] : []),
    lang: folder === "" ? "en" : folder,
    prefix,
    otherPrefixes: prefix === "/" ? ["/zh/"] : ["/"],
    nav,
    source: path.join(root, ".vitepress/config.ts"),
    notes,
    pageTitle: (file) => `Title of ${file}`,
  };
  return { context, notes };
}

describe("a VitePress sidebar by path", () => {
  it("is a section per path, named by the nav's link that leads there, else by its folder, standing for the folder unless it names the folder's page", async () => {
    const nav = [
      { text: "Guide", link: "/guide/intro" },
      { text: "More", items: [{ text: "Configuration", link: "/config/" }] },
    ];
    const { context } = await contextOf(nav);
    const sidebar = {
      "/guide/": [{ text: "Start", link: "/guide/intro" }],
      "/config": [
        { text: "Config", link: "/config/" },
        { text: "Options", link: "/config/options" },
      ],
      "changes/": [{ text: "Next", link: "/changes/next" }],
      "/zh/guide/": [{ text: "开始", link: "/zh/guide/intro" }],
    };
    expect(readSidebar(sidebar, context)).toEqual([
      {
        kind: "section",
        label: "Guide",
        folder: "guide",
        items: [{ kind: "page", file: "guide/intro.md", label: "Start" }],
      },
      {
        kind: "section",
        label: "Configuration",
        items: [
          { kind: "page", file: "config/index.md", label: "Config" },
          { kind: "page", file: "config/options.md", label: "Options" },
        ],
      },
      {
        kind: "section",
        label: "Changes",
        folder: "changes",
        items: [{ kind: "page", file: "changes/next.md", label: "Next" }],
      },
    ]);
  });

  it("is the language's own entries as they are, for the language's own path", async () => {
    const { context } = await contextOf([], "/zh/");
    const sidebar = {
      "/guide/": [{ text: "Start", link: "/guide/intro" }],
      "/zh/": [{ text: "开始", link: "/zh/guide/intro" }],
      "/zh/config/": [],
    };
    expect(readSidebar(sidebar, context)).toEqual([
      { kind: "page", file: "guide/intro.md", label: "开始" },
      { kind: "section", label: "Config", items: [] },
    ]);
  });

  it("falls back to a path's folder, with one warning, when its entries are computed", async () => {
    const { context, notes } = await contextOf([]);
    const computed = new Computed(context.source, 12, "a call of sidebarGuide");
    expect(readSidebar({ "/guide/": computed, "/config/": { base: "/config/", items: computed } }, context)).toEqual([
      { kind: "section", label: "Guide", folder: "guide", items: [{ kind: "folder", folder: "guide" }] },
      { kind: "section", label: "Config", folder: "config", items: [{ kind: "folder", folder: "config" }] },
    ]);
    expect(notes.warnings).toEqual([
      {
        path: ".vitepress/config.ts",
        line: 12,
        message: "the sidebar of /guide/ is computed (a call of sidebarGuide); its folder gives the order instead",
      },
    ]);
  });
});

describe("VitePress sidebar entries", () => {
  it("are pages, sections with or without a page of their own, and links; a computed name gives way to the page's title", async () => {
    const { context, notes } = await contextOf([]);
    const label = new Computed(context.source, 3, "a template with an expression");
    const items = readSidebar(
      [
        { text: label, link: "/guide/intro" },
        { text: "Setup", link: "setup", base: "/guide/", items: [{ text: "Options", link: "/config/options" }] },
        { link: "/config/", items: [] },
        { text: "Heading only", items: [{ text: "GitHub", link: "https://github.com/example/raft" }] },
        { text: "Text only" },
      ],
      context,
    );
    expect(items).toEqual([
      { kind: "page", file: "guide/intro.md" },
      {
        kind: "section",
        label: "Setup",
        file: "guide/setup.md",
        items: [{ kind: "page", file: "guide/config/options.md", label: "Options" }],
      },
      { kind: "section", label: "Title of config/index.md", file: "config/index.md", items: [] },
      {
        kind: "section",
        label: "Heading only",
        items: [{ kind: "link", label: "GitHub", href: "https://github.com/example/raft" }],
      },
    ]);
    expect(notes.warnings.map((warning) => warning.message)).toEqual([
      "a name in the sidebar is computed (a template with an expression); the page's own title is shown instead",
    ]);
  });
});

describe("the VitePress nav", () => {
  it("is the top bar's links, a dropdown's groups without a heading joining it, links kept as written", async () => {
    const { context, notes } = await contextOf([]);
    const version = new Computed(context.source, 9, 'imported from "../package.json"');
    const nav = readTopNav(
      [
        { text: "Guide", link: "/guide/intro", activeMatch: "/guide/" },
        {
          text: "Resources",
          items: [
            { text: "Team", link: "/team" },
            { items: [{ text: "Chat", link: "https://chat.example.com" }] },
            { text: "Elsewhere", items: [{ text: "Blog", link: "https://blog.example.com" }] },
          ],
        },
        { text: version, items: [{ text: "Changelog", link: "/changelog" }] },
      ],
      notes,
    );
    expect(nav).toEqual([
      { text: "Guide", link: "/guide/intro" },
      {
        text: "Resources",
        link: "",
        items: [
          { text: "Team", link: "/team" },
          { text: "Chat", link: "https://chat.example.com" },
          { text: "Elsewhere", link: "", items: [{ text: "Blog", link: "https://blog.example.com" }] },
        ],
      },
    ]);
    expect(notes.warnings).toEqual([
      {
        path: ".vitepress/config.ts",
        line: 9,
        message: 'an entry of the nav is computed (imported from "../package.json"); it is left out',
      },
    ]);
  });
});
