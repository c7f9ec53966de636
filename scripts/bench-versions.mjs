// Versions benchmark: one docs site imported as many versions (default 50 of 2,000 pages), each
// version rewriting one paragraph in 5% of the pages of the one before, adding a page in 400 and
// removing as many. On SQLite and PostgreSQL it prints the time of each `rxdocs import --version`
// (the first, then median and max), the size of the database after one version and after all of
// them with what each table holds, and the time of a search within one version (`rxdocs serve`,
// the search call with `version`) on the site of all versions beside that on the first alone.
//
//   npm run build && npm run bench:versions -- [--versions 50] [--pages 2000] [--only sqlite|postgres]
//   npm run bench:versions -- --layout DIR   (writes the versions as a Docusaurus site, DIR/site,
//                                             with the corpus' manifest, for the reader bench)
//
// The pages come from ../shared/bench/corpus.mjs (or --corpus) and the changes from a fixed seed,
// so every run imports the same versions. The figures are for comparing runs on one machine;
// absolute times vary.
import { copyFileSync, cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import pg from "pg";
import { benchDatabases } from "./benchDatabases.mjs";
import {
  buildQueries,
  CHANGED_SHARE,
  changeVersion,
  QUERIES,
  seededRandom,
  WARM_UP_PER_KIND,
  writeCorpus,
} from "./versionsBenchSite.mjs";
import { CLI, REPO, runNode, startRxdocsServer } from "./localServer.mjs";

const { values: args } = parseArgs({
  options: {
    versions: { type: "string", default: "50" },
    pages: { type: "string", default: "2000" },
    only: { type: "string" },
    corpus: { type: "string", default: resolve(REPO, "../shared/bench/corpus.mjs") },
    layout: { type: "string" },
  },
});
const VERSIONS = Number(args.versions);
const PAGES = Number(args.pages);
const PG_URL = process.env.RXDOCS_TEST_PG_URL || "postgres://postgres@127.0.0.1:5432/test";
const PEAK_MEMORY = join(REPO, "scripts/report-peak-memory.mjs");
/** Pages added per version, and as many removed: one in 400, at least one. */
const CHURN = Math.max(1, Math.round(PAGES / 400));
/** The version searched on the site of all versions: the one in the middle. */
const SEARCHED = Math.ceil(VERSIONS / 2);
const TARGET_RATIO = 3;

if (!Number.isInteger(VERSIONS) || VERSIONS < 2) fail(`--versions: not a count of 2 or more: ${args.versions}`);
if (!Number.isInteger(PAGES) || PAGES < 100) fail(`--pages: not a count of 100 or more: ${args.pages}`);
if (args.only && !["sqlite", "postgres"].includes(args.only)) fail("--only: sqlite or postgres");
if (!existsSync(join(REPO, "packages/server/dist/cli/main.js"))) fail("build first: npm run build");
if (!existsSync(args.corpus)) fail(`corpus generator not found at ${args.corpus} (pass --corpus)`);

async function main() {
  console.log(
    `rxdocs versions benchmark: ${VERSIONS} versions × ${count(PAGES)} pages, Node ${process.version}, ${new Date().toISOString()}`,
  );
  console.log(
    `each version after the first: one paragraph rewritten in ${CHANGED_SHARE * 100}% of the pages, ` +
      `${CHURN} ${CHURN === 1 ? "page" : "pages"} added and as many removed; target: size at ${VERSIONS} versions ≤ ${TARGET_RATIO}× that at one`,
  );
  const work = mkdtempSync(join(tmpdir(), "rxdocs-bench-versions-"));
  // The same kinds of database again, for the site of the first version alone.
  const alone = benchDatabases(PG_URL);
  try {
    for (const [index, database] of benchDatabases(PG_URL).entries()) {
      if (args.only && args.only !== database.key) continue;
      try {
        const urls = { all: await database.create(), one: await alone[index].create() };
        await benchDatabase(database, urls, join(work, database.key));
      } finally {
        await database.drop();
        await alone[index].drop();
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The first version goes into both databases, `urls.one` and `urls.all`; the others into
 * `urls.all` alone. Both are measured at the end, and searched side by side.
 */
async function benchDatabase(database, urls, folder) {
  // Every database gets the same folder and the same changes, from the same seed.
  const site = writeCorpus(args.corpus, PAGES, folder);
  const random = seededRandom(0x5e55 + PAGES);
  const queries = buildQueries(site, random);
  console.log(`\n## ${database.name} (a folder of ${count(site.pages.length)} pages, ${megabytes(site.bytes)})`);

  await runImport(site, 1, urls.one);
  const imports = [await runImport(site, 1, urls.all)];
  for (let version = 2; version <= VERSIONS; version++) {
    changeVersion(site, version, random, CHURN);
    imports.push(await runImport(site, version, urls.all));
  }
  printImports(imports);
  const { edited, added, removed } = site.changes;
  console.log(
    `changes made: ${count(edited)} paragraphs rewritten, ${count(added)} pages added, ${count(removed)} removed`,
  );
  printSizes(await measureSize(database.key, urls.one), await measureSize(database.key, urls.all));
  const searched = [
    { db: urls.one, version: versionName(1), label: `${versionName(1)} of 1 version` },
    { db: urls.all, version: versionName(SEARCHED), label: `${versionName(SEARCHED)} of ${VERSIONS} versions` },
  ];
  printSearches(searched, await timeSearches(searched, queries));
}

/**
 * With --layout DIR: writes the versions as a Docusaurus site's root, DIR/site, beside the
 * corpus' manifest, for the reader bench to measure a site of many versions. The latest version
 * (first in versions.json, and docs/ as Docusaurus keeps it) is the corpus as it is, so every page
 * the reader bench opens or searches for is in it; each older one changes the one after it.
 */
async function writeLayout(out) {
  if (existsSync(out)) fail(`--layout: ${out} exists already`);
  const work = mkdtempSync(join(tmpdir(), "rxdocs-bench-layout-"));
  try {
    const site = writeCorpus(args.corpus, PAGES, work);
    const random = seededRandom(0x5e55 + PAGES);
    buildQueries(site, random);
    const root = join(out, "site");
    const names = Array.from({ length: VERSIONS }, (_, i) => versionName(VERSIONS - i));
    cpSync(site.dir, join(root, "docs"), { recursive: true });
    for (const [index, name] of names.entries()) {
      if (index > 0) changeVersion(site, VERSIONS - index, random, CHURN);
      cpSync(site.dir, join(root, "versioned_docs", `version-${name}`), { recursive: true });
    }
    writeFileSync(join(root, "versions.json"), `${JSON.stringify(names)}\n`);
    writeFileSync(join(root, "docusaurus.config.js"), 'export default { i18n: { defaultLocale: "en" } };\n');
    copyFileSync(join(work, "manifest.json"), join(out, "manifest.json"));
    console.log(
      `wrote ${VERSIONS} versions of ${count(PAGES)} pages, ${names[0]} the latest, as a Docusaurus site in ${root}`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** `rxdocs import DIR --version vNN --json` in a process of its own: wall time and peak memory. */
async function runImport(site, version, db) {
  const name = versionName(version);
  const started = performance.now();
  const { stdout, stderr } = await runNode([
    "--import",
    PEAK_MEMORY,
    CLI,
    "import",
    site.dir,
    "--version",
    name,
    "--db",
    db,
    "--json",
  ]);
  const ms = performance.now() - started;
  const report = JSON.parse(stdout);
  if (report.pages !== site.pages.length) {
    throw new Error(`${name}: imported ${report.pages} pages of ${site.pages.length}`);
  }
  const peakMB = Math.round(Number(/RXDOCS_PEAK_RSS_KB=(\d+)/.exec(stderr)?.[1]) / 1024);
  return { name, ms, peakMB };
}

/** The database compacted first (VACUUM; VACUUM FULL and ANALYZE), then its bytes and rows per table. */
function measureSize(kind, url) {
  return kind === "sqlite" ? sqliteSize(url) : postgresSize(url);
}

function sqliteSize(file) {
  const db = new Database(file);
  try {
    db.exec("vacuum");
    const total = db.pragma("page_count", { simple: true }) * db.pragma("page_size", { simple: true });
    const virtual = db
      .prepare("select name from sqlite_schema where type = 'table' and sql like 'create virtual table%'")
      .pluck()
      .all();
    // Pages per table: an index counts with its table, FTS5's shadow tables with theirs.
    const pages = db
      .prepare(
        `select coalesce(s.tbl_name, d.name) as owner, sum(d.pgsize) as bytes
         from dbstat d left join sqlite_schema s on s.name = d.name group by 1`,
      )
      .all();
    const tables = new Map();
    for (const { owner, bytes } of pages) {
      const table = virtual.find((name) => owner.startsWith(`${name}_`)) ?? owner;
      const entry = tables.get(table) ?? { bytes: 0, rows: undefined };
      entry.bytes += bytes;
      if (table === owner && !virtual.includes(owner) && owner !== "sqlite_schema") {
        entry.rows = db.prepare(`select count(*) from "${owner}"`).pluck().get();
      }
      tables.set(table, entry);
    }
    return { total, tables };
  } finally {
    db.close();
  }
}

async function postgresSize(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select schemaname, tablename from pg_tables where schemaname = current_schema() order by tablename",
    );
    const tables = new Map();
    for (const { schemaname, tablename } of rows) {
      // Each table of the run's schema alone: other schemas of the database are not ours to lock.
      const table = `${client.escapeIdentifier(schemaname)}.${client.escapeIdentifier(tablename)}`;
      await client.query(`vacuum (full, analyze) ${table}`);
      const measured = await client.query(
        `select pg_total_relation_size('${table.replaceAll("'", "''")}') as bytes, (select count(*) from ${table}) as rows`,
      );
      tables.set(tablename, { bytes: Number(measured.rows[0].bytes), rows: Number(measured.rows[0].rows) });
    }
    return { total: sum([...tables.values()].map((table) => table.bytes)), tables };
  } finally {
    await client.end();
  }
}

/**
 * `rxdocs serve` on each database, each asked the warm-up queries, then each timed query once.
 * The sites take turns, each asked first every other time: what else the machine does at a
 * moment slows both alike. Resolves to the timed results of each site.
 */
async function timeSearches(sites, { warmUp, timed }) {
  const servers = [];
  try {
    for (const site of sites) servers.push(await startRxdocsServer(site.db));
    const ask = (index, keyword) => search(servers[index].port, sites[index].version, keyword);
    for (const query of warmUp) for (const index of sites.keys()) await ask(index, query.keyword);
    const results = sites.map(() => []);
    for (const [n, query] of timed.entries()) {
      const order = n % 2 === 0 ? [...sites.keys()] : [...sites.keys()].reverse();
      for (const index of order) {
        const started = performance.now();
        const hits = await ask(index, query.keyword);
        results[index].push({ ...query, ms: performance.now() - started, hits });
      }
    }
    return results;
  } finally {
    for (const server of servers) await server.stop();
  }
}

const agent = new http.Agent({ keepAlive: true });

/** The search call within one version; resolves to the number of hits. */
function search(port, version, keyword) {
  const payload = JSON.stringify({ keyword, version });
  return new Promise((resolvePromise, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/articleInfo/search",
        agent,
        headers: { "content-type": "application/json", "accept-encoding": "identity" },
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () => {
          const answer = JSON.parse(body);
          if (response.statusCode !== 200 || answer.code !== 200) {
            reject(new Error(`search ${JSON.stringify(keyword)} in ${version}: HTTP ${response.statusCode} ${body}`));
          } else {
            resolvePromise(answer.data.hits.length);
          }
        });
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

function printImports(imports) {
  const [first, ...later] = imports;
  const median = (list) => [...list].sort((a, b) => a.ms - b.ms)[list.length >> 1].ms;
  const slowest = (list) => list.reduce((worst, one) => (one.ms > worst.ms ? one : worst));
  const fifth = Math.max(1, Math.floor(later.length / 5));
  const early = later.slice(0, fifth);
  const late = later.slice(-fifth);
  const span = (list) => (list.length === 1 ? list[0].name : `${list[0].name}–${list.at(-1).name}`);
  console.log(
    `import: first (${first.name}) ${seconds(first.ms)}; all ${imports.length}: median ${seconds(median(imports))}, ` +
      `max ${seconds(slowest(imports).ms)} (${slowest(imports).name}); the ${later.length} after the first: ` +
      `median ${seconds(median(later))}, max ${seconds(slowest(later).ms)} (${slowest(later).name}); ` +
      `median of ${span(early)} ${seconds(median(early))}, of ${span(late)} ${seconds(median(late))}; ` +
      `peak memory up to ${Math.max(...imports.map((one) => one.peakMB))} MB`,
  );
}

/** Sizes after one version and after all, and per table, largest first; small tables as one line. */
function printSizes(atOne, atAll) {
  const ratio = atAll.total / atOne.total;
  const verdict = ratio <= TARGET_RATIO ? "within" : "over";
  console.log(
    `size after 1 version ${megabytes(atOne.total)}, after ${VERSIONS} versions ${megabytes(atAll.total)}: ` +
      `${ratio.toFixed(2)}×, ${verdict} the target of ${TARGET_RATIO}×`,
  );
  const header = ["table", "rows (1)", "size (1)", `rows (${VERSIONS})`, `size (${VERSIONS})`, "share", "growth"];
  const widths = [22, 10, 10, 11, 11, 6, 7];
  const line = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])));
  console.log(line(header).join(" "));
  const ordered = [...atAll.tables].sort(([, a], [, b]) => b.bytes - a.bytes);
  const shown = ordered.filter(([, table]) => table.bytes >= 0.01 * atAll.total);
  const rest = ordered.filter(([, table]) => table.bytes < 0.01 * atAll.total);
  const row = (name, one, all) =>
    line([
      name,
      one.rows === undefined ? "" : count(one.rows),
      megabytes(one.bytes),
      all.rows === undefined ? "" : count(all.rows),
      megabytes(all.bytes),
      `${((100 * all.bytes) / atAll.total).toFixed(0)}%`,
      one.bytes > 0 ? `${(all.bytes / one.bytes).toFixed(1)}×` : "",
    ]).join(" ");
  for (const [name, all] of shown) console.log(row(name, atOne.tables.get(name) ?? { bytes: 0 }, all));
  if (rest.length > 0) {
    const bytesOf = (tables) => ({ bytes: sum(rest.map(([name]) => tables.get(name)?.bytes ?? 0)) });
    console.log(row(`${rest.length} others`, bytesOf(atOne.tables), bytesOf(atAll.tables)));
  }
}

/** p50, p95 and max of each kind of query on each site, and the share of queries that found something. */
function printSearches(sites, results) {
  const statsOf = (ofSite, kind) => {
    const ofKind = kind === "all" ? ofSite : ofSite.filter((result) => result.kind === kind);
    const times = ofKind.map((result) => result.ms).sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
    const found = ofKind.filter((result) => result.hits > 0).length / ofKind.length;
    return { p50: at(0.5), p95: at(0.95), max: at(1), found };
  };
  const cells = (stats) =>
    [stats.p50, stats.p95, stats.max].map((ms) => ms.toFixed(1).padStart(6)).join(" ") +
    `${Math.floor(stats.found * 100)}%`.padStart(6);
  console.log(
    `search within one version: ${results[0].length} distinct queries, each asked once of each site in turn ` +
      `after ${Object.keys(QUERIES).length * WARM_UP_PER_KIND} others to warm up (ms at the client)`,
  );
  const column = 28;
  const row = (first, columns) => {
    const text = columns.map((cell) => cell.padEnd(column)).join("");
    console.log(`${first.padEnd(10)}${text}`.trimEnd());
  };
  const labels = sites.map((site) => site.label.padStart(column - 2));
  row("", labels);
  row("kind", Array(sites.length).fill("   p50    p95    max  hits"));
  for (const kind of [...Object.keys(QUERIES), "all"]) {
    const columns = results.map((ofSite) => cells(statsOf(ofSite, kind)));
    row(kind, columns);
  }
  const [one, all] = results.map((ofSite) => statsOf(ofSite, "all"));
  console.log(
    `${sites[1].label} / ${sites[0].label}: p50 ${(all.p50 / one.p50).toFixed(2)}×, p95 ${(all.p95 / one.p95).toFixed(2)}×`,
  );
}

const versionName = (version) => `v${String(version).padStart(Math.max(2, String(VERSIONS).length), "0")}`;
const sum = (values) => values.reduce((total, value) => total + value, 0);
const count = (value) => value.toLocaleString("en-US");
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const megabytes = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

function fail(message) {
  console.error(`bench-versions: ${message}`);
  process.exit(1);
}

await (args.layout ? writeLayout(resolve(args.layout)) : main()).catch((error) => fail(error.stack ?? error));
