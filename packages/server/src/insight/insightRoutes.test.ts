// Views and searches counted through the real server on each database, read back as an operator
// reads them (siteStats, `rxdocs stats`), turned off by the site's settings, and removed once
// older than the site keeps them.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { API_PATHS } from "@rxdocs/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueAccessKey } from "../access/keyIssuer.js";
import { loadCatalog } from "../catalog/catalogSource.js";
import { addCounts } from "../storage/insightCounts.js";
import { saveAnswer } from "../storage/pageFeedback.js";
import { ONLY_VERSION } from "../storage/slots.js";
import { DATABASE_KINDS } from "../test-support/databases.js";
import { fixtureContent } from "../test-support/fixtureSite.js";
import { runCli } from "../test-support/runCli.js";
import { startTestSite, type TestSite, withKey } from "../test-support/testServer.js";
import { InsightCounter } from "./insightCounter.js";
import { countedWords } from "./insightRoutes.js";
import { dayOf } from "./days.js";
import { siteStats } from "./siteStats.js";

const VIEW = API_PATHS.countView;
const SEARCH = API_PATHS.countSearch;
const today = () => dayOf(new Date());

describe.each(DATABASE_KINDS)("readers' counts on $name", (kind) => {
  let site: TestSite;

  beforeAll(async () => {
    site = await startTestSite(kind, { server: { countLimits: { max: 1_000_000, windowMs: 60_000 } } });
  });
  afterAll(() => site?.stop());

  /** What the server has written of its counts (it writes them every second). */
  const stats = async () => {
    const { db } = site.server.storage;
    return siteStats(db, await loadCatalog(db), today(), today(), 50);
  };

  it("counts the pages readers may read, and the searches by their folded words", async () => {
    for (let i = 0; i < 3; i++) expect((await site.post(VIEW, { menuCode: "intro" })).status).toBe(200);
    expect((await site.post(VIEW, { menuCode: "setup" })).json.data).toEqual({ counted: true });
    for (const menuCode of ["plan", "wip", "hid1", "nowhere"]) {
      expect((await site.post(VIEW, { menuCode })).status, menuCode).toBe(404);
    }
    const { key } = await issueAccessKey(site.server.storage.db, { name: "reader", scope: [], expiresAt: null });
    await expect
      .poll(async () => (await site.post("menuInfo/getAuthMenuTree", { isAuth: true }, withKey(key))).status)
      .toBe(200);
    expect((await site.post(VIEW, { menuCode: "plan" }, withKey(key))).status).toBe(200);

    expect((await site.post(SEARCH, { keyword: "  Café   Setup ", results: 2, opened: "setup" })).status).toBe(200);
    expect((await site.post(SEARCH, { keyword: "cafe setup", results: 2 })).status).toBe(200);
    expect((await site.post(SEARCH, { keyword: "kubernetes", results: 0 })).status).toBe(200);
    expect((await site.post(SEARCH, { keyword: "x", results: 0, opened: "plan" })).status).toBe(404);

    await expect.poll(async () => (await stats()).views, { timeout: 5000 }).toBe(5);
    const figures = await stats();
    expect(figures.topPages[0]).toMatchObject({ menuCode: "intro", views: 3, version: ONLY_VERSION, lang: "en" });
    // A restricted page counts like the others: only operators see these figures.
    expect(figures.topPages.map((page) => page.menuCode).sort()).toEqual(["intro", "plan", "setup"]);
    expect(figures.topSearches).toContainEqual(
      expect.objectContaining({ words: "cafe setup", searches: 2, withoutResult: 0 }),
    );
    expect(figures.searchesWithoutResult).toEqual([expect.objectContaining({ words: "kubernetes", searches: 1 })]);
    expect(figures.openedFromSearch).toEqual([
      expect.objectContaining({ words: "cafe setup", menuCode: "setup", title: "Page setup", opens: 1 }),
    ]);
  });

  it("refuses what is not a count with a clear error", async () => {
    const cases: [string, unknown, RegExp][] = [
      [VIEW, {}, /menuCode/],
      [SEARCH, { keyword: "", results: 0 }, /keyword/],
      [SEARCH, { keyword: "a", results: -1 }, /results/],
      [SEARCH, { keyword: "a", results: 1, reader: "me" }, /reader/],
    ];
    for (const [path, body, message] of cases) {
      const refused = await site.post(path, body);
      expect(refused.status).toBe(400);
      expect(refused.json.message).toMatch(message);
    }
  });

  it("removes the counts and answers older than the site keeps", async () => {
    const { db } = site.server.storage;
    const old = { kind: "view", version: ONLY_VERSION, lang: "en", subject: "intro", detail: "" } as const;
    await addCounts(db, [
      [{ ...old, day: "2020-01-01" }, 7],
      [{ ...old, day: today() }, 1],
    ]);
    await saveAnswer(db, {
      day: "2020-01-01",
      version: ONLY_VERSION,
      lang: "en",
      menuCode: "intro",
      reader: "old",
      helpful: false,
      comment: "old",
      answeredAt: "2020-01-01T10:00:00.000Z",
    });
    await new InsightCounter(site.server.storage, async () => 90).sweep();
    const days = await db.selectFrom("insight_counts").select("day").distinct().execute();
    expect(days.map((row) => row.day)).toEqual([today()]);
    expect(await db.selectFrom("page_feedback").selectAll().where("day", "=", "2020-01-01").execute()).toEqual([]);
  });
});

