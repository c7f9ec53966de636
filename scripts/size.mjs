// What a reader's first visit transfers: the JavaScript and CSS (compressed bytes on the
// wire) of / and of /view?path=..., measured in Chromium against a built server, split
// into what arrives before the page is shown and what loads later (highlighting
// grammars, the article list).
//
//   npm run size        (builds first: npm run build)
/* global window, document, MutationObserver -- used inside functions that run in the page */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import chromiumFlags from "./chromium-flags.json" with { type: "json" };
import { CLI, REPO as repo, startRxdocsServer } from "./localServer.mjs";

const BUDGET_KB = 120;

const work = mkdtempSync(join(tmpdir(), "rxdocs-size-"));
const db = join(work, "size.db");
const imported = spawnSync("node", [CLI, "import", join(repo, "docs"), "--db", db], { encoding: "utf8" });
if (imported.status !== 0) throw new Error(imported.stderr);

const server = await startRxdocsServer(db, { LOG_LEVEL: "warn" });
const base = server.base;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: chromiumFlags,
});

async function measure(path, shownSelector) {
  const context = await browser.newContext();
  // The moment the page's content appears, recorded in the page on the same clock as Resource Timing.
  await context.addInitScript((selector) => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector(selector)) return;
      window.__rxShownAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  }, shownSelector);
  const page = await context.newPage();
  await page.goto(base + path);
  await page.waitForFunction(() => window.__rxShownAt !== undefined);
  await page.waitForLoadState("networkidle");
  const { shownAt, loads } = await page.evaluate(() => ({
    shownAt: window.__rxShownAt,
    // encodedBodySize: the compressed bytes of the body, as sent over the wire.
    loads: performance
      .getEntriesByType("resource")
      .map((e) => ({ url: new URL(e.name).pathname, start: e.startTime, bytes: e.encodedBodySize })),
  }));
  await context.close();
  const scripts = loads.filter((l) => l.url.endsWith(".js"));
  const styles = loads.filter((l) => l.url.endsWith(".css"));
  const kb = (list) => list.reduce((total, load) => total + load.bytes, 0) / 1024;
  const before = (l) => l.start < shownAt;
  return {
    path,
    jsBeforeShownKB: kb(scripts.filter(before)),
    cssBeforeShownKB: kb(styles.filter(before)),
    jsTotalKB: kb(scripts),
    cssTotalKB: kb(styles),
    files: [...scripts, ...styles].map(
      (l) => `${before(l) ? "before" : "after "} ${(l.bytes / 1024).toFixed(1).padStart(6)} KB ${l.url}`,
    ),
  };
}

try {
  const results = [await measure("/", ".rx-section-card"), await measure("/view?path=markdown", ".rx-markdown")];
  for (const r of results) {
    console.log(`\n${r.path}`);
    console.log(
      `  JS before shown:  ${r.jsBeforeShownKB.toFixed(1)} KB (budget ${BUDGET_KB} KB)   total ${r.jsTotalKB.toFixed(1)} KB`,
    );
    console.log(`  CSS before shown: ${r.cssBeforeShownKB.toFixed(1)} KB   total ${r.cssTotalKB.toFixed(1)} KB`);
    for (const file of r.files) console.log(`    ${file}`);
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
