import { ARTICLE_STATUS_DRAFT, ARTICLE_STATUS_PUBLISHED } from "@rxdocs/contract";
import { symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeFolder, removeMadeFolders } from "../test-support/madeFolders.js";
import type { FolderContent } from "./model.js";
import { readContentFolder } from "./readFolder.js";

afterEach(removeMadeFolders);

const codes = (content: FolderContent): string[] => content.menus.map((menu) => menu.menuCode);

describe("readContentFolder: structure", () => {
  it("turns folders into directory menus and .md files into article menus, ignoring the rest; the root readme is the home page", async () => {
    const root = await makeFolder({
      "01-guide/_category_.json": JSON.stringify({ label: "The Guide", visibility: "restricted" }),
      "01-guide/02-Getting Started.md": "# Getting started\n\nHello\n",
      "01-guide/10-advanced.md": "---\ntitle: Advanced use\nsidebar_label: Advanced\n---\nBody",
      "01-guide/2_setup.md": "No heading here\n",
      "01-guide/notes.txt": "not content",
      "01-guide/_drafts/x.md": "ignored",
      "02-empty/": "",
      "readme.md": "---\ncode: home\norder: 0\n---\n# Welcome\n",
      ".hidden.md": "ignored",
      "_private.md": "ignored",
      "node_modules/pkg/readme.md": "ignored",
      ".git/x.md": "ignored",
      "image.png": "ignored",
      "_category_.json": "{ not even read: the root is not a menu",
    });

    const content = await readContentFolder(root);

    expect(content.problems).toEqual([]);
    expect(content.site.home).toMatchObject({ sourceFile: "readme.md", title: "Welcome", articleMd: "# Welcome\n" });
    expect(content.menus).toEqual([
      {
        menuCode: "guide",
        menuName: "The Guide",
        menuType: 1,
        parentCode: null,
        sort: 0,
        visibility: "restricted",
        sourcePath: "01-guide",
      },
      {
        menuCode: "guide-getting-started",
        menuName: "Getting started",
        menuType: 2,
        parentCode: "guide",
        sort: 0,
        visibility: "public",
        sourcePath: "01-guide/02-Getting Started.md",
      },
      {
        menuCode: "guide-setup",
        menuName: "Setup",
        menuType: 2,
        parentCode: "guide",
        sort: 1,
        visibility: "public",
        sourcePath: "01-guide/2_setup.md",
      },
      {
        menuCode: "guide-advanced",
        menuName: "Advanced",
        menuType: 2,
        parentCode: "guide",
        sort: 2,
        visibility: "public",
        sourcePath: "01-guide/10-advanced.md",
      },
      {
        menuCode: "empty",
        menuName: "Empty",
        menuType: 1,
        parentCode: null,
        sort: 1,
        visibility: "public",
        sourcePath: "02-empty",
      },
    ]);
    expect(content.articles).toEqual([
      {
        menuCode: "guide-getting-started",
        articleTitle: "Getting started",
        articleMd: "# Getting started\n\nHello\n",
        articleTabContent: null,
        status: ARTICLE_STATUS_PUBLISHED,
        sourceFile: "01-guide/02-Getting Started.md",
        fileHashes: [],
      },
      {
        menuCode: "guide-setup",
        articleTitle: "Setup",
        articleMd: "No heading here\n",
        articleTabContent: null,
        status: ARTICLE_STATUS_PUBLISHED,
        sourceFile: "01-guide/2_setup.md",
        fileHashes: [],
      },
      {
        menuCode: "guide-advanced",
        articleTitle: "Advanced use",
        articleMd: "Body",
        articleTabContent: null,
        status: ARTICLE_STATUS_PUBLISHED,
        sourceFile: "01-guide/10-advanced.md",
        fileHashes: [],
      },
    ]);
  });

  it("reads every front matter key into the menu and the article", async () => {
    const root = await makeFolder({
      "page.md": [
        "---",
        'title: "Ünïcode: 日本語"',
        "sidebar_label: Short",
        "code: my_page",
        "status: draft",
        "visibility: hidden",
        "createdAt: 2024-01-01",
        'updatedAt: "2024-01-02T03:04:05+01:00"',
        "---",
        "# Heading differs\n",
      ].join("\n"),
    });
    const content = await readContentFolder(root);
    expect(content.problems).toEqual([]);
    expect(content.menus).toEqual([
      expect.objectContaining({ menuCode: "my_page", menuName: "Short", visibility: "hidden" }),
    ]);
    expect(content.articles).toEqual([
      {
        menuCode: "my_page",
        articleTitle: "Ünïcode: 日本語",
        articleMd: "# Heading differs\n",
        articleTabContent: null,
        status: ARTICLE_STATUS_DRAFT,
        createdAt: "2024-01-01T00:00:00.000Z",
        updatedAt: "2024-01-02T02:04:05.000Z",
        sourceFile: "page.md",
        fileHashes: [],
      },
    ]);
  });

  it("dates a blog post by the date its name starts with, unless its front matter gives one", async () => {
    const root = await makeFolder({
      "2019-05-28-first-post.md": "# First",
      "2021-08-26-welcome/index.md": "# Welcome",
      "2021-08-01-dated.md": "---\ndate: 2021-08-02\n---\n# Dated",
    });
    const content = await readContentFolder(root);
    expect(content.articles.map(({ menuCode, createdAt }) => [menuCode, createdAt])).toEqual([
      ["2019-05-28-first-post", "2019-05-28T00:00:00.000Z"],
      ["2021-08-01-dated", "2021-08-02T00:00:00.000Z"],
      ["2021-08-26-welcome", "2021-08-26T00:00:00.000Z"],
    ]);
  });

  it("reads folder settings from _category_.json, with defaults when it is missing", async () => {
    const root = await makeFolder({
      "03-with-settings/_category_.json": JSON.stringify({ label: "Set", position: 9, code: "set", collapsed: true }),
      "03-with-settings/a.md": "A",
      "1_plain_folder/b.md": "B",
    });
    const content = await readContentFolder(root);
    expect(content.problems).toEqual([]);
    expect(content.menus.filter((menu) => menu.menuType === 1)).toEqual([
      expect.objectContaining({ menuCode: "set", menuName: "Set", sort: 0, sourcePath: "03-with-settings" }),
      expect.objectContaining({ menuCode: "plain-folder", menuName: "Plain folder", sort: 1 }),
    ]);
    expect(content.menus.find((menu) => menu.menuCode === "plain-folder-b")?.parentCode).toBe("plain-folder");
  });
});

