// The files a Mintlify site does not publish: .mintignore's, in .gitignore's syntax, and Mintlify's own list.
import { afterEach, describe, expect, it } from "vitest";
import { makeFolder, removeMadeFolders } from "../../test-support/madeFolders.js";
import { readIgnoredFiles } from "./mintlifyIgnore.js";

afterEach(removeMadeFolders);

async function ignoredAmong(mintignore: string | undefined, files: string[]): Promise<string[]> {
  const root = await makeFolder(mintignore === undefined ? {} : { ".mintignore": mintignore });
  const ignored = await readIgnoredFiles(root);
  return files.filter((file) => ignored.isIgnored(file));
}

describe("the files a Mintlify site does not publish", () => {
  it("are Mintlify's own list when the site has no .mintignore", async () => {
    expect(
      await ignoredAmong(undefined, [
        "README.md",
        "guide/README.md",
        "readme.mdx",
        "dist/a.mdx",
        "guide/build/b.md",
        "index.mdx",
      ]),
    ).toEqual(["README.md", "guide/README.md", "dist/a.mdx", "guide/build/b.md"]);
  });

  it("follow .gitignore's patterns: folders, globs, anchors and exceptions", async () => {
    const mintignore = [
      "# drafts and notes",
      "drafts/",
      "*.draft.mdx",
      "!keep.draft.mdx",
      "/private.mdx",
      "internal/**/secret?.md",
      "notes/*.md",
      "",
    ].join("\n");
    expect(
      await ignoredAmong(mintignore, [
        "drafts/a.mdx",
        "guide/drafts/b.mdx",
        "guide/plan.draft.mdx",
        "guide/keep.draft.mdx",
        "private.mdx",
        "guide/private.mdx",
        "internal/x/y/secret1.md",
        "internal/secret2.md",
        "notes/a.md",
        "notes/deep/b.md",
        "drafts.mdx",
      ]),
    ).toEqual([
      "drafts/a.mdx",
      "guide/drafts/b.mdx",
      "guide/plan.draft.mdx",
      "private.mdx",
      "internal/x/y/secret1.md",
      "internal/secret2.md",
      "notes/a.md",
    ]);
  });

  it("never bring back a file whose folder is ignored", async () => {
    expect(await ignoredAmong("drafts/\n!drafts/keep.mdx\n", ["drafts/keep.mdx"])).toEqual(["drafts/keep.mdx"]);
  });
});
