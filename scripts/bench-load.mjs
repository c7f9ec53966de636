// Load benchmark: on the import benchmark's generated site (default 2,000 pages), for SQLite and
// PostgreSQL, 50 concurrent readers (keep-alive connections) mix first pages of /view, the menu
// tree, list pages of 1,000 articles, article details and searches against `rxdocs serve`, then
// ask it for first pages only, and then ask a plain Node HTTP server for the same first pages'
// HTML bytes (uncompressed, as the first pages are asked for). Prints requests per second,
// latency p50 and p99, and errors.
//
//   npm run build && npm run bench:load [-- --pages 2000] [--seconds 10] [--only sqlite|postgres]
//
// The readers are Node's own HTTP client, reading answers as bytes: autocannon, tried first,
// parses bodies in JavaScript and managed 53 list pages (1 MB each) a second where this client
// receives over 600 from the same server, so it measured itself rather than the server.
//
// The figures are for comparing within one run on one machine; absolute times vary.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { benchDatabases } from "./benchDatabases.mjs";
import { writeBenchFolder } from "./importBenchFolder.mjs";
import { CLI, freePort, REPO, startRxdocsServer } from "./localServer.mjs";

const { values: args } = parseArgs({
  options: {
    pages: { type: "string", default: "2000" },
    seconds: { type: "string", default: "10" },
    only: { type: "string" },
  },
});
const PAGES = Number(args.pages);
const SECONDS = Number(args.seconds);
const READERS = 50;
const PG_URL = process.env.RXDOCS_TEST_PG_URL || "postgres://postgres@127.0.0.1:5432/test";
const SEARCHES = ["install", "configuration cache", "deploy server", "timeout", "migration"];

if (!Number.isInteger(PAGES) || PAGES < 100) fail("--pages: a count of at least 100");
if (!(SECONDS > 0)) fail("--seconds: a duration in seconds");
if (args.only && !["sqlite", "postgres"].includes(args.only)) fail("--only: sqlite or postgres");
if (!existsSync(join(REPO, "packages/server/dist/cli/main.js"))) fail("build first: npm run build");

