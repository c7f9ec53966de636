// An answer opened by an access key that expires says when (x-rx-access-expires): a browser
// that keeps it to read offline (the app's service worker) keeps it no longer. Public answers,
// and those of keys or view codes that do not expire, say nothing.
import { OFFLINE } from "@rxdocs/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../test-support/databases.js";
import { type FixtureCredentials, fixtureCredentials } from "../test-support/fixtureSite.js";
import { startTestSite, type TestSite, withKey, withViewCode } from "../test-support/testServer.js";
import { issueAccessKey } from "./keyIssuer.js";

const TREE = "menuInfo/getAuthMenuTree";
const ARTICLE = "articleInfo/getDetailByMenuCode";
const EXPIRES_AT = "2099-06-30T12:34:56.000Z";

describe.each(DATABASE_KINDS)("the expiry of the access an answer was opened with, on $name", (kind) => {
  let site: TestSite;
  let credentials: FixtureCredentials;
  let expiringKey: string;
  let expiredKey: string;

  beforeAll(async () => {
    site = await startTestSite(kind);
    const { db } = site.server.storage;
    credentials = await fixtureCredentials(db);
    expiringKey = (await issueAccessKey(db, { name: "expiring", scope: ["partners"], expiresAt: EXPIRES_AT })).key;
    const past = new Date(Date.now() - 60_000).toISOString();
    expiredKey = (await issueAccessKey(db, { name: "expired", scope: [], expiresAt: past })).key;
  });
  afterAll(() => site?.stop());

  it("is sent with every answer a key that expires opens", async () => {
    for (const [path, body] of [
      [TREE, { isAuth: true }],
      [ARTICLE, { menuCode: "p1" }],
    ] as const) {
      const answer = await site.post(path, body, withKey(expiringKey));
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get(OFFLINE.accessExpiresHeader), path).toBe(EXPIRES_AT);
    }
  });

  it("is not sent with public answers, nor with those of a key or a view code that does not expire", async () => {
    for (const headers of [{}, withKey(credentials.allKey), withViewCode(credentials.viewCode)]) {
      const answer = await site.post(TREE, { isAuth: true }, headers);
      expect(answer.status).toBe(200);
      expect(answer.headers.has(OFFLINE.accessExpiresHeader)).toBe(false);
    }
  });

  it("is not sent when the key has expired: the answer is a 403", async () => {
    const answer = await site.post(TREE, { isAuth: true }, withKey(expiredKey));
    expect(answer.status).toBe(403);
    expect(answer.headers.has(OFFLINE.accessExpiresHeader)).toBe(false);
  });
});
