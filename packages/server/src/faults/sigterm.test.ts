// SIGTERM under load, as an orchestrator stops a server it replaces: every request the server
// has begun (slow ones among them: list pages of every article with their bodies, searches,
// first pages; two whose bodies are still arriving; six for a reader on a slow line) finishes
// with the right answer, new connections are refused from then on, and the process exits 0
// soon after its last answer, although its readers keep their keep-alive connections open.
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createBrotliDecompress, createGunzip } from "node:zlib";
import { afterAll, beforeAll, describe, it } from "vitest";
import { API_BASE_PATH, API_PATHS } from "@rxdocs/contract";
import { expectSuccess, type Serving, startServing, terminate } from "../test-support/cliSite.js";
import { DATABASE_KINDS, type TestDatabase } from "../test-support/databases.js";
import { writeGenerationFolder } from "../test-support/generationSite.js";
import { type CliResult, freePort, pollUntil, runCli } from "../test-support/runCli.js";
import { type RawExchange, rawExchange, type RawRequest } from "../test-support/rawHttp.js";
import { type CheckedCall, type ReaderCall, withExpectedAnswers } from "../test-support/siteReaders.js";

const PAGES = 300;
/** How soon after its last answer the process must be gone. */
const EXIT_BOUND_MS = 5_000;

describe.concurrent.each(DATABASE_KINDS)("SIGTERM of rxdocs serve under load on $name", (kind) => {
  let work: string;
  let database: TestDatabase;
  /** A second server on the same database: the right answers come from it, and the first keeps no answer ready. */
  let reference: Serving | undefined;
  const serve = async (env: Record<string, string> = {}) => {
    const port = await freePort();
    const args = ["--port", String(port), "--host", "127.0.0.1", "--db", database.url];
    return startServing(args, port, { cwd: work, env });
  };

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "rxdocs-sigterm-"));
    writeGenerationFolder(join(work, "site"), "old", PAGES);
    database = await kind.create();
    expectSuccess(await runCli(["import", join(work, "site"), "--json", "--db", database.url], { cwd: work }));
    reference = await serve({ LOG_LEVEL: "error" });
  });
  afterAll(async () => {
    if (reference) await terminate(reference.run);
    await database?.drop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("finishes every request in flight with the right answer, refuses new connections, exits 0 soon after", async ({
    expect,
  }) => {
    const calls = await withExpectedAnswers(reference!.url, slowAndQuickCalls());
    const serving = await serve({ LOG_LEVEL: "info" });
    const port = Number(new URL(serving.url).port);
    // Each request is marked in its address, so that the server's log shows when it began.
    const marked = (call: CheckedCall, mark: string) => ({
      ...call,
      path: `${call.path}${call.path.includes("?") ? "&" : "?"}${mark}`,
    });
    const list = calls[0]!;
    // A reader on a slow line asks for six list pages at once (several megabytes), takes the
    // first bytes and reads no more for now: the server has ended answers it cannot send yet.
    const slowRequests = Array.from({ length: 6 }, (_, n) => marked(list, `slow=${n}`));
    const slow = rawExchange(port, slowRequests.map(rawRequest), { pauseReading: true });
    await slow.firstBytes;
    // Two readers whose request bodies are still on their way.
    const heldRequests = [1, 2].map((n) => marked(calls[n]!, `held=${n}`));
    const held = heldRequests.map((call) => rawExchange(port, [rawRequest(call)], { holdBack: 5 }));
    // And every call once, from readers that keep their connections open, as browsers do.
    const agent = new Agent({ keepAlive: true });
    const burst = calls.map((call, n) => marked(call, `inflight=${n}`));
    const answers = burst.map((call) => request(agent, port, call));
    // Fastify logs each request as it begins it, before reading its body.
    const begun = [...slowRequests, ...heldRequests, ...burst].map((call) => `"url":"${call.path}"`);
    await pollUntil("the server to begin every request", async () =>
      begun.every((line) => serving.run.stdout().includes(line)) ? true : undefined,
    );

    const signalled = performance.now();
    serving.run.child.kill("SIGTERM");
    let exit: (CliResult & { at: number }) | undefined;
    void serving.run.exited.then((result) => (exit = { ...result, at: performance.now() }));
    await pollUntil("new connections to be refused", () => connectionRefused(port));
    // Refused while the process still runs: the held and slow readers keep it busy.
    expect(serving.run.child.exitCode).toBeNull();

    for (const exchange of held) exchange.sendRest();
    slow.readOn();
    const rawAnswers = async (exchange: RawExchange, sent: CheckedCall[]) =>
      (await exchange.answers).map((answer, n) => ({ ...answer, call: sent[n]!, at: performance.now() }));
    const heldAnswers = held.map((exchange, n) => rawAnswers(exchange, [heldRequests[n]!]));
    const slowAnswers = rawAnswers(slow, slowRequests);
    const results = [
      ...(await Promise.all(answers)),
      ...(await Promise.all(heldAnswers)).flat(),
      ...(await slowAnswers),
    ];
    // Every call answered, by its marked address: one without its answer is named.
    const sent = [...burst, ...heldRequests, ...slowRequests].map((call) => call.path);
    expect(results.map(({ call }) => call.path).sort()).toEqual(sent.sort());
    for (const { call, status, text } of results) {
      expect(status, `${call.name}: ${text.slice(0, 200)}`).toBe(200);
      expect(call.isRight(text), `${call.name}: not the answer a healthy server gives`).toBe(true);
    }
    const lastAnswer = Math.max(...results.map((result) => result.at));
    expect(lastAnswer).toBeGreaterThan(signalled);
    const exited = await pollUntil("the process to exit after its last answer", async () => exit, EXIT_BOUND_MS);
    expect(exited.signal).toBeNull();
    expect(exited.code, exited.stderr).toBe(0);
    expect(exited.at - lastAnswer).toBeLessThan(EXIT_BOUND_MS);
    agent.destroy();
  }, 60_000);
});

