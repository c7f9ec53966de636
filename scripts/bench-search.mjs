// Search benchmark: on generated sites (default 2,000 and 20,000 articles), for SQLite and
// PostgreSQL, prints the import time and the size of the search index beside that of the
// articles, then the server time of the search call (searchArticles, run in this process) for
// 50 queries of each kind — word, prefix, typo, CJK, phrase — as p50, p95 and max over 3
// rounds, with the share of queries that found something (it should be 100% for every kind).
//
//   npm run build && npm run bench:search [-- --articles 2000,20000] [--only sqlite|postgres]
//
// The sites and the queries come from a fixed seed, so every run searches the same text for the
// same words. The figures are for comparing within one run on one machine; absolute times vary.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { benchDatabases } from "./benchDatabases.mjs";
import { REPO as repo } from "./localServer.mjs";
import { buildQueries, generateSite, KINDS } from "./searchBenchSite.mjs";

const { values: args } = parseArgs({
  options: { articles: { type: "string", default: "2000,20000" }, only: { type: "string" } },
});
const SIZES = args.articles.split(",").map(Number);
const PG_URL = process.env.RXDOCS_TEST_PG_URL || "postgres://postgres@127.0.0.1:5432/test";
const ROUNDS = 3;
const TARGET_P95_MS = 20;

if (SIZES.some((size) => !Number.isInteger(size) || size < 1))
  fail(`--articles: not a list of counts: ${args.articles}`);
if (args.only && !["sqlite", "postgres"].includes(args.only)) fail("--only: sqlite or postgres");
const dist = join(repo, "packages/server/dist");
if (!existsSync(join(dist, "search/searchArticles.js"))) fail("build first: npm run build");
const load = (path) => import(pathToFileURL(join(dist, path)).href);
const { openStorage } = await load("storage/database.js");
const { importContent } = await load("content/importContent.js");
const { searchArticles } = await load("search/searchArticles.js");
const { loadCatalog } = await load("catalog/catalogSource.js");
const { emptyContent } = await load("content/model.js");

async function main() {
  console.log(`rxdocs search benchmark: Node ${process.version}, ${new Date().toISOString()}`);
  for (const size of SIZES) {
    const started = performance.now();
    const site = generateSite(size, 0x5eed + size);
    const queries = buildQueries(site, 0xc0ffee + size);
    const bytes = sum(site.articles.map((article) => Buffer.byteLength(article.articleMd)));
    console.log(
      `\nsite of ${size.toLocaleString("en-US")} articles: ${(site.menus.length - size).toLocaleString("en-US")} folders, ` +
        `${megabytes(bytes)} of Markdown, ${site.cjkArticles.length.toLocaleString("en-US")} with CJK text ` +
        `(generated in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    for (const database of benchDatabases(PG_URL)) {
      if (args.only && args.only !== database.key) continue;
      const url = await database.create();
      try {
        await benchDatabase(database.name, url, site, queries);
      } finally {
        await database.drop();
      }
    }
  }
}

async function benchDatabase(name, url, site, queries) {
  const storage = await openStorage(url);
  try {
    const started = performance.now();
    await importContent(storage.db, { ...emptyContent(), menus: site.menus, articles: site.articles });
    const importSeconds = (performance.now() - started) / 1000;
    // What autovacuum does soon after an import, done now so that no plan changes mid-run.
    if (storage.kind === "postgres") await sql`analyze`.execute(storage.db);
    const size = await indexSize(storage);
    const results = await timeQueries(storage.db, queries, await loadCatalog(storage.db));
    const count = site.articles.length.toLocaleString("en-US");
    console.log(
      `\n## ${name}, ${count} articles (import ${importSeconds.toFixed(1)} s; ` +
        `index ${megabytes(size.index)}, articles ${megabytes(size.articles)})`,
    );
    const parts = Object.entries(size.parts).map(([part, bytes]) => `${part} ${megabytes(bytes)}`);
    console.log(`index: ${parts.join(", ")}`);
    const p95 = printTable(results);
    if (storage.kind === "sqlite" && site.articles.length >= 20000) {
      const slow = KINDS.filter((kind) => p95[kind] >= TARGET_P95_MS);
      const verdict = p95.all < TARGET_P95_MS ? "under" : "over";
      const detail =
        slow.length > 0 ? `; over it: ${slow.map((kind) => `${kind} ${p95[kind].toFixed(1)} ms`).join(", ")}` : "";
      console.log(`target: p95 of all queries ${p95.all.toFixed(1)} ms, ${verdict} ${TARGET_P95_MS} ms${detail}`);
    }
  } finally {
    await storage.close();
  }
}

