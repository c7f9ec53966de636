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
import { findSlotId, listSlots, listVersions } from "../storage/slots.js";
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
      {
        path: "b.mdx",
        line: 5,
        message: "<Widget> is not supported; its content is kept as text",
        component: {
          name: "Widget",
          summary: "<Widget> is not supported; its content is kept as text",
          uses: 1,
          pages: 1,
        },
      },
    ]);
  });

  it("groups warnings of one kind in one line, and lists every one of them with --verbose", async () => {
    const many = join(work, "many");
    writeFileTree(
      many,
      Object.fromEntries(["a", "b", "c", "d"].map((name) => [`${name}.md`, `# ${name}\n\n[x](gone-${name}.md)`])),
    );
    const grouped = await rxdocs("import", many);
    expect(grouped.code, grouped.stderr).toBe(0);
    expect(outputLines(grouped.stderr)).toEqual([
      'warning: "…" names no page of the folder; it is left as written: 4 times, at a.md:3 ("gone-a.md"), b.md:3 ("gone-b.md"), c.md:3 ("gone-c.md"), …',
    ]);
    const verbose = await rxdocs("import", many, "--verbose");
    expect(outputLines(verbose.stderr)).toHaveLength(4);
    expect(outputLines(verbose.stderr)[3]).toBe(
      'd.md:3: warning: "gone-d.md" names no page of the folder; it is left as written',
    );
    const json = JSON.parse((await rxdocs("import", many, "--json")).stdout);
    expect(json.warnings).toHaveLength(4);
    expect(json.warningGroups).toEqual([
      expect.objectContaining({ message: '"…" names no page of the folder; it is left as written', count: 4 }),
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

  it("takes every version and language in one command, with the images of the site's static folder", async () => {
    const { db, run } = importSite(work(), "site");
    const result = await run;
    expect(result.code, result.stderr).toBe(0);
    // The template's own <Highlight> components are warned about once, at their first place in
    // the folder given, counting every version's and language's; its images are all found. The
    // navbar links to a blog the copy of the template does not have.
    expect(outputLines(result.stderr)).toEqual([
      'docusaurus.config.js: warning: "/blog" names no page or file of the folder; it is left as written',
      "versioned_docs/version-2.0/tutorial-basics/markdown-features.mdx:166: warning: <Highlight> is not supported; its content is kept as text (8 uses in 4 pages; the first is here)",
    ]);
    expect(outputLines(result.stdout)).toEqual([
      "Docusaurus layout: languages from docusaurus.config.js, i18n; versions from versions.json; settings from docusaurus.config.js",
      // The pages' three images, and the logo the config names.
      expect.stringMatching(/^Imported version 2\.0 \(en\) of .*site: .*, 4 files \(4 stored, .*$/),
      expect.stringMatching(/^Imported version 1\.0 \(en\) of .*site: /),
      expect.stringMatching(/^Imported version next \(en\) of .*site: /),
      expect.stringMatching(/^Imported version next \(fr\) of .*site: /),
    ]);

    const storage = await openStorage(db);
    try {
      const articlesOf = async (version: string, lang: string) =>
        listArticles(storage.db, (await findSlotId(storage.db, version, lang))!);
      const intro = (await articlesOf("2.0", "en")).find((article) => article.article_title === "Tutorial Intro");
      expect(intro?.article_md).toContain("Written after version 1.0.");
      expect(intro?.article_md).not.toContain("Written after version 2.0.");
      const older = (await articlesOf("1.0", "en")).find((article) => article.article_title === "Tutorial Intro");
      expect(older?.article_md).not.toContain("Written after version 1.0.");
      // "/img/docusaurus.png" of the markdown features page, from the site's static/.
      const logo = (await listFilePaths(storage.db)).find((file) => file.path === "static/img/docusaurus.png");
      expect(logo).toBeDefined();
      const pages = await articlesOf("2.0", "en");
      expect(pages.some((article) => article.article_md.includes(`/files/${logo!.hash}.png`))).toBe(true);
      // The versions in Docusaurus' order, the first of versions.json the latest.
      expect((await listVersions(storage.db)).map(({ name, latest }) => [name, latest])).toEqual([
        ["next", 0],
        ["2.0", 1],
        ["1.0", 0],
      ]);
    } finally {
      await storage.close();
    }
  });

  it("says what it took of each version and language in JSON too", async () => {
    const result = await importSite(work(), "json", "--json").run;
    expect(JSON.parse(result.stdout)).toMatchObject({
      slots: [
        { version: "2.0", lang: "en" },
        { version: "1.0", lang: "en" },
        { version: "next", lang: "en" },
        { version: "next", lang: "fr" },
      ],
    });
  });

  it("exports the versions and languages as Docusaurus lays them out, which imports back as the same site", async () => {
    const { db, out, said, again } = await exportAndImportAgain(work());
    expect(said).toEqual([
      "Exported version 2.0 (en): 12 menus and 11 articles to versioned_docs/version-2.0",
      "Exported version 1.0 (en): 12 menus and 11 articles to versioned_docs/version-1.0",
      "Exported version next (en): 12 menus and 11 articles to docs",
      "Exported version next (fr): 12 menus and 11 articles to i18n/fr/docusaurus-plugin-content-docs/current",
      `The site is in ${out}, laid out as Docusaurus lays out versions and languages`,
    ]);

    expect(await siteOf(again)).toEqual(await siteOf(db));
  });

  it("fills only the version and language the flags name", async () => {
    const { db, run } = importSite(work(), "one", "--version", "next", "--lang", "fr");
    const result = await run;
    expect(result.code, result.stderr).toBe(0);
    expect(outputLines(result.stdout)).toEqual([
      expect.stringMatching(/^Docusaurus layout: /),
      expect.stringMatching(/^Imported version next \(fr\) of .*site: /),
    ]);
    const storage = await openStorage(db);
    try {
      expect((await listSlots(storage.db)).map(({ version, lang }) => [version, lang])).toEqual([["next", "fr"]]);
    } finally {
      await storage.close();
    }
  });

  it("refuses a version or language the site does not hold, or a malformed one, and changes nothing", async () => {
    const { db, run } = importSite(work(), "none", "--version", "9.x");
    const result = await run;
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      "rxdocs: the site has no version 9.x; it holds 2.0 (en), 1.0 (en), next (en), next (fr)\n",
    );
    const bad = await importSite(work(), "bad", "--lang", "not a tag").run;
    expect(bad.stderr).toBe('rxdocs: --lang "not a tag" is not a language tag such as zh-CN\n');
    const storage = await openStorage(db);
    try {
      expect(await listArticles(storage.db)).toEqual([]);
    } finally {
      await storage.close();
    }
  });
});

describe("the import of a folder whose rxdocs.json names its languages", () => {
  const work = workFolder((site) =>
    writeFileTree(site, {
      "rxdocs.json": JSON.stringify({ title: "Acme", locales: { root: { lang: "fr" }, zh: { lang: "zh-CN" } } }),
      "guide.md": "# Guide\n\n![logo](/logo.png)",
      "public/logo.png": pngImage(2, 2),
      "zh/guide.md": "# 指南",
      "zh/more/page.md": "# 更多",
    }),
  );

  it("takes the folder's own pages in the default language, and each language's folder in its own", async () => {
    const { db, run } = importSite(work(), "site");
    const result = await run;
    expect(result.code, result.stderr).toBe(0);
    expect(outputLines(result.stdout)).toEqual([
      "rxdocs layout: languages from rxdocs.json",
      expect.stringMatching(/^Imported the pages in fr of .*site: .*, 1 article .*, 1 file .*, 0 warnings$/),
      expect.stringMatching(/^Imported the pages in zh-CN of .*site: .*, 2 articles .*, 0 files .*, 0 warnings$/),
    ]);
    const storage = await openStorage(db);
    try {
      const titles = async (lang: string) =>
        (await listArticles(storage.db, (await findSlotId(storage.db, "current", lang))!)).map((a) => a.article_title);
      expect(await titles("fr")).toEqual(["Guide"]);
      expect((await titles("zh-CN")).sort()).toEqual(["指南", "更多"].sort());
      // The site is in the language of the pages it holds, for <html lang>.
      expect(JSON.parse((await readSite(storage.db)).settings)).toMatchObject({ lang: "fr" });
    } finally {
      await storage.close();
    }
  });

  it("exports its languages as Docusaurus lays them out, which imports back with the site's settings", async () => {
    const { db, out, said, again } = await exportAndImportAgain(work());
    expect(said).toEqual([
      "Exported version current (fr): 2 menus and 1 article to docs",
      "Exported version current (zh-CN): 3 menus and 2 articles to i18n/zh-CN/docusaurus-plugin-content-docs/current",
      `The site is in ${out}, laid out as Docusaurus lays out versions and languages`,
    ]);
    expect(await siteOf(again)).toEqual(await siteOf(db));
  });
});

/** Imports the work folder's site, exports it, and imports the export into a database of its own. */
async function exportAndImportAgain(work: string) {
  const { db, run } = importSite(work, "exported");
  expect((await run).code).toBe(0);
  const out = join(work, "exported-site");
  const exported = await runCli(["export", out, "--db", db], { cwd: work });
  expect(exported.code, exported.stderr).toBe(0);
  const again = join(work, "again.db");
  const reimported = await runCli(["import", out, "--db", again], { cwd: work });
  expect(reimported.code, reimported.stderr).toBe(0);
  return { db, out, said: outputLines(exported.stdout), again };
}

/** Everything a database holds of a site's versions and languages, to compare two of them. */
async function siteOf(file: string) {
  const storage = await openStorage(file);
  try {
    const slots = [];
    for (const slot of await listSlots(storage.db)) {
      const articles = await listArticles(storage.db, slot.id);
      slots.push({ ...slot, id: 0, pages: articles.map((a) => [a.menu_code, a.article_title, a.article_md]) });
    }
    slots.sort((a, b) => a.version.localeCompare(b.version) || a.lang.localeCompare(b.lang));
    const { title, lang } = JSON.parse((await readSite(storage.db)).settings) as { title?: string; lang?: string };
    return { versions: await listVersions(storage.db), slots, site: { title, lang } };
  } finally {
    await storage.close();
  }
}
