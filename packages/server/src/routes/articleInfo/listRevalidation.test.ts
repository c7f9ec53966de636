// A reader who kept pages of the article list asks whether they still hold: each page carries
// an ETag (a hash of its bytes), and a matching If-None-Match gets 304 without a body. On
// SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importContent } from "../../content/importContent.js";
import { DATABASE_KINDS } from "../../test-support/databases.js";
import { fixtureContent, fixtureCredentials } from "../../test-support/fixtureSite.js";
import { startTestSite, type TestSite, withKey, withViewCode } from "../../test-support/testServer.js";

const LIST = "articleInfo/getListByPage";
/** One article a page, in menu code order: the public pages are intro, setup and top. */
const page = (current: number) => ({ pageSize: 1, current, query: { sorts: [["menuCode", "asc"]] } });
const ifNoneMatch = (tag: string) => ({ "if-none-match": tag });

describe.each(DATABASE_KINDS)("revalidating pages of the article list on $name", (kind) => {
  let site: TestSite;
  let allKey: string;
  let partnersKey: string;
  let viewCode: string;
  const tagOf = async (current: number, headers: Record<string, string> = {}) => {
    const answer = await site.post(LIST, page(current), headers);
    expect(answer.status).toBe(200);
    return answer.headers.get("etag")!;
  };

  beforeAll(async () => {
    site = await startTestSite(kind);
    ({ allKey, partnersKey, viewCode } = await fixtureCredentials(site.server.storage.db));
  });
  afterAll(() => site.stop());

  it("tags a page and answers 304 without a body to a request that presents its tag", async () => {
    const first = await site.post(LIST, page(1));
    const tag = first.headers.get("etag")!;
    expect(tag).toMatch(/^W\/"[\w-]{43}"$/);
    expect(first.json.data.data[0].menuCode).toBe("intro");

    for (const presented of [tag, `W/"other", ${tag}`, tag.replace("W/", "")]) {
      const again = await site.post(LIST, page(1), ifNoneMatch(presented));
      expect(again.status).toBe(304);
      expect(again.json).toBeUndefined();
      expect(again.headers.get("etag")).toBe(tag);
    }
  });

  it.each([['W/"not-this-one"'], ["*"], ["garbage"], [""], ['W/""'], ['"unterminated']])(
    "answers in full to If-None-Match %j",
    async (presented) => {
      const full = await site.post(LIST, page(1));
      const answer = await site.post(LIST, page(1), ifNoneMatch(presented));
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual(full.json);
      expect(answer.headers.get("etag")).toBe(full.headers.get("etag"));
    },
  );

  it("gives each page its own tag, and a page's tag revalidates no other page", async () => {
    const tags = await Promise.all([1, 2, 3].map((current) => tagOf(current)));
    expect(new Set(tags).size).toBe(3);
    const second = await site.post(LIST, page(2), ifNoneMatch(tags[0]!));
    expect(second.status).toBe(200);
    expect(second.json.data.data[0].menuCode).toBe("setup");
  });

  it("gives grants different tags where their rows differ, and never a 304 for another grant's rows", async () => {
    const whole = { pageSize: 10, current: 1 };
    const answers = await Promise.all(
      [{}, withKey(allKey), withKey(partnersKey), withViewCode(viewCode)].map((headers) =>
        site.post(LIST, whole, headers),
      ),
    );
    const tags = answers.map((answer) => answer.headers.get("etag")!);
    expect(new Set(tags).size).toBe(4);
    const [publicTag] = tags;
    for (const headers of [withKey(allKey), withKey(partnersKey), withViewCode(viewCode)]) {
      const answer = await site.post(LIST, whole, { ...headers, ...ifNoneMatch(publicTag!) });
      expect(answer.status).toBe(200);
      expect(answer.json.data.total).toBeGreaterThan(3);
    }
    // The public reader presenting a restricted reader's tag gets the public rows.
    const restrictedTag = tags[1]!;
    const publicAnswer = await site.post(LIST, whole, ifNoneMatch(restrictedTag));
    expect(publicAnswer.status).toBe(200);
    expect(publicAnswer.json.data.total).toBe(3);
  });

  it("gives the same tag to the same rows, whoever asks: the tag names the bytes, not the grant", async () => {
    const publicOnly = { pageSize: 10, current: 1, query: { menuCodes: ["intro", "setup", "top"] } };
    const asPublic = await site.post(LIST, publicOnly);
    const asPartner = await site.post(LIST, publicOnly, withKey(partnersKey));
    expect(asPartner.json).toEqual(asPublic.json);
    expect(asPartner.headers.get("etag")).toBe(asPublic.headers.get("etag"));
  });

  // Last: it changes the site.
  it("keeps the tags of pages an import did not change, and gives a changed page a new one", async () => {
    const before = await Promise.all([1, 2, 3].map((current) => tagOf(current)));
    const content = fixtureContent();
    content.articles.find((article) => article.menuCode === "setup")!.articleMd = "# Setup, rewritten\n";
    await importContent(site.server.storage.db, content);
    // Answers are cached until the server sees the new content version, a moment later.
    await expect.poll(() => tagOf(2)).not.toBe(before[1]);
    const changed = await site.post(LIST, page(2), ifNoneMatch(before[1]!));
    expect(changed.status).toBe(200);
    expect(changed.json.data.data[0].articleMd).toBe("# Setup, rewritten\n");
    for (const current of [1, 3]) {
      const kept = await site.post(LIST, page(current), ifNoneMatch(before[current - 1]!));
      expect(kept.status).toBe(304);
    }
  });
});
