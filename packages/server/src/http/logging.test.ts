import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../test-support/databases.js";
import { fixtureCredentials } from "../test-support/fixtureSite.js";
import { startTestSite, type TestSite, withKey, withViewCode } from "../test-support/testServer.js";
import { redactUrl, requestLogger } from "./logging.js";

describe("request log redaction", () => {
  it("hides access keys and view codes in logged URLs and keeps the rest", () => {
    expect(redactUrl("/view?path=intro&hash=s3cr3t-KEY_x&timestamp=1")).toBe(
      "/view?path=intro&hash=[redacted]&timestamp=1",
    );
    expect(redactUrl("/view?viewPath=abc&path=x")).toBe("/view?viewPath=[redacted]&path=x");
    expect(redactUrl("/view?path=hash")).toBe("/view?path=hash");
    expect(redactUrl("/api/menuInfo/getAuthMenuTree")).toBe("/api/menuInfo/getAuthMenuTree");
  });

  it("reads names as the server does: encoded, repeated, or past a name that cannot be decoded", () => {
    expect(redactUrl("/view?ha%73h=k1&path=x")).toBe("/view?ha%73h=[redacted]&path=x");
    expect(redactUrl("/view?hash=k1&hash=k2")).toBe("/view?hash=[redacted]&hash=[redacted]");
    expect(redactUrl("/view?%E0%A4%A=k1&path=x")).toBe("/view?[redacted]&path=x");
    expect(redactUrl("/view?path=x&hash")).toBe("/view?path=x&hash");
  });
});

describe("the server's logs", () => {
  let site: TestSite;
  const lines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
        done();
      },
    });
    const logger = { ...(requestLogger("trace") as object), stream };
    site = await startTestSite(DATABASE_KINDS[0]!, { server: { logger } });
  });
  afterAll(() => site?.stop());

  it("are one JSON object a line, and carry no key or view code however it was sent", async () => {
    const { allKey, partnersKey, viewCode } = await fixtureCredentials(site.server.storage.db);
    const unknownKey = "Zq8-unknown-key-that-opens-nothing-000000000";
    const secrets = [allKey, partnersKey, viewCode, unknownKey];
    const url = site.server.url;
    for (const secret of secrets) {
      const get = (path: string, headers: Record<string, string> = {}) => fetch(`${url}${path}`, { headers });
      // First pages and share links: plain, with the name percent-encoded, repeated, or with the value encoded.
      await get(`/view?path=plan&hash=${secret}&timestamp=1`);
      await get(`/view?path=plan&ha%73h=${secret}`);
      await get(`/view?viewPath=${secret}&viewPath=${secret}&path=unlisted`);
      await get(`/view?path=plan&hash=${encodeURIComponent(secret).replace(/-/g, "%2D")}`);
      await get(`/files/nothing.png?hash=${secret}`, { cookie: `rx-hash=${secret}` });
      // Calls: in headers, in bodies, in bodies the server refuses.
      await site.post("menuInfo/getAuthMenuTree", { isAuth: true, hash: secret });
      await site.post("menuInfo/getAuthMenuTree", { isAuth: false, viewPathCode: secret });
      await site.post("articleInfo/getDetailByMenuCode", { menuCode: "plan" }, withKey(secret));
      await site.post("articleInfo/getDetailByMenuCode", { menuCode: "plan" }, withViewCode(secret));
      await site.post("articleInfo/search", { keyword: secret, hash: secret });
      await site.post("menuInfo/getAuthMenuTree", `{"isAuth": true, "hash": "${secret}"`);
      await site.post("menuInfo/getAuthMenuTree", { isAuth: true, hash: secret, unknown: secret });
    }
    // Each request logs its arrival and its answer.
    await expect.poll(() => lines.length).toBeGreaterThanOrEqual(2 * 12 * secrets.length);
    for (const line of lines) {
      const entry = JSON.parse(line) as { level: number; time: number };
      expect(entry.level).toEqual(expect.any(Number));
      for (const secret of secrets) {
        expect(line).not.toContain(secret);
        expect(line).not.toContain(secret.slice(0, 16));
      }
    }
  });
});
