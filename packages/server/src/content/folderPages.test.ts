import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { FolderContent } from "./model.js";
import { readContentFolder } from "./readFolder.js";

const temporaryFolders: string[] = [];

afterEach(async () => {
  await Promise.all(temporaryFolders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

async function makeFolder(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), "rxdocs-pages-"));
  temporaryFolders.push(root);
  for (const [relativePath, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, relativePath)), { recursive: true });
    await writeFile(path.join(root, relativePath), text);
  }
  return root;
}

const menu = (content: FolderContent, code: string) => content.menus.find((entry) => entry.menuCode === code);
const article = (content: FolderContent, code: string) => content.articles.find((entry) => entry.menuCode === code);

describe("a folder's own page", () => {
  it("is its index.md, README.md or <folder>.md: the folder becomes an article menu that keeps its children", async () => {
    const root = await makeFolder({
      "01-guide/index.md": "# The guide\n\nStart here.",
      "01-guide/a.md": "# A",
      "api/README.md": "---\ntitle: API\n---\nAll calls.",
      "tutorial/Tutorial.md": "# Tutorial",
      "tutorial/step.md": "# Step",
      "plain/b.md": "# B",
    });
    const content = await readContentFolder(root);
    expect(content.problems).toEqual([]);
    expect(
      content.menus.map(({ menuCode, menuName, menuType, parentCode }) => [menuCode, menuName, menuType, parentCode]),
    ).toEqual([
      ["guide", "The guide", 2, null],
      ["guide-a", "A", 2, "guide"],
      ["api", "API", 2, null],
      ["plain", "Plain", 1, null],
      ["plain-b", "B", 2, "plain"],
      ["tutorial", "Tutorial", 2, null],
      ["tutorial-step", "Step", 2, "tutorial"],
    ]);
    expect(article(content, "guide")).toMatchObject({ articleTitle: "The guide", sourceFile: "01-guide/index.md" });
    expect(article(content, "api")).toMatchObject({
      articleTitle: "API",
      articleMd: "All calls.",
      sourceFile: "api/README.md",
    });
    expect(menu(content, "guide")?.sourcePath).toBe("01-guide");
  });

  it("takes the label, code, position and the stricter visibility of _category_.json and of the page", async () => {
    const root = await makeFolder({
      "x/_category_.json": JSON.stringify({ label: "Label wins", code: "the-x", position: 0 }),
      "x/index.md": "---\ntitle: Page title\nvisibility: restricted\n---\n",
      "y.md": "# Y",
    });
    const content = await readContentFolder(root);
    expect(menu(content, "the-x")).toMatchObject({
      menuName: "Label wins",
      menuType: 2,
      sort: 0,
      visibility: "restricted",
    });
    expect(article(content, "the-x")?.articleTitle).toBe("Page title");
  });

  it("is the doc a Docusaurus category links to, by its id", async () => {
    const root = await makeFolder({
      "02-guides/_category_.json": JSON.stringify({ label: "Guides", link: { type: "doc", id: "guides/overview" } }),
      "02-guides/01-overview.md": "# Overview",
      "02-guides/other.md": "---\nid: custom\n---\n# Other",
      "03-more/_category_.json": JSON.stringify({ link: { type: "doc", id: "more/custom-id" } }),
      "03-more/page.md": "---\nid: custom-id\n---\n# Page",
      "04-bad/_category_.json": JSON.stringify({ link: { type: "doc", id: "nowhere" } }),
      "04-bad/c.md": "# C",
    });
    const content = await readContentFolder(root);
    expect(menu(content, "guides")).toMatchObject({ menuType: 2, menuName: "Guides" });
    expect(article(content, "guides")?.sourceFile).toBe("02-guides/01-overview.md");
    expect(menu(content, "guides-overview")).toBeUndefined();
    expect(article(content, "more")?.sourceFile).toBe("03-more/page.md");
    expect(menu(content, "bad")?.menuType).toBe(1);
    expect(content.warnings).toEqual([
      {
        path: "04-bad/_category_.json",
        message: 'link names the doc "nowhere", which the folder does not have; the folder has no page',
      },
    ]);
  });

  it("is a generated list of the folder's children for a generated-index link", async () => {
    const root = await makeFolder({
      "api/_category_.json": JSON.stringify({
        label: "API",
        link: { type: "generated-index", title: "The whole API", description: "Every call." },
      }),
      "api/1-first.md": "# First [call]",
      "api/2-sub/x.md": "# X",
    });
    const content = await readContentFolder(root);
    expect(menu(content, "api")?.menuType).toBe(2);
    expect(article(content, "api")).toMatchObject({
      articleTitle: "The whole API",
      articleMd:
        "# The whole API\n\nEvery call.\n\n- [First \\[call\\]](/view?path=api-first)\n- [Sub](/view?path=api-sub-x)\n",
    });
    expect(content.articles.map((entry) => entry.menuCode)).toEqual(["api", "api-first", "api-sub-x"]);
  });

  it("lists only what leads to a page: not a folder of images, nor a draft", async () => {
    const root = await makeFolder({
      "extras/_category_.json": JSON.stringify({ link: { type: "generated-index" } }),
      "extras/a.md": "# A",
      "extras/b.md": "---\ndraft: true\n---\n# B",
      "extras/img/shot.png": "not read",
      "extras/sub/index.md": "# Sub",
      "extras/sub/c.md": "# C",
    });
    const content = await readContentFolder(root);
    expect(article(content, "extras")?.articleMd).toBe(
      "# Extras\n\n- [A](/view?path=extras-a)\n- [Sub](/view?path=extras-sub)\n",
    );
  });
});

