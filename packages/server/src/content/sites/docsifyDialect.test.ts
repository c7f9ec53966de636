// Docsify's Markdown rewritten as the Markdown rxdocs reads, on snippets written as Docsify's
// "Doc helper" and "Embed files" pages describe them.
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeFolder, removeMadeFolders } from "../../test-support/madeFolders.js";
import { docsifyDialect } from "./docsifyDialect.js";
import { DEFAULT_ROUTING, type DocsifyRouting, readAliases } from "./docsifyRoutes.js";

afterEach(removeMadeFolders);

const LANGUAGES: Record<string, string> = { "/zh-cn/": "/?lang=zh-CN" };

/** The dialect on a page of a site at `root` (a new empty folder unless given). */
async function rewrite(
  body: string,
  {
    file = "page.md",
    root,
    slot = "",
    routing = DEFAULT_ROUTING,
  }: { file?: string; root?: string; slot?: string; routing?: DocsifyRouting } = {},
) {
  const site = root ?? (await makeFolder({}));
  const dialect = docsifyDialect({ routing, languageLink: (route) => LANGUAGES[route] });
  return dialect(body, { file, dir: path.join(site, slot), root: site });
}

describe("Docsify's callouts", () => {
  it("makes `!>` a warning and `?>` a tip, with the paragraph's following lines", async () => {
    const { body, warnings } = await rewrite("!> Back up first.\nIt cannot be undone.\n\n?> **Tip**: use `-n`.\n");
    expect(body).toBe("> [!WARNING]\n> Back up first.\n> It cannot be undone.\n\n> [!TIP]\n> **Tip**: use `-n`.\n");
    expect(warnings).toEqual([]);
  });

  it("leaves them in code and in the middle of a paragraph", async () => {
    const written = "```\n!> not a callout\n```\n\nA paragraph\n?> goes on here.\n";
    expect((await rewrite(written)).body).toBe(written);
  });

  it("puts the text after a GitHub alert's marker on a line of its own, as Docsify allows it beside", async () => {
    expect((await rewrite("> [!NOTE] Read this.\n> And this.\n")).body).toBe("> [!NOTE]\n> Read this.\n> And this.\n");
  });
});

describe("Docsify's headings", () => {
  it("gives `:id=` as rxdocs' heading id and takes off docsify-ignore marks", async () => {
    const { body } = await rewrite(
      "## Hello, world! :id=hello\n\n### Other <!-- {docsify-ignore} -->\n\n# All {docsify-ignore-all}\n",
    );
    expect(body).toBe("## Hello, world! {#hello}\n\n### Other\n\n# All\n");
  });
});

describe("options in Docsify's titles", () => {
  it("takes the options off links and images, keeping the rest of the title", async () => {
    const { body } = await rewrite(
      "![logo](logo.svg ':size=50x100 :class=a :no-zoom') [site](https://x.org ':target=_blank Visit') [off](/demo ':disabled')\n",
    );
    expect(body).toBe("![logo](logo.svg) [site](https://x.org 'Visit') [off](/demo)\n");
  });

  it("leaves a link with `:ignore` pointing where it was written", async () => {
    expect((await rewrite("[demo](/demo/ ':ignore title')\n")).body).toBe("[demo](/demo/ 'title')\n");
  });

  it("leaves inline code as written", async () => {
    const written = "Write `[x](y ':include')` to embed.\n";
    expect((await rewrite(written)).body).toBe(written);
  });
});

