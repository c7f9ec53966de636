// "Was this page helpful?" through the real server on each database: kept per page, version and
// language, one answer a reader, page and day, nothing about the reader stored, only about pages
// the reader may read, off with a setting, and a flood that changes nothing that matters.
import { API_PATHS } from "@rxdocs/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueAccessKey } from "../access/keyIssuer.js";
import { daySalt } from "../storage/pageFeedback.js";
import { ONLY_VERSION } from "../storage/slots.js";
import { DATABASE_KINDS } from "../test-support/databases.js";
import { fixtureContent } from "../test-support/fixtureSite.js";
import { startTestSite, type TestSite, withKey } from "../test-support/testServer.js";

const SEND = API_PATHS.sendFeedback;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0";
const asReader = (userAgent: string) => ({ "user-agent": userAgent });

describe.each(DATABASE_KINDS)("readers' answers about pages on $name", (kind) => {
  let site: TestSite;

  beforeAll(async () => {
    site = await startTestSite(kind, { server: { feedbackLimits: { max: 1_000_000, windowMs: 60_000 } } });
  });
  afterAll(() => site?.stop());

  const rows = () => site.server.storage.db.selectFrom("page_feedback").selectAll().orderBy("menu_code").execute();

  it("keeps one answer a reader, page and day: a later one replaces it, and a comment joins it", async () => {
    const first = await site.post(SEND, { menuCode: "intro", helpful: false }, asReader(BROWSER));
    expect(first.status).toBe(200);
    expect(first.json.data).toEqual({ counted: true });

    const comment = "The second step does not say where the file goes.";
    const again = await site.post(SEND, { menuCode: "intro", helpful: false, comment }, asReader(BROWSER));
    expect(again.json.data).toEqual({ counted: false });
    const changed = await site.post(SEND, { menuCode: "intro", helpful: true }, asReader(BROWSER));
    expect(changed.json.data).toEqual({ counted: false });

    const other = await site.post(SEND, { menuCode: "intro", helpful: true }, asReader("curl/8.5.0"));
    expect(other.json.data).toEqual({ counted: true });

    const kept = await rows();
    expect(kept).toHaveLength(2);
    const today = new Date().toISOString().slice(0, 10);
    const mine = kept.find((row) => row.comment !== null)!;
    expect(mine).toMatchObject({
      day: today,
      version: ONLY_VERSION,
      lang: "en",
      menu_code: "intro",
      helpful: 1,
      comment,
    });
    // Nothing that says who: the address and the browser appear nowhere, the reader is a hash.
    const stored = JSON.stringify(kept);
    for (const trace of ["127.0.0.1", "Firefox", "curl", "Mozilla"]) expect(stored).not.toContain(trace);
    expect(mine.reader).toMatch(/^[\w-]{43}$/);
  });

  it("answers only about a page the reader may read, and keeps nothing otherwise", async () => {
    const before = (await rows()).length;
    for (const menuCode of ["plan", "wip", "hid1", "nowhere", "guide"]) {
      const refused = await site.post(SEND, { menuCode, helpful: true });
      expect(refused.status, menuCode).toBe(404);
    }
    expect(await rows()).toHaveLength(before);

    const { key } = await issueAccessKey(site.server.storage.db, { name: "reader", scope: [], expiresAt: null });
    // The server learns of the new key when it next reads the catalog.
    await expect
      .poll(async () => (await site.post("menuInfo/getAuthMenuTree", { isAuth: true }, withKey(key))).status)
      .toBe(200);
    const unlocked = await site.post(SEND, { menuCode: "plan", helpful: true }, withKey(key));
    expect(unlocked.status).toBe(200);
    expect((await rows()).map((row) => row.menu_code)).toContain("plan");
  });

  it("refuses what is not an answer with a clear error, and keeps nothing", async () => {
    const before = (await rows()).length;
    const cases: [unknown, RegExp][] = [
      [{ menuCode: "setup", helpful: true, comment: "x".repeat(1001) }, /comment/],
      [{ menuCode: "setup" }, /helpful/],
      [{ menuCode: "setup", helpful: "yes" }, /helpful/],
      [{ menuCode: "setup", helpful: true, reader: "me" }, /reader/],
    ];
    for (const [body, message] of cases) {
      const refused = await site.post(SEND, body);
      expect(refused.status).toBe(400);
      expect(refused.json.message).toMatch(message);
    }
    expect(await rows()).toHaveLength(before);
  });

  it("salts readers anew each day and forgets the salts of the days before", async () => {
    const db = site.server.storage.db;
    const monday = await daySalt(db, "2030-01-07");
    expect(await daySalt(db, "2030-01-07")).toBe(monday);
    const tuesday = await daySalt(db, "2030-01-08");
    expect(tuesday).not.toBe(monday);
    const days = (await db.selectFrom("insight_salts").select("day").execute()).map((row) => row.day);
    expect(days).toEqual(["2030-01-08"]);
  });
});

