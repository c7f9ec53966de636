// End-to-end tests of the `rxdocs` command that do not depend on the kind of database:
// argument errors, refusals that touch no database, defaults, and moving between databases.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAccessKeys } from "../storage/accessKeys.js";
import {
  expectOneLineFailure,
  expectSameTree,
  expectSuccess,
  importJson,
  withDatabase,
} from "../test-support/cliSite.js";
import { readFileTree, writeFileTree } from "../test-support/fileTree.js";
import { createPostgresDatabase, createSqliteDatabase, type TestDatabase } from "../test-support/databases.js";
import { outputLines, REPO_ROOT, runCli } from "../test-support/runCli.js";

describe.concurrent("rxdocs, whatever the database", () => {
  let work: string;
  let database: TestDatabase;
  const rxdocs = (args: string[], options: { env?: Record<string, string>; timeoutMs?: number } = {}) =>
    runCli(args, { cwd: work, ...options });

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "rxdocs-cli-any-"));
    database = await createSqliteDatabase();
  });
  afterAll(async () => {
    await database?.drop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("an unknown command or a missing argument exits non-zero", async () => {
    const results = await Promise.all([rxdocs(["frobnicate"]), rxdocs(["import"]), rxdocs(["key", "revoke"])]);
    for (const result of results) {
      expect(result.code).not.toBe(0);
      expect(result.stderr).not.toBe("");
    }
  });

  it("key create with a bad --expires or an empty name exits 1 with one line and creates nothing", async () => {
    const results = await Promise.all([
      rxdocs(["key", "create", "--name", "x", "--expires", "soon", "--db", database.url]),
      rxdocs(["key", "create", "--name", "x", "--expires", "2020-01-01", "--db", database.url]),
      rxdocs(["key", "create", "--name", "", "--db", database.url]),
    ]);
    expectOneLineFailure(results[0]!, /soon/);
    expectOneLineFailure(results[1]!, /2020-01-01/);
    expectOneLineFailure(results[2]!, /name/);
    expect(await withDatabase(database.url, (storage) => listAccessKeys(storage.db))).toEqual([]);
  });

  it("import of a folder that does not exist exits 1 with one line", async () => {
    expectOneLineFailure(
      await rxdocs(["import", join(work, "no-such-folder"), "--db", database.url]),
      /no-such-folder/,
    );
  });

  it("export into a non-empty directory exits 1 with one line and writes nothing", async () => {
    const occupied = join(work, "occupied");
    writeFileTree(occupied, { "notes.txt": "mine\n" });
    expectOneLineFailure(await rxdocs(["export", occupied, "--db", database.url]), /not empty/);
    expect([...readFileTree(occupied).keys()]).toEqual(["notes.txt"]);
    expect(readFileSync(join(occupied, "notes.txt"), "utf8")).toBe("mine\n");
  });

  it("serve on a port already in use exits 1 with one line saying so", async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const result = await rxdocs(["serve", "--port", String(port), "--host", "127.0.0.1", "--db", database.url]);
      expect(result.code).toBe(1);
      const lines = outputLines(result.stderr);
      expect(lines, result.stderr).toHaveLength(1);
      expect(lines[0]).toContain("already in use");
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it("a SQLite path under a folder that cannot be created exits 1 with one line", async () => {
    writeFileSync(join(work, "a-file"), "");
    const [underFile, underProc] = await Promise.all([
      rxdocs(["key", "list", "--db", join(work, "a-file", "x.db")]),
      rxdocs(["key", "list", "--db", "/proc/nope/x.db"], { timeoutMs: 4_000 }),
    ]);
    expectOneLineFailure(underFile, /^rxdocs: cannot open database/);
    expectOneLineFailure(underProc, /^rxdocs: cannot open database/);
  });

  it("without --db or DATABASE_URL the database is ./data/rxdocs.db in the working directory", async () => {
    const result = await rxdocs(["key", "list", "--json"]);
    expectSuccess(result);
    expect(result.stdout).toBe("[]\n");
    expect(statSync(join(work, "data", "rxdocs.db")).isFile()).toBe(true);
  });

  it("the repository's docs folder survives import, export, import into PostgreSQL and export unchanged", async () => {
    const postgres = await createPostgresDatabase();
    try {
      const sqlite = database.url.replace(/\.db$/, "-docs.db");
      const [first, second] = [join(work, "docs-1"), join(work, "docs-2")];
      const imported = await rxdocs(["import", join(REPO_ROOT, "docs"), "--json", "--db", sqlite]);
      expectSuccess(imported);
      const { menus, articles } = JSON.parse(imported.stdout);
      expect(menus.created).toBeGreaterThan(5);
      expect(articles.created).toBeGreaterThan(5);

      expectSuccess(await rxdocs(["export", first, "--db", sqlite]));
      const [again, copy] = await Promise.all([
        rxdocs(["import", first, "--json", "--prune", "--db", sqlite]),
        rxdocs(["import", first, "--json", "--db", postgres.url]),
      ]);
      expectSuccess(again);
      expect(again.stdout).toBe(importJson([0, 0, 0, menus.created], [0, 0, 0, articles.created]));
      expectSuccess(copy);
      expect(copy.stdout).toBe(importJson([menus.created, 0, 0, 0], [articles.created, 0, 0, 0]));

      expectSuccess(await rxdocs(["export", second, "--db", postgres.url]));
      expectSameTree(second, first);
    } finally {
      await postgres.drop();
    }
  });
});
