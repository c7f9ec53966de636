// What a reader's visit costs in JavaScript and CSS, in compressed bytes (gzip and brotli, as
// the build writes them beside each asset), measured in Chromium against a built server:
//
// - a first visit to / and to /view?path=...: what blocks the first paint (the server sends
//   these pages rendered, with their stylesheet and a small script written in), what the app
//   needs to take the page over (its entry, the app and the route's module, from the build's
//   manifest), and what loads later (the Markdown renderer for the article list, highlighting
//   grammars);
// - an article opened from the home page inside the app, which nothing pre-rendered: all
//   the JavaScript loaded before that article is on screen.
//
//   npm run size        (builds first: npm run build)
/* global window, document, MutationObserver -- used inside functions that run in the page */
import { spawnSync } from "node:child_process";
import { gzipSync } from "node:zlib";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import chromiumFlags from "./chromium-flags.json" with { type: "json" };
import { CLI, REPO as repo, startRxdocsServer } from "./localServer.mjs";

const BUDGET_KB = 120;
/** What the app may need to take a first page over, React included. */
const TAKE_OVER_BUDGET_KB = 80;
const WEB_DIST = join(repo, "packages/web/dist");
const ASSET_PREFIX = "/main/";
const ARTICLE = "/view?path=markdown";

const work = mkdtempSync(join(tmpdir(), "rxdocs-size-"));
const db = join(work, "size.db");
const imported = spawnSync("node", [CLI, "import", join(repo, "docs"), "--db", db], { encoding: "utf8" });
if (imported.status !== 0) throw new Error(imported.stderr);

const server = await startRxdocsServer(db, { LOG_LEVEL: "warn" });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: chromiumFlags,
});

/** Bytes of an asset as sent with each encoding; small files go uncompressed. */
function assetSizes(path) {
  const file = join(WEB_DIST, path.slice(ASSET_PREFIX.length));
  const size = (suffix) => (existsSync(file + suffix) ? statSync(file + suffix).size : statSync(file).size);
  return { gzip: size(".gz"), br: size(".br") };
}

const isCode = (path) => path.endsWith(".js");
/** A class only the components' markup (packages/markdown/src/components.ts) uses. */
const COMPONENT_MARKER = "rx-file-tree";
const readAsset = (path) => readFileSync(join(WEB_DIST, path.slice(ASSET_PREFIX.length)), "utf8");
const isStyle = (path) => path.endsWith(".css");

/** Stylesheets and classic scripts of a document block its first paint. */
function blockingAssetsOf(html) {
  const blocking = html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"|<script src="([^"]+)"/g);
  return new Set([...blocking].map((m) => m[1] ?? m[2]));
}

const manifest = JSON.parse(readFileSync(join(WEB_DIST, ".vite/manifest.json"), "utf8"));

/** The files of a module and of everything it imports statically, as served paths. */
function filesOf(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(ASSET_PREFIX + chunk.file)) return files;
  files.add(ASSET_PREFIX + chunk.file);
  for (const css of chunk.css ?? []) files.add(ASSET_PREFIX + css);
  for (const imported of chunk.imports ?? []) filesOf(imported, files);
  return files;
}

/** What the app needs to take a page of a route over: the entry, the app and the route's module. */
function startFilesOf(routeModule) {
  return new Set(["index.html", "src/main.tsx", routeModule].flatMap((key) => [...filesOf(key)]));
}

async function loadedAssets(page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  );
}

/** A first visit: what blocks the paint, what the app needs to take over, and what comes later. */
async function firstVisit(path, routeModule) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.goto(server.base + path);
  const html = await response.text();
  const blocking = blockingAssetsOf(html);
  await page.waitForLoadState("networkidle");
  const loaded = (await loadedAssets(page)).map((asset) => asset.path).filter((p) => p.startsWith(ASSET_PREFIX));
  await context.close();
  const start = startFilesOf(routeModule);
  const phase = (p) => (blocking.has(p) ? "paint" : start.has(p) ? "start" : "later");
  return {
    title: `first visit to ${path}`,
    assets: loaded.map((p) => ({ path: p, phase: phase(p) })),
    inline: { script: inlineGzip(html, "script"), style: inlineGzip(html, "style") },
  };
}

