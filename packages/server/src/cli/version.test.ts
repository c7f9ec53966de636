// `rxdocs import --version` and `rxdocs version`, as an operator runs them, on both databases.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStorage } from "../storage/database.js";
import { DATABASE_KINDS, type TestDatabase } from "../test-support/databases.js";
import { writeFileTree } from "../test-support/fileTree.js";
import { outputLines, runCli } from "../test-support/runCli.js";

const SITE = {
  "guide.md": "---\ncode: guide\n---\n\n# Guide\n\nThe same in every version.\n",
  "setup.md": "---\ncode: setup\n---\n\n# Setup\n\nRun the installer.\n",
  "peek.md": "---\ncode: peek\nvisibility: hidden\n---\n\n# Peek\n",
};
const OLD_SITE = { ...SITE, "setup.md": "---\ncode: setup\n---\n\n# Setup\n\nRun the old installer.\n" };

describe.each(DATABASE_KINDS)("rxdocs version on $name", (kind) => {
  let work: string;
  let database: TestDatabase;
  const onDb = (...args: string[]) => runCli([...args, "--db", database.url], { cwd: work });
  const count = async (table: "article_revisions" | "article_bodies" | "slots" | "search_sections") => {
    const storage = await openStorage(database.url);
    try {
      const row = await storage.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    } finally {
      await storage.close();
    }
  };

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "rxdocs-version-"));
    writeFileTree(join(work, "new"), SITE);
    writeFileTree(join(work, "old"), OLD_SITE);
    database = await kind.create();
    expect((await onDb("import", "new")).code).toBe(0);
    const old = await onDb("import", "old", "--version", "1.x");
    expect(old.code, old.stderr).toBe(0);
    expect(outputLines(old.stdout)).toEqual([expect.stringMatching(/^Imported version 1\.x \(en\) of .*old: /)]);
  });
  afterAll(async () => {
    await database?.drop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("lists the versions with their languages, the latest marked", async () => {
    const result = await onDb("version", "list");
    expect(outputLines(result.stdout)).toEqual(["current  en  (latest)", "1.x  en"]);
    // The unchanged pages are stored once for both versions.
    expect(await count("search_sections")).toBe(4);
    expect(await count("article_revisions")).toBe(4);
    expect(await count("article_bodies")).toBe(4);
  });

  it("prints share links that open the version and language they were made for", async () => {
    const latest = await onDb("link", "peek", "--base-url", "https://docs.example");
    expect(latest.stdout).toMatch(/^https:\/\/docs\.example\/view\?path=peek&viewPath=[\w-]+&timestamp=\d+\n$/);
    const older = await onDb("link", "peek", "--version", "1.x", "--base-url", "https://docs.example");
    expect(older.stdout).toMatch(
      /^https:\/\/docs\.example\/view\?path=peek&version=1\.x&viewPath=[\w-]+&timestamp=\d+\n$/,
    );
    // The same view code opens the page in every version.
    expect(new URL(older.stdout).searchParams.get("viewPath")).toBe(
      new URL(latest.stdout).searchParams.get("viewPath"),
    );
    expect((await onDb("link", "peek", "--version", "9.x")).stderr).toBe("rxdocs: the site has no version 9.x\n");
  });

  it("labels, unlists and relists a version, and makes another the latest", async () => {
    expect((await onDb("version", "label", "1.x", "1.x (LTS)")).stdout).toBe('1.x is labelled "1.x (LTS)"\n');
    expect((await onDb("version", "unlist", "1.x")).code).toBe(0);
    expect(outputLines((await onDb("version", "list")).stdout)).toEqual([
      "current  en  (latest)",
      '1.x  en  (unlisted, label "1.x (LTS)")',
    ]);
    const refused = await onDb("version", "unlist", "current");
    expect(refused.stderr).toBe("rxdocs: current is the latest version; readers are offered it always\n");
    expect((await onDb("version", "relist", "1.x")).code).toBe(0);
    expect((await onDb("version", "latest", "1.x")).code).toBe(0);
    const json = JSON.parse((await onDb("version", "list", "--json")).stdout);
    expect(json).toEqual([
      { name: "current", label: null, latest: false, listed: true, languages: ["en"] },
      { name: "1.x", label: "1.x (LTS)", latest: true, listed: true, languages: ["en"] },
    ]);
    expect((await onDb("version", "latest", "current")).code).toBe(0);
  });

  it("refuses an unknown or malformed version, and the removal of the latest, changing nothing", async () => {
    expect((await onDb("version", "label", "9.x", "x")).stderr).toBe(
      "rxdocs: the site has no version 9.x (see rxdocs version list)\n",
    );
    expect((await onDb("version", "remove", "../x")).stderr).toBe('rxdocs: "../x" is not a version name such as 2.x\n');
    const latest = await onDb("version", "remove", "current");
    expect(latest.code).toBe(1);
    expect(latest.stderr).toMatch(/^rxdocs: current is the latest version; make another one the latest first/);
    expect(await count("article_revisions")).toBe(4);
  });

  it("puts a new version among the others by its name, newest first", async () => {
    writeFileTree(join(work, "next"), SITE);
    expect((await onDb("import", "next", "--version", "3.x")).code).toBe(0);
    expect(outputLines((await onDb("version", "list")).stdout).map((line) => line.split(" ")[0])).toEqual([
      "current",
      "3.x",
      "1.x",
    ]);
    expect((await onDb("version", "remove", "3.x")).code).toBe(0);
    // After a removal, the positions have a gap: the oldest still goes last.
    expect((await onDb("import", "next", "--version", "0.9")).code).toBe(0);
    expect(outputLines((await onDb("version", "list")).stdout).map((line) => line.split(" ")[0])).toEqual([
      "current",
      "1.x",
      "0.9",
    ]);
    expect((await onDb("version", "remove", "0.9")).code).toBe(0);
  });

  it("removes a version with what no other version has of it", async () => {
    const result = await onDb("version", "remove", "1.x");
    expect(result.stdout).toBe("Removed version 1.x (3 pages in all its languages)\n");
    expect(outputLines((await onDb("version", "list")).stdout)).toEqual(["current  en  (latest)"]);
    expect(await count("article_revisions")).toBe(3);
    expect(await count("article_bodies")).toBe(3);
    expect(await count("slots")).toBe(1);
    // One section a page: the old setup's went with it.
    expect(await count("search_sections")).toBe(3);
  });
});
