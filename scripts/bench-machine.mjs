// Machine readers' benchmark: on generated sites (default 2,000 and 20,000 articles,
// ../shared/bench/corpus.mjs), for SQLite and PostgreSQL, serves the site with `rxdocs serve` and
// prints
// - MCP search: the round trip of the `search_docs` tool called by the official SDK's client over
//   Streamable HTTP, p50 / p95 / max over 200 queries (rare words, common words and two-word
//   queries), after 20 to warm up;
// - llms-full.txt: time to first byte, total time and size, and the server's resident memory
//   before and at its peak while it streams (sampled from /proc every 5 ms): the peak above the
//   start should stay flat as the site grows, since pages are streamed in batches;
// - the social card: the first render of a page's card in a fresh server, the first render of
//   another page's, and the cached one.
//
//   npm run build && npm run bench:machine [-- --articles 2000,20000] [--only sqlite|postgres] [--server-heap 512]
//
// The figures are for comparing within one run on one machine; absolute times vary.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { benchDatabases } from "./benchDatabases.mjs";
import { CLI, REPO as repo, startRxdocsServer } from "./localServer.mjs";

const { values: args } = parseArgs({
  options: {
    articles: { type: "string", default: "2000,20000" },
    only: { type: "string" },
    // Caps the server's V8 heap (MB): whether llms-full.txt streams within a small cap at every
    // size tells whether its memory grows with the site, which RSS cannot (V8 collects lazily).
    "server-heap": { type: "string" },
    corpus: { type: "string", default: resolve(repo, "../shared/bench/corpus.mjs") },
  },
});
const SIZES = args.articles.split(",").map(Number);
const PG_URL = process.env.RXDOCS_TEST_PG_URL || "postgres://postgres@127.0.0.1:5432/test";
const QUERIES = 200;
const WARM_UP = 20;
const SEARCH_TARGET_P95_MS = 30;
const COMMON = ["cache", "index query", "migration", "deploy config", "sidebar", "token", "stream buffer", "proxy"];

if (SIZES.some((size) => !Number.isInteger(size) || size < 1))
  fail(`--articles: not a list of counts: ${args.articles}`);
if (args.only && !["sqlite", "postgres"].includes(args.only)) fail("--only: sqlite or postgres");
if (!existsSync(join(repo, "packages/server/dist/cli/main.js"))) fail("build first: npm run build");
if (!existsSync(args.corpus)) fail(`corpus generator not found at ${args.corpus} (pass --corpus)`);

async function main() {
  console.log(`rxdocs machine readers' benchmark: Node ${process.version}, ${new Date().toISOString()}`);
  for (const size of SIZES) {
    const work = mkdtempSync(join(tmpdir(), "rxdocs-bench-machine-"));
    try {
      execFileSync("node", [args.corpus, String(size), join(work, "corpus")], { stdio: "ignore" });
      const manifest = JSON.parse(readFileSync(join(work, "corpus", "manifest.json"), "utf8"));
      console.log(`\n# ${size.toLocaleString("en-US")} articles`);
      for (const database of benchDatabases(PG_URL)) {
        if (args.only && args.only !== database.key) continue;
        const url = await database.create();
        try {
          console.log(`\n## ${database.name}`);
          importSite(join(work, "corpus", "site"), url);
          await benchServer(url, manifest);
        } finally {
          await database.drop();
        }
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
}

function importSite(site, url) {
  const started = performance.now();
  const result = spawnSync("node", [CLI, "import", site, "--db", url, "--json"], { encoding: "utf8" });
  if (result.status !== 0) fail(`import failed: ${result.stderr}`);
  console.log(`import: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function benchServer(url, manifest) {
  const heap = args["server-heap"] ? { NODE_OPTIONS: `--max-old-space-size=${Number(args["server-heap"])}` } : {};
  const server = await startRxdocsServer(url, { NODE_ENV: "production", ...heap });
  try {
    // The card first, in a server that has drawn none yet.
    const [first, second] = manifest.articles;
    const cold = await timedGet(server.port, `/card.png?path=${first.code}`);
    const another = await timedGet(server.port, `/card.png?path=${second.code}`);
    const cached = await timedGet(server.port, `/card.png?path=${first.code}`);
    console.log(
      `social card (${cold.bytes} bytes): first ${cold.totalMs.toFixed(1)} ms, another page's first ` +
        `${another.totalMs.toFixed(1)} ms, cached ${cached.totalMs.toFixed(1)} ms`,
    );

    await benchSearch(server.base, manifest);

    const before = residentKb(server.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, residentKb(server.pid))), 5);
    const full = await timedGet(server.port, "/llms-full.txt");
    clearInterval(sampler);
    console.log(
      `llms-full.txt (${(full.bytes / 1024 / 1024).toFixed(1)} MB): first byte ${full.firstByteMs.toFixed(1)} ms, ` +
        `all ${(full.totalMs / 1000).toFixed(2)} s; server memory ${mb(before)} before, ${mb(peak)} at peak ` +
        `(+${mb(peak - before)})`,
    );
  } finally {
    await server.stop();
  }
}

async function benchSearch(base, manifest) {
  const client = new Client({ name: "rxdocs-bench", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`)));
  const queries = Array.from({ length: QUERIES + WARM_UP }, (_, i) => {
    if (i % 4 === 3) return COMMON[i % COMMON.length];
    return manifest.articles[(i * 7919) % manifest.articles.length].word;
  });
  const times = [];
  let found = 0;
  for (const [i, query] of queries.entries()) {
    const started = performance.now();
    const result = await client.callTool({ name: "search_docs", arguments: { query, limit: 10 } });
    const ms = performance.now() - started;
    if (result.isError) fail(`search_docs "${query}": ${JSON.stringify(result.content)}`);
    if (i < WARM_UP) continue;
    times.push(ms);
    if ((result.structuredContent?.hits ?? []).length > 0) found++;
  }
  await client.close();
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 0.95);
  console.log(
    `MCP search_docs (${QUERIES} queries, ${found} with results): p50 ${percentile(times, 0.5).toFixed(1)} ms, ` +
      `p95 ${p95.toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms ` +
      `(target p95 < ${SEARCH_TARGET_P95_MS} ms: ${p95 < SEARCH_TARGET_P95_MS ? "met" : "missed"})`,
  );
}

/** A GET's time to its first byte and to its end, and its size; refuses anything but 200. */
function timedGet(port, path) {
  const started = performance.now();
  return new Promise((resolveGet, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path, headers: { "accept-encoding": "identity" } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${path}: HTTP ${res.statusCode}`));
      let firstByteMs;
      let bytes = 0;
      res.on("data", (chunk) => {
        firstByteMs ??= performance.now() - started;
        bytes += chunk.length;
      });
      res.on("end", () => resolveGet({ firstByteMs, totalMs: performance.now() - started, bytes }));
    });
    req.on("error", reject);
  });
}

function residentKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;

function fail(message) {
  console.error(`bench-machine: ${message}`);
  process.exit(1);
}

await main();
