// What `rxdocs import` tells an author: every warning with its file and line, counts of pages,
// files and warnings, the same as JSON, the refusals of --strict and --max-file-size, and which
// version and language of a Docusaurus site it took.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeFileTree } from "../test-support/fileTree.js";
import { pngImage } from "../test-support/images.js";
import { versionedDocusaurusSite } from "../test-support/realFolders.js";
import { listArticles } from "../storage/articles.js";
import { openStorage } from "../storage/database.js";
import { listFilePaths } from "../storage/files.js";
import { readSite } from "../storage/site.js";
import { outputLines, runCli } from "../test-support/runCli.js";

describe("the import report", () => {
  let work: string;
  let site: string;
  const rxdocs = (...args: string[]) =>
    runCli([...args, "--db", join(work, `${args.length}-${Math.random()}.db`)], { cwd: work });

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), "rxdocs-report-"));
    site = join(work, "site");
    writeFileTree(site, {
      "a.md": "# A\n\n![pic](pic.png)\n\nSee [gone](gone.md).",
      "b.mdx": "import X from './x';\n\n# B\n\n<Widget>kept</Widget>",
      "pic.png": pngImage(2, 2),
      "big.bin": Buffer.alloc(3000),
      "c.md": "[download](big.bin)",
    });
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("prints each warning with its file and line, then a summary with files and warnings", async () => {
    const result = await rxdocs("import", site);
    expect(result.code, result.stderr).toBe(0);
    expect(outputLines(result.stderr)).toEqual([
      'a.md:5: warning: "gone.md" names no page of the folder; it is left as written',
      "b.mdx:5: warning: <Widget> is not supported; its content is kept as text",
    ]);
    expect(result.stdout).toMatch(
      /^Imported .*: 3 menus .*, 3 articles .*, 2 files \(2 stored, 0 removed, 0 unchanged\), 2 warnings\n$/,
    );
  });

  it("gives the same as JSON: counts, pages and every warning", async () => {
    const result = await rxdocs("import", site, "--json");
    const report = JSON.parse(result.stdout);
    expect(report).toMatchObject({ pages: 3, files: { created: 2, removed: 0, unchanged: 0 } });
    expect(report.warnings).toEqual([
      { path: "a.md", line: 5, message: '"gone.md" names no page of the folder; it is left as written' },
      { path: "b.mdx", line: 5, message: "<Widget> is not supported; its content is kept as text" },
    ]);
  });

  it("refuses the import with --strict when there is a warning", async () => {
    const result = await rxdocs("import", site, "--strict");
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(outputLines(result.stderr).at(-1)).toBe(
      "rxdocs: import refused (--strict): 2 warnings in the folder; nothing was changed",
    );
  });

  it("refuses a file over --max-file-size with its path and size, and a size it cannot read", async () => {
    const tooBig = await rxdocs("import", site, "--max-file-size", "2KB");
    expect(tooBig.code).toBe(1);
    expect(outputLines(tooBig.stderr)).toEqual([
      "big.bin: 2.9 KB is over the limit of 2.0 KB per file (--max-file-size)",
      "rxdocs: import refused: 1 problem in the folder; nothing was changed",
    ]);
    const unreadable = await rxdocs("import", site, "--max-file-size", "lots");
    expect(outputLines(unreadable.stderr)).toEqual(['rxdocs: --max-file-size "lots" is not a size such as 20MB']);
  });
});

/** A folder for a block's tests, with the site `fill` writes into its `site/`, removed after them. */
function workFolder(fill: (site: string) => void): () => string {
  let work = "";
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), "rxdocs-site-"));
    fill(join(work, "site"));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  return () => work;
}

/** `rxdocs import site` in the work folder, into a database of its own. */
function importSite(work: string, name: string, ...flags: string[]) {
  const db = join(work, `${name}.db`);
  return { db, run: runCli(["import", "site", ...flags, "--db", db], { cwd: work }) };
}

describe("the import of a Docusaurus site's root", () => {
  const work = workFolder((site) =>
    versionedDocusaurusSite(site, { versions: ["1.0", "2.0"], translations: { fr: ["next"] } }),
  );

  it("takes the latest version in the default language, with the images of the site's static folder", async () => {
    const { db, run } = importSite(work(), "site");
    const result = await run;
    expect(result.code, result.stderr).toBe(0);
    // The template's own <Highlight> components are warned about, at their place in the folder
    // given; its images are all found.
    expect(outputLines(result.stderr)).toEqual([
      "versioned_docs/version-2.0/tutorial-basics/markdown-features.mdx:166: warning: <Highlight> is not supported; its content is kept as text",
      "versioned_docs/version-2.0/tutorial-basics/markdown-features.mdx:168: warning: <Highlight> is not supported; its content is kept as text",
    ]);
    expect(outputLines(result.stdout)).toEqual([
      expect.stringMatching(/^Imported version 2\.0 \(en\) of .*site: .*, 3 files \(3 stored, .*$/),
      "The site also holds 1.0 (en), next (en), next (fr); the import takes the latest version in the default language.",
    ]);

    const storage = await openStorage(db);
    try {
      const articles = await listArticles(storage.db);
      const intro = articles.find((article) => article.article_title === "Tutorial Intro");
      expect(intro?.article_md).toContain("Written after version 1.0.");
      expect(intro?.article_md).not.toContain("Written after version 2.0.");
      // "/img/docusaurus.png" of the markdown features page, from the site's static/.
      const logo = (await listFilePaths(storage.db)).find((file) => file.path === "static/img/docusaurus.png");
      expect(logo).toBeDefined();
      expect(articles.find((article) => article.article_md.includes(`/files/${logo!.hash}.png`))).toBeDefined();
    } finally {
      await storage.close();
    }
  });

  it("says which version and language it took in JSON too", async () => {
    const result = await importSite(work(), "json", "--json").run;
    expect(JSON.parse(result.stdout)).toMatchObject({
      slot: { version: "2.0", lang: "en" },
      otherSlots: [
        { version: "1.0", lang: "en" },
        { version: "next", lang: "en" },
        { version: "next", lang: "fr" },
      ],
    });
  });
});

describe("the import of a folder whose rxdocs.json names its languages", () => {
  const work = workFolder((site) =>
    writeFileTree(site, {
      "rxdocs.json": JSON.stringify({ locales: { root: { lang: "fr" }, zh: { lang: "zh-CN" } } }),
      "guide.md": "# Guide\n\n![logo](/logo.png)",
      "public/logo.png": pngImage(2, 2),
      "zh/guide.md": "# 指南",
      "zh/more/page.md": "# 更多",
    }),
  );

  it("takes the folder's own pages, in the default language, and leaves the other languages' folders out", async () => {
    const { db, run } = importSite(work(), "site");
    const result = await run;
    expect(result.code, result.stderr).toBe(0);
    expect(outputLines(result.stdout)).toEqual([
      expect.stringMatching(/^Imported the pages in fr of .*site: .*, 1 article .*, 1 file .*, 0 warnings$/),
      "The site also holds zh-CN; the import takes the default language.",
    ]);
    const storage = await openStorage(db);
    try {
      expect((await listArticles(storage.db)).map((article) => article.article_title)).toEqual(["Guide"]);
      // The site is in the language of the pages it holds, for <html lang>.
      expect(JSON.parse((await readSite(storage.db)).settings)).toMatchObject({ lang: "fr" });
    } finally {
      await storage.close();
    }
  });
});
