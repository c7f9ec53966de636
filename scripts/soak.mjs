// Load and soak: on the import benchmark's generated site (default 2,000 pages) with a members'
// section only an access key opens, 100 concurrent readers on keep-alive connections mix every
// call (menu tree, list pages, article details, searches, a misspelling's suggestion, site info,
// versions, a stored file) and first pages, half of them with the key. On SQLite one
// `rxdocs serve`; on PostgreSQL two on one database, the readers spread over both. Three runs
// against the same server processes.
//
//   npm run build && npm run soak [-- --seconds 60] [--only sqlite|postgres] [--pages 2000]
//
// Prints per run: requests, errors, wrong answers, latency p50 and p99, and each server's memory.
// Every answer is checked: status 200 and the very bytes the server gave when idle (answers are
// kept compressed per content version, so a right answer is the same byte for byte).
//
// Memory is read after each run and a few idle seconds: resident memory (VmRSS in
// /proc/PID/status), and, from a probe loaded into each server that runs a full collection on
// SIGUSR2, the memory the server still holds (V8's heap and the buffers outside it) and its
// resident memory then. Run 1 fills the caches (answers, rendered pages, file bytes; all bounded
// in size), so runs 2 and 3 start warm. A leak is held memory that grows: the verdict fails when
// it is more than 10% higher after run 3 than after run 2, or grows run after run by more than
// 16 MB in all; a kilobyte kept per request would add hundreds of megabytes a run. Resident
// memory also counts what the allocator keeps for reuse, which follows the last run's load (a
// busier run leaves more, though nothing is held): after the collection, it fails the verdict
// beyond 25% or 64 MB in the same terms; before it, it is only shown. Exits 1 on any error,
// wrong answer or growth.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { benchDatabases } from "./benchDatabases.mjs";
import { writeBenchFolder } from "./importBenchFolder.mjs";
import { CLI, REPO, startRxdocsServer } from "./localServer.mjs";
import { HELD_LIMITS, memoryGrowth, PROBE, probe, RESIDENT_LIMITS, residentMb } from "./soakMemory.mjs";

const { values: args } = parseArgs({
  options: {
    pages: { type: "string", default: "2000" },
    seconds: { type: "string", default: "60" },
    only: { type: "string" },
  },
});
const PAGES = Number(args.pages);
const SECONDS = Number(args.seconds);
const READERS = 100;
const RUNS = 3;
/** Idle time after a run before memory is read. */
const SETTLE_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;
const PG_URL = process.env.RXDOCS_TEST_PG_URL || "postgres://postgres@127.0.0.1:5432/test";
const MEMBERS_WORD = "vaultkeeper";
/**
 * The one name the site is reached by, as behind a balancer: pages name their own address
 * (canonical link, previews), so servers on different ports agree only when asked by one name.
 */
const SITE_HOST = "docs.soak.test";

if (!Number.isInteger(PAGES) || PAGES < 100) fail("--pages: a count of at least 100");
if (!(SECONDS > 0)) fail("--seconds: a duration in seconds");
if (args.only && !["sqlite", "postgres"].includes(args.only)) fail("--only: sqlite or postgres");
if (!existsSync(join(REPO, "packages/server/dist/cli/main.js"))) fail("build first: npm run build");

