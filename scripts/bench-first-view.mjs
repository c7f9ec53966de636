// What a reader's first view costs the browser's main thread: on generated sites (default 200
// and 2,000 articles, ../shared/bench/corpus.mjs) and on the bundled guide, each served with
// `rxdocs serve`, opens a deep article from a cold cache in a new browser context, as the
// reader-speed harness does, several times, and prints for each view
// - when the article was first painted and when the app had taken it over (hydrated);
// - every main-thread task of 50 ms or more (the Long Tasks API), and what the long animation
//   frames they fell in spent their time on: each script over 5 ms (the page's inline script, the
//   app's modules, the hydration), the frame's style and layout, and the rest (the HTML parser).
//
//   npm run build && npm run bench:first-view [-- --articles 200,2000] [--runs 8] [--latency 40] [--no-devtools]
//
// --latency adds that many milliseconds to every request (Chromium's network emulation), as a
// reader far from the site meets it: the take-over then shows how many round trips it waits on.
//
// --no-devtools opens each view in a Chromium that no DevTools client is attached to while the
// page loads, as a reader's is (plainChromium.mjs says what DevTools adds): the tasks and frames
// are read from the browser's buffers once the page is done. The take-over, which only a watcher
// from the start can see, is not measured then; nor is --latency taken.
//
// The figures are for comparing within one run on one machine; absolute times vary.
/* global window, document -- used inside functions that run in the page */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import chromiumFlags from "./chromium-flags.json" with { type: "json" };
import { CLI, REPO as repo, runNode, startRxdocsServer } from "./localServer.mjs";
import { launchPlainChromium } from "./plainChromium.mjs";

const { values: args } = parseArgs({
  options: {
    articles: { type: "string", default: "200,2000" },
    runs: { type: "string", default: "8" },
    latency: { type: "string", default: "0" },
    "no-devtools": { type: "boolean", default: false },
    corpus: { type: "string", default: resolve(repo, "../shared/bench/corpus.mjs") },
  },
});
const runs = Number(args.runs);
const sizes = args.articles.split(",").filter(Boolean).map(Number);
if (sizes.some((size) => !Number.isInteger(size) || size < 1)) fail(`--articles takes sizes such as 200,2000`);
if (!Number.isInteger(runs) || runs < 1) fail("--runs takes a whole number");
const latency = Number(args.latency);
if (!Number.isFinite(latency) || latency < 0) fail("--latency takes milliseconds");
const plain = args["no-devtools"];
if (plain && latency > 0) fail("--latency needs DevTools: leave out --no-devtools");
if (sizes.length > 0 && !existsSync(args.corpus)) fail(`corpus generator not found at ${args.corpus} (pass --corpus)`);

function fail(message) {
  console.error(message);
  process.exit(2);
}

/** A long animation frame as printed: its length, its style and layout, and each script over 5 ms. */
function summarizeFrame(frame) {
  return {
    duration: frame.duration,
    styleAndLayout: frame.styleAndLayoutStart ? frame.startTime + frame.duration - frame.styleAndLayoutStart : 0,
    scripts: frame.scripts
      .filter((script) => script.duration > 5)
      .map((script) => ({
        source: script.sourceURL.split("/").pop() || script.invoker,
        invoker: script.invoker,
        duration: script.duration,
      })),
  };
}

/** Records, before the page's own scripts run, its long tasks, its long frames and when the app has taken it over. */
function watchMainThread(summarize) {
  window.benchLongTasks = [];
  window.benchFrames = [];
  new PerformanceObserver((list) =>
    list.getEntries().forEach((task) => window.benchLongTasks.push(task.duration)),
  ).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) =>
    list.getEntries().forEach((frame) => {
      if (frame.blockingDuration > 0) window.benchFrames.push(summarize(frame)); // a task of 50 ms or more in it
    }),
  ).observe({ type: "long-animation-frame", buffered: true });
  // React keys the elements it has hydrated with its fiber; the app's top bar and article are among the last.
  const hydrated = (element) => element && Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
  const check = () => {
    if (hydrated(document.querySelector(".rx-topbar")) && hydrated(document.querySelector(".rx-markdown, main"))) {
      window.benchTakenOverAt = performance.now();
    } else setTimeout(check, 2);
  };
  check();
}

