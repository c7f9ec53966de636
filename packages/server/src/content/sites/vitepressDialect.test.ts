// VitePress' includes and code snippets, rewritten as the Markdown rxdocs reads, as VitePress'
// "Markdown Extensions" guide describes them.
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeFolder, removeMadeFolders } from "../../test-support/madeFolders.js";
import { parseFenceInfo } from "@rxdocs/markdown";
import { parseSnippet, vitepressDialect } from "./vitepressDialect.js";

afterEach(removeMadeFolders);

/** A site whose srcDir is `docs/`; the page is docs/guide/page.md. */
async function rewrite(body: string, files: Record<string, string>) {
  const root = await makeFolder(files);
  const srcDir = path.join(root, "docs");
  const dialect = vitepressDialect({ srcDir, root });
  return dialect(body, { file: "guide/page.md", dir: srcDir, root: srcDir });
}

describe("VitePress includes", () => {
  it("put a file's text in place of the directive, from the page's folder or from srcDir with @", async () => {
    const result = await rewrite(
      "Before\n\n<!--@include: ./parts/basics.md-->\n\n<!-- @include: @/shared/note.md -->",
      {
        "docs/guide/parts/basics.md": "---\ntitle: Basics\n---\nThe basics.\n",
        "docs/shared/note.md": "A note.",
      },
    );
    expect(result).toEqual({ body: "Before\n\nThe basics.\n\n\nA note.", warnings: [] });
  });

  it("take line ranges, counting the front matter's lines, and regions", async () => {
    const files = {
      "docs/guide/parts/lines.md": "---\nx: 1\n---\none\ntwo\nthree\nfour",
      "docs/guide/parts/regions.md": "intro\n<!-- #region usage -->\nUse it.\n<!-- #endregion usage -->\noutro",
    };
    const ranges = await rewrite(
      "<!--@include: ./parts/lines.md{4,5}-->|<!--@include: ./parts/lines.md{6,}-->|<!--@include: ./parts/lines.md{,1}-->",
      files,
    );
    expect(ranges.body).toBe("one\ntwo|three\nfour|---");
    const region = await rewrite("<!--@include: ./parts/regions.md#usage-->", files);
    expect(region.body).toBe("Use it.");
  });

  it("include what an included file includes, from its own folder, and rebase its relative links", async () => {
    const result = await rewrite("<!--@include: ../parts/outer.md-->", {
      "docs/parts/outer.md": "Outer, see [the image](./img/a.png).\n<!--@include: ./inner/inner.md-->",
      "docs/parts/inner/inner.md": "Inner.",
    });
    expect(result.body).toBe("Outer, see [the image](../parts/img/a.png).\nInner.");
  });

  it("include nothing, with a warning by the page's line, for a missing file, a region it lacks, lines it lacks, or itself", async () => {
    const result = await rewrite(
      "# Page\n<!--@include: ./missing.md-->\n<!--@include: ./parts/a.md#nowhere-->\n<!--@include: ./parts/a.md{5,9}-->\n<!--@include: ./parts/loop.md-->",
      {
        "docs/guide/parts/a.md": "only line",
        "docs/guide/parts/loop.md": "Loop <!--@include: ./loop.md-->",
      },
    );
    expect(result.body).toBe("# Page\n\n\n\nLoop ");
    expect(result.warnings).toEqual([
      { line: 2, message: '@include: "./missing.md" is no file of the site; nothing is included' },
      { line: 3, message: '@include: "./parts/a.md#nowhere" has no region "nowhere"; nothing is included' },
      { line: 4, message: '@include: the lines {5,9} are not in "./parts/a.md"; nothing is included' },
      { line: 5, message: '@include: "./loop.md" includes itself; nothing is included' },
    ]);
  });

  it("never reads a file outside the site, and does nothing inside code blocks", async () => {
    const root = await makeFolder({ "secret.md": "secret", "site/page.md": "" });
    const site = path.join(root, "site");
    const result = vitepressDialect({ srcDir: site, root: site })(
      "<!--@include: ../secret.md-->\n\n```md\n<!--@include: ../secret.md-->\n<<< ../secret.md\n```",
      { file: "page.md", dir: site, root: site },
    );
    expect(result.body).toBe("\n\n```md\n<!--@include: ../secret.md-->\n<<< ../secret.md\n```");
    expect(result.warnings).toEqual([
      { line: 1, message: '@include: "../secret.md" is outside the site; it is not included' },
    ]);
  });
});