async function main() {
  const folder = mkdtempSync(join(tmpdir(), "rxdocs-soak-"));
  let failed = false;
  try {
    writeBenchFolder(folder, PAGES);
    writeMembersSection(folder);
    console.log(
      `rxdocs soak: ${PAGES.toLocaleString("en-US")} pages, ${READERS} readers on keep-alive connections, ` +
        `${RUNS} runs of ${SECONDS} s, Node ${process.version}, ${new Date().toISOString()}`,
    );
    for (const database of benchDatabases(PG_URL)) {
      if (args.only && args.only !== database.key) continue;
      const url = await database.create();
      try {
        cli(["import", folder, "--db", url]);
        const { key } = JSON.parse(cli(["key", "create", "--name", "soak", "--json", "--db", url]));
        const instances = database.key === "postgres" ? 2 : 1;
        if (!(await soak(database.name, url, instances, key))) failed = true;
      } finally {
        await database.drop();
      }
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  console.log(failed ? "\nverdict: FAILED" : "\nverdict: passed");
  process.exit(failed ? 1 : 0);
}

/** A restricted section that readers with the key see and readers without never do. */
function writeMembersSection(folder) {
  const dir = join(folder, "zz-members");
  mkdirSync(dir);
  writeFileSync(
    join(dir, "_category_.json"),
    JSON.stringify({ label: "Members", code: "members", visibility: "restricted" }),
  );
  for (let n = 1; n <= 20; n++) {
    const text = `---\ntitle: Members page ${n}\ncode: members-${n}\n---\n\nFor members: the ${MEMBERS_WORD} notes, part ${n}.\n`;
    writeFileSync(join(dir, `page-${n}.md`), text);
  }
}

async function soak(name, url, instances, key) {
  const servers = [];
  const probeFolder = mkdtempSync(join(tmpdir(), "rxdocs-soak-probe-"));
  try {
    for (let n = 0; n < instances; n++) {
      const probeFile = join(probeFolder, `server-${n}.json`);
      const server = await startRxdocsServer(url, {
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --expose-gc --import ${PROBE}`,
        SOAK_PROBE_FILE: probeFile,
      });
      servers.push({ ...server, probeFile });
    }
    const mixes = await readerMixes(servers[0].base, key);
    const expected = await expectedAnswers(servers, [...mixes.withKey, ...mixes.withoutKey]);
    console.log(`\n${name}, ${instances === 1 ? "one server" : `${instances} servers on one database`}`);
    console.log(
      "run  requests  errors  wrong   p50 ms   p99 ms  slowest                  resident (peak) collected, held MB",
    );
    const resident = [];
    const held = [];
    const collectedResident = [];
    let clean = true;
    for (let run = 1; run <= RUNS; run++) {
      const peaks = servers.map(() => 0);
      const sample = () => servers.forEach((server, i) => (peaks[i] = Math.max(peaks[i], residentMb(server.pid))));
      const sampler = setInterval(sample, 500);
      const result = await load(servers, mixes, expected);
      clearInterval(sampler);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      resident.push(servers.map((server) => residentMb(server.pid)));
      const probed = await Promise.all(servers.map(probe));
      held.push(probed.map((memory) => memory.held));
      collectedResident.push(probed.map((memory) => memory.resident));
      printRun(run, result, resident.at(-1), peaks, held.at(-1), collectedResident.at(-1));
      if (result.errors + result.wrong > 0) clean = false;
      for (const problem of result.problems) console.log(`     ${problem}`);
    }
    const heldGrowth = memoryGrowth("held", held, HELD_LIMITS);
    const residentGrowth = memoryGrowth("resident", collectedResident, RESIDENT_LIMITS);
    return clean && heldGrowth && residentGrowth;
  } finally {
    for (const server of servers) await server.stop();
    rmSync(probeFolder, { recursive: true, force: true });
  }
}

/** What readers ask, in a loop: without the key, and with it (its pages among the rest). */
async function readerMixes(base, key) {
  const withKeyHeader = { "x-rx-hash": key };
  const json = (path, body, headers = {}) => ({
    kind: path.split("/").pop(),
    method: "POST",
    path: `/api/${path}`,
    headers: { "content-type": "application/json", "accept-encoding": "br, gzip", ...headers },
    body: JSON.stringify(body),
  });
  const get = (kind, path) => ({ kind, method: "GET", path, headers: { "accept-encoding": "br, gzip" } });
  const tree = await postJson(base, "/api/menuInfo/getAuthMenuTree", {});
  const codes = articleCodes(tree.data);
  const pick = (n) => codes[Math.floor((codes.length * (n * 0.618 + 0.1)) % codes.length)];
  // The first generated page has an image (every tenth has one).
  const withImage = codes.find((code) => /(^|-)a0$/.test(code));
  const detail = await postJson(base, "/api/articleInfo/getDetailByMenuCode", { menuCode: withImage });
  const file = /\/files\/[0-9a-f]{64}\.svg/.exec(JSON.stringify(detail))?.[0];
  if (!file) throw new Error(`the article ${withImage} links no stored image`);
  const list = (current, pageSize, attributes) =>
    json("articleInfo/getListByPage", {
      pageSize,
      current,
      query: { status: 1, sorts: [["createdAt", "desc"]], ...(attributes && { attributes }) },
    });
  const common = [
    json("siteInfo/getSiteInfo", {}),
    json("siteInfo/getVersions", {}),
    get("file", file),
    get("page", "/"),
  ];
  for (let n = 0; n < 8; n++) {
    common.push(json("articleInfo/getDetailByMenuCode", { menuCode: pick(n) }));
    common.push(get("page", `/view?path=${encodeURIComponent(pick(n + 8))}`));
    common.push(list(1 + n, 20));
  }
  common.push(list(1, 1000, ["menuCode", "articleTitle", "articleMd", "articleTabContent"]));
  for (const keyword of ["install", "configuration cache", "deploy server", "timeout", "migration"]) {
    common.push(json("articleInfo/search", { keyword }));
  }
  // Misspelled: no page has them, and the answer suggests the near spelling that has some.
  common.push(
    json("articleInfo/search", { keyword: "instalation" }),
    json("articleInfo/search", { keyword: "confguration" }),
  );
  const keyed = (request) => ({ ...request, headers: { ...request.headers, ...withKeyHeader } });
  return {
    withoutKey: [json("menuInfo/getAuthMenuTree", {}), ...common],
    withKey: [
      ...common.map(keyed),
      json("menuInfo/getAuthMenuTree", {}, withKeyHeader),
      json("articleInfo/getDetailByMenuCode", { menuCode: "members-3" }, withKeyHeader),
      json("articleInfo/search", { keyword: MEMBERS_WORD }, withKeyHeader),
      get("page", `/view?path=members-7&hash=${key}`),
    ],
  };
}

/**
 * What each server answers to each request when idle: the answer every reader must get. The
 * servers must agree, and the key must open the members' pages and nothing else show them.
 */
async function expectedAnswers(servers, requests) {
  const agent = new http.Agent({ keepAlive: true });
  const expected = new Map();
  try {
    for (const request of requests) {
      const answers = [];
      for (const server of servers) answers.push(await send(server.port, agent, request));
      for (const answer of answers) {
        if (answer.status !== 200)
          throw new Error(`${request.method} ${request.path}: HTTP ${answer.status} when idle`);
        if (!answer.bytes.equals(answers[0].bytes))
          throw new Error(`${request.method} ${request.path}: the servers disagree`);
      }
      expected.set(request, answers[0]);
    }
  } finally {
    agent.destroy();
  }
  for (const request of requests.filter((request) => request.kind === "getAuthMenuTree")) {
    const showsMembers = expected.get(request).text().includes('"menuCode":"members"');
    if (showsMembers !== "x-rx-hash" in request.headers) {
      throw new Error("the access key does not open the members' section, or the section shows without it");
    }
  }
  return expected;
}

/** READERS readers for SECONDS, even ones without the key and odd ones with it, spread over the servers. */
async function load(servers, mixes, expected) {
  const agents = servers.map(() => new http.Agent({ keepAlive: true, maxSockets: READERS }));
  const latencies = [];
  const slowestByKind = new Map();
  const result = { requests: 0, errors: 0, wrong: 0, problems: [] };
  const note = (problem) => result.problems.length < 10 && result.problems.push(problem);
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: READERS }, async (_, reader) => {
      const mix = reader % 2 === 0 ? mixes.withoutKey : mixes.withKey;
      const server = reader % servers.length;
      for (let step = reader; performance.now() < end; step++) {
        const request = mix[step % mix.length];
        const started = performance.now();
        try {
          const answer = await send(servers[server].port, agents[server], request, expected.get(request).bytes);
          const ms = performance.now() - started;
          latencies.push(ms);
          slowestByKind.set(request.kind, Math.max(slowestByKind.get(request.kind) ?? 0, ms));
          result.requests += 1;
          if (answer.status !== 200 || !answer.same) {
            result.wrong += 1;
            note(
              `wrong: ${request.method} ${request.path}: HTTP ${answer.status}${answer.same ? "" : ", other bytes"}`,
            );
          }
        } catch (error) {
          result.errors += 1;
          note(`error: ${request.method} ${request.path}: ${error.message}`);
        }
      }
    }),
  );
  for (const agent of agents) agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (share) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? NaN;
  const [slowKind, slowMs] = [...slowestByKind].sort((a, b) => b[1] - a[1])[0] ?? ["-", NaN];
  return { ...result, p50: at(0.5), p99: at(0.99), slowest: `${slowKind} ${slowMs.toFixed(0)} ms` };
}

/**
 * One request; resolves once the whole answer is in. With `expected`, compares the answer to it
 * chunk by chunk as it comes (no copy); without, keeps its bytes.
 */
function send(port, agent, { method, path, headers, body }, expected) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          host: SITE_HOST,
          ...headers,
          ...(body === undefined ? {} : { "content-length": Buffer.byteLength(body) }),
        },
      },
      (response) => {
        const chunks = [];
        let offset = 0;
        let same = true;
        response.on("data", (chunk) => {
          if (!expected) return chunks.push(chunk);
          same &&=
            offset + chunk.length <= expected.length && chunk.equals(expected.subarray(offset, offset + chunk.length));
          offset += chunk.length;
        });
        response.on("end", () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: response.statusCode,
            same: expected ? same && offset === expected.length : true,
            bytes,
            text: () => decoded(bytes, response.headers["content-encoding"]).toString("utf8"),
          });
        });
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
    request.on("error", reject);
    request.end(body);
  });
}

function decoded(bytes, encoding) {
  if (encoding === "br") return brotliDecompressSync(bytes);
  if (encoding === "gzip") return gunzipSync(bytes);
  return bytes;
}

function printRun(run, result, resident, peaks, held, collected) {
  const memory = resident.map((mb, i) => `${mb} (${peaks[i]}) ${collected[i]}, ${held[i]}`).join("; ");
  const cells = [
    String(run).padEnd(4),
    String(result.requests).padStart(8),
    String(result.errors).padStart(7),
    String(result.wrong).padStart(6),
    result.p50.toFixed(1).padStart(8),
    result.p99.toFixed(1).padStart(8),
    ` ${result.slowest.padEnd(24)}`,
    memory,
  ];
  console.log(cells.join(" "));
}

function cli(argv) {
  const result = spawnSync(process.execPath, [CLI, ...argv], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`rxdocs ${argv[0]} failed: ${result.stderr}`);
  return result.stdout;
}

async function postJson(base, path, body) {
  const response = await fetch(base + path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json();
}

function articleCodes(menus, codes = []) {
  for (const menu of menus) {
    if (menu.menuType === 2) codes.push(menu.menuCode);
    articleCodes(menu.childList ?? [], codes);
  }
  return codes;
}

function fail(message) {
  console.error(`soak: ${message}`);
  process.exit(1);
}

// A failure inside stops the servers and drops the databases on its way out.
await main().catch((error) => fail(error.message));