describe("the home page and the settings", () => {
  it("reads the root index.md (before README.md) as the home page, with VitePress' hero and features", async () => {
    const root = await makeFolder({
      "index.md": [
        "---",
        "layout: home",
        "hero:",
        "  name: VitePress",
        "  text: Vite & Vue powered static site generator",
        "  tagline: Markdown to beautiful docs in minutes",
        "  actions:",
        "    - theme: brand",
        "      text: What is VitePress?",
        "      link: https://vitepress.dev/guide/what-is-vitepress",
        "    - text: 42",
        "features:",
        "  - icon: ⚡️",
        "    title: Focus on your content",
        "    details: Effortlessly create beautiful documentation sites with just markdown.",
        "  - details: no title",
        "---",
        "More below the features.",
      ].join("\n"),
      "README.md": "# Not the home page",
      "page.md": "# Page",
    });
    const content = await readContentFolder(root);
    expect(content.menus.map((entry) => entry.menuCode)).toEqual(["page", "readme"]);
    expect(content.site.home).toEqual({
      sourceFile: "index.md",
      title: "VitePress",
      articleMd: "More below the features.",
      hero: {
        name: "VitePress",
        text: "Vite & Vue powered static site generator",
        tagline: "Markdown to beautiful docs in minutes",
        actions: [
          { theme: "brand", text: "What is VitePress?", link: "https://vitepress.dev/guide/what-is-vitepress" },
        ],
      },
      features: [
        {
          icon: "⚡️",
          title: "Focus on your content",
          details: "Effortlessly create beautiful documentation sites with just markdown.",
        },
      ],
      frontMatter: expect.objectContaining({ layout: "home" }),
    });
    expect(content.warnings).toEqual([
      { path: "index.md", message: "hero.actions[1] needs a text and a link; it is left out" },
      { path: "index.md", message: "features[1] needs a title; it is left out" },
    ]);
  });

  it("reads rxdocs.json: its settings, a clear reason for a bad value, a warning for an unknown key", async () => {
    const good = await readContentFolder(
      await makeFolder({
        "rxdocs.json": JSON.stringify({
          title: "Docs",
          description: "About it",
          editUrl: "https://github.com/o/r/edit/main/docs/{path}",
          lang: "zh-CN",
          theme: "dark",
        }),
        "a.md": "# A",
      }),
    );
    expect(good.site.settings).toEqual({
      title: "Docs",
      description: "About it",
      editUrl: "https://github.com/o/r/edit/main/docs/{path}",
      lang: "zh-CN",
    });
    expect(good.warnings).toEqual([
      { path: "rxdocs.json", message: '"theme" is not a setting rxdocs knows; it is ignored' },
    ]);

    const bad = await readContentFolder(
      await makeFolder({ "rxdocs.json": '{"title": 3, "editUrl": "javascript:x", "lang": "Chinese (China)"}' }),
    );
    expect(bad.problems).toEqual([
      { path: "rxdocs.json", reason: "title must be a string (put it in quotes)" },
      {
        path: "rxdocs.json",
        reason:
          'editUrl must be an http(s) address with {path} in it, such as "https://github.com/o/r/edit/main/docs/{path}"',
      },
      { path: "rxdocs.json", reason: 'lang must be a language tag such as "en" or "zh-CN"' },
    ]);
  });
});

describe("pages as authors write them", () => {
  it("reads .mdx as Markdown, with the MDX it drops as warnings at their line in the file", async () => {
    const root = await makeFolder({
      "page.mdx": [
        "---",
        "title: MDX",
        "---",
        "import Tabs from '@theme/Tabs';",
        "import TabItem from '@theme/TabItem';",
        "",
        '<Tabs groupId="pm">',
        '  <TabItem value="npm">npm i</TabItem>',
        '  <TabItem value="yarn">yarn add</TabItem>',
        "</Tabs>",
        "",
        "<Highlight>kept text</Highlight>",
      ].join("\n"),
    });
    const content = await readContentFolder(root);
    const body = article(content, "page")!.articleMd;
    expect(body).not.toContain("import");
    expect(body).toContain("::: tabs key:pm\n== npm\nnpm i\n== yarn\nyarn add\n:::");
    expect(body).toContain("kept text");
    expect(content.warnings).toEqual([
      {
        path: "page.mdx",
        line: 12,
        message: "<Highlight> is not supported; its content is kept as text",
        component: {
          name: "Highlight",
          summary: "<Highlight> is not supported; its content is kept as text",
          uses: 1,
          pages: 1,
        },
      },
    ]);
  });

  it("dates pages from the front matter (createdAt, date, last_update), else from git, else not at all", async () => {
    const root = await makeFolder({
      "front.md": "---\ndate: 2021-02-03\nlast_update:\n  date: 2022-03-04\n  author: someone\n---\n",
      "history.md": "# From git",
    });
    const git = (...args: string[]) =>
      execFileSync("git", args, {
        cwd: root,
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: "a",
          GIT_AUTHOR_EMAIL: "a@b",
          GIT_COMMITTER_NAME: "a",
          GIT_COMMITTER_EMAIL: "a@b",
          GIT_AUTHOR_DATE: "2020-05-06T07:08:09Z",
          GIT_COMMITTER_DATE: "2020-05-06T07:08:09Z",
        },
      });
    git("init", "-q");
    git("add", ".");
    git("commit", "-qm", "first");
    await writeFile(path.join(root, "untracked.md"), "# New");

    const content = await readContentFolder(root);
    expect(article(content, "front")).toMatchObject({
      createdAt: "2021-02-03T00:00:00.000Z",
      updatedAt: "2022-03-04T00:00:00.000Z",
    });
    expect(article(content, "history")).toMatchObject({
      createdAt: "2020-05-06T07:08:09.000Z",
      updatedAt: "2020-05-06T07:08:09.000Z",
    });
    expect(article(content, "untracked")?.createdAt).toBeUndefined();
  });
});
