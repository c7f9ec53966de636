// How Docsify routes the addresses written in a site, and which folders are its translations.
import { afterEach, describe, expect, it } from "vitest";
import { makeFolder, removeMadeFolders } from "../../test-support/madeFolders.js";
import { findLanguageFolders, languageTagOf } from "./docsifyLanguages.js";
import {
  applyAliases,
  DEFAULT_ROUTING,
  docsifyTarget,
  fileOfRoute,
  readableAddress,
  readAliases,
  routeOfFile,
} from "./docsifyRoutes.js";

afterEach(removeMadeFolders);

describe("Docsify's routes", () => {
  it.each([
    ["guide.md", { kind: "route", route: "/guide" }],
    ["/guide", { kind: "route", route: "/guide" }],
    ["#/guide?id=setup", { kind: "route", route: "/guide", anchor: "setup" }],
    ["/#/zh-cn/?id=x", { kind: "route", route: "/zh-cn/", anchor: "x" }],
    ["guide.md#intro", { kind: "route", route: "/guide", anchor: "intro" }],
    ["../../a.md", { kind: "route", route: "/a" }],
    ["#intro", { kind: "anchor", anchor: "intro" }],
    ["?id=intro", { kind: "anchor", anchor: "intro" }],
    ["https://x.org/a.md", { kind: "external", href: "https://x.org/a.md" }],
    ["//x.org/a", { kind: "external", href: "//x.org/a" }],
  ])("reads %s from the site's root, whatever folder it is written in", (href, expected) => {
    expect(docsifyTarget(href, "/guide/", DEFAULT_ROUTING)).toEqual(expected);
  });

  it("reads a link from its folder with relativePath, but a hash route from the root still", () => {
    const routing = { ...DEFAULT_ROUTING, relativePath: true };
    expect(docsifyTarget("../b.md", "/guide/deep/", routing)).toEqual({ kind: "route", route: "/guide/b" });
    expect(docsifyTarget("#/b", "/guide/", routing)).toEqual({ kind: "route", route: "/b" });
  });

  it("loads README.md for a folder's route and the file itself for one with an extension", () => {
    expect(fileOfRoute("/", ".md")).toBe("README.md");
    expect(fileOfRoute("/guide/", ".md")).toBe("guide/README.md");
    expect(fileOfRoute("/guide/setup", ".md")).toBe("guide/setup.md");
    expect(fileOfRoute("/files/a.pdf", ".md")).toBe("files/a.pdf");
    expect(routeOfFile("guide/README.md", ".md")).toBe("/guide/");
    expect(routeOfFile("README.md", ".md")).toBe("/");
    expect(routeOfFile("guide/setup.md", ".md")).toBe("/guide/setup");
  });

  it("rewrites a route by the first alias that matches the whole of it, again until none does", () => {
    const { aliases } = readAliases({ "/old/(.*)": "/new/$1", "/new/gone": "/here", "/a": "/a" });
    expect(applyAliases("/old/gone", aliases)).toBe("/here");
    expect(applyAliases("/x/old/gone", aliases)).toBe("/x/old/gone");
    expect(applyAliases("/a", aliases)).toBe("/a");
  });

  it("leads to another site's file as GitHub shows it", () => {
    const { aliases } = readAliases({ "/zh-cn/(.*)": "https://cdn.jsdelivr.net/gh/o/docs-zh@main/$1" });
    expect(docsifyTarget("/zh-cn/", "/", { ...DEFAULT_ROUTING, aliases })).toEqual({
      kind: "external",
      href: "https://github.com/o/docs-zh/blob/main/README.md",
      alias: "https://cdn.jsdelivr.net/gh/o/docs-zh@main/",
    });
    expect(readableAddress("https://raw.githubusercontent.com/o/r/main/docs/a.md")).toBe(
      "https://github.com/o/r/blob/main/docs/a.md",
    );
    expect(readableAddress("https://example.com/a.md")).toBe("https://example.com/a.md");
  });
});

describe("Docsify's translations", () => {
  it("are folders named for a language, with a README and something more that says so", async () => {
    const root = await makeFolder({
      "zh-cn/README.md": "# 中文",
      "es/README.md": "# Español",
      "es/_sidebar.md": "- [Inicio](es/)",
      "fr/README.md": "# Français",
      "it/README.md": "# A topic named it",
      "api/README.md": "# API",
      "en/README.md": "# The default language",
      "de-de/guide.md": "# No README",
    });
    const languages = await findLanguageFolders(root, {
      defaultLang: "en",
      named: new Set(["fr"]),
      sidebarFile: "_sidebar.md",
      readme: "README.md",
    });
    expect(languages).toEqual([
      { folder: "es", lang: "es" },
      { folder: "fr", lang: "fr" },
      { folder: "zh-cn", lang: "zh-CN" },
    ]);
  });

  it("have tags of known languages only", () => {
    expect(languageTagOf("pt-br")).toBe("pt-BR");
    expect(languageTagOf("zh-hans")).toBe("zh-Hans");
    expect(languageTagOf("api")).toBeUndefined();
    expect(languageTagOf("guide")).toBeUndefined();
  });
});
