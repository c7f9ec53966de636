// A Docsify site's index.html read as text, never run, and what its configuration says of the site.
import { describe, expect, it } from "vitest";
import { isDocsifyPage, readIndexPage } from "./docsifyConfig.js";
import { readDocsifyConfig } from "./docsifySettings.js";
import { Computed } from "./literalValue.js";

const page = (script: string, head = "") =>
  `<!doctype html>\n<html lang="de">\n<head>${head}</head>\n<body>\n<script>\n${script}\n</script>\n</body>\n</html>\n`;

describe("index.html of a Docsify site", () => {
  it("is recognised by the configuration it sets or by Docsify's script", () => {
    expect(isDocsifyPage(page("window.$docsify = {}"))).toBe(true);
    expect(isDocsifyPage('<script src="//cdn.jsdelivr.net/npm/docsify@4/lib/docsify.min.js"></script>')).toBe(true);
    expect(isDocsifyPage('<script src="/app.js"></script><p>$docsify is a word here</p>')).toBe(false);
  });

  it("gives the configuration's literal values, the language, the title and the description", () => {
    const read = readIndexPage(
      page(
        "const sidebar = 'summary.md';\nwindow.$docsify = {\n  name: '<b>Tidy</b> &amp; co',\n  loadSidebar: sidebar,\n  coverpage: ['/', '/de/'],\n  maxLevel: -4,\n  plugins: [function () {}],\n  search: { paths: `auto` },\n};\nwindow.$docsify.loadNavbar = true;",
        '<title>Tidy docs</title><meta content="A &quot;tidy&quot; tool" name="description">',
      ),
      "index.html",
    );
    expect(read.lang).toBe("de");
    expect(read.title).toBe("Tidy docs");
    expect(read.description).toBe('A "tidy" tool');
    const config = read.config as Record<string, unknown>;
    expect({ ...config, plugins: undefined }).toEqual({
      name: "<b>Tidy</b> &amp; co",
      loadSidebar: "summary.md",
      coverpage: ["/", "/de/"],
      maxLevel: -4,
      plugins: undefined,
      search: { paths: "auto" },
      loadNavbar: true,
    });
    expect((config.plugins as unknown[])[0]).toEqual(new Computed("index.html", 12, "a function"));
  });

  it("reads the configuration wherever the script sets it, and the links of an HTML navbar", () => {
    const read = readIndexPage(
      '<nav><a href="#/">EN</a><a href="#/de/"><b>Deutsch</b></a></nav>\n<script>\n(function () { var $docsify = { name: "x" }; })();\n</script>',
      "index.html",
    );
    expect(read.config).toEqual(Object.assign(Object.create(null), { name: "x" }));
    expect(read.navLinks).toEqual([
      { text: "EN", href: "#/" },
      { text: "Deutsch", href: "#/de/" },
    ]);
  });

  it("says where a script that is not JavaScript stops being read, and ignores commented-out scripts", () => {
    const read = readIndexPage(
      page("window.$docsify = { name: 'x' ;", "<!-- <script>window.$docsify = 1</script> -->"),
      "index.html",
    );
    expect(read.config).toBeUndefined();
    expect(read.warnings).toHaveLength(1);
    expect(read.warnings[0]?.line).toBe(6);
    expect(read.warnings[0]?.message).toMatch(
      /^the script that sets window\.\$docsify is not valid JavaScript \(.+\); Docsify's defaults are used instead$/,
    );
  });
});

describe("a Docsify configuration", () => {
  it("has Docsify's defaults for what it leaves out", () => {
    const config = readDocsifyConfig(readIndexPage(page("window.$docsify = {}"), "index.html"), "index.html");
    expect(config).toMatchObject({
      homepage: "README.md",
      routing: { relativePath: false, aliases: [], ext: ".md" },
      isRead: true,
    });
    expect(config.sidebarFile).toBeUndefined();
    expect(config.navbarFile).toBeUndefined();
    expect(config.covers).toEqual(new Map());
  });

  it("names the files Docsify loads, the covers by route, and the folders it speaks of", () => {
    const config = readDocsifyConfig(
      readIndexPage(
        page(
          "window.$docsify = { name: '<span>Tidy</span>', loadSidebar: true, loadNavbar: 'nav.md', coverpage: { '/': true, '/de/': 'cover.md' }, homepage: 'home.md', relativePath: true, logo: '/logo.svg', fallbackLanguages: ['fr'], nameLink: { '/es-es/': '#/es-es/' } }",
        ),
        "index.html",
      ),
      "index.html",
    );
    expect(config).toMatchObject({
      title: "Tidy",
      logo: "/logo.svg",
      sidebarFile: "_sidebar.md",
      navbarFile: "nav.md",
      homepage: "home.md",
      routing: { relativePath: true },
    });
    expect(config.covers).toEqual(
      new Map([
        ["/", "_coverpage.md"],
        ["/de/", "cover.md"],
      ]),
    );
    expect(config.mentionedFolders).toEqual(new Set(["de", "es-es", "fr"]));
  });

  it("takes the page's title for `name: true`", () => {
    expect(
      readDocsifyConfig(
        readIndexPage(page("window.$docsify = { name: true }", "<title>T</title>"), "index.html"),
        "index.html",
      ).title,
    ).toBe("T");
  });

  it("warns once of each value only running the page would tell, and uses Docsify's default", () => {
    const config = readDocsifyConfig(
      readIndexPage(
        page(
          "window.$docsify = {\n  loadSidebar: pickSidebar(),\n  alias: { '/a': '/b', '/c': base + '/d', '(': '/e' },\n}",
        ),
        "index.html",
      ),
      "index.html",
    );
    expect(config.sidebarFile).toBeUndefined();
    expect(config.routing.aliases.map(({ pattern, replacement }) => [pattern.test("/a"), replacement])).toEqual([
      [true, "/b"],
    ]);
    expect(config.warnings).toEqual([
      {
        path: "index.html",
        line: 8,
        message: "window.$docsify.alias./c is an expression, which an import does not run; it is left out",
      },
      { path: "index.html", message: 'window.$docsify.alias: "(" is no route pattern and address; left out' },
      {
        path: "index.html",
        line: 7,
        message:
          "window.$docsify.loadSidebar is a call of pickSidebar, which an import does not run; Docsify's default is used",
      },
    ]);
  });
});
