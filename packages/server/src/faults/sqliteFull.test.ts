// A SQLite database on a disk that fills up during an import: a real filesystem (a small
// tmpfs) runs out of room, not a limit set for the test. The import fails with one clear line
// and changes nothing, the server reading the database meanwhile keeps serving the site as it
// was, the file stays whole (integrity_check), and once there is room the same import succeeds.
// PostgreSQL keeps its files where its administrator put them; a full disk there is its own.
import { mkdirSync, mkdtempSync, rmSync, statfsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  expectOneLineFailure,
  expectSuccess,
  type Serving,
  SOON,
  startServing,
  terminate,
  withDatabase,
} from "../test-support/cliSite.js";
import { GENERATION_WORD, readSiteState, writeGenerationFolder } from "../test-support/generationSite.js";
import { runAsRoot } from "../test-support/privileges.js";
import { freePort, runCli } from "../test-support/runCli.js";

/** Room for the small site with its write-ahead log, not for the large one. */
const DISK = "2m";

describe("SQLite on a disk that fills up during an import", () => {
  let work: string;
  let disk: string | undefined;
  let serving: Serving | undefined;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "rxdocs-full-"));
    writeGenerationFolder(join(work, "small"), "old", 40);
    writeGenerationFolder(join(work, "large"), "new", 300);
    const mountPoint = join(work, "disk");
    mkdirSync(mountPoint);
    await runAsRoot("mount", ["-t", "tmpfs", "-o", `size=${DISK},mode=0777`, "tmpfs", mountPoint]);
    disk = mountPoint;
  });
  afterAll(async () => {
    if (serving) await terminate(serving.run);
    if (disk) await runAsRoot("umount", [disk]);
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("fails with one clear line, changes nothing, keeps serving, and imports once there is room", async () => {
    const file = join(disk!, "site.db");
    const importFolder = (folder: string) =>
      runCli(["import", join(work, folder), "--prune", "--json", "--db", file], { cwd: work, timeoutMs: 60_000 });
    expectSuccess(await importFolder("small"));
    const before = await readSiteState(file);
    const port = await freePort();
    serving = await startServing(["--port", String(port), "--host", "127.0.0.1", "--db", file], port, { cwd: work });
    const url = serving.url;

    const failed = await importFolder("large");
    expectOneLineFailure(
      failed,
      /^rxdocs: cannot write to the database: the disk holding \S+site\.db is full; the import changed nothing$/,
    );
    // It really was the disk that filled.
    expect(statfsSync(disk!).bavail).toBe(0);
    expect(await readSiteState(file)).toEqual(before);
    const integrity = await withDatabase(file, ({ db }) =>
      sql<{ integrity_check: string }>`pragma integrity_check`.execute(db),
    );
    expect(integrity.rows).toEqual([{ integrity_check: "ok" }]);
    // The server never stopped serving the small site, and serves it still.
    expect(await searchHits(url, GENERATION_WORD.old)).toBe(40);
    expect(serving.run.child.exitCode).toBeNull();

    await runAsRoot("mount", ["-o", "remount,size=64m", disk!]);
    expectSuccess(await importFolder("large"));
    expect((await readSiteState(file)).pages).toEqual({ old: 0, new: 300 });
    await expect.poll(() => searchHits(url, GENERATION_WORD.new), SOON).toBeGreaterThan(0);
  }, 90_000);
});

/** Pages the search finds for a word, up to the largest page of hits. */
async function searchHits(url: string, keyword: string): Promise<number> {
  const response = await fetch(`${url}/api/articleInfo/search`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ keyword, pageSize: 50 }),
  });
  if (response.status !== 200) throw new Error(`search: HTTP ${response.status}`);
  return new Set(
    ((await response.json()) as { data: { hits: { menuCode: string }[] } }).data.hits.map((hit) => hit.menuCode),
  ).size;
}
