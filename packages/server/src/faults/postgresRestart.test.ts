// PostgreSQL restarted under load, as an operator or a failover does it: `rxdocs serve` reports
// the outage on /readyz, refuses calls with a clear 503 (never a wrong answer, never a wait
// beyond the pool's connect timeout), and once the database is back it recovers by itself,
// without a restart, to answers as correct as before and content changes seen again.
// The PostgreSQL is a private one: the shared test database must stay up for the other tests.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectSuccess, type Serving, SOON, startServing, terminate } from "../test-support/cliSite.js";
import { GENERATION_WORD, writeGenerationFolder } from "../test-support/generationSite.js";
import { type PrivatePostgres, startPrivatePostgres } from "../test-support/privatePostgres.js";
import { freePort, pollUntil, runCli } from "../test-support/runCli.js";
import { freshSearch, readerCalls, send, startReaders, withExpectedAnswers } from "../test-support/siteReaders.js";

/** More readers than the server's pool has connections, so that connections are handed straight on. */
const READERS = 16;
/** Each restart is a new chance to catch the server in the middle of a query. */
const RESTARTS = 3;
/** The pool gives up connecting after 10 s; no answer may take longer than that and a margin. */
const ANSWER_BOUND_MS = 12_000;

describe("PostgreSQL restarted under load", () => {
  let postgres: PrivatePostgres;
  let work: string;
  let serving: Serving | undefined;

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    work = mkdtempSync(join(tmpdir(), "rxdocs-pg-restart-"));
    writeGenerationFolder(join(work, "old"), "old", 60);
    writeGenerationFolder(join(work, "new"), "new", 60);
    expectSuccess(await runCli(["import", join(work, "old"), "--json", "--db", postgres.url], { cwd: work }));
    const port = await freePort();
    serving = await startServing(["--port", String(port), "--host", "127.0.0.1", "--db", postgres.url], port, {
      cwd: work,
      env: { LOG_LEVEL: "error" },
    });
  });
  afterAll(async () => {
    if (serving) await terminate(serving.run);
    await postgres?.destroy();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("answers 503 while it is down, never a wrong answer, and recovers by itself once it is back", async () => {
    const url = serving!.url;
    const readyStatus = () =>
      fetch(`${url}/readyz`).then(
        (response) => response.status,
        (error: Error) =>
          serving!.run.child.exitCode === null
            ? `no answer: ${String(error.cause ?? error)}`
            : `the server ended: ${serving!.run.stderr().slice(0, 300)}`,
      );
    // About a fifth of the calls are searches never asked before, so that queries are always in
    // flight when PostgreSQL goes away, as on a busy site.
    const fresh = freshSearch("old");
    const calls = [...(await withExpectedAnswers(url, await readerCalls(url))), fresh, fresh, fresh, fresh, fresh];
    const readers = startReaders(url, calls, { readers: READERS, timeoutMs: ANSWER_BOUND_MS * 2 });
    const { tally } = readers;
    // Waits for the readers to get so far, and stops at the first wrong answer, which it shows.
    const served = async (what: string, done: () => boolean) => {
      await pollUntil(what, async () => (done() || tally.wrongCount > 0 ? true : undefined), 30_000);
      expect(tally.wrong, `${tally.wrongCount} wrong answers, waiting for ${what}`).toEqual([]);
    };
    try {
      await served("answers before the first restart", () => tally.ok >= 200);
      for (let restart = 1; restart <= RESTARTS; restart++) {
        await postgres.stop();
        await expect.poll(readyStatus, SOON).toBe(503);
        const refusedBefore = tally.unavailable;
        await served(
          `clear refusals while PostgreSQL is down (${restart})`,
          () => tally.unavailable >= refusedBefore + 100,
        );
        expect(await readyStatus()).toBe(503);

        await postgres.start();
        await expect.poll(readyStatus, { timeout: 15_000, interval: 100 }).toBe(200);
        // Recovered: a long run of answers, every one as before, and hardly a refusal among them
        // (only those already on their way when it came back).
        const { ok, unavailable } = tally;
        await served(`answers after restart ${restart}`, () => tally.ok >= ok + 300);
        expect(tally.unavailable - unavailable).toBeLessThan(READERS);
      }
    } finally {
      await readers.stop();
    }
    expect(tally.wrong, `${tally.wrongCount} wrong answers`).toEqual([]);
    expect(tally.slowestMs).toBeLessThan(ANSWER_BOUND_MS);
    expect(serving!.run.child.exitCode).toBeNull();

    // The server also sees content changes again: its check of the content version recovered too.
    expectSuccess(
      await runCli(["import", join(work, "new"), "--prune", "--json", "--db", postgres.url], { cwd: work }),
    );
    const search = { name: "search", path: "/api/articleInfo/search", body: `{"keyword":"${GENERATION_WORD.new}"}` };
    const newPagesFound = async () => {
      const answer = (await (await send(url, search, 5_000)).json()) as { data: { hits: unknown[] } };
      return answer.data.hits.length > 0;
    };
    await expect.poll(newPagesFound, SOON).toBe(true);
  }, 90_000);
});
