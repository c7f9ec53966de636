// A site's path aliases, as tsconfig.json writes them (with comments and trailing commas), lead
// its pages' includes and images to the site's files.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeFileTree } from "../test-support/fileTree.js";
import { pngImage } from "../test-support/images.js";
import { readPathAliases } from "./pathAliases.js";
import { readContentFolder } from "./readFolder.js";

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

const TSCONFIG = `{
  "compilerOptions": {
    "baseUrl": ".",
    // Where the site's parts are.
    "paths": {
      "~/*": ["./src/*"],
      "@components/*": ["components/*"],
      "@theme": ["theme/index.ts"],
    },
  },
}
`;

describe("a site's path aliases", () => {
  it("map an aliased path to one from the site's root, and nothing else", () => {
    root = mkdtempSync(join(tmpdir(), "rxdocs-aliases-"));
    writeFileSync(join(root, "tsconfig.json"), TSCONFIG);
    const aliases = readPathAliases(root);
    expect(aliases.resolve("~/assets/hero.webp")).toBe("/src/assets/hero.webp");
    expect(aliases.resolve("@components/intro.mdx")).toBe("/components/intro.mdx");
    expect(aliases.resolve("@theme")).toBe("/theme/index.ts");
    expect(aliases.resolve("./local.md")).toBeUndefined();
    expect(readPathAliases(join(root, "nowhere")).resolve("~/a")).toBeUndefined();
  });

  it("lead a page's included partial and its image to the site's files", async () => {
    root = mkdtempSync(join(tmpdir(), "rxdocs-aliases-"));
    writeFileTree(root, {
      "tsconfig.json": TSCONFIG,
      "components/intro.mdx": "Shared **intro**.\n",
      "page.mdx": "import Intro from '@components/intro.mdx';\n\n# Page\n\n<Intro />\n\n![Hero](~/assets/hero.png)\n",
      "src/assets/hero.png": pngImage(8, 8),
    });
    const content = await readContentFolder(root);
    expect(content.warnings).toEqual([]);
    const page = content.articles.find((article) => article.articleTitle === "Page")!;
    expect(page.articleMd).toContain("Shared **intro**.");
    expect(page.articleMd).toMatch(/!\[Hero\]\(\/files\/[0-9a-f]{64}\.png#8x8\)/);
  });
});
