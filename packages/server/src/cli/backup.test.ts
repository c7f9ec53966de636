// `rxdocs backup`, as an operator runs it: beside a running server, checked, never overwriting.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listArticles } from "../storage/articles.js";
import { openStorage } from "../storage/database.js";
import { type Serving, startServing, terminate } from "../test-support/cliSite.js";
import { PG_TEST_URL } from "../test-support/databases.js";
import { writeFileTree } from "../test-support/fileTree.js";
import { freePort, outputLines, runCli } from "../test-support/runCli.js";

describe("rxdocs backup", () => {
  let work: string;
  let serving: Serving;
  const rxdocs = (...args: string[]) => runCli(args, { cwd: work });
  const titles = async (file: string) => {
    const storage = await openStorage(file);
    try {
      return (await listArticles(storage.db)).map((article) => article.article_title);
    } finally {
      await storage.close();
    }
  };

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "rxdocs-backup-"));
    writeFileTree(join(work, "site"), { "guide.md": "# Guide\n\nRead me.", "setup.md": "# Setup\n\nRun it." });
    expect((await rxdocs("import", "site", "--db", "site.db")).code).toBe(0);
    const port = await freePort();
    serving = await startServing(["--port", String(port), "--host", "127.0.0.1", "--db", "site.db"], port, {
      cwd: work,
    });
  });
  afterAll(async () => {
    if (serving) await terminate(serving.run);
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("copies the database while the server runs, and the copy holds the same site", async () => {
    const result = await rxdocs("backup", "copy.db", "--db", "site.db");
    expect(result.code, result.stderr).toBe(0);
    expect(outputLines(result.stdout)).toEqual([
      expect.stringMatching(/^Backed up .*site\.db to .*copy\.db \(\d+\.\d MB, content version \d+\)$/),
    ]);
    expect(await titles(join(work, "copy.db"))).toEqual(await titles(join(work, "site.db")));
    expect((await fetch(`${serving.url}/healthz`)).ok).toBe(true);
    expect(existsSync(join(work, "copy.db.partial"))).toBe(false);
  });

  it("never overwrites a file, and says so in one line", async () => {
    const before = readFileSync(join(work, "copy.db"));
    const result = await rxdocs("backup", "copy.db", "--db", "site.db");
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `rxdocs: ${join(work, "copy.db")} exists; a backup never overwrites a file, so name a new one\n`,
    );
    expect(readFileSync(join(work, "copy.db")).equals(before)).toBe(true);
  });

  it("sends PostgreSQL to its own tools, opening nothing", async () => {
    const result = await rxdocs("backup", "pg.db", "--db", PG_TEST_URL);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      "rxdocs: rxdocs backup copies SQLite databases; back up PostgreSQL with pg_dump (see the guide's Backups page)\n",
    );
    expect(existsSync(join(work, "pg.db"))).toBe(false);
  });
});