describe("readContentFolder: ordering", () => {
  it("puts explicit orders first (order, sidebar_position, position), then file names", async () => {
    const root = await makeFolder({
      "x.md": "---\norder: 5\n---\n",
      "y/_category_.json": JSON.stringify({ position: 1 }),
      "z.md": "---\nsidebar_position: 3\n---\n",
      "a.md": "",
      "01-w.md": "",
      "10-v/": "",
      "2-u.md": "",
    });
    const content = await readContentFolder(root);
    expect(content.menus.map((menu) => [menu.sourcePath, menu.sort])).toEqual([
      ["y", 0],
      ["z.md", 1],
      ["x.md", 2],
      ["01-w.md", 3],
      ["2-u.md", 4],
      ["10-v", 5],
      ["a.md", 6],
    ]);
  });
});

describe("readContentFolder: tabs", () => {
  it("inlines md and file tabs, and does not import tab files as pages", async () => {
    const root = await makeFolder({
      "guide/tabs.md": [
        "---",
        "title: Tabs",
        "tabs:",
        "  - label: Inline",
        '    md: "inline *md*"',
        "  - label: From file",
        "    file: _tabs/sqlite.md",
        "  - label: Sibling",
        "    file: ./snippet.md",
        "  - label: Shared",
        "    file: ../shared/common.md",
        "---",
        "Body",
      ].join("\n"),
      "guide/_tabs/sqlite.md": "---\nnot: front matter to us\n---\nSQLite text\n",
      "guide/snippet.md": "Snippet text\n",
      "shared/common.md": "---\n: not valid YAML, which does not matter for a tab\n---\nCommon\n",
    });
    const content = await readContentFolder(root);
    expect(content.problems).toEqual([]);
    expect(codes(content)).toEqual(["guide", "guide-tabs", "shared"]);
    expect(content.articles).toHaveLength(1);
    expect(JSON.parse(content.articles[0]?.articleTabContent ?? "null")).toEqual([
      { label: "Inline", md: "inline *md*" },
      { label: "From file", md: "---\nnot: front matter to us\n---\nSQLite text\n" },
      { label: "Sibling", md: "Snippet text\n" },
      { label: "Shared", md: "---\n: not valid YAML, which does not matter for a tab\n---\nCommon\n" },
    ]);
    expect(content.articles[0]?.articleTabContent).toBe(
      JSON.stringify([
        { label: "Inline", md: "inline *md*" },
        { label: "From file", md: "---\nnot: front matter to us\n---\nSQLite text\n" },
        { label: "Sibling", md: "Snippet text\n" },
        { label: "Shared", md: "---\n: not valid YAML, which does not matter for a tab\n---\nCommon\n" },
      ]),
    );
  });

  it("stores no tab content for an empty tab list", async () => {
    const root = await makeFolder({ "a.md": "---\ntabs: []\n---\n" });
    expect((await readContentFolder(root)).articles[0]?.articleTabContent).toBeNull();
  });
});

