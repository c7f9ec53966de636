// Docsify's _sidebar.md and _navbar.md read as a navigation and as the top bar's links.
import { describe, expect, it } from "vitest";
import { DEFAULT_ROUTING, readAliases } from "./docsifyRoutes.js";
import { readNavbar, readSidebar, type SidebarReading } from "./docsifySidebar.js";

function reading(overrides: Partial<SidebarReading> & { sidebars?: Record<string, string> } = {}): SidebarReading {
  const { sidebars = {}, ...rest } = overrides;
  return {
    routing: DEFAULT_ROUTING,
    slotRoute: "/",
    home: { written: "README.md", read: "README.md" },
    languageLink: (route) => (route === "/de-de/" ? "/?lang=de-DE" : undefined),
    folderSidebar: (folder) =>
      sidebars[folder] === undefined ? undefined : { text: sidebars[folder], path: `${folder}/_sidebar.md` },
    ...rest,
  };
}

const sidebar = (text: string, overrides?: Parameters<typeof reading>[0]) =>
  readSidebar({ text, path: "_sidebar.md" }, reading(overrides));

describe("a Docsify sidebar", () => {
  it("makes text items with a nested list sections, and linked items pages, in the order written", () => {
    const { items, warnings } = sidebar(
      [
        "- Getting started",
        "",
        "  - [Quick start](quickstart.md)",
        "  - [Setup](/guide/setup)",
        "    - [Deeper](#/guide/deeper?id=top)",
        "",
        "- [Home](/)",
        "* [Guide](guide/)",
      ].join("\n"),
    );
    expect(warnings).toEqual([]);
    expect(items).toEqual([
      {
        kind: "section",
        label: "Getting started",
        items: [
          { kind: "page", file: "quickstart.md", label: "Quick start" },
          {
            kind: "section",
            label: "Setup",
            file: "guide/setup.md",
            items: [{ kind: "page", file: "guide/deeper.md", label: "Deeper" }],
          },
        ],
      },
      { kind: "page", file: "README.md", label: "Home" },
      { kind: "page", file: "guide/README.md", label: "Guide" },
    ]);
  });

  it("keeps another site's address a link, a language's folder a language link, and leaves titles out of labels", () => {
    const { items } = sidebar(
      "- [**GitHub**](https://github.com/o/r)\n- [Deutsch](/de-de/)\n- [Config](config.md 'The whole configuration')\n",
    );
    expect(items).toEqual([
      { kind: "link", label: "GitHub", href: "https://github.com/o/r" },
      { kind: "link", label: "Deutsch", href: "/?lang=de-DE" },
      { kind: "page", file: "config.md", label: "Config" },
    ]);
  });

  it("reads a heading or a paragraph before a list as the list's section", () => {
    const { items } = sidebar(
      "## Guides\n\n- [One](one.md)\n- [Two](two.md)\n\n**API**\n\n[Three](three.md) [Four](four.md)\n",
    );
    expect(items).toEqual([
      {
        kind: "section",
        label: "Guides",
        items: [
          { kind: "page", file: "one.md", label: "One" },
          { kind: "page", file: "two.md", label: "Two" },
        ],
      },
      {
        kind: "section",
        label: "API",
        items: [
          { kind: "page", file: "three.md", label: "Three" },
          { kind: "page", file: "four.md", label: "Four" },
        ],
      },
    ]);
  });

  it("gives a section the folder's own sidebar where it leads into the folder, keeping only the folder's pages", () => {
    const { items } = sidebar("- [Intro](intro.md)\n- [API](api/)\n", {
      sidebars: {
        api: "- [Home](/)\n- [API](api/)\n  - [Client](api/client.md)\n  - [Server](api/server.md)\n- [Intro](intro.md)\n",
      },
    });
    expect(items).toEqual([
      { kind: "page", file: "intro.md", label: "Intro" },
      {
        kind: "section",
        label: "API",
        file: "api/README.md",
        folder: "api",
        items: [
          { kind: "page", file: "api/client.md", label: "Client" },
          { kind: "page", file: "api/server.md", label: "Server" },
        ],
      },
    ]);
  });

  it("leaves a folder's pages as the sidebar lists them when it names several of them", () => {
    const { items } = sidebar("- Guide\n  - [A](guide/a.md)\n  - [B](guide/b.md)\n", {
      sidebars: { guide: "- [C](guide/c.md)\n" },
    });
    expect(items).toEqual([
      {
        kind: "section",
        label: "Guide",
        items: [
          { kind: "page", file: "guide/a.md", label: "A" },
          { kind: "page", file: "guide/b.md", label: "B" },
        ],
      },
    ]);
  });

  it("reads a language's sidebar in its own folder: its routes into the folder are its pages", () => {
    const { items } = sidebar("- [Start](de-de/start.md)\n- [Home](/de-de/)\n", {
      slotRoute: "/de-de/",
      languageLink: () => undefined,
    });
    expect(items).toEqual([
      { kind: "page", file: "start.md", label: "Start" },
      { kind: "page", file: "README.md", label: "Home" },
    ]);
  });

  it("follows the aliases to another site's file as a link, with a warning naming the line", () => {
    const { aliases } = readAliases({ "/changelog": "https://raw.githubusercontent.com/o/r/main/CHANGELOG.md" });
    const { items, warnings } = sidebar("- [Intro](intro.md)\n- [Changes](changelog.md)\n", {
      routing: { ...DEFAULT_ROUTING, aliases },
    });
    expect(items[1]).toEqual({ kind: "link", label: "Changes", href: "https://github.com/o/r/blob/main/CHANGELOG.md" });
    expect(warnings).toEqual([
      {
        path: "_sidebar.md",
        line: 2,
        message:
          "index.html's alias sends \"changelog.md\" to another site's file; it becomes a link to https://github.com/o/r/blob/main/CHANGELOG.md",
      },
    ]);
  });

  it("leaves out, with a warning, an entry that leads nowhere", () => {
    const { items, warnings } = sidebar("- Lonely\n- [Top](#top)\n- [A](a.md)\n");
    expect(items).toEqual([{ kind: "page", file: "a.md", label: "A" }]);
    expect(warnings.map(({ line, message }) => [line, message])).toEqual([
      [1, 'the entry "Lonely" links nowhere and holds no entries; it is left out'],
      [2, '"#top" leads to a heading of whichever page is shown; it is left out'],
    ]);
  });
});

describe("a Docsify navbar", () => {
  it("is the top bar's links: pages by their files, dropdowns by their nested lists", () => {
    const { nav, warnings } = readNavbar(
      {
        text: "- [Guide](guide/)\n- [Setup](#/setup?id=install)\n- More\n  - [Blog](https://blog.example.com)\n  - [Deutsch](/de-de/)\n",
        path: "_navbar.md",
      },
      reading(),
    );
    expect(warnings).toEqual([]);
    expect(nav).toEqual([
      { text: "Guide", link: "/guide/README.md" },
      { text: "Setup", link: "/setup.md#install" },
      {
        text: "More",
        link: "",
        items: [
          { text: "Blog", link: "https://blog.example.com" },
          { text: "Deutsch", link: "/?lang=de-DE" },
        ],
      },
    ]);
  });

  it("links the home page as the root", () => {
    const { nav } = readNavbar({ text: "- [Home](/)\n", path: "_navbar.md" }, reading());
    expect(nav).toEqual([{ text: "Home", link: "/" }]);
  });
});
