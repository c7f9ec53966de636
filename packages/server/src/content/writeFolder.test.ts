import { ARTICLE_STATUS_DRAFT, ARTICLE_STATUS_PUBLISHED } from "@rxdocs/contract";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { ArticleSource, FolderContent, MenuSource } from "./model.js";
import { exportableFolder } from "./exportContent.js";
import { readContentFolder } from "./readFolder.js";
import { writeContentFolder } from "./writeFolder.js";

const temporaryFolders: string[] = [];

afterEach(async () => {
  await Promise.all(temporaryFolders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

async function temporaryFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "rxdocs-write-"));
  temporaryFolders.push(folder);
  return folder;
}

/** Writes `files` (relative path → text; a path ending in "/" is an empty folder) under a new folder. */
async function makeFolder(files: Record<string, string>): Promise<string> {
  const root = await temporaryFolder();
  for (const [relativePath, text] of Object.entries(files)) {
    const target = path.join(root, relativePath);
    if (relativePath.endsWith("/")) {
      await mkdir(target, { recursive: true });
      continue;
    }
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, text);
  }
  return root;
}

/** A path inside a fresh temporary folder that does not exist yet. */
async function exportTarget(): Promise<string> {
  return path.join(await temporaryFolder(), "export");
}

async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** Bodies and values that a naive YAML or front matter writer would not read back unchanged. */
const TRICKY_TEXTS = [
  "",
  "no trailing newline",
  "trailing newlines\n\n\n",
  "\n\nleading newlines\n",
  "---\ntitle: not front matter\n---\nbody that starts like front matter\n",
  "----\nfour dashes\n",
  "a body with\n---\na rule in the middle\n---\n",
  "CRLF\r\nline\r\n",
  "lone CR\rline",
  "\uFEFFbyte order mark first",
  "yes",
  "1",
  "null",
  "~",
  "- list item",
  "key: value",
  "# Heading only",
  "  indented\n\ttabbed  ",
  "日本語 🎉 Ünïcödé \u2028 \u0085",
  "quotes ' \" and \\ backslashes",
];

describe("round trip: folder → model → writeContentFolder → model", () => {
  it("reads back exactly the same menus and articles", async () => {
    const files: Record<string, string> = {
      "01-guide/_category_.json": JSON.stringify({ label: "Guide ✨", visibility: "restricted" }),
      "01-guide/01-intro.md": "# Intro\n\nNo front matter at all.\n",
      "01-guide/02-docusaurus.md":
        "---\nsidebar_position: 7\nsidebar_label: Docu\ndraft: true\ntitle: Docusaurus page\nslug: /docu\n---\nText",
      "01-guide/nested/deeper/_category_.json": JSON.stringify({ code: "deep", visibility: "hidden" }),
      "01-guide/nested/deeper/page.md":
        "---\ntitle: Deep\nstatus: draft\nvisibility: hidden\ncreatedAt: 2024-01-01\nupdatedAt: '2024-05-06T07:08:09.123+02:00'\n---\n",
      "01-guide/nested/restricted.md": "---\nvisibility: restricted\ncode: Restricted_Page\n---\nRestricted\n",
      "02-empty/": "",
      "03-tabs/with-tabs.md": [
        "---",
        "title: Tabs",
        "tabs:",
        "  - label: curl",
        "    md: |",
        "      ```bash",
        "      curl -s http://localhost",
        "      ```",
        "  - label: From a file",
        "    file: _tabs/python.md",
        "  - label: 'yes'",
        '    md: "1"',
        "---",
        "# Tabs\n",
      ].join("\n"),
      "03-tabs/_tabs/python.md": "```python\nprint('hi')\n```\n",
      "unicode-名前.md": "---\ntitle: 名前 — Ünïcode «title»\ncode: unicode-name\n---\n# 名前\n",
      "titles.md": "---\ntitle: 'yes'\nsidebar_label: '1'\n---\n",
    };
    TRICKY_TEXTS.forEach((text, index) => {
      files[`tricky/${index}.md`] = `---\ntitle: ${JSON.stringify(text)}\ncode: tricky-${index}\n---\n${text}`;
    });
    const source = await makeFolder(files);
    const first = await readContentFolder(source);
    expect(first.problems).toEqual([]);
    expect(first.articles.map((article) => article.articleMd)).toEqual(expect.arrayContaining(TRICKY_TEXTS));

    const target = await exportTarget();
    const written = await writeContentFolder(target, exportableFolder(first));
    const second = await readContentFolder(target);

    expect(second.problems).toEqual([]);
    expect(second).toStrictEqual(first);
    expect(written.files).toBe((await listFiles(target)).length);
  });

  it("reads back the docs folder of this repository unchanged", async () => {
    const docs = path.resolve(import.meta.dirname, "../../../../docs");
    const first = await readContentFolder(docs);
    expect(first.articles.length).toBeGreaterThan(0);
    const target = await exportTarget();
    await writeContentFolder(target, exportableFolder(first));
    expect(withoutFileLocations(await readContentFolder(target))).toStrictEqual(withoutFileLocations(first));
  });
});