const rawRequest = (call: CheckedCall): RawRequest => ({
  path: call.path,
  body: typeof call.body === "function" ? call.body() : call.body!,
});

/** Every kind of call, the slow ones several times over with different orders and words. */
function slowAndQuickCalls(): ReaderCall[] {
  const post = (path: string, body: object): ReaderCall => ({
    name: `${path} ${JSON.stringify(body)}`,
    path: `${API_BASE_PATH}/${path}`,
    body: JSON.stringify(body),
  });
  const everyArticle = (sort: string, direction: string) =>
    post(API_PATHS.getListByPage, {
      pageSize: 1000,
      current: 1,
      query: { sorts: [[sort, direction]], attributes: ["menuCode", "articleTitle", "articleMd"] },
    });
  const codes = Array.from({ length: 8 }, (_, n) => `p${n * 37}`);
  return [
    everyArticle("menuCode", "asc"),
    everyArticle("menuCode", "desc"),
    everyArticle("articleTitle", "asc"),
    everyArticle("articleTitle", "desc"),
    everyArticle("updatedAt", "desc"),
    ...["replica timeout", "cache server", "deploy bucket", "oldenmarker", "migration index", "replcia"].map(
      (keyword) => post(API_PATHS.search, { keyword }),
    ),
    ...codes.map((menuCode) => post(API_PATHS.getDetailByMenuCode, { menuCode })),
    post(API_PATHS.getAuthMenuTree, {}),
    post(API_PATHS.getSiteInfo, {}),
    post(API_PATHS.getVersions, {}),
    { name: "GET /", path: "/" },
    ...codes.slice(0, 5).map((code) => ({ name: `GET /view?path=${code}`, path: `/view?path=${code}` })),
  ];
}

/**
 * One call with Node's HTTP client, which reads every answer as it arrives. (Node's fetch
 * fails an answer it has wholly received if the server closes the idle connection before the
 * answer's body has been read from it, which a server may do at any time once it has sent it.)
 */
function request(agent: Agent, port: number, call: CheckedCall): Promise<Answer> {
  const body = typeof call.body === "function" ? call.body() : call.body;
  return new Promise((resolve) => {
    const sent = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: call.path,
        method: body === undefined ? "GET" : "POST",
        agent,
        headers: {
          "accept-encoding": "gzip, br",
          ...(body !== undefined && { "content-type": "application/json", "content-length": Buffer.byteLength(body) }),
        },
      },
      (response) => {
        const encoding = response.headers["content-encoding"];
        const decoded = encoding === "br" ? createBrotliDecompress() : encoding === "gzip" ? createGunzip() : undefined;
        const chunks: Buffer[] = [];
        const stream = decoded ? response.pipe(decoded) : response;
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () =>
          resolve({
            call,
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString("utf8"),
            at: performance.now(),
          }),
        );
        stream.on("error", (error) =>
          resolve({ call, status: 0, text: `cut short: ${error.message}`, at: performance.now() }),
        );
      },
    );
    sent.on("error", (error) =>
      resolve({ call, status: 0, text: `no answer: ${error.message}`, at: performance.now() }),
    );
    sent.end(body);
  });
}

interface Answer {
  call: CheckedCall;
  status: number;
  text: string;
  at: number;
}

/**
 * Whether a new connection is refused; undefined while one still reaches the port (one that
 * reaches it just as it closes is reset, and the next is refused).
 */
function connectionRefused(port: number): Promise<true | undefined> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(undefined);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED" || undefined));
  });
}