describe("readContentFolder: problems", () => {
  it("reports every problem with its path and reason, all at once, and leaves those files out", async () => {
    const base = await makeFolder({ "outside.md": "secret" });
    const root = await makeFolder(
      {
        "bad-yaml.md": "---\ntitle: [unclosed\n---\nBody",
        "bad-keys.md": '---\nstatus: maybe\nvisibility: secret\ncreatedAt: "2024-13-01"\n---\n',
        "bad-code.md": "---\ncode: has space\n---\n",
        "bad-tabs.md": "---\ntabs:\n  - label: A\n  - label: B\n    file: missing.md\n---\n",
        "escape.md": "---\ntabs: [{label: A, file: ../outside.md}]\n---\n",
        "link.md": "---\ntabs: [{label: A, file: _link.md}]\n---\n",
        "self.md": "---\ntabs: [{label: A, file: self.md}]\n---\n",
        "broken-cat/_category_.json": "{ nope",
        "broken-cat/child.md": "Fine, but its folder is left out",
        "日本語.md": "No code can be derived from this name",
        "good.md": "Fine",
      },
      path.join(base, "content"),
    );
    await symlink(path.join(base, "outside.md"), path.join(root, "_link.md"));

    const content = await readContentFolder(root);

    expect(content.problems).toEqual([
      {
        path: "bad-code.md",
        reason: 'code "has space" must be 1-128 letters, digits, "-" or "_", starting with a letter or digit',
      },
      {
        path: "bad-keys.md",
        reason: 'status must be "published" or "draft" (or Material for MkDocs\' "new" or "deprecated")',
      },
      { path: "bad-keys.md", reason: 'visibility must be "public", "hidden" or "restricted"' },
      { path: "bad-keys.md", reason: 'createdAt must be a date such as "2024-01-31" or "2024-01-31T09:00:00Z"' },
      { path: "bad-tabs.md", reason: "tabs[0] needs exactly one of md or file" },
      { path: "bad-tabs.md", reason: 'tab file "missing.md" does not exist' },
      { path: "bad-yaml.md", line: 3, reason: expect.stringMatching(/^front matter is not valid YAML: .+$/) },
      { path: "broken-cat/_category_.json", reason: expect.stringMatching(/^not valid JSON: /) },
      { path: "escape.md", reason: 'tab file "../outside.md" is outside the content folder' },
      { path: "link.md", reason: 'tab file "_link.md" is outside the content folder' },
      { path: "self.md", reason: 'tab file "self.md" is the page itself' },
      {
        path: "日本語.md",
        reason: 'no valid code can be derived from the path (got ""); set "code" in the front matter',
      },
    ]);
    expect(codes(content)).toEqual(["good"]);
    expect(content.articles.map((article) => article.menuCode)).toEqual(["good"]);
  });

  it("reports a code shared by several files at every one of them", async () => {
    const root = await makeFolder({
      "a.md": "---\ncode: x\n---\n",
      "b/c.md": "---\ncode: x\n---\n",
      "d.md": "---\ncode: x\n---\n",
    });
    expect((await readContentFolder(root)).problems).toEqual([
      { path: "a.md", reason: 'duplicate code "x" (also used by b/c.md, d.md)' },
      { path: "b/c.md", reason: 'duplicate code "x" (also used by a.md, d.md)' },
      { path: "d.md", reason: 'duplicate code "x" (also used by a.md, b/c.md)' },
    ]);
  });

  it("asks for a code in _category_.json when a folder's name gives none", async () => {
    const root = await makeFolder({ "日本/a.md": "---\ncode: a\n---\n" });
    expect((await readContentFolder(root)).problems).toEqual([
      { path: "日本", reason: 'no valid code can be derived from the path (got ""); set "code" in _category_.json' },
    ]);
  });

  it("fails when the root cannot be listed", async () => {
    await expect(readContentFolder(path.join(tmpdir(), "rxdocs-does-not-exist-4242"))).rejects.toThrow(/ENOENT/);
  });

  it("reports a home page whose front matter cannot be read, rather than leaving the site without it", async () => {
    const root = await makeFolder({ "index.md": "---\ntitle: [unclosed\n---\n\n# Home\n", "guide.md": "# Guide" });
    const content = await readContentFolder(root);
    expect(content.problems).toEqual([
      { path: "index.md", line: 3, reason: expect.stringMatching(/^front matter is not valid YAML: /) },
    ]);
  });
});

describe("readContentFolder: progress and speed", () => {
  it("reports progress per Markdown file, tab files in the tree included", async () => {
    const root = await makeFolder({
      "a.md": "---\ntabs: [{label: T, file: b/tab.md}]\n---\n",
      "b/c.md": "",
      "b/tab.md": "",
      "_tabs/t.md": "",
      "b/_category_.json": "{}",
    });
    const calls: Array<[number, number]> = [];
    await readContentFolder(root, { onProgress: (done, total) => calls.push([done, total]) });
    expect(calls).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  it("reads 2,000 files in 100 folders quickly", async () => {
    const files: Record<string, string> = {};
    for (let folder = 0; folder < 100; folder += 1) {
      files[`${folder}-section-${folder}/_category_.json`] = JSON.stringify({ label: `Section ${folder}` });
      for (let page = 0; page < 20; page += 1) {
        files[`${folder}-section-${folder}/${page}-page-${page}.md`] =
          `---\ntitle: Page ${folder}.${page}\n---\n# Page\n\n${"Text. ".repeat(200)}\n`;
      }
    }
    const root = await makeFolder(files);
    const started = performance.now();
    const content = await readContentFolder(root);
    const elapsed = performance.now() - started;
    expect(content.problems).toEqual([]);
    expect(content.articles).toHaveLength(2000);
    expect(content.menus).toHaveLength(2100);
    // Typically about a fifth of a second; the margin is for slow, shared CI machines.
    expect(elapsed).toBeLessThan(3000);
  });
});