const menu = (overrides: Partial<MenuSource> & Pick<MenuSource, "menuCode">): MenuSource => ({
  menuName: overrides.menuCode,
  menuType: 2,
  parentCode: null,
  sort: 0,
  visibility: "public",
  sourcePath: "",
  ...overrides,
});

const article = (overrides: Partial<ArticleSource> & Pick<ArticleSource, "menuCode">): ArticleSource => ({
  articleTitle: overrides.menuCode,
  articleMd: "",
  articleTabContent: null,
  status: ARTICLE_STATUS_PUBLISHED,
  createdAt: "2024-01-01T00:00:00.000Z",
  updatedAt: "2024-01-02T00:00:00.000Z",
  ...overrides,
});

/** A folder's content, without where its files are on disk. */
const withoutFileLocations = (content: FolderContent) => ({
  ...content,
  files: content.files.map(({ absolutePath: _absolutePath, ...file }) => file),
});

/** What the database keeps of an article, without what an import learns from where the file was. */
const asStored = (articles: ArticleSource[]) =>
  articles.map(({ sourceFile: _sourceFile, fileHashes: _fileHashes, ...rest }) => rest);

const withoutSourcePath = (menus: MenuSource[]): Array<Omit<MenuSource, "sourcePath">> =>
  menus.map(({ sourcePath: _sourcePath, ...rest }) => rest);

