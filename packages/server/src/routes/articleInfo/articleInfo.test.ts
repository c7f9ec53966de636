import { ARTICLE_ATTRIBUTES } from "@rxdocs/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../test-support/databases.js";
import { fixtureCredentials } from "../../test-support/fixtureSite.js";
import { startTestSite, type TestSite, withKey, withViewCode } from "../../test-support/testServer.js";

const LIST = "articleInfo/getListByPage";
const DETAIL = "articleInfo/getDetailByMenuCode";
const PUBLIC_ARTICLES = ["intro", "setup", "top"];
const codes = (rows: { menuCode: string }[]) => rows.map((row) => row.menuCode);

describe.each(DATABASE_KINDS)("articleInfo calls on $name", (kind) => {
  let site: TestSite;
  let allKey: string;
  let partnersKey: string;
  let viewCode: string;

  beforeAll(async () => {
    site = await startTestSite(kind);
    ({ allKey, partnersKey, viewCode } = await fixtureCredentials(site.server.storage.db));
  });
  afterAll(() => site.stop());

  describe("getListByPage", () => {
    it("pages the published public articles, newest first by default", async () => {
      const { status, json } = await site.post(LIST, { pageSize: 1000, current: 1 });
      expect(status).toBe(200);
      expect(json.data).toMatchObject({ total: 3, current: 1, pageSize: 1000 });
      // Fixture articles are created an hour apart in tree order, so newest first is the reverse.
      expect(codes(json.data.data)).toEqual(["top", "setup", "intro"]);
      expect(Object.keys(json.data.data[0]).sort()).toEqual([...ARTICLE_ATTRIBUTES].sort());
    });

    it("answers the web app's request: status 1, createdAt desc, four attributes", async () => {
      const attributes = ["menuCode", "articleTitle", "articleMd", "articleTabContent"];
      const { json } = await site.post(LIST, {
        pageSize: 1000,
        current: 1,
        query: {
          menuCodes: ["intro", "setup", "wip", "plan", "nope"],
          status: 1,
          sorts: [["createdAt", "desc"]],
          attributes,
        },
      });
      expect(json.data.total).toBe(2);
      expect(json.data.data).toEqual([
        {
          menuCode: "setup",
          articleTitle: "Title of setup",
          articleMd: "# Title of setup\n\nBody of setup.\n",
          articleTabContent: null,
        },
        {
          menuCode: "intro",
          articleTitle: "Title of intro",
          articleMd: "# Title of intro\n\nBody of intro.\n",
          articleTabContent: JSON.stringify([{ label: "npm", md: "npm i" }]),
        },
      ]);
    });

    it("splits into pages that together hold every row once", async () => {
      const headers = withKey(allKey);
      const pages = await Promise.all(
        [1, 2, 3].map((current) =>
          site.post(LIST, { pageSize: 2, current, query: { sorts: [["menuCode", "asc"]] } }, headers),
        ),
      );
      expect(pages.map((p) => p.json.data.total)).toEqual([6, 6, 6]);
      expect(pages.flatMap((p) => codes(p.json.data.data))).toEqual(["intro", "more", "p1", "plan", "setup", "top"]);
      const beyond = await site.post(LIST, { pageSize: 2, current: 9 }, headers);
      expect(beyond.json.data).toMatchObject({ data: [], total: 6, current: 9 });
    });

    it("sorts by each whitelisted field in both directions", async () => {
      const sorted = async (sorts: unknown) =>
        codes((await site.post(LIST, { pageSize: 10, current: 1, query: { sorts } })).json.data.data);
      expect(await sorted([["createdAt", "asc"]])).toEqual(["intro", "setup", "top"]);
      expect(await sorted([["updatedAt", "asc"]])).toEqual(["top", "setup", "intro"]);
      expect(await sorted([["articleTitle", "desc"]])).toEqual(["top", "setup", "intro"]);
      expect(await sorted([["menuCode", "desc"]])).toEqual(["top", "setup", "intro"]);
    });

    it("never returns drafts, even when asked for them", async () => {
      const drafts = await site.post(LIST, { pageSize: 10, current: 1, query: { status: 0 } }, withKey(allKey));
      expect(drafts.json.data).toMatchObject({ data: [], total: 0 });
      const named = await site.post(LIST, { pageSize: 10, current: 1, query: { menuCodes: ["wip", "draft-only"] } });
      expect(named.json.data.total).toBe(0);
    });

    it("returns restricted and hidden articles only with the key or code that opens them", async () => {
      const anonymous = await site.post(LIST, {
        pageSize: 10,
        current: 1,
        query: { menuCodes: ["plan", "p1", "hid1", "hid2"] },
      });
      expect(anonymous.json.data.total).toBe(0);
      const partners = await site.post(LIST, { pageSize: 10, current: 1 }, withKey(partnersKey));
      expect(codes(partners.json.data.data).sort()).toEqual([...PUBLIC_ARTICLES, "p1"].sort());
      const hidden = await site.post(LIST, { pageSize: 10, current: 1 }, withViewCode(viewCode));
      expect(codes(hidden.json.data.data).sort()).toEqual([...PUBLIC_ARTICLES, "hid1", "hid2"].sort());
      expect((await site.post(LIST, { pageSize: 10, current: 1 }, withKey("forged"))).status).toBe(403);
    });

    it.each([
      [{ pageSize: 0, current: 1 }, /^pageSize: /],
      [{ pageSize: 1001, current: 1 }, /^pageSize: /],
      [{ pageSize: 10, current: 0 }, /^current: /],
      [{ pageSize: 1.5, current: 1 }, /^pageSize: /],
      [{ pageSize: "10", current: 1 }, /^pageSize: /],
      [{ current: 1 }, /^pageSize: /],
      [{ pageSize: 10, current: 1, query: { sorts: [["password", "asc"]] } }, /^query\.sorts\[0\]\[0\]: /],
      [{ pageSize: 10, current: 1, query: { sorts: [["createdAt", "sideways"]] } }, /^query\.sorts\[0\]\[1\]: /],
      [{ pageSize: 10, current: 1, query: { attributes: ["menuCode", "secret"] } }, /^query\.attributes\[1\]: /],
      [{ pageSize: 10, current: 1, query: { menuCodes: "intro" } }, /^query\.menuCodes: /],
      [{ pageSize: 10, current: 1, query: { status: 2 } }, /^query\.status: /],
      [{ pageSize: 10, current: 1, query: { where: "1=1" } }, /where/],
    ])("rejects %j with 400 naming the field", async (body, message) => {
      const { status, json } = await site.post(LIST, body);
      expect(status).toBe(400);
      expect(json).toMatchObject({ code: 400, data: null });
      expect(json.message).toMatch(message);
    });
  });

  describe("getDetailByMenuCode", () => {
    it("answers one article with every field", async () => {
      const { status, json } = await site.post(DETAIL, { menuCode: "setup" });
      expect(status).toBe(200);
      expect(json.data).toEqual({
        menuCode: "setup",
        articleTitle: "Title of setup",
        articleMd: "# Title of setup\n\nBody of setup.\n",
        articleTabContent: null,
        createdAt: "2026-01-01T02:00:00.000Z",
        updatedAt: "2026-02-01T22:00:00.000Z",
        status: 1,
      });
    });

    it("answers 404 alike for a missing, draft, restricted or hidden article", async () => {
      const answers = await Promise.all(
        ["nope", "wip", "plan", "hid1", "guide"].map((menuCode) => site.post(DETAIL, { menuCode })),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(404);
        expect(answer.json).toEqual({
          code: 404,
          message: "This page does not exist or is not shared with you",
          data: null,
        });
      }
    });

    it("opens restricted and hidden articles with their key or code, and no others", async () => {
      expect((await site.post(DETAIL, { menuCode: "plan" }, withKey(allKey))).json.data.menuCode).toBe("plan");
      expect((await site.post(DETAIL, { menuCode: "plan" }, withKey(partnersKey))).status).toBe(404);
      expect((await site.post(DETAIL, { menuCode: "hid2" }, withViewCode(viewCode))).status).toBe(200);
      expect((await site.post(DETAIL, { menuCode: "hid2" }, withKey(allKey))).status).toBe(404);
      expect((await site.post(DETAIL, { menuCode: "plan" }, withKey("forged"))).status).toBe(403);
    });

    it("rejects a body without a menu code", async () => {
      const { status, json } = await site.post(DETAIL, { code: "setup" });
      expect(status).toBe(400);
      expect(json.message).toMatch(/menuCode/);
    });
  });
});