/** Each query once untimed (which also says whether it finds anything), then ROUNDS timed. */
async function timeQueries(db, queries, catalog) {
  // Every article is public: the search call's reader sees them all.
  const search = (keyword) =>
    searchArticles(db, {
      keyword,
      pageSize: 20,
      ...catalog.searchTarget(new Set(catalog.articles.keys())),
    });
  const results = [];
  for (const query of queries) {
    try {
      const answer = await search(query.keyword);
      results.push({ ...query, hits: answer.hits.length, times: [] });
    } catch (error) {
      results.push({ ...query, hits: 0, error: error.message, times: [] });
    }
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const result of results) {
      if (result.error) continue;
      const started = performance.now();
      await search(result.keyword);
      result.times.push(performance.now() - started);
    }
  }
  return results;
}

/** Prints the table and what went wrong; returns the p95 per kind and of all queries. */
function printTable(results) {
  const p95 = {};
  console.log("kind     p50 ms  p95 ms  max ms  with hits");
  for (const kind of [...KINDS, "all"]) {
    const ofKind = kind === "all" ? results : results.filter((result) => result.kind === kind);
    if (ofKind.length === 0) continue;
    const times = ofKind.flatMap((result) => result.times).sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? NaN;
    const share = ofKind.filter((result) => result.hits > 0).length / ofKind.length;
    p95[kind] = at(0.95);
    const cells = [at(0.5), at(0.95), at(1)].map((ms) => ms.toFixed(1).padStart(6));
    console.log(`${kind.padEnd(8)} ${cells.join("  ")}  ${`${(share * 100).toFixed(0)}%`.padStart(9)}`);
  }
  for (const kind of KINDS) {
    const misses = results.filter((result) => result.kind === kind && !result.error && result.hits === 0);
    if (misses.length > 0) console.log(`no hits (${kind}): ${misses.map((result) => result.keyword).join(" · ")}`);
  }
  for (const result of results.filter((result) => result.error)) {
    console.log(`error (${result.kind}) ${result.keyword}: ${result.error}`);
  }
  return p95;
}

async function indexSize(storage) {
  if (storage.kind === "sqlite") {
    // Pages per table, an index counted with its table and FTS5's shadow tables with theirs.
    const { rows } = await sql`
      select s.tbl_name as owner, sum(d.pgsize) as bytes
      from dbstat d join sqlite_schema s on s.name = d.name group by s.tbl_name`.execute(storage.db);
    const parts = {};
    for (const { owner, bytes } of rows.filter((row) => row.owner.startsWith("search_"))) {
      const part = owner.replace(/_(data|idx|docsize|config|content)$/, "");
      parts[part] = (parts[part] ?? 0) + Number(bytes);
    }
    const articles = Number(rows.find((row) => row.owner === "article_revisions")?.bytes ?? 0);
    return { index: sum(Object.values(parts)), articles, parts };
  }
  const { rows } = await sql`
    select pg_total_relation_size('search_sections') as sections, pg_total_relation_size('search_terms') as terms,
      pg_relation_size('search_sections_document') + pg_relation_size('search_sections_names') as gin,
      pg_relation_size('search_terms_trigram') as trigram,
      pg_total_relation_size('article_revisions') as articles`.execute(storage.db);
  const size = Object.fromEntries(Object.entries(rows[0]).map(([key, bytes]) => [key, Number(bytes)]));
  return {
    index: size.sections + size.terms,
    articles: size.articles,
    parts: {
      search_sections: size.sections - size.gin,
      "its GIN indexes": size.gin,
      search_terms: size.terms - size.trigram,
      "its trigram index": size.trigram,
    },
  };
}

const sum = (values) => values.reduce((total, value) => total + value, 0);
const megabytes = (bytes) => `${(bytes / 2 ** 20).toFixed(bytes < 10 * 2 ** 20 ? 1 : 0)} MB`;

function fail(message) {
  console.error(`bench-search: ${message}`);
  process.exit(1);
}

await main().catch((error) => fail(error.stack ?? error));