describe("round trip: model → writeContentFolder → model", () => {
  it("reads back content as the database holds it, tricky values included", async () => {
    const menus: MenuSource[] = [
      menu({ menuCode: "guide", menuName: "Guide", menuType: 1, sort: 0, sourcePath: "10-guide" }),
      menu({ menuCode: "intro", menuName: "Intro", parentCode: "guide", sort: 0, sourcePath: "10-guide/01-intro.md" }),
      menu({ menuCode: "secret", menuName: "Menu name", parentCode: "guide", sort: 1, visibility: "hidden" }),
      menu({ menuCode: "inner", menuType: 1, parentCode: "guide", sort: 2, visibility: "restricted" }),
      menu({ menuCode: "leaf", parentCode: "inner", sort: 0, visibility: "restricted", sourcePath: "x/y/leaf.md" }),
      ...TRICKY_TEXTS.map((text, index) =>
        menu({ menuCode: `tricky-${index}`, menuName: text, sort: index + 1, sourcePath: `t/${index}.md` }),
      ),
    ];
    const articles: ArticleSource[] = [
      article({ menuCode: "intro", articleTitle: "Intro", articleMd: "# Intro\n" }),
      article({
        menuCode: "secret",
        articleTitle: "A different title",
        status: ARTICLE_STATUS_DRAFT,
        articleTabContent: JSON.stringify(
          TRICKY_TEXTS.map((text, index) => ({ label: `Tab ${index} ${text}`, md: text })),
        ),
      }),
      article({ menuCode: "leaf", articleTitle: "Leaf", articleMd: "leaf" }),
      ...TRICKY_TEXTS.map((text, index) =>
        article({ menuCode: `tricky-${index}`, articleTitle: text, articleMd: text }),
      ),
    ];

    const target = await exportTarget();
    await writeContentFolder(target, { menus, articles });
    const readBack = await readContentFolder(target);

    expect(readBack.problems).toEqual([]);
    expect(withoutSourcePath(readBack.menus)).toEqual(expect.arrayContaining(withoutSourcePath(menus)));
    expect(readBack.menus).toHaveLength(menus.length);
    expect(asStored(readBack.articles)).toEqual(expect.arrayContaining(articles));
    expect(readBack.articles).toHaveLength(articles.length);
  });

  it("keeps each menu's own file name, and names the others after their code", async () => {
    const menus: MenuSource[] = [
      menu({ menuCode: "kept", menuType: 1, sourcePath: "old/place/01-kept", sort: 0 }),
      menu({ menuCode: "page", parentCode: "kept", sourcePath: "01-kept/02-page.md", sort: 0 }),
      menu({ menuCode: "clash", parentCode: "kept", sourcePath: "somewhere/02-PAGE.md", sort: 1 }),
      menu({ menuCode: "no-path", parentCode: "kept", sourcePath: "", sort: 2 }),
      menu({ menuCode: "hidden-name", parentCode: "kept", sourcePath: "_partial.md", sort: 3 }),
      menu({ menuCode: "not-markdown", parentCode: "kept", sourcePath: "page.txt", sort: 4 }),
      menu({ menuCode: "node_modules", menuType: 1, parentCode: "kept", sourcePath: "", sort: 5 }),
      menu({ menuCode: "taken", parentCode: "kept", sourcePath: "", sort: 6 }),
      menu({ menuCode: "other", parentCode: "kept", sourcePath: "taken.md", sort: 7 }),
    ];
    const articles = menus
      .filter((entry) => entry.menuType === 2)
      .map((entry) => article({ menuCode: entry.menuCode }));
    const target = await exportTarget();
    await writeContentFolder(target, { menus, articles });

    expect(await listFiles(target)).toEqual([
      "01-kept/02-page.md",
      "01-kept/_category_.json",
      "01-kept/clash.md",
      "01-kept/hidden-name.md",
      "01-kept/no-path.md",
      "01-kept/node_modules-2/_category_.json",
      "01-kept/not-markdown.md",
      "01-kept/taken-2.md",
      "01-kept/taken.md",
    ]);
    const readBack = await readContentFolder(target);
    expect(readBack.problems).toEqual([]);
    expect(withoutSourcePath(readBack.menus)).toEqual(expect.arrayContaining(withoutSourcePath(menus)));
  });

  it("turns sorts with gaps or ties into positions 0, 1, 2… in the same order", async () => {
    const menus = [
      menu({ menuCode: "c", sort: 7 }),
      menu({ menuCode: "a", sort: 0 }),
      menu({ menuCode: "b2", sort: 5 }),
      menu({ menuCode: "b1", sort: 5 }),
    ];
    const target = await exportTarget();
    await writeContentFolder(target, { menus, articles: menus.map((entry) => article({ menuCode: entry.menuCode })) });
    const readBack = await readContentFolder(target);
    expect(readBack.menus.map((entry) => [entry.menuCode, entry.sort])).toEqual([
      ["a", 0],
      ["b2", 1],
      ["b1", 2],
      ["c", 3],
    ]);
  });
});