describe("VitePress code snippets", () => {
  const files = {
    "docs/snippets/snippet.js": "export default function () {\n  // ..\n}\n",
    "docs/snippets/snippet.cs": "class A {}\n",
    "docs/snippets/with-region.js":
      "// #region snippet\nfunction foo() {\n  // ..\n}\n// #endregion snippet\n\nexport default foo\n",
    "docs/snippets/nested.ts":
      "class A {\n  // #region body\n  run() {\n    // #region inner\n    go()\n    // #endregion inner\n  }\n  // #endregion body\n}\n",
    "docs/snippets/fenced.md": "```js\nx\n```\n",
  };

  it("become a fenced block of the file, its language from the extension and its name as the title", async () => {
    const result = await rewrite("<<< @/snippets/snippet.js", files);
    expect(result).toEqual({
      body: "```js [snippet.js]\nexport default function () {\n  // ..\n}\n```",
      warnings: [],
    });
  });

  it("keep highlighted lines, a language override, line numbers and a title as rxdocs reads a fence's info", async () => {
    const result = await rewrite(
      "<<< ../snippets/snippet.js{2}\n\n<<< @/snippets/snippet.cs{1,2,4-6 c#:line-numbers} [Program.cs]",
      files,
    );
    const infos = [...result.body.matchAll(/^```(.*)$/gm)].map((found) => found[1]).filter(Boolean);
    expect(infos).toEqual(["js {2} [snippet.js]", "c#:line-numbers {1,2,4-6} [Program.cs]"]);
    const csharp = parseFenceInfo(infos[1]);
    expect(csharp).toMatchObject({ language: "c#", title: "Program.cs", lineNumbers: true });
    expect([...csharp.highlightedLines]).toEqual([1, 2, 4, 5, 6]);
  });

  it("take a region, without its markers, dedented, and leave the whole file's markers", async () => {
    const region = await rewrite("<<< @/snippets/with-region.js#snippet{1}", files);
    expect(region.body).toBe("```js {1} [with-region.js]\nfunction foo() {\n  // ..\n}\n```");
    const nested = await rewrite("<<< @/snippets/nested.ts#body", files);
    expect(nested.body).toBe("```ts [nested.ts]\nrun() {\n  go()\n}\n```");
    const whole = await rewrite("<<< @/snippets/with-region.js", files);
    expect(whole.body).toContain("// #region snippet");
  });

  it("fence code that holds fences with a longer fence, and keep a list item's indentation", async () => {
    const result = await rewrite("1. Step\n\n   <<< @/snippets/fenced.md", files);
    expect(result.body).toBe("1. Step\n\n   ````md [fenced.md]\n   ```js\n   x\n   ```\n   ````");
  });

  it("leave the code out, with a warning, when the file or the region is not there", async () => {
    const result = await rewrite("<<< @/snippets/none.js\n<<< @/snippets/snippet.js#nowhere", files);
    expect(result).toEqual({
      body: "\n",
      warnings: [
        { line: 1, message: '<<<: "@/snippets/none.js" is no file of the site; the code is left out' },
        { line: 2, message: '<<<: "@/snippets/snippet.js" has no region "nowhere"; the code is left out' },
      ],
    });
  });

  it("read the path from the right, so that it may hold spaces and dots", () => {
    expect(parseSnippet("@/my snippets/a.config.ts#setup{2 ts twoslash} [Setup]")).toEqual({
      file: "@/my snippets/a.config.ts",
      region: "setup",
      info: "ts {2} twoslash [Setup]",
    });
    expect(parseSnippet("./notes")).toEqual({ file: "./notes", info: "[notes]" });
  });
});