describe("answers from one client, on SQLite", () => {
  it("are refused past a few a minute, before anything is written, and the site keeps serving", async () => {
    const site = await startTestSite(DATABASE_KINDS[0]!, { server: { feedbackLimits: { max: 3, windowMs: 60_000 } } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await site.post(SEND, { menuCode: "intro", helpful: true }, asReader(`agent ${i}`))).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const refused = await site.post(SEND, { menuCode: "intro", helpful: true });
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused.json.message).toMatch(/Too many answers/);
      expect(await site.server.storage.db.selectFrom("page_feedback").selectAll().execute()).toHaveLength(3);
      expect((await site.post("menuInfo/getAuthMenuTree", {})).status).toBe(200);
    } finally {
      await site.stop();
    }
  });

  it("a flood of 10,000 answers counts once per reader and page, and readers are served meanwhile", async () => {
    const site = await startTestSite(DATABASE_KINDS[0]!, {
      server: { feedbackLimits: { max: 1_000_000, windowMs: 60_000 } },
    });
    try {
      const readers = 100;
      const pages = ["intro", "setup"];
      let sent = 0;
      let counted = 0;
      const failures: number[] = [];
      const flood = async () => {
        while (sent < 10_000) {
          const n = sent++;
          const answer = await site.post(
            SEND,
            { menuCode: pages[n % pages.length], helpful: n % 3 === 0 },
            asReader(`reader ${Math.floor(n / pages.length) % readers}`),
          );
          if (answer.status !== 200) failures.push(answer.status);
          else if (answer.json.data.counted) counted += 1;
        }
      };
      const reading = async () => {
        const statuses: number[] = [];
        while (sent < 10_000)
          statuses.push((await site.post("articleInfo/getDetailByMenuCode", { menuCode: "top" })).status);
        return statuses;
      };
      const [readerStatuses] = await Promise.all([reading(), ...Array.from({ length: 16 }, flood)]);

      expect(failures).toEqual([]);
      expect(counted).toBe(readers * pages.length);
      const kept = await site.server.storage.db.selectFrom("page_feedback").selectAll().execute();
      expect(kept).toHaveLength(readers * pages.length);
      expect(readerStatuses.length).toBeGreaterThan(0);
      expect(new Set(readerStatuses)).toEqual(new Set([200]));
    } finally {
      await site.stop();
    }
  }, 180_000);
});

describe("a site that does not ask", () => {
  let site: TestSite;

  beforeAll(async () => {
    const content = fixtureContent();
    content.site.settings.feedback = false;
    site = await startTestSite(DATABASE_KINDS[0]!, { content });
  });
  afterAll(() => site?.stop());

  it("says so in its settings and refuses answers", async () => {
    expect((await site.post("siteInfo/getSiteInfo", {})).json.data.feedback).toBe(false);
    const refused = await site.post(SEND, { menuCode: "intro", helpful: true });
    expect(refused.status).toBe(404);
    expect(refused.json.message).toMatch(/does not ask for feedback/);
  });
});
