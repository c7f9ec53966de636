// GET /metrics as a Prometheus scraper sees it: off unless a token is set, closed to requests
// without it, and figures that follow what the server did, never a secret of a share link.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { API_PATHS } from "@rxdocs/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bumpContentVersion } from "../storage/contentVersion.js";
import { ONLY_VERSION } from "../storage/slots.js";
import { fixtureCredentials } from "../test-support/fixtureSite.js";
import { DATABASE_KINDS } from "../test-support/databases.js";
import { expectOneLineFailure, startServing, terminate } from "../test-support/cliSite.js";
import { freePort, runCli } from "../test-support/runCli.js";
import { startTestSite, type TestSite, withKey } from "../test-support/testServer.js";

const TOKEN = "metrics-token-0123456789abcdef";
const SOON = { timeout: 5_000, interval: 50 };

/** One sample of the scrape: its value, or undefined when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([label, value]) => `${label}="${value}"`);
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? "").split(",");
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

describe.each(DATABASE_KINDS)("metrics on $name", (kind) => {
  let site: TestSite;
  const scrape = async (authorization = `Bearer ${TOKEN}`) => {
    const response = await fetch(`${site.server.url}/metrics`, { headers: { authorization } });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };

  beforeAll(async () => {
    site = await startTestSite(kind, { server: { metricsToken: TOKEN } });
  });
  afterAll(() => site?.stop());

  it("answers only a scraper that sends the token, and says how to give it", async () => {
    for (const authorization of ["", "Bearer", `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const refused = await scrape(authorization);
      expect(refused.status, authorization).toBe(401);
      expect(refused.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      expect(JSON.parse(refused.text).message).toMatch(/RXDOCS_METRICS_TOKEN/);
      expect(refused.text).not.toContain("rxdocs_");
    }
    const answered = await scrape();
    expect(answered.status).toBe(200);
    expect(answered.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answered.headers.get("cache-control")).toBe("no-store");
  });

  it("counts requests by route and status, with their latency, under the route's pattern", async () => {
    const route = "/api/menuInfo/getAuthMenuTree";
    const before = await scrape();
    const count = (text: string, status: string) =>
      sample(text, "rxdocs_http_requests_total", { method: "POST", route, status }) ?? 0;
    for (let i = 0; i < 3; i++)
      expect((await site.post("menuInfo/getAuthMenuTree", { isAuth: false })).status).toBe(200);
    expect((await site.post("menuInfo/getAuthMenuTree", { isAuth: "yes" })).status).toBe(400);
    const after = await scrape();
    expect(count(after.text, "200") - count(before.text, "200")).toBe(3);
    expect(count(after.text, "400") - count(before.text, "400")).toBe(1);
    const timed = (text: string) =>
      sample(text, "rxdocs_http_request_duration_seconds_count", { method: "POST", route }) ?? 0;
    expect(timed(after.text) - timed(before.text)).toBe(4);
    expect(sample(after.text, "rxdocs_http_request_duration_seconds_bucket", { route, le: "+Inf" })).toBe(
      timed(after.text),
    );
  });

  it("counts answers sent from the cache and those built first", async () => {
    const hits = async () => sample((await scrape()).text, "rxdocs_answer_cache_total", { result: "hit" }) ?? 0;
    const misses = async () => sample((await scrape()).text, "rxdocs_answer_cache_total", { result: "miss" }) ?? 0;
    const [hitsBefore, missesBefore] = [await hits(), await misses()];
    const body = { menuCode: "intro" };
    expect((await site.post("articleInfo/getDetailByMenuCode", body)).status).toBe(200);
    expect((await site.post("articleInfo/getDetailByMenuCode", body)).status).toBe(200);
    // The first asking may or may not have found it built by an earlier test; the second always does.
    expect((await hits()) - hitsBefore + ((await misses()) - missesBefore)).toBe(2);
    expect((await hits()) - hitsBefore).toBeGreaterThanOrEqual(1);
  });

  it("shows the content version the server serves, rising with a change", async () => {
    const version = async () => sample((await scrape()).text, "rxdocs_content_version");
    await site.post("menuInfo/getAuthMenuTree", { isAuth: false });
    const first = (await version())!;
    expect(first).toBeGreaterThan(0);
    await bumpContentVersion(site.server.storage.db);
    await expect
      .poll(async () => {
        await site.post("menuInfo/getAuthMenuTree", { isAuth: false });
        return version();
      }, SOON)
      .toBe(first + 1);
  });

  it("shows the database connections and the process' memory", async () => {
    const { text } = await scrape();
    expect(sample(text, "rxdocs_database_connections", { state: "total" })).toBeGreaterThanOrEqual(1);
    if (kind.name === "PostgreSQL") {
      expect(sample(text, "rxdocs_database_connections", { state: "idle" })).toBeGreaterThanOrEqual(0);
      expect(sample(text, "rxdocs_database_connections", { state: "waiting" })).toBe(0);
    }
    expect(sample(text, "rxdocs_process_resident_memory_bytes")).toBeGreaterThan(10_000_000);
    expect(sample(text, "rxdocs_nodejs_eventloop_lag_p99_seconds")).toBeGreaterThanOrEqual(0);
  });

  it("never shows a share link's secret or a page's address", async () => {
    const { allKey, viewCode } = await fixtureCredentials(site.server.storage.db);
    await fetch(`${site.server.url}/view?path=plan&hash=${allKey}&timestamp=1`);
    await fetch(`${site.server.url}/view?path=unlisted-page&viewPath=${viewCode}&timestamp=1`);
    await site.post("menuInfo/getAuthMenuTree", { isAuth: true }, withKey(allKey));
    const { text } = await scrape();
    expect(sample(text, "rxdocs_http_requests_total", { method: "GET", route: "/view" })).toBeGreaterThanOrEqual(2);
    for (const secret of [allKey, viewCode, "plan", "unlisted-page"]) expect(text).not.toContain(secret);
  });

  // After the test above: the pages readers read are named here, by their codes.
  it("shows what readers read, searched for and answered over the last seven days", async () => {
    const { allKey } = await fixtureCredentials(site.server.storage.db);
    for (let i = 0; i < 2; i++) expect((await site.post(API_PATHS.countView, { menuCode: "setup" })).status).toBe(200);
    // A restricted page counts like the others, and only the operator's token shows it.
    expect((await site.post(API_PATHS.countView, { menuCode: "plan" }, withKey(allKey))).status).toBe(200);
    expect((await site.post(API_PATHS.countSearch, { keyword: "Kubernetes", results: 0 })).status).toBe(200);
    expect((await site.post(API_PATHS.sendFeedback, { menuCode: "setup", helpful: false })).status).toBe(200);
    const slot = { version: ONLY_VERSION, lang: "en" };
    await expect.poll(async () => sample((await scrape()).text, "rxdocs_reader_views"), SOON).toBeGreaterThanOrEqual(3);
    const { text } = await scrape();
    expect(sample(text, "rxdocs_reader_page_views", { page: "setup", ...slot })).toBe(2);
    expect(sample(text, "rxdocs_reader_page_views", { page: "plan", ...slot })).toBe(1);
    expect(sample(text, "rxdocs_reader_searches", { words: "kubernetes", ...slot, result: "none" })).toBe(1);
    expect(sample(text, "rxdocs_reader_answers", { page: "setup", ...slot, answer: "no" })).toBe(1);
    expect(sample(text, "rxdocs_reader_answers", { page: "setup", ...slot, answer: "yes" })).toBe(0);
  });
});

describe("metrics as rxdocs serve is configured", () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), "rxdocs-metrics-"));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("are off without RXDOCS_METRICS_TOKEN, and on with it", async () => {
    const db = join(work, "site.db");
    const port = await freePort();
    const off = await startServing(["--port", String(port), "--db", db], port, { cwd: work });
    try {
      const answer = await fetch(`${off.url}/metrics`);
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain("rxdocs_");
    } finally {
      await terminate(off.run);
    }
    const on = await startServing(["--port", String(port), "--db", db], port, {
      cwd: work,
      env: { RXDOCS_METRICS_TOKEN: TOKEN },
    });
    try {
      const answer = await fetch(`${on.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toMatch(/^rxdocs_http_requests_total\{/m);
    } finally {
      const stopped = await terminate(on.run);
      // The token is a secret too: no log line carries it.
      expect(stopped.stdout + stopped.stderr).not.toContain(TOKEN);
    }
  });

  it("refuse a guessable token with one line, before anything is served", async () => {
    const result = await runCli(["serve", "--port", String(await freePort()), "--db", join(work, "short.db")], {
      cwd: work,
      env: { RXDOCS_METRICS_TOKEN: "short" },
    });
    expectOneLineFailure(result, /RXDOCS_METRICS_TOKEN must be at least 16 characters/);
  });
});
