// `rxdocs check` as an operator runs it: a whole database passes, and each kind of damage is
// found and named, with exit code 1 and one line on stderr.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../storage/schema.js";
import { expectOneLineFailure, expectSuccess, SITE, withDatabase } from "../test-support/cliSite.js";
import { DATABASE_KINDS, type TestDatabase } from "../test-support/databases.js";
import { writeFileTree } from "../test-support/fileTree.js";
import { pngImage } from "../test-support/images.js";
import { type CliResult, outputLines, runCli } from "../test-support/runCli.js";

/** Exit 1, the report on stdout, and what to do as one line on stderr. */
function expectProblems(result: CliResult, count: number): void {
  expect(result.code, result.stderr).toBe(1);
  expect(outputLines(result.stderr)).toEqual([
    expect.stringMatching(
      new RegExp(
        `^rxdocs: ${count} problems? found in .*; restore the last good backup, or import the site's folder into a new database$`,
      ),
    ),
  ]);
}

describe.concurrent.each(DATABASE_KINDS)("rxdocs check on $name", (kind) => {
  let work: string;
  let site: string;
  const databases: TestDatabase[] = [];
  const rxdocs = (...args: string[]) => runCli(args, { cwd: work });

  /** A new database holding the site, two versions of it, with a picture. */
  async function importedSite(): Promise<string> {
    const database = await kind.create();
    databases.push(database);
    expectSuccess(await rxdocs("import", site, "--db", database.url));
    expectSuccess(await rxdocs("import", site, "--version", "1.x", "--db", database.url));
    return database.url;
  }

  /** Changes the database behind the server's back, as a disk fault or a careless hand would. */
  const damage = (url: string, change: (db: Kysely<Database>) => Promise<unknown>) =>
    withDatabase(url, (storage) => change(storage.db));

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), "rxdocs-check-"));
    site = join(work, "site");
    writeFileTree(site, {
      ...SITE,
      "pictures.md": "---\ntitle: Pictures\ncode: pictures\n---\n\n## A square\n\n![A blue square](./square.png)\n",
    });
    writeFileSync(join(site, "square.png"), pngImage(8, 8));
  });
  afterAll(async () => {
    await Promise.all(databases.map((database) => database.drop()));
    rmSync(work, { recursive: true, force: true });
  });

  it("passes a whole database, saying what it looked at", async () => {
    const url = await importedSite();
    const result = await rxdocs("check", "--db", url);
    expectSuccess(result);
    expect(result.stdout).toMatch(/^ {2}ok {5} {2}storage: /m);
    expect(result.stdout).toMatch(/^ {2}ok {7}pages: \d+ pages in all versions and languages$/m);
    expect(result.stdout).toMatch(/^ {2}ok {7}search index: \d+ sections of \d+ page revisions, \d+ words$/m);
    expect(result.stdout).toMatch(/^ {2}ok {7}files: 1 files$/m);
    expect(result.stdout.trimEnd().split("\n").at(-1)).toBe("No problems found.");
    const json = JSON.parse((await rxdocs("check", "--db", url, "--json")).stdout);
    expect(json.ok).toBe(true);
    expect(json.checks.map((check: { name: string }) => check.name)).toEqual([
      "storage",
      "pages",
      "search index",
      "files",
    ]);
  });

  it("finds a page whose sections are missing from the search index", async () => {
    const url = await importedSite();
    await damage(url, (db) =>
      db
        .deleteFrom("article_sections")
        .where("article_id", "in", db.selectFrom("article_revisions").select("id").where("menu_code", "=", "pictures"))
        .execute(),
    );
    const result = await rxdocs("check", "--db", url);
    expectProblems(result, 2);
    expect(result.stdout).toMatch(/PROBLEM {2}search index: /);
    expect(result.stdout).toMatch(/pictures \(revision \d+\): \d+ sections missing from the search index/);
    // The sections no page has now, and the words they alone held, are out of step too.
    expect(result.stdout).toMatch(/search sections belong to no page/);
  });

  it("finds word counts out of step with the sections", async () => {
    const url = await importedSite();
    await damage(url, (db) =>
      db
        .updateTable("search_terms")
        .set((eb) => ({ rows: eb("rows", "+", 1) }))
        .where("term", "=", "square")
        .execute(),
    );
    const result = await rxdocs("check", "--db", url);
    expectProblems(result, 1);
    expect(result.stdout).toContain("the word counts are out of step: 1 wrong, 0 missing");
  });

  it("finds a file whose bytes are not those of its hash", async () => {
    const url = await importedSite();
    await damage(url, (db) =>
      db
        .updateTable("files")
        .set({ bytes: Buffer.from("not a picture") })
        .execute(),
    );
    const result = await rxdocs("check", "--db", url);
    expectProblems(result, 1);
    expect(result.stdout).toMatch(/PROBLEM {2}files: 1 files\n +the file [0-9a-f]{12}… is damaged/);
  });

  it("finds a page whose body is gone, past the database's own constraints", async () => {
    const url = await importedSite();
    await damage(url, async (db) => {
      // As a restore of a partial dump would: constraints are not checked while rows are put back.
      if (kind.name === "PostgreSQL") await sql`set session_replication_role = replica`.execute(db);
      else await sql`pragma foreign_keys = off`.execute(db);
      await db
        .deleteFrom("article_bodies")
        .where("hash", "in", db.selectFrom("article_revisions").select("body_hash").where("menu_code", "=", "top"))
        .execute();
    });
    const result = await rxdocs("check", "--db", url);
    // The page's words can no longer be told from its body either; SQLite also names the broken key.
    expectProblems(result, kind.name === "SQLite" ? 3 : 2);
    expect(result.stdout).toMatch(/PROBLEM {2}pages: /);
    expect(result.stdout).toMatch(/top \(revision \d+\): its body is missing/);
    if (kind.name === "SQLite")
      expect(result.stdout).toMatch(/a row of article_revisions points at a missing row of article_bodies/);
  });

  // PostgreSQL keeps a section's words in its own row; SQLite keeps them in tables apart, which can drift.
  if (kind.name === "SQLite") {
    it("finds sections the full-text index lost", async () => {
      const url = await importedSite();
      await damage(url, (db) =>
        sql`delete from search_fts where rowid = (select min(section_id) from article_sections)`.execute(db),
      );
      const result = await rxdocs("check", "--db", url);
      expectProblems(result, 1);
      expect(result.stdout).toContain("search_fts: 1 sections not indexed, 0 entries of no section");
    });
  }

  it("answers a database it cannot open with one line", async () => {
    // A database whose folder cannot be made: a file stands where it would be.
    expectOneLineFailure(await rxdocs("check", "--db", join(site, "top.md", "site.db")), /is a file, not a folder/);
  });
});
