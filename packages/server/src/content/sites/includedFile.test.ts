import { symlinkSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeFolder, removeMadeFolders } from "../../test-support/madeFolders.js";
import { readIncludedFile } from "./includedFile.js";

afterEach(removeMadeFolders);

describe("a file a page includes", () => {
  it("is read relative to the page's folder, or to the base for a path that starts with /", async () => {
    const root = await makeFolder({ "docs/guide/part.md": "Part", "snippets/code.ts": "\uFEFFconst a = 1;" });
    const fromDir = path.join(root, "docs/guide");
    expect(readIncludedFile(root, "./part.md", { fromDir })).toEqual({ text: "Part", file: "docs/guide/part.md" });
    expect(readIncludedFile(root, "/snippets/code.ts", { fromDir })).toEqual({
      text: "const a = 1;",
      file: "snippets/code.ts",
    });
    expect(readIncludedFile(root, "code.ts", { base: path.join(root, "snippets") })).toMatchObject({
      file: "snippets/code.ts",
    });
  });

  it("is never read from outside the site, by a path or through a symbolic link", async () => {
    const outside = await makeFolder({ "secret.md": "Secret" });
    const root = await makeFolder({ "docs/page.md": "Page" });
    symlinkSync(path.join(outside, "secret.md"), path.join(root, "docs/link.md"));
    const fromDir = path.join(root, "docs");
    expect(readIncludedFile(root, `../../${path.basename(outside)}/secret.md`, { fromDir })).toEqual({
      reason: expect.stringMatching(/is no file of the site|is outside the site/),
    });
    expect(readIncludedFile(root, "link.md", { fromDir })).toEqual({
      reason: '"link.md" is outside the site; it is not included',
    });
    expect(readIncludedFile(root, "missing.md", { fromDir })).toEqual({
      reason: '"missing.md" is no file of the site',
    });
    expect(readIncludedFile(root, "", { fromDir })).toEqual({ reason: "names no file" });
  });
});