describe("a site that counts nothing", () => {
  let site: TestSite;

  beforeAll(async () => {
    const content = fixtureContent();
    content.site.settings.insight = false;
    site = await startTestSite(DATABASE_KINDS[0]!, { content });
  });
  afterAll(() => site?.stop());

  it("says so in its settings and refuses counts", async () => {
    expect((await site.post("siteInfo/getSiteInfo", {})).json.data.insight).toEqual({ views: false, searches: false });
    expect((await site.post(VIEW, { menuCode: "intro" })).json.message).toMatch(/does not count views/);
    expect((await site.post(SEARCH, { keyword: "a", results: 0 })).json.message).toMatch(/does not count searches/);
  });
});

describe("rxdocs stats", () => {
  it("prints the period's figures as text and JSON, and refuses a period it cannot read", async () => {
    const site = await startTestSite(DATABASE_KINDS[0]!);
    try {
      const { db } = site.server.storage;
      const key = { day: today(), version: ONLY_VERSION, lang: "en", detail: "" };
      await addCounts(db, [
        [{ ...key, kind: "view", subject: "intro" }, 12],
        [{ ...key, kind: "search", subject: "kubernetes" }, 3],
        [{ ...key, kind: "empty-search", subject: "kubernetes" }, 3],
      ]);
      await saveAnswer(db, {
        day: today(),
        version: ONLY_VERSION,
        lang: "en",
        menuCode: "setup",
        reader: "r",
        helpful: false,
        comment: "Where does the file go?",
        answeredAt: new Date().toISOString(),
      });
      const cli = { cwd: tmpdir(), env: { DATABASE_URL: site.database.url } };
      const text = await runCli(["stats", "--days", "7"], cli);
      expect(text.code, text.stderr).toBe(0);
      expect(text.stdout).toMatch(/: 12 page views/);
      expect(text.stdout).toMatch(/Pages read most\nVIEWS +PAGE +VERSION LANG\n12 +Page intro \(intro\) +current en/);
      expect(text.stdout).toMatch(/Searches that found nothing\n.*\n3 +kubernetes/);
      expect(text.stdout).toContain("1 no, 0 yes  Page setup (setup)");
      expect(text.stdout).toContain('"Where does the file go?"');

      const json = await runCli(["stats", "--json"], cli);
      const figures = JSON.parse(json.stdout);
      expect(figures.topPages).toEqual([expect.objectContaining({ menuCode: "intro", views: 12 })]);
      // Every day of the period (30 by default), the days without a view too.
      expect(figures.viewsByDay).toHaveLength(30);
      expect(figures.viewsByDay.at(-1)).toEqual({ day: today(), views: 12 });
      expect(figures.viewsByDay[0].views).toBe(0);
      expect(figures.feedback[0].comments).toEqual([
        { day: today(), helpful: false, comment: "Where does the file go?" },
      ]);

      const work = mkdtempSync(join(tmpdir(), "rxdocs-report-"));
      const report = join(work, "report.html");
      for (let time = 0; time < 2; time++) {
        // The second time over the first report, which it replaces.
        const written = await runCli(["stats", "--html", report], cli);
        expect(written.code, written.stderr).toBe(0);
      }
      const html = readFileSync(report, "utf8");
      expect(html.startsWith("<!-- rxdocs stats report -->\n<!doctype html>")).toBe(true);
      expect(html.match(/<svg /g)).toHaveLength(3);
      expect(html).toContain("Page intro (intro)");
      expect(html).toContain("Where does the file go?");
      expect(html).not.toMatch(/<script|src=|href=/);
      const other = join(work, "notes.html");
      writeFileSync(other, "mine");
      const refused = await runCli(["stats", "--html", other], cli);
      expect(refused.stderr).toMatch(/exists and is not an earlier report/);
      expect(readFileSync(other, "utf8")).toBe("mine");
      rmSync(work, { recursive: true, force: true });

      for (const args of [
        ["--days", "0"],
        ["--since", "2026-13-01"],
        ["--since", "2026-01-01", "--days", "3"],
        ["--limit", "x"],
      ]) {
        const refused = await runCli(["stats", ...args], cli);
        expect(refused.code, args.join(" ")).toBe(1);
        expect(refused.stderr.trim().split("\n"), args.join(" ")).toHaveLength(1);
      }
    } finally {
      await site.stop();
    }
  });

  it("has the same words for counted searches as the search folds them", () => {
    expect(countedWords("  Ｃａｆé\tSETUP  ")).toBe("cafe setup");
  });
});
