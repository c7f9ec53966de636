// What MkDocs' Markdown extensions write, rewritten as the Markdown rxdocs reads, on snippets
// written as the extensions' documentation writes them.
import path from "node:path";
import { symlinkSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { makeFolder, removeMadeFolders } from "../../test-support/madeFolders.js";
import { DEFAULT_ADMONITION_TYPES } from "./mkdocsBlocks.js";
import { dialectOptions, mkdocsDialect, type MkdocsDialectOptions } from "./mkdocsDialect.js";

afterEach(removeMadeFolders);

const NOTHING: MkdocsDialectOptions = { includes: {}, attributeLists: false, icons: false };
const BLOCKS: MkdocsDialectOptions = { ...NOTHING, blocks: { admonitionTypes: DEFAULT_ADMONITION_TYPES } };

/** Rewrites `lines` as a page of docs/ in a site of `files`. */
async function rewrite(
  lines: string[],
  options: (root: string) => MkdocsDialectOptions,
  files: Record<string, string> = {},
) {
  const root = await makeFolder({ "docs/guide/page.md": "", ...files });
  const dialect = mkdocsDialect(options(root));
  const dir = path.join(root, "docs");
  return dialect(lines.join("\n"), { file: "guide/page.md", dir, root });
}

describe("pymdownx.snippets", () => {
  const snippets = (root: string): MkdocsDialectOptions => ({
    ...NOTHING,
    includes: { snippetBases: [{ dir: path.join(root, "includes") }, { dir: root }] },
  });
  const files = {
    "includes/note.md": "First line\nSecond line\nThird line\nFourth line",
    "includes/code.py": "import os\n# --8<-- [start:main]\ndef main():\n    pass\n# --8<-- [end:main]\n",
    "includes/outer.md": 'Outer\n--8<-- "inner.md"',
    "includes/inner.md": "Inner",
    "includes/loop.md": 'Loop\n--8<-- "loop.md"',
    "abbreviations.md": "*[HTML]: HyperText",
  };

  it("includes a file in place of its line, indented as the line is, in code blocks too", async () => {
    const { body, warnings } = await rewrite(
      ["Before", '--8<-- "note.md"', "```", '  --8<-- "inner.md"', "```"],
      snippets,
      files,
    );
    expect(body).toBe("Before\nFirst line\nSecond line\nThird line\nFourth line\n```\n  Inner\n```");
    expect(warnings).toEqual([]);
  });

  it("includes lines and sections of a file, and every file of a block", async () => {
    const { body } = await rewrite(
      [
        '--8<-- "note.md:2:3"',
        '--8<-- "note.md::1"',
        '--8<-- "note.md:4"',
        '--8<-- "code.py:main"',
        "--8<--",
        "inner.md",
        "",
        "abbreviations.md",
        "--8<--",
      ],
      snippets,
      files,
    );
    expect(body.split("\n")).toEqual([
      "Second line",
      "Third line",
      "First line",
      "Fourth line",
      "def main():",
      "    pass",
      "Inner",
      "",
      "*[HTML]: HyperText",
    ]);
  });

  it("includes the snippets a snippet includes, but never a file within itself", async () => {
    const { body } = await rewrite(['--8<-- "outer.md"', '--8<-- "loop.md"'], snippets, files);
    expect(body).toBe("Outer\nInner\nLoop");
  });

  it("leaves an escaped snippet as text without its first semicolon, and a commented one out", async () => {
    const { body } = await rewrite([';--8<-- "note.md"', '--8<-- "; note.md"', "After"], snippets, files);
    expect(body).toBe('--8<-- "note.md"\nAfter');
  });

  it("drops a snippet that is no file of the site, or lies outside it, saying so on its line", async () => {
    const outside = await makeFolder({ "secret.md": "Secret" });
    const { body, warnings } = await rewrite(
      ["Intro", '--8<-- "missing.md"', '--8<-- "../../etc/passwd"', '--8<-- "linked.md"'],
      (root) => {
        symlinkSync(path.join(outside, "secret.md"), path.join(root, "includes", "linked.md"));
        return snippets(root);
      },
      files,
    );
    expect(body).toBe("Intro");
    expect(warnings).toEqual([
      { line: 2, message: 'the snippet "missing.md" is no file of the site; it is left out' },
      { line: 3, message: 'the snippet "../../etc/passwd" is no file of the site; it is left out' },
      { line: 4, message: 'the snippet "linked.md" is outside the site; it is not included' },
    ]);
  });

  it("looks for a snippet beside the page when base_path is `!relative`", async () => {
    const { body } = await rewrite(
      ['--8<-- "sibling.md"'],
      () => ({ ...NOTHING, includes: { snippetBases: ["page"] } }),
      {
        "docs/guide/sibling.md": "Beside the page",
      },
    );
    expect(body).toBe("Beside the page");
  });
});

describe("markdown-include and FastAPI's code includes", () => {
  it("puts a file's lines (all, or those `lines=` names) where `{!file!}` stands", async () => {
    const { body } = await rewrite(
      ["Start {!parts/a.md!} end", "{! parts/a.md !lines=2 3}"],
      (root) => ({ ...NOTHING, includes: { includeBase: root } }),
      { "parts/a.md": "one\ntwo\nthree" },
    );
    expect(body).toBe("Start one\ntwo\nthree end\ntwo\nthree");
  });

  it("shows `{* file hl[…] *}` as a code block in the file's language, with its lines marked", async () => {
    const { body } = await rewrite(
      ["{* docs_src/app.py hl[2:3,5] *}"],
      (root) => ({ ...NOTHING, includes: { codeIncludeBase: root } }),
      { "docs_src/app.py": "import typer\n\napp = typer.Typer()\n" },
    );
    expect(body).toBe('```python hl_lines="2-3 5"\nimport typer\n\napp = typer.Typer()\n```');
  });
});

describe("pymdownx.blocks", () => {
  it("become indented admonitions, with the title the header gives or the type an option gives", async () => {
    const { body } = await rewrite(
      [
        "/// warning | Mind the gap",
        "Between the train",
        "and the platform.",
        "///",
        "",
        "/// admonition | Custom",
        "    type: tip",
        "",
        "Text",
        "///",
        "/// note",
        "Plain",
        "///",
      ],
      () => BLOCKS,
    );
    expect(body.split("\n")).toEqual([
      '!!! warning "Mind the gap"',
      "    Between the train",
      "    and the platform.",
      "",
      "",
      '!!! tip "Custom"',
      "",
      "",
      "    Text",
      "",
      "!!! note",
      "    Plain",
      "",
    ]);
  });

  it("become collapsible admonitions for details, open when `open: True`", async () => {
    const { body } = await rewrite(
      ["/// details | Why?", "    open: True", "    type: info", "Because.", "///", "/// details", "Hidden.", "///"],
      () => BLOCKS,
    );
    expect(body.split("\n")).toEqual([
      '???+ info "Why?"',
      "",
      "",
      "    Because.",
      "",
      '??? note "Details"',
      "    Hidden.",
      "",
    ]);
  });

  it("become content tabs, consecutive ones one group, `new: true` starting another", async () => {
    const { body } = await rewrite(
      [
        "/// tab | pip",
        "pip install x",
        "///",
        "",
        "/// tab | uv",
        "uv add x",
        "///",
        "",
        "/// tab | Again",
        "    new: true",
        "",
        "Next group",
        "///",
      ],
      () => BLOCKS,
    );
    expect(body.split("\n")).toEqual([
      '=== "pip"',
      "    pip install x",
      "",
      "",
      '=== "uv"',
      "    uv add x",
      "",
      "",
      '===! "Again"',
      "",
      "",
      "    Next group",
      "",
    ]);
  });

  it("nest in blocks fenced with more slashes, and are not read in code", async () => {
    const { body } = await rewrite(
      ["//// note | Outer", "/// tip | Inner", "```", "/// not a block", "```", "///", "After", "////"],
      () => BLOCKS,
    );
    expect(body.split("\n")).toEqual([
      '!!! note "Outer"',
      '    !!! tip "Inner"',
      "        ```",
      "        /// not a block",
      "        ```",
      "",
      "    After",
      "",
    ]);
  });

  it("keep the content of a block rxdocs has no form for, and say so", async () => {
    const { body, warnings } = await rewrite(["/// caption", "A figure", "///"], () => BLOCKS);
    expect(body).toBe("\nA figure\n");
    expect(warnings).toEqual([
      { line: 1, message: 'the block "caption" has no rxdocs form; its content is kept without it' },
    ]);
  });
});

describe("attribute lists and icons", () => {
  const inline = (): MkdocsDialectOptions => ({ ...NOTHING, attributeLists: true, icons: true });

  it("keep a heading's id and drop the rest of what attr_list reads, so that it never shows as text", async () => {
    const { body } = await rewrite(
      [
        "## Install { #setup .wide }",
        "### Search { data-search-exclude }",
        "[Start](start.md){ .md-button .md-button--primary }",
        '![Logo](logo.png){ width="300" }',
        "A paragraph.",
        "{: .lead }",
        "Template {name} stays, as does { this }.",
      ],
      inline,
    );
    expect(body.split("\n")).toEqual([
      "## Install {#setup}",
      "### Search",
      "[Start](start.md)",
      "![Logo](logo.png)",
      "A paragraph.",
      "",
      "Template {name} stays, as does { this }.",
    ]);
  });

  it("show a few icons as characters and leave the others and emoji out or as written, never in code", async () => {
    const { body } = await rewrite(
      [
        ":material-check: Done, :octicons-x-16: not, :fontawesome-solid-heart: loved :simple-python: :smile:",
        "Written `:material-check:{ .x }` in code",
        "```",
        ":material-check:{ .x }",
        "```",
      ],
      inline,
    );
    expect(body.split("\n")).toEqual([
      "✓ Done, ✗ not, ♥ loved  :smile:",
      "Written `:material-check:{ .x }` in code",
      "```",
      ":material-check:{ .x }",
      "```",
    ]);
  });
});

describe("the dialect of a site", () => {
  it("enables what mkdocs.yml's markdown_extensions enable, and nothing else", async () => {
    const root = "/site";
    const options = dialectOptions(
      new Map([
        ["attr_list", {}],
        ["pymdownx.snippets", {}],
        ["pymdownx.blocks.admonition", { types: ["note", { name: "new", class: "tip" }] }],
      ]),
      { configDir: root, docsDir: `${root}/docs`, basePaths: () => undefined },
    );
    expect(options).toEqual({
      includes: { snippetBases: [{ dir: root }] },
      blocks: { admonitionTypes: ["note", "new"] },
      attributeLists: true,
      icons: false,
    });
    const { body } = mkdocsDialect(
      dialectOptions(new Map(), { configDir: root, docsDir: root, basePaths: () => undefined }),
    )("/// note\n:material-check:{ .x }\n///", { file: "a.md", dir: root, root });
    expect(body).toBe("/// note\n:material-check:{ .x }\n///");
  });
});
