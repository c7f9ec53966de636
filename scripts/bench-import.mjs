// Import benchmark: writes generated docs folders (default 2,000 and 20,000 pages, an image on
// every tenth page, a link to the next page on every page) and, on SQLite and PostgreSQL, runs
// the built `rxdocs import` as a reader would: the first import (time and peak memory), the same
// folder again, and the folder with one page changed. The same pages are then laid out as each
// tool's site (importBenchLayouts.mjs: MkDocs, Docusaurus, VitePress, Mintlify) and timed alike.
// At the smallest size it then starts `rxdocs dev` on the plain folder and times a saved change
// until an open page has been told to reload and the page it reloads shows the change (median of
// 5 saves).
//
//   npm run build && npm run bench:import [-- --pages 2000,20000] [--only sqlite|postgres]
//     [--layouts plain,MkDocs,Docusaurus,VitePress,Mintlify]
//
// The folders come from a fixed seed, so every run imports the same text. The figures are for
// comparing runs on one machine; absolute times vary.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { benchDatabases } from "./benchDatabases.mjs";
import { CLI, freePort, REPO, runNode } from "./localServer.mjs";
import { writeBenchFolder } from "./importBenchFolder.mjs";
import { LAYOUTS, writeBenchLayout } from "./importBenchLayouts.mjs";

const { values: args } = parseArgs({
  options: {
    pages: { type: "string", default: "2000,20000" },
    only: { type: "string" },
    layouts: { type: "string", default: ["plain", ...LAYOUTS].join(",") },
  },
});
const SIZES = args.pages.split(",").map(Number);
const CHOSEN_LAYOUTS = args.layouts.split(",");
const PG_URL = process.env.RXDOCS_TEST_PG_URL || "postgres://postgres@127.0.0.1:5432/test";
const PEAK_MEMORY = join(REPO, "scripts/report-peak-memory.mjs");
const DEV_SAVES = 5;
const TARGETS =
  "targets on SQLite: first import of 20,000 pages < 30 s and < 600 MB; one page changed < 2 s; dev < 1 s";

if (SIZES.some((size) => !Number.isInteger(size) || size < 10)) fail(`--pages: not a list of counts: ${args.pages}`);
if (args.only && !["sqlite", "postgres"].includes(args.only)) fail("--only: sqlite or postgres");
const unknownLayout = CHOSEN_LAYOUTS.find((layout) => layout !== "plain" && !LAYOUTS.includes(layout));
if (unknownLayout) fail(`--layouts: ${unknownLayout} is none of plain, ${LAYOUTS.join(", ")}`);
if (!existsSync(join(REPO, "packages/server/dist/cli/main.js"))) fail("build first: npm run build");

async function main() {
  console.log(`rxdocs import benchmark: Node ${process.version}, ${new Date().toISOString()}`);
  console.log(TARGETS);
  for (const size of SIZES) {
    for (const layout of CHOSEN_LAYOUTS) {
      const folder = mkdtempSync(join(tmpdir(), "rxdocs-bench-import-"));
      try {
        const written = layout === "plain" ? writeBenchFolder(folder, size) : writeBenchLayout(folder, layout, size);
        const what = layout === "plain" ? "folder" : `${layout} site`;
        console.log(
          `\n${what} of ${count(size)} pages: ${count(written.images)} images, ${megabytes(written.bytes)} in all`,
        );
        for (const database of benchDatabases(PG_URL)) {
          if (args.only && args.only !== database.key) continue;
          const url = await database.create();
          try {
            await benchImports(database.name, url, folder, written);
            if (layout === "plain" && size === Math.min(...SIZES)) await benchDev(database.name, url, folder, written);
          } finally {
            await database.drop();
          }
        }
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    }
  }
}

async function benchImports(name, db, folder, written) {
  const first = await runImport(folder, db);
  const again = await runImport(folder, db);
  const page = join(folder, written.pages[Math.floor(written.pages.length / 2)]);
  writeFileSync(page, `${readFileSync(page, "utf8")}\nA sentence added to one page.\n`);
  const changed = await runImport(folder, db);
  if (changed.report.articles.updated !== 1) fail(`expected one page updated, got ${JSON.stringify(changed.report)}`);
  const tool = first.report.site ? ` (${first.report.site.tool} layout)` : "";
  console.log(
    `${name.padEnd(10)} first import ${seconds(first.ms)} (peak ${first.peakMB} MB), ` +
      `again unchanged ${seconds(again.ms)} (peak ${again.peakMB} MB), ` +
      `one page changed ${seconds(changed.ms)} (peak ${changed.peakMB} MB)${tool}`,
  );
}

/** `rxdocs import --json` in a process of its own: wall time, peak memory and the report. */
async function runImport(folder, db) {
  const started = performance.now();
  const { stdout, stderr } = await runNode(["--import", PEAK_MEMORY, CLI, "import", folder, "--db", db, "--json"]);
  const ms = performance.now() - started;
  const peak = Number(/RXDOCS_PEAK_RSS_KB=(\d+)/.exec(stderr)?.[1]);
  return { ms, peakMB: Math.round(peak / 1024), report: JSON.parse(stdout) };
}

/** Saves a page under `rxdocs dev` and times it until the reloaded page shows the change. */
async function benchDev(name, db, folder, written) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [CLI, "dev", folder, "--db", db, "--port", String(port)], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const events = listenForReloads(`${base}/__rxdocs/events`, () => output.includes("watching for changes"));
  try {
    await events.ready;
    const relative = written.pages[Math.floor(written.pages.length / 3)];
    const file = join(folder, relative);
    const code = relative.replace(/\.md$/, "").replace(/[^a-z0-9]+/g, "-"); // the menu code import derives
    const times = [];
    for (let save = 1; save <= DEV_SAVES; save++) {
      const marker = `Saved change number ${save}.`;
      const reloaded = events.next();
      const started = performance.now();
      writeFileSync(file, `${readFileSync(file, "utf8")}\n${marker}\n`);
      await reloaded;
      const page = await (await fetch(`${base}/view?path=${code}`)).text();
      if (!page.includes(marker)) throw new Error(`the reloaded page of ${code} does not show the change:\n${output}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(10)} rxdocs dev: saved change shown in ${Math.round(times[times.length >> 1])} ms ` +
        `(median of ${DEV_SAVES}; ${times.map(Math.round).join(", ")} ms)`,
    );
  } finally {
    events.close();
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

/** The dev server's reload stream, once it has started: `next()` resolves on the next reload. */
function listenForReloads(url, started) {
  let waiting;
  let req;
  const ready = (async () => {
    for (let attempt = 0; !started(); attempt++) {
      if (attempt > 1200) throw new Error("rxdocs dev did not start within 120 s");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve, reject) => {
      req = request(url, (response) => {
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          if (chunk.includes(": connected")) resolve();
          if (chunk.includes("event: reload")) waiting?.();
        });
      });
      req.on("error", reject);
      req.end();
    });
  })();
  return {
    ready,
    next: () => new Promise((resolve) => (waiting = resolve)),
    close: () => req?.destroy(),
  };
}

const count = (value) => value.toLocaleString("en-US");
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const megabytes = (value) => `${(value / 1024 / 1024).toFixed(1)} MB`;

function fail(message) {
  console.error(`bench-import: ${message}`);
  process.exit(1);
}

await main();
