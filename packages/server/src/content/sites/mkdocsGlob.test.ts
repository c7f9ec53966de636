// The file patterns MkDocs sites write: exclude_docs' gitignore lines and awesome-pages' globs.
import { describe, expect, it } from "vitest";
import { globToRegExp, ignoreMatcher } from "./mkdocsGlob.js";

describe("a glob", () => {
  it.each([
    ["*.md", "page.md", true],
    ["*.md", "guide/page.md", false],
    ["**/intro.md", "intro.md", true],
    ["**/intro.md", "a/b/intro.md", true],
    ["guide/**", "guide/a/b.md", true],
    ["page-?.md", "page-1.md", true],
    ["page-[!0-9].md", "page-1.md", false],
    ["a+b.md", "a+b.md", true],
  ])("%s matches %s: %s", (glob, path, matches) => {
    expect(globToRegExp(glob).test(path)).toBe(matches);
  });
});

describe("exclude_docs' gitignore lines", () => {
  const isExcluded = ignoreMatcher(
    ["# drafts stay out", "drafts/", "/api/*.md", "*.tmp.md", "!keep.tmp.md"].join("\n"),
  );

  it.each([
    ["drafts", true, true],
    ["guide/drafts", true, true],
    ["drafts", false, false],
    ["api/a.md", false, true],
    ["v2/api/a.md", false, false],
    ["notes.tmp.md", false, true],
    ["guide/keep.tmp.md", false, false],
    ["guide/page.md", false, false],
  ])("%s (a folder: %s) is left out: %s", (path, isFolder, excluded) => {
    expect(isExcluded(path, isFolder)).toBe(excluded);
  });
});
