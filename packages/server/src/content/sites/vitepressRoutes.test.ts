// Where VitePress serves a page, as its routing guide tells it: file-based routes, clean URLs,
// rewrites; and which page a sidebar's link names. Which files are pages at all (srcExclude).
import { afterEach, describe, expect, it } from "vitest";
import { makeFolder, removeMadeFolders } from "../../test-support/madeFolders.js";
import { pageFilter } from "./vitepressPageFilter.js";
import { PageRoutes, readRewrites, RoutePattern, SlotPages } from "./vitepressRoutes.js";

afterEach(removeMadeFolders);

async function routesOf(files: string[], rewrites: Record<string, string> = {}) {
  const srcDir = await makeFolder(Object.fromEntries(files.map((file) => [file, "# Page"])));
  const warnings: string[] = [];
  return {
    routes: new PageRoutes(
      srcDir,
      readRewrites(rewrites, (message) => warnings.push(message)),
    ),
    warnings,
  };
}

describe("VitePress routes", () => {
  it("match and fill path-to-regexp patterns, a repeated parameter taking the slash before it along", () => {
    const pattern = RoutePattern.parse("packages/:pkg/src/:slug*")!;
    expect(Object.fromEntries(pattern.match("packages/raft/src/guide/intro.md")!)).toEqual({
      pkg: "raft",
      slug: "guide/intro.md",
    });
    expect(pattern.match("packages/raft/docs/intro.md")).toBeUndefined();
    expect(
      RoutePattern.parse(":pkg/:slug*")!.fill(
        new Map([
          ["pkg", "raft"],
          ["slug", "index.md"],
        ]),
      ),
    ).toBe("raft/index.md");
    expect(RoutePattern.parse("en/:rest*")!.match("en")).toBeDefined();
    expect(RoutePattern.parse("en/:rest*")!.wholeFolder()).toEqual({ folder: "en", name: "rest" });
  });

  it("move pages by the first rewrite that matches, and find a route's page the other way", async () => {
    const { routes } = await routesOf(["packages/raft/src/index.md", "packages/raft/src/usage.md", "about.md"], {
      "packages/:pkg/src/:slug*": ":pkg/:slug*",
      "about.md": "company/about.md",
    });
    expect(routes.routeOf("packages/raft/src/usage.md")).toBe("raft/usage.md");
    expect(routes.routeOf("about.md")).toBe("company/about.md");
    expect(routes.sourceOf("raft/usage.md")).toBe("packages/raft/src/usage.md");
    expect(routes.sourceOf("company/about.md")).toBe("about.md");
    expect(routes.sourceOf("about.md")).toBeUndefined();
  });

  it("leave a rewrite they cannot follow, with a warning", async () => {
    const { warnings } = await routesOf([], { "^/old/(.*)": "new/$1" });
    expect(warnings).toEqual([
      'the rewrite "^/old/(.*)" is not a path rxdocs can follow; its pages keep the addresses of their files',
    ]);
  });
});

describe("the pages of a VitePress language", () => {
  it("are what a sidebar's links name, with or without .md or .html, a folder's by its index", async () => {
    const { routes } = await routesOf(["guide/index.md", "guide/setup.md", "api/index.md", "zh/guide/setup.md"]);
    const pages = new SlotPages(routes, "", true, ["zh"]);
    expect(pages.fileOfLink("/guide/")).toBe("guide/index.md");
    expect(pages.fileOfLink("/guide/setup")).toBe("guide/setup.md");
    expect(pages.fileOfLink("guide/setup.html#options")).toBe("guide/setup.md");
    expect(pages.fileOfLink("/guide/setup.md?x=1")).toBe("guide/setup.md");
    expect(pages.fileOfLink("/api")).toBe("api/index.md");
    expect(pages.fileOfLink("/guide/missing")).toBe("guide/missing.md");
    expect(pages.fileOfLink("/zh/guide/setup")).toBeUndefined();
    expect(new SlotPages(routes, "zh", true).fileOfLink("/zh/guide/setup")).toBe("guide/setup.md");
    expect(pages.folderOfLink("/guide")).toBe("guide");
  });
});

describe("which files of srcDir are VitePress pages", () => {
  it("leaves out what srcExclude names, dist/ and the templates of dynamic routes", () => {
    const warnings: string[] = [];
    const isPage = pageFilter(["**/drafts/*", "README.md", "notes/{a,b}.md", 3], (message) => warnings.push(message));
    expect(
      [
        "guide/intro.md",
        "guide/drafts/wip.md",
        "README.md",
        "notes/a.md",
        "notes/c.md",
        "dist/index.md",
        "packages/[pkg].md",
      ].filter(isPage),
    ).toEqual(["guide/intro.md", "notes/c.md"]);
    expect(warnings).toEqual(["srcExclude holds an entry that is not a written path; it leaves nothing out"]);
  });
});