describe("Docsify's links", () => {
  it("turns `?id=` into a heading anchor and hash routes into paths", async () => {
    const { body } = await rewrite(
      "[a](plugins?id=foo) [b](#/guide?id=bar) [c](/#/zh-cn/?id=x) [d](?id=here) [e](#here) [f](guide.md#intro)\n",
    );
    expect(body).toBe("[a](plugins#foo) [b](/guide#bar) [c](/?lang=zh-CN) [d](#here) [e](#here) [f](guide.md#intro)\n");
  });

  it("keeps a link from the site's root as written when the page is there", async () => {
    expect((await rewrite("[guide](guide.md) [setup](guide/setup.md)\n")).body).toBe(
      "[guide](guide.md) [setup](guide/setup.md)\n",
    );
  });

  it("reads a link of a page in a folder from the site's root, as Docsify does", async () => {
    const root = await makeFolder({ "guide/a.md": "# A", "b.md": "# B" });
    const { body } = await rewrite("[b](b.md) [a](guide/a.md)\n", { file: "guide/a.md", root });
    expect(body).toBe("[b](/b) [a](/guide/a)\n");
  });

  it("reads it beside the page when nothing is at the site's root and the page's neighbour is", async () => {
    const root = await makeFolder({ "docs/a.md": "# A", "docs/b.md": "# B" });
    expect((await rewrite("[b](./b.md)\n", { file: "docs/a.md", root })).body).toBe("[b](./b.md)\n");
  });

  it("reads a link beside the page with relativePath", async () => {
    const root = await makeFolder({ "guide/a.md": "# A" });
    const routing = { ...DEFAULT_ROUTING, relativePath: true };
    expect((await rewrite("[b](b.md?id=x)\n", { file: "guide/a.md", root, routing })).body).toBe("[b](/guide/b#x)\n");
  });

  it("reads a translation's links to its own folder from the folder", async () => {
    const root = await makeFolder({ "zh-cn/README.md": "# 首页" });
    const { body } = await rewrite("[快速开始](zh-cn/quickstart.md) [English](/guide)\n", {
      file: "README.md",
      root,
      slot: "zh-cn",
    });
    expect(body).toBe("[快速开始](/quickstart) [English](/guide)\n");
  });

  it("makes a link that an alias sends to another site's file a link to it, with a warning", async () => {
    const { aliases } = readAliases({ ".*?/changelog": "https://raw.githubusercontent.com/o/r/main/CHANGELOG.md" });
    const { body, warnings } = await rewrite("Text\n\nSee [changes](changelog).\n", {
      routing: { ...DEFAULT_ROUTING, aliases },
    });
    expect(body).toBe("Text\n\nSee [changes](https://github.com/o/r/blob/main/CHANGELOG.md).\n");
    expect(warnings).toEqual([
      {
        line: 3,
        message:
          "index.html's alias sends \"changelog\" to another site's file; it becomes a link to https://github.com/o/r/blob/main/CHANGELOG.md",
      },
    ]);
  });

  it("reads the addresses of HTML in a folder's page from the site's root, as the browser does", async () => {
    const root = await makeFolder({ "guide/a.md": "# A" });
    const { body } = await rewrite('<img src="_media/a.png"> <a href="#x">x</a>\n', { file: "guide/a.md", root });
    expect(body).toBe('<img src="/_media/a.png"> <a href="#x">x</a>\n');
  });
});

describe("Docsify's embeds", () => {
  it("puts a Markdown file's text in the link's place, read as the page's own Markdown", async () => {
    const root = await makeFolder({
      "_media/part.md": "---\ntitle: Part\n---\n?> From the part, see [more](./more.md).\n",
    });
    const { body, warnings } = await rewrite("Before\n\n[part](_media/part.md ':include')\n\nAfter\n", { root });
    expect(body).toBe("Before\n\n\n> [!TIP]\n> From the part, see [more](/_media/more).\n\n\nAfter\n");
    expect(warnings).toEqual([]);
  });

  it("embeds code as a fenced block in the language the title or the extension names, or one fragment of it", async () => {
    const root = await makeFolder({
      "code/app.py": "import os\n### [main]\n    print(os.name)\n### [main]\n",
      "code/page.html": "<p>`x`</p>\n```\n",
    });
    const { body } = await rewrite(
      "[app](code/app.py ':include')\n\n[main](code/app.py ':include :type=code :fragment=main')\n\n[html](code/page.html ':include :type=code text')\n",
      { root },
    );
    expect(body).toBe(
      [
        "",
        "```py",
        "import os",
        "### [main]",
        "    print(os.name)",
        "### [main]",
        "```",
        "",
        "",
        "",
        "```py",
        "print(os.name)",
        "```",
        "",
        "",
        "",
        "````text",
        "<p>`x`</p>",
        "```",
        "````",
        "",
        "",
      ].join("\n"),
    );
  });

  it("embeds a diagram as a Mermaid block", async () => {
    const root = await makeFolder({ "flow.mmd": "graph TD\n  A-->B\n" });
    expect((await rewrite("[flow](flow.mmd ':include')\n", { root })).body).toBe(
      "\n```mermaid\ngraph TD\n  A-->B\n```\n\n",
    );
  });

  it("leaves frames, videos, other sites' files and missing files as links, with a warning each", async () => {
    const { body, warnings } = await rewrite(
      "[video](clip.mp4 ':include :type=video controls')\n[gist](https://gist.example.com/raw/a.md ':include')\n[gone](gone.md ':include')\n",
    );
    expect(body).toBe("[video](clip.mp4 'controls')\n[gist](https://gist.example.com/raw/a.md)\n[gone](gone.md)\n");
    expect(warnings.map(({ line, message }) => [line, message])).toEqual([
      [1, 'embeds "clip.mp4" as a video, which rxdocs shows as a link'],
      [
        2,
        'embeds "https://gist.example.com/raw/a.md", another site\'s file, which an import does not fetch; it is left as a link',
      ],
      [3, '"gone.md" is no file of the site, so the embed stays a link'],
    ]);
  });

  it("never embeds a file from outside the site", async () => {
    const parent = await makeFolder({ "secret.md": "secret", "site/page.md": "# Page" });
    const { body, warnings } = await rewrite("[s](../secret.md ':include')\n", { root: path.join(parent, "site") });
    expect(body).toBe("[s](../secret.md)\n");
    expect(warnings[0]?.message).toContain("outside the site");
  });
});
