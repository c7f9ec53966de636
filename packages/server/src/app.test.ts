import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueAccessKey, revokeKey } from "./access/keyIssuer.js";
import { importContent } from "./content/importContent.js";
import { openStorage, type Storage } from "./storage/database.js";
import { DATABASE_KINDS } from "./test-support/databases.js";
import { fixtureContent } from "./test-support/fixtureSite.js";
import { startTestSite, type TestSite, withKey } from "./test-support/testServer.js";

const TREE = "menuInfo/getAuthMenuTree";
const LIST = "articleInfo/getListByPage";

describe.each(DATABASE_KINDS)("the server on $name", (kind) => {
  let site: TestSite;
  /** A second connection, standing for another process (the CLI, another instance). */
  let other: Storage;

  beforeAll(async () => {
    site = await startTestSite(kind, { server: { versionCheckMs: 200 } });
    other = await openStorage(site.database.url);
  });
  afterAll(async () => {
    await other.close();
    await site.stop();
  });

  it("answers /healthz and /readyz", async () => {
    expect((await fetch(`${site.server.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${site.server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });

  it("shows an import made by another process within seconds", async () => {
    const content = fixtureContent();
    const setup = content.articles.find((a) => a.menuCode === "setup")!;
    setup.articleTitle = "Setup, revised";
    const intro = content.menus.find((m) => m.menuCode === "intro")!;
    intro.menuName = "Introduction, renamed";
    await importContent(other.db, content);
    await expect
      .poll(
        async () => (await site.post("articleInfo/getDetailByMenuCode", { menuCode: "setup" })).json.data.articleTitle,
        { timeout: 5000 },
      )
      .toBe("Setup, revised");
    const tree = await site.post(TREE, {});
    expect(tree.json.data[0].childList[0].menuName).toBe("Introduction, renamed");
  });

  it("stops honouring a key revoked by another process within seconds", async () => {
    const { id, key } = await issueAccessKey(other.db, { name: "x", scope: [], expiresAt: null });
    await expect
      .poll(async () => (await site.post(LIST, { pageSize: 1, current: 1 }, withKey(key))).status, { timeout: 5000 })
      .toBe(200);
    await revokeKey(other.db, id);
    await expect
      .poll(async () => (await site.post(LIST, { pageSize: 1, current: 1 }, withKey(key))).status, { timeout: 5000 })
      .toBe(403);
  });

  it("honours a key created by another process at its first use, however lately the content was checked", async () => {
    for (let round = 0; round < 5; round++) {
      // A call that has the server check the content version (this site checks every 200 ms) ...
      await expect.poll(async () => (await site.post(TREE, {})).status).toBe(200);
      // ... then a key created and used at once, well within the interval.
      const { key } = await issueAccessKey(other.db, { name: `new ${round}`, scope: [], expiresAt: null });
      expect((await site.post(LIST, { pageSize: 1, current: 1 }, withKey(key))).status).toBe(200);
    }
  });

  it("refuses bodies over 1 MB with 413 and keeps serving", async () => {
    const huge = JSON.stringify({ pageSize: 1, current: 1, query: { menuCodes: Array(120_000).fill("abcdefgh") } });
    const { status, json } = await site.post(LIST, huge);
    expect(status).toBe(413);
    expect(json).toMatchObject({ code: 413, data: null });
    expect((await site.post(TREE, {})).status).toBe(200);
  });

  it("answers malformed JSON, a wrong content type and unknown calls with a clear error", async () => {
    const malformed = await site.post(TREE, "{isAuth: tru");
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toMatch(/not valid JSON/);
    const empty = await site.post(TREE, "");
    expect(empty.status).toBe(400);
    const text = await fetch(`${site.server.url}/api/${TREE}`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "{}",
    });
    expect(text.status).toBe(415);
    expect(((await text.json()) as { code: number }).code).toBe(415);
    const unknown = await site.post("menuInfo/dropTables", {});
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toMatch(/Unknown API call/);
    const wrongMethod = await fetch(`${site.server.url}/api/${TREE}`);
    expect(wrongMethod.status).toBe(404);
  });

  it("sends security headers, a CSP on the app's page, and no-store on API answers", async () => {
    const page = await fetch(`${site.server.url}/view?path=intro`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(await page.text()).toContain('<div id="app">');
    const api = await site.post(TREE, {});
    expect(api.headers.get("cache-control")).toBe("no-store");
    expect(api.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("serves the app's page for / and /view, hashed assets under /main/ for a year", async () => {
    expect((await fetch(`${site.server.url}/`)).status).toBe(200);
    const asset = await fetch(`${site.server.url}/main/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const unhashed = await fetch(`${site.server.url}/main/favicon.svg`);
    expect(unhashed.headers.get("cache-control")).toBe("no-cache");
    expect((await fetch(`${site.server.url}/main/../../etc/passwd`)).status).toBe(404);
    expect((await fetch(`${site.server.url}/nowhere`)).status).toBe(404);
  });

  it("sends the build's precompressed assets, and compresses API answers, as the client accepts", async () => {
    const get = (path: string, acceptEncoding: string) =>
      new Promise<{ encoding?: string; body: string }>((resolve, reject) => {
        httpRequest(
          new URL(`${site.server.url}${path}`),
          { headers: { "accept-encoding": acceptEncoding } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () =>
              resolve({
                encoding: response.headers["content-encoding"],
                body: Buffer.concat(chunks).toString("latin1"),
              }),
            );
          },
        )
          .on("error", reject)
          .end();
      });
    const asset = "/main/assets/index-abc123.js";
    expect(await get(asset, "gzip, deflate, br")).toEqual({ encoding: "br", body: "precompressed-br" });
    expect(await get(asset, "gzip")).toEqual({ encoding: "gzip", body: "precompressed-gz" });
    expect((await get(asset, "identity")).encoding).toBeUndefined();
    const page = await get("/view", "gzip");
    expect(page.encoding).toBeUndefined(); // under 1 KB: not worth compressing
  });

  // A large answer is kept compressed only, and unpacked for a reader that accepts no compression.
  it.each([
    ["a large", 500],
    ["a very large", 25_000],
  ])("compresses %s API answer once and sends the same content to every reader", async (_size, repeats) => {
    const content = fixtureContent();
    content.articles.find((a) => a.menuCode === "top")!.articleMd = "A long page. ".repeat(repeats);
    await importContent(other.db, content);
    const body = JSON.stringify({ pageSize: 1000, current: 1 });
    const fetchList = async (acceptEncoding: string) => {
      const response = await fetch(`${site.server.url}/api/${LIST}`, {
        method: "POST",
        headers: { "content-type": "application/json", "accept-encoding": acceptEncoding },
        body,
      });
      return {
        encoding: response.headers.get("content-encoding"),
        json: (await response.json()) as { data: { total: number } },
      };
    };
    await expect
      .poll(async () => JSON.stringify((await fetchList("identity")).json).length, { timeout: 5000 })
      .toBeGreaterThan(repeats * 13);
    const plain = await fetchList("identity");
    expect(plain.encoding).toBeNull();
    for (const encoding of ["br", "gzip"]) {
      const compressed = await fetchList(encoding);
      expect(compressed.encoding).toBe(encoding);
      expect(compressed.json).toEqual(plain.json);
    }
  });
});

describe.each(DATABASE_KINDS)("the invalid-link limiter on $name", (kind) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(kind, { server: { invalidLinkLimits: { maxFailures: 3, windowMs: 60_000 } } });
  });
  afterAll(() => site.stop());

  it("rate-limits a client that keeps presenting invalid keys, and valid callers are unaffected", async () => {
    for (let i = 0; i < 3; i++) expect((await site.post(TREE, { isAuth: true, hash: `guess-${i}` })).status).toBe(403);
    const limited = await site.post(TREE, { isAuth: true, hash: "guess-4" });
    expect(limited.status).toBe(429);
    expect(limited.json.code).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Requests without secrets are not guesses and go through.
    expect((await site.post(TREE, {})).status).toBe(200);
  });
});
