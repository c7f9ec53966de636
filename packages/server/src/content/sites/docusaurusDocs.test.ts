// Docs by id, and the addresses Docusaurus gives them.
import { afterEach, describe, expect, it } from "vitest";
import { makeFolder, removeMadeFolders } from "../../test-support/madeFolders.js";
import { docAddresses, type DocRoute, docSlug, readDocIndex } from "./docusaurusDocs.js";

afterEach(removeMadeFolders);

const LATEST: DocRoute = { localePath: "", routeBasePath: "docs", versionPath: "", baseUrl: "/", trailingSlash: false };

describe("the docs of a folder", () => {
  it("are known by their path without extension and number prefixes, the id front matter replacing the file's name", async () => {
    const dir = await makeFolder({
      "intro.md": "---\nid: welcome\ntitle: Welcome aboard\nsidebar_position: 2\n---\n\n# Welcome",
      "01-guide/02-setup.mdx": "---\nsidebar_label: Set up\n---\n# Setting up",
      "01-guide/tips.md": "# Tips and tricks",
      "_partials/note.md": "A partial, which is no doc.",
      "broken.md": "---\ntitle: [unclosed\n---\n# Broken",
    });
    const index = await readDocIndex(dir);
    expect([...index.byId.keys()].sort()).toEqual(["broken", "guide/setup", "guide/tips", "welcome"]);
    expect(index.byId.get("welcome")).toEqual({
      file: "intro.md",
      id: "welcome",
      label: "Welcome aboard",
      position: 2,
      addressData: { id: "welcome" },
    });
    expect(index.byId.get("guide/setup")?.label).toBe("Set up");
    expect(index.byId.get("guide/tips")?.label).toBe("Tips and tricks");
  });
});

describe("a doc's address", () => {
  it.each([
    ["a doc at the top", "intro.md", {}, "/docs/intro"],
    ["a doc in folders with number prefixes", "01-guide/02-setup.md", {}, "/docs/guide/setup"],
    ["a doc with an id", "guide/Setup.md", { id: "setting-up" }, "/docs/guide/setting-up"],
    ["a slug from the root", "guide/setup.md", { slug: "/install" }, "/docs/install"],
    ["a slug from the doc's folder", "guide/setup.md", { slug: "first-steps" }, "/docs/guide/first-steps"],
    ["an index", "guide/index.md", {}, "/docs/guide"],
    ["a README", "guide/README.md", {}, "/docs/guide"],
    ["a doc named as its folder", "guide/Guide.md", {}, "/docs/guide"],
    ["the docs folder's index", "index.md", {}, "/docs"],
  ])("is the route and slug of %s", (_, file, data, address) => {
    expect(docAddresses(file, data, LATEST)[0]).toBe(address);
  });

  it("has its version's and language's parts, then the same without them, which links from other versions use", () => {
    const route: DocRoute = { ...LATEST, localePath: "fr", versionPath: "1.0" };
    expect(docAddresses("guide/setup.md", {}, route)).toEqual([
      "/fr/docs/1.0/guide/setup",
      "/fr/docs/guide/setup",
      "/docs/1.0/guide/setup",
      "/docs/guide/setup",
    ]);
  });

  it("follows routeBasePath '/', the baseUrl and trailingSlash", () => {
    const route: DocRoute = { ...LATEST, routeBasePath: "", baseUrl: "/widget/", trailingSlash: true };
    expect(docAddresses("guide/setup.md", {}, route)).toEqual(["/guide/setup/", "/widget/guide/setup/"]);
    expect(docAddresses("index.md", {}, route)[0]).toBe("/");
  });

  it("takes a slug that leaves the doc's folder as Docusaurus resolves it", () => {
    expect(docSlug("guide/deep/setup.md", undefined, "../setup")).toBe("/guide/setup");
  });
});
