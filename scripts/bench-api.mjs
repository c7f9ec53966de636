// API benchmark: on a generated site (default 2,000 articles, ../shared/bench/corpus.mjs),
// for SQLite and PostgreSQL, prints the import time and peak memory, then latency p50/p99
// and requests per second of getAuthMenuTree and getListByPage (1,000 rows with Markdown),
// and the time the same server takes to send the same bytes as a static file.
//
//   npm run bench:api [-- --articles 2000] [--only sqlite|postgres]
//
// The figures are for comparing within one run on one machine; absolute times vary.
import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { benchDatabases } from "./benchDatabases.mjs";
import { CLI, REPO as repo, startRxdocsServer } from "./localServer.mjs";

const { values: args } = parseArgs({
  options: {
    articles: { type: "string", default: "2000" },
    only: { type: "string" },
    corpus: { type: "string", default: resolve(repo, "../shared/bench/corpus.mjs") },
  },
});
const ARTICLES = Number(args.articles);
const PG_URL = process.env.RXDOCS_TEST_PG_URL || "postgres://postgres@127.0.0.1:5432/test";
const LIST_BODY = {
  pageSize: 1000,
  current: 1,
  query: {
    status: 1,
    sorts: [["createdAt", "desc"]],
    attributes: ["menuCode", "articleTitle", "articleMd", "articleTabContent"],
  },
};

if (!existsSync(join(repo, "packages/server/dist/cli/main.js"))) fail("build first: npm run build");
if (!existsSync(args.corpus)) fail(`corpus generator not found at ${args.corpus} (pass --corpus)`);

let work;
let site;

async function main() {
  work = mkdtempSync(join(tmpdir(), "rxdocs-bench-"));
  execFileSync("node", [args.corpus, String(ARTICLES), join(work, "corpus")], { stdio: "ignore" });
  site = join(work, "corpus", "site");
  console.log(`rxdocs API benchmark: ${ARTICLES} articles, Node ${process.version}, ${new Date().toISOString()}`);

  try {
    for (const database of benchDatabases(PG_URL)) {
      if (args.only && args.only !== database.key) continue;
      const url = await database.create();
      try {
        console.log(`\n## ${database.name}`);
        await benchDatabase(url);
      } finally {
        await database.drop();
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function benchDatabase(url) {
  const imported = timedImport(url);
  console.log(
    `import ${ARTICLES} files: ${imported.ms.toFixed(0)} ms, peak memory ${(imported.peakKb / 1024).toFixed(0)} MB`,
  );
  const again = timedImport(url);
  console.log(`re-import (nothing changed): ${again.ms.toFixed(0)} ms`);

  // A web root holding the list answer as a static file, so the same server sends the same bytes.
  const webRoot = join(work, `web-${randomBytes(3).toString("hex")}`);
  cpSync(join(repo, "packages/web/dist"), webRoot, { recursive: true });
  const server = await startRxdocsServer(url, { NODE_ENV: "production", RXDOCS_WEB_ROOT: webRoot });
  try {
    const listBytes = await fetchBody(server.port, "POST", "/api/articleInfo/getListByPage", LIST_BODY);
    writeFileSync(join(webRoot, "list.json"), listBytes);
    console.log(
      `getListByPage answer: ${(listBytes.length / 1024).toFixed(0)} KB, ${JSON.parse(listBytes).data.data.length} rows`,
    );

    const cases = [
      ["getAuthMenuTree", "POST", "/api/menuInfo/getAuthMenuTree", { isAuth: false }],
      ["getListByPage (1,000 rows)", "POST", "/api/articleInfo/getListByPage", LIST_BODY],
      ["static file, same bytes", "GET", "/main/list.json", undefined],
    ];
    for (const encoding of ["identity", "gzip, br"]) {
      console.log(`\naccept-encoding: ${encoding}`);
      console.log("call                          p50 ms   p99 ms    req/s");
      for (const [name, method, path, body] of cases) {
        const latency = await sequentialLatency(server.port, method, path, body, encoding, 300);
        const rps = await throughput(server.port, method, path, body, encoding, 8, 3000);
        console.log(
          `${name.padEnd(28)} ${latency.p50.toFixed(2).padStart(7)}  ${latency.p99.toFixed(2).padStart(7)}  ${rps.toFixed(0).padStart(7)}`,
        );
      }
    }
  } finally {
    await server.stop();
  }
}

function timedImport(url) {
  const started = performance.now();
  const result = spawnSync(
    "node",
    ["--import", join(repo, "scripts/report-peak-memory.mjs"), CLI, "import", site, "--db", url, "--json"],
    { encoding: "utf8" },
  );
  const ms = performance.now() - started;
  if (result.status !== 0) fail(`import failed: ${result.stderr}`);
  const peakKb = Number(/RXDOCS_PEAK_RSS_KB=(\d+)/.exec(result.stderr)?.[1] ?? 0);
  return { ms, peakKb };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function request(port, method, path, body, encoding = "identity") {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolveRequest, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        agent,
        headers: { "accept-encoding": encoding, ...(payload ? { "content-type": "application/json" } : {}) },
      },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () =>
          res.statusCode === 200
            ? resolveRequest(Buffer.concat(chunks))
            : reject(new Error(`${path}: HTTP ${res.statusCode}`)),
        );
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

const fetchBody = (port, method, path, body) => request(port, method, path, body);

async function sequentialLatency(port, method, path, body, encoding, count) {
  for (let i = 0; i < 20; i++) await request(port, method, path, body, encoding); // warm up
  const times = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await request(port, method, path, body, encoding);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p50: at(0.5), p99: at(0.99) };
}

async function throughput(port, method, path, body, encoding, connections, durationMs) {
  const deadline = performance.now() + durationMs;
  let done = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      await request(port, method, path, body, encoding);
      done += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  return done / ((performance.now() - started) / 1000);
}

function fail(message) {
  console.error(`bench-api: ${message}`);
  process.exit(1);
}

await main();