async function coldView(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript({ content: `(${watchMainThread})(${summarizeFrame})` });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    if (latency > 0) {
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(() => window.benchTakenOverAt, null, { timeout: 30_000 });
    // Long enough for what follows the take-over (the article list, the search index) to run.
    await page.waitForTimeout(2_000);
    return await page.evaluate(() => ({
      paintedAt: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
      takenOverAt: window.benchTakenOverAt,
      longTasks: window.benchLongTasks,
      frames: window.benchFrames,
    }));
  } finally {
    await context.close();
  }
}

const ms = (value) => `${Math.round(value)} ms`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function describeFrame({ duration, styleAndLayout, scripts }) {
  const parts = scripts.map(
    ({ source, invoker, duration: took }) =>
      `${source}${invoker && !invoker.startsWith("http") ? ` (${invoker})` : ""} ${ms(took)}`,
  );
  parts.push(`the frame's style and layout ${ms(styleAndLayout)}`);
  // What the Long Animation Frames API names neither a script nor the frame's rendering: on a
  // first view, a trace shows it is the HTML parser, and the style and layout it forces as it ends.
  const rest = duration - styleAndLayout - scripts.reduce((sum, script) => sum + script.duration, 0);
  parts.push(`the rest (parsing, and the layout it forces) ${ms(rest)}`);
  return `a frame of ${ms(duration)}: ${parts.join(", ")}`;
}

/** What a page's browser buffered of its first paint, long tasks and long frames, read once it is done. */
const RECORDED_VIEW = `new Promise((resolve) => {
  const recorded = (type) => new Promise((done) => {
    const observer = new PerformanceObserver((list) => (observer.disconnect(), done(list.getEntries())));
    observer.observe({ type, buffered: true });
    setTimeout(() => (observer.disconnect(), done([])), 500); // none buffered
  });
  Promise.all([recorded("longtask"), recorded("long-animation-frame")]).then(([tasks, frames]) => resolve({
    paintedAt: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
    longTasks: tasks.map((task) => task.duration),
    frames: frames.filter((frame) => frame.blockingDuration > 0).map(${summarizeFrame}),
  }));
})`;

/** A cold view in a Chromium with no DevTools attached: the page's own records, read after it has settled. */
const plainColdView = (browser, url) => browser.view(url, 5_000, RECORDED_VIEW);

async function measure(browser, name, url) {
  const views = [];
  for (let run = 0; run < runs; run++) views.push(await (plain ? plainColdView : coldView)(browser, url));
  const withLong = views.filter((view) => view.longTasks.length > 0);
  const longest = Math.max(0, ...views.flatMap((view) => view.longTasks));
  console.log(`\n${name}: ${url}${latency > 0 ? `, ${latency} ms added to each request` : ""}`);
  console.log(
    `  first paint ${ms(median(views.map((view) => view.paintedAt)))}, ${
      plain ? "no DevTools attached" : `taken over ${ms(median(views.map((view) => view.takenOverAt)))}`
    } (medians of ${runs})`,
  );
  console.log(`  views with a task of 50 ms or more: ${withLong.length} of ${runs}; the longest ${ms(longest)}`);
  views.forEach((view, index) => {
    if (view.longTasks.length === 0) return;
    console.log(`    view ${index + 1}: tasks ${view.longTasks.map(ms).join(", ")}`);
    for (const frame of view.frames) console.log(`      ${describeFrame(frame)}`);
  });
}

const work = mkdtempSync(join(tmpdir(), "rxdocs-first-view-"));
const executablePath = process.env.CHROMIUM || "/usr/bin/chromium";
const browser = plain
  ? launchPlainChromium(executablePath, chromiumFlags)
  : await chromium.launch({ executablePath, args: chromiumFlags });
try {
  const sites = [{ name: "the bundled guide", folder: join(repo, "docs"), path: "/view?path=deployment" }];
  for (const size of sizes) {
    const corpus = join(work, `corpus-${size}`);
    execFileSync("node", [args.corpus, String(size), corpus], { stdio: "ignore" });
    const { articles } = JSON.parse(readFileSync(join(corpus, "manifest.json"), "utf8"));
    // The harness's deep article: three quarters down the list.
    const target = articles[Math.floor(articles.length * 0.77)];
    sites.push({ name: `${size} articles`, folder: join(corpus, "site"), path: `/view?path=${target.code}` });
  }
  for (const [index, site] of sites.entries()) {
    const db = join(work, `site-${index}.db`);
    await runNode([CLI, "import", site.folder, "--db", db]);
    const server = await startRxdocsServer(db, { LOG_LEVEL: "warn" });
    try {
      await measure(browser, site.name, server.base + site.path);
    } finally {
      await server.stop();
    }
  }
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