describe("writeContentFolder: files", () => {
  it("writes only the keys that are needed, in a stable format", async () => {
    const menus = [
      menu({ menuCode: "docs", menuName: "Docs", menuType: 1, sourcePath: "docs" }),
      menu({ menuCode: "plain", parentCode: "docs", menuName: "Plain", sourcePath: "docs/plain.md" }),
      menu({
        menuCode: "full",
        parentCode: "docs",
        menuName: "Short",
        sort: 1,
        visibility: "hidden",
        sourcePath: "docs/full.md",
      }),
      menu({ menuCode: "locked", menuName: "Locked", menuType: 1, sort: 1, visibility: "restricted", sourcePath: "l" }),
    ];
    const articles = [
      article({
        menuCode: "plain",
        articleTitle: "Plain",
        articleMd: "# Plain\n",
        createdAt: undefined,
        updatedAt: undefined,
      }),
      article({
        menuCode: "full",
        articleTitle: "Full title",
        articleMd: "Body",
        status: ARTICLE_STATUS_DRAFT,
        articleTabContent: JSON.stringify([{ label: "A", md: "a\nb" }]),
      }),
    ];
    const target = await exportTarget();
    const result = await writeContentFolder(target, { menus, articles });

    expect(result).toEqual({ files: 4 });
    expect(await readFile(path.join(target, "docs/plain.md"), "utf8")).toBe(
      '---\ntitle: "Plain"\ncode: "plain"\norder: 0\n---\n# Plain\n',
    );
    expect(await readFile(path.join(target, "docs/full.md"), "utf8")).toBe(
      [
        "---",
        'title: "Full title"',
        'sidebar_label: "Short"',
        'code: "full"',
        "order: 1",
        "status: draft",
        "visibility: hidden",
        'createdAt: "2024-01-01T00:00:00.000Z"',
        'updatedAt: "2024-01-02T00:00:00.000Z"',
        "tabs:",
        '  - label: "A"',
        '    md: "a\\nb"',
        "---",
        "Body",
      ].join("\n"),
    );
    expect(JSON.parse(await readFile(path.join(target, "docs/_category_.json"), "utf8"))).toEqual({
      label: "Docs",
      code: "docs",
      position: 0,
    });
    expect(JSON.parse(await readFile(path.join(target, "l/_category_.json"), "utf8"))).toEqual({
      label: "Locked",
      code: "locked",
      position: 1,
      visibility: "restricted",
    });
  });

  it("writes into an existing empty directory", async () => {
    const target = await temporaryFolder();
    await writeContentFolder(target, { menus: [menu({ menuCode: "a" })], articles: [article({ menuCode: "a" })] });
    expect(await listFiles(target)).toEqual(["a.md"]);
  });
});

describe("writeContentFolder: refusals", () => {
  const content = { menus: [menu({ menuCode: "a" })], articles: [article({ menuCode: "a" })] };

  it("refuses a directory that is not empty, and leaves it as it was", async () => {
    const target = await temporaryFolder();
    await writeFile(path.join(target, ".keep"), "mine");
    await expect(writeContentFolder(target, content)).rejects.toThrow(
      `Refusing to export into ${target}: the directory is not empty (1 entries)`,
    );
    expect(await listFiles(target)).toEqual([".keep"]);
    expect(await readFile(path.join(target, ".keep"), "utf8")).toBe("mine");
  });

  it("refuses a path that is a file", async () => {
    const file = path.join(await temporaryFolder(), "file");
    await writeFile(file, "mine");
    await expect(writeContentFolder(file, content)).rejects.toThrow(`Cannot export into ${file}: it is a file`);
  });

  it("refuses content that would not read back the same, listing every reason, before writing anything", async () => {
    const target = await exportTarget();
    const menus = [
      menu({ menuCode: "orphan", parentCode: "missing" }),
      menu({ menuCode: "page" }),
      menu({ menuCode: "loop-a", menuType: 1, parentCode: "loop-b" }),
      menu({ menuCode: "loop-b", menuType: 1, parentCode: "loop-a" }),
      menu({ menuCode: "twice" }),
      menu({ menuCode: "twice" }),
      menu({ menuCode: "bad code" }),
      menu({ menuCode: "no-article" }),
      menu({ menuCode: "folder", menuType: 1 }),
    ];
    const articles = [
      ...["orphan", "page", "twice", "bad code"].map((menuCode) => article({ menuCode })),
      article({ menuCode: "folder" }),
      article({ menuCode: "nowhere" }),
      article({ menuCode: "page", articleTabContent: '[{"label": ""}]', createdAt: "yesterday" }),
    ];
    const message = await writeContentFolder(target, { menus, articles }).then(
      () => "written",
      (error: unknown) => (error as Error).message,
    );
    expect(message.split("\n")).toEqual([
      "Cannot export this content:",
      '- menu "twice": the code is used by more than one menu',
      '- menu "bad code": the code is not a valid menu code',
      '- menu "orphan": its parent "missing" does not exist',
      '- menu "loop-a": its parents form a cycle',
      '- menu "loop-b": its parents form a cycle',
      '- article "folder": there is no article menu with this code',
      '- article "nowhere": there is no article menu with this code',
      '- article "page": the menu has more than one article',
      '- article "page": articleTabContent is not a JSON list of {label, md}',
      '- article "page": createdAt "yesterday" is not a date',
      '- menu "no-article": an article menu without an article',
    ]);
    await expect(readdir(target)).rejects.toThrow(/ENOENT/);
  });
});
