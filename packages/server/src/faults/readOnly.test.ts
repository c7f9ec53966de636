// A SQLite database that cannot be written. A read-only file: an import refuses with one clear
// line and changes nothing, and `rxdocs serve` serves the site as it is (a read-only copy is a
// fair way to publish one). A read-only folder: SQLite cannot keep its -wal and -shm files
// beside the database, so it cannot even read it; every command refuses with one line saying so.
// The commands run as an account that permissions apply to: root writes whatever the mode.
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectOneLineFailure, expectSuccess, startServing, terminate } from "../test-support/cliSite.js";
import { GENERATION_WORD, readSiteState, writeGenerationFolder } from "../test-support/generationSite.js";
import { unprivilegedUser } from "../test-support/privileges.js";
import { freePort, runCli } from "../test-support/runCli.js";

describe("SQLite that cannot be written", () => {
  let work: string;
  let user: { uid: number; gid: number } | undefined;
  /** A folder holding a database with the small site, owned by the account the commands run as. */
  const siteDatabase = async (name: string) => {
    const folder = join(work, name);
    mkdirSync(folder);
    const file = join(folder, "site.db");
    expectSuccess(await runCli(["import", join(work, "old"), "--json", "--db", file], { cwd: work }));
    if (user) for (const path of [folder, file]) chownSync(path, user.uid, user.gid);
    return { folder, file };
  };
  const asUser = (args: string[]) => runCli(args, { cwd: work, user });

  beforeAll(async () => {
    user = await unprivilegedUser();
    work = mkdtempSync(join(tmpdir(), "rxdocs-readonly-"));
    // The other account reads the folders to import from here.
    chmodSync(work, 0o755);
    writeGenerationFolder(join(work, "old"), "old", 40);
    writeGenerationFolder(join(work, "new"), "new", 40);
  });
  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("a read-only file: the import refuses with one line and changes nothing; serve serves the site", async () => {
    const { file } = await siteDatabase("file");
    const before = await readSiteState(file);
    chmodSync(file, 0o444);

    const refused = await asUser(["import", join(work, "new"), "--prune", "--json", "--db", file]);
    expectOneLineFailure(
      refused,
      /^rxdocs: cannot write to the database: \S+site\.db is read-only; the import changed nothing$/,
    );

    const port = await freePort();
    const serving = await startServing(["--port", String(port), "--host", "127.0.0.1", "--db", file], port, {
      cwd: work,
      user,
    });
    try {
      expect((await fetch(`${serving.url}/readyz`)).status).toBe(200);
      const search = await fetch(`${serving.url}/api/articleInfo/search`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ keyword: GENERATION_WORD.old, pageSize: 50 }),
      });
      expect(search.status).toBe(200);
      expect(((await search.json()) as { data: { hits: unknown[] } }).data.hits.length).toBeGreaterThan(0);
    } finally {
      expect((await terminate(serving.run)).code).toBe(0);
    }
    expect(await readSiteState(file)).toEqual(before);
  });

  it("a read-only folder: import and serve refuse with one line that names the folder", async () => {
    const { folder, file } = await siteDatabase("folder");
    const before = await readSiteState(file);
    chmodSync(folder, 0o555);
    try {
      const because = /^rxdocs: cannot open database \S+site\.db: the folder \S+ is read-only \(SQLite writes/;
      expectOneLineFailure(await asUser(["import", join(work, "new"), "--json", "--db", file]), because);
      const port = String(await freePort());
      expectOneLineFailure(await asUser(["serve", "--port", port, "--host", "127.0.0.1", "--db", file]), because);
    } finally {
      chmodSync(folder, 0o755);
    }
    expect(await readSiteState(file)).toEqual(before);
  });
});