/** Bytes (gzip) of what the page carries written in, in its <script> or <style> elements (page data aside). */
function inlineGzip(html, tag) {
  const pattern = new RegExp(`<${tag}(?: data-rx-[\\w-]+="[^"]*")*>([\\s\\S]*?)</${tag}>`, "g");
  return gzipSync([...html.matchAll(pattern)].map((m) => m[1]).join("")).length;
}

/** The home page, then an article opened from it inside the app: nothing of it is pre-rendered. */
async function articleFromHome() {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(server.base + "/");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector(".rx-markdown")) return;
      window.rxArticleShownAt = performance.now();
      observer.disconnect();
    }).observe(document.body, { subtree: true, childList: true });
  });
  const link = page.locator(".rx-recent a").first();
  const opened = await link.getAttribute("href");
  await link.click();
  await page.waitForFunction(() => window.rxArticleShownAt !== undefined);
  await page.waitForLoadState("networkidle");
  const shownAt = await page.evaluate(() => window.rxArticleShownAt);
  const loaded = (await loadedAssets(page)).filter((asset) => asset.path.startsWith(ASSET_PREFIX));
  await context.close();
  return {
    title: `${opened} opened from the home page`,
    assets: loaded.map((asset) => ({ path: asset.path, phase: asset.start < shownAt ? "start" : "later" })),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);

function report({ title, assets, inline }) {
  const total = (phases, select) =>
    assets
      .filter((asset) => phases.includes(asset.phase) && select(asset.path))
      .reduce(
        (sum, asset) => ({ gzip: sum.gzip + assetSizes(asset.path).gzip, br: sum.br + assetSizes(asset.path).br }),
        {
          gzip: 0,
          br: 0,
        },
      );
  const line = (label, phases, select) => {
    const { gzip, br } = total(phases, select);
    console.log(`  ${label.padEnd(44)} gzip ${kb(gzip)}   br ${kb(br)}`);
    return gzip;
  };
  console.log(`\n${title}`);
  if (inline) {
    console.log(`  ${"script written in the page".padEnd(44)} gzip ${kb(inline.script)}`);
    console.log(`  ${"styles written in the page".padEnd(44)} gzip ${kb(inline.style)}`);
  }
  const beforePaint = line("JS files before the page is painted", ["paint"], isCode);
  line("CSS files before the page is painted", ["paint"], isStyle);
  const toStart = line("JS for the app to start (or show the article)", ["paint", "start"], isCode);
  const all = line("JS in all", ["paint", "start", "later"], isCode);
  for (const { path, phase } of assets) {
    const { gzip, br } = assetSizes(path);
    console.log(`    ${phase.padEnd(6)} gzip ${kb(gzip)}  br ${kb(br)}  ${path}`);
  }
  return { beforePaint, toStart, all, files: assets.map((asset) => asset.path) };
}

try {
  const home = report(await firstVisit("/", "src/features/home/homeRoute.tsx"));
  const article = report(await firstVisit(ARTICLE, "src/features/view/viewRoute.tsx"));
  const navigated = report(await articleFromHome());
  const summary = [
    [`JS files before the first article is on screen (first visit to ${ARTICLE})`, article.beforePaint],
    [
      "JS for the app to take a first page over (/ or the article)",
      Math.max(home.toStart, article.toStart),
      TAKE_OVER_BUDGET_KB,
    ],
    [`JS in all, first visit to ${ARTICLE} (what loads at idle included)`, article.all, BUDGET_KB],
    ["JS before an article opened from the home page is on screen", navigated.toStart],
  ];
  console.log("\nSummary (gzip)");
  for (const [label, bytes, budget] of summary) {
    console.log(`  ${label.padEnd(72)} ${kb(bytes)}${budget ? ` (budget ${budget} KB)` : ""}`);
  }
  // The docs components (steps, cards, file trees…) are drawn by the renderer and the stylesheet:
  // a first visit, whose page the server rendered, loads none of their code.
  const withComponents = article.files.filter((path) => isCode(path) && readAsset(path).includes(COMPONENT_MARKER));
  console.log(
    `  ${"JS files with the components' code, first visit to the article".padEnd(72)} ${String(withComponents.length).padStart(9)}`,
  );
} finally {
  await browser.close();
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
