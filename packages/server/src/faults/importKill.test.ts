// `kill -9` of `rxdocs import` at moments spread over its whole run, from the process starting
// to its commit: whatever the moment, the site read back is exactly the old one or exactly the
// new one (menus, articles and their bodies, files, search index), a server reading the
// database meanwhile serves one or the other, and the next import succeeds.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, type ExpectStatic, it } from "vitest";
import { importFolder } from "../cli/import.js";
import { openStorage, type Storage } from "../storage/database.js";
import { expectSuccess, type Serving, SOON, startServing, terminate, withDatabase } from "../test-support/cliSite.js";
import { DATABASE_KINDS, type TestDatabase } from "../test-support/databases.js";
import {
  type Generation,
  GENERATION_WORD,
  type SiteState,
  siteStateOf,
  writeGenerationFolder,
} from "../test-support/generationSite.js";
import { freePort, runCli, startCli } from "../test-support/runCli.js";

/** Pages in each generation: enough for an import to take the best part of a second, so kills land in every phase. */
const PAGES = 150;
const TRIES = 20;
const LABEL: Record<Generation, string> = { old: "Old", new: "New" };

// The databases run side by side; each has its own folders, server and twenty kills.
describe.concurrent.each(DATABASE_KINDS)("kill -9 of rxdocs import on $name", (kind) => {
  let work: string;
  let database: TestDatabase;
  // What the test reads goes through one connection, open all along as the server's is.
  let storage: Storage | undefined;
  let serving: Serving | undefined;
  const folder = (generation: Generation) => join(work, generation);
  const importArgs = (generation: Generation) => ["import", folder(generation), "--prune", "--json"];

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "rxdocs-kill-"));
    writeGenerationFolder(folder("old"), "old", PAGES);
    writeGenerationFolder(folder("new"), "new", PAGES);
    database = await kind.create();
    storage = await openStorage(database.url);
  });
  afterAll(async () => {
    if (serving) await terminate(serving.run);
    await storage?.close();
    await database?.drop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("leaves exactly the old site or the new one, twenty times over, and the next import succeeds", async ({
    expect,
  }) => {
    const { db } = storage!;
    // What each generation looks like once imported whole, and how long the command takes to
    // replace one with the other, from its start.
    const states = {} as Record<Generation, SiteState>;
    let importMs = 0;
    for (const generation of ["old", "new"] as const) {
      importMs = await timed(async () =>
        expectSuccess(
          await runCli([...importArgs(generation), "--db", database.url], { cwd: work, timeoutMs: 60_000 }),
        ),
      );
      states[generation] = await siteStateOf(db);
    }
    expect(states.old.pages).toEqual({ old: PAGES, new: 0 });
    expect(states.new.pages).toEqual({ old: 0, new: PAGES });

    const port = await freePort();
    serving = await startServing(["--port", String(port), "--host", "127.0.0.1", "--db", database.url], port, {
      cwd: work,
    });
    let current: Generation = "new";
    let killedRunning = 0;
    let keptOld = 0;
    for (let attempt = 0; attempt < TRIES; attempt++) {
      const target: Generation = current === "old" ? "new" : "old";
      // One kill in each twentieth of the import's run, at a random moment within it: from the
      // process starting, through reading the folder and writing, to the commit.
      const delayMs = (importMs * (attempt + Math.random())) / TRIES;
      const started = performance.now();
      const run = startCli([...importArgs(target), "--db", database.url], { cwd: work });
      // An import that ends before its moment has nothing left to kill: no need to wait it out.
      const ended = run.exited.then(() => performance.now() - started);
      if ((await Promise.race([sleep(delayMs), ended])) === undefined) run.child.kill("SIGKILL");
      const killed = await run.exited;
      if (killed.signal === "SIGKILL") killedRunning += 1;
      else {
        // One that ran to its end succeeded, and says how long the command takes on a quicker machine.
        expectSuccess(killed);
        importMs = await ended;
      }

      const state = await siteStateOf(db);
      const found = (["old", "new"] as const).find((generation) => state.digest === states[generation].digest);
      expect(
        found,
        `killed after ${delayMs.toFixed(0)} ms of ${importMs.toFixed(0)}: neither site but ` +
          `${state.pages.old} old pages and ${state.pages.new} new ones`,
      ).toBeDefined();
      if (found === current) keptOld += 1;
      else expect(found).toBe(target);
      await expectServed(expect, serving.url, found!);

      // The next import, opening the database anew, succeeds (what it leaves is checked by the next
      // try, and at the end). It is the command's own import, run here: a process would add only its start.
      const report = await withDatabase(database.url, (opened) =>
        importFolder(opened.db, folder(target), { prune: true }),
      );
      expect(report.warnings).toEqual([]);
      current = target;
    }
    expect((await siteStateOf(db)).digest).toBe(states[current].digest);
    // Most kills landed while the import ran (others just after it ended), and some before its commit.
    expect(killedRunning).toBeGreaterThanOrEqual(TRIES / 2);
    expect(keptOld).toBeGreaterThan(0);
  }, 150_000);
});

async function timed(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** The server comes to serve the whole of one generation: its tree, and its word in the search. */
async function expectServed(expect: ExpectStatic, url: string, generation: Generation): Promise<void> {
  const other: Generation = generation === "old" ? "new" : "old";
  await expect
    .poll(async () => {
      const tree = await post(url, "menuInfo/getAuthMenuTree", {});
      const names = menuNames(tree.data);
      const search = await post(url, "articleInfo/search", { keyword: GENERATION_WORD[generation] });
      const otherSearch = await post(url, "articleInfo/search", { keyword: GENERATION_WORD[other] });
      return {
        namesOfOtherGeneration: names.filter((name) => !name.startsWith(LABEL[generation])).length,
        pages: names.filter((name) => name.startsWith(`${LABEL[generation]} page`)).length,
        hits: search.data.hits.length > 0,
        hitsOfOtherGeneration: otherSearch.data.hits.length,
      };
    }, SOON)
    .toEqual({ namesOfOtherGeneration: 0, pages: PAGES, hits: true, hitsOfOtherGeneration: 0 });
}

async function post(url: string, call: string, body: object): Promise<any> {
  const response = await fetch(`${url}/api/${call}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`${call}: HTTP ${response.status}`);
  return response.json();
}

function menuNames(menus: { menuName: string; childList?: unknown[] }[]): string[] {
  return menus.flatMap((menu) => [
    menu.menuName,
    ...menuNames((menu.childList ?? []) as { menuName: string; childList?: unknown[] }[]),
  ]);
}