async function main() {
  const folder = mkdtempSync(join(tmpdir(), "rxdocs-bench-load-"));
  try {
    writeBenchFolder(folder, PAGES);
    console.log(
      `rxdocs load benchmark: ${PAGES.toLocaleString("en-US")} pages, ${READERS} concurrent readers, ` +
        `${SECONDS} s per run, Node ${process.version}, ${new Date().toISOString()}`,
    );
    console.log("\nserver                            req/s    p50 ms   p99 ms   errors  non-2xx  requests");
    for (const database of benchDatabases(PG_URL)) {
      if (args.only && args.only !== database.key) continue;
      const url = await database.create();
      try {
        const result = spawnSync(process.execPath, [CLI, "import", folder, "--db", url], { encoding: "utf8" });
        if (result.status !== 0) fail(`import failed: ${result.stderr}`);
        await benchDatabase(database.name, url);
      } finally {
        await database.drop();
      }
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function benchDatabase(name, url) {
  const server = await startRxdocsServer(url, { NODE_ENV: "production", LOG_LEVEL: "warn" });
  let firstPages;
  try {
    const codes = articleCodes(await post(server.base, "/api/menuInfo/getAuthMenuTree", {}));
    const mix = readerMix(codes);
    const pageSteps = mix.filter((step) => step.method === "GET");
    firstPages = await Promise.all(pageSteps.map(async ({ path }) => [path, await get(server.base, path)]));
    printRow(`rxdocs, ${name}, mixed`, await load(server.base, mix));
    printRow(`rxdocs, ${name}, first pages`, await load(server.base, pageSteps));
  } finally {
    await server.stop();
  }
  // The same first pages' bytes from memory: what sending them costs with no work behind them.
  const staticServer = await serveFromMemory(new Map(firstPages));
  try {
    const paths = [...new Set(firstPages.map(([path]) => path))];
    printRow(
      `static, same HTML bytes`,
      await load(
        staticServer.base,
        paths.map((path) => ({ method: "GET", path })),
      ),
    );
  } finally {
    staticServer.close();
  }
}

/** What a reader does, in a loop: first pages, the tree, list pages, details and searches. */
function readerMix(codes) {
  const pick = (n) => codes[Math.floor((codes.length * (n * 0.618 + 0.1)) % codes.length)];
  const json = (path, body) => ({
    method: "POST",
    path,
    headers: { "content-type": "application/json", "accept-encoding": "gzip, br" },
    body: JSON.stringify(body),
  });
  const list = (current) =>
    json("/api/articleInfo/getListByPage", {
      pageSize: 1000,
      current,
      query: {
        status: 1,
        sorts: [["createdAt", "desc"]],
        attributes: ["menuCode", "articleTitle", "articleMd", "articleTabContent"],
      },
    });
  const steps = [];
  for (let n = 0; n < 10; n++) {
    steps.push({ method: "GET", path: `/view?path=${encodeURIComponent(pick(n))}` });
    steps.push(json("/api/articleInfo/getDetailByMenuCode", { menuCode: pick(n + 10) }));
    if (n % 2 === 0) steps.push(json("/api/articleInfo/search", { keyword: SEARCHES[(n / 2) % SEARCHES.length] }));
    if (n % 3 === 0) steps.push(json("/api/menuInfo/getAuthMenuTree", {}));
    if (n % 5 === 0) steps.push(list(1 + ((n / 5) % 2)));
  }
  return steps;
}

/** READERS readers, each going through `requests` in a loop (from its own place in it) for SECONDS. */
async function load(base, requests) {
  const { port } = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: READERS });
  const latencies = [];
  let errors = 0;
  let non2xx = 0;
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: READERS }, async (_, reader) => {
      for (let step = reader; performance.now() < end; step++) {
        const started = performance.now();
        try {
          const status = await send(port, agent, requests[step % requests.length]);
          if (status < 200 || status > 299) non2xx += 1;
          latencies.push(performance.now() - started);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (share) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? NaN;
  return {
    total: latencies.length,
    perSecond: latencies.length / SECONDS,
    p50: at(0.5),
    p99: at(0.99),
    errors,
    non2xx,
  };
}

/** One request; resolves with the status once the whole answer is in. */
function send(port, agent, { method, path, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        agent,
        headers: body === undefined ? headers : { ...headers, "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        response.on("data", () => undefined);
        response.on("end", () => resolve(response.statusCode));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

function printRow(name, result) {
  const cells = [
    result.perSecond.toFixed(0).padStart(7),
    result.p50.toFixed(1).padStart(8),
    result.p99.toFixed(1).padStart(8),
    String(result.errors).padStart(8),
    String(result.non2xx).padStart(8),
    String(result.total).padStart(9),
  ];
  console.log(`${name.padEnd(32)}${cells.join(" ")}`);
}

function articleCodes(tree) {
  const codes = [];
  const walk = (menus) => {
    for (const menu of menus) {
      if (menu.menuType === 2) codes.push(menu.menuCode);
      walk(menu.childList ?? []);
    }
  };
  walk(tree.data);
  if (codes.length === 0) fail("the site has no articles");
  return codes;
}

async function post(base, path, body) {
  const response = await fetch(base + path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) fail(`${path}: HTTP ${response.status}`);
  return response.json();
}

async function get(base, path) {
  const response = await fetch(base + path);
  if (!response.ok) fail(`${path}: HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function serveFromMemory(pages) {
  const port = await freePort();
  const server = http.createServer((request, response) => {
    const body = pages.get(request.url);
    if (!body) return response.writeHead(404).end();
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { base: `http://127.0.0.1:${port}`, close: () => server.close() };
}

function fail(message) {
  console.error(`bench-load: ${message}`);
  process.exit(1);
}

await main();
