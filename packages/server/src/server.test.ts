import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { issueAccessKey, revokeKey } from "./access/keyIssuer.js";
import { DATABASE_KINDS } from "./test-support/databases.js";
import { startTestSite, type TestSite, withKey } from "./test-support/testServer.js";

const LIST = "articleInfo/getListByPage";

describe.each(DATABASE_KINDS)("running servers on $name", (kind) => {
  const sites: TestSite[] = [];
  afterEach(async () => {
    for (const site of sites.splice(0)) await site.stop().catch(() => undefined);
  });

  it("keeps several instances on one database consistent: a revoked key fails on every one", async () => {
    const first = await startTestSite(kind);
    sites.push(first);
    const { startServer } = await import("./server.js");
    const second = await startServer({
      databaseUrl: first.database.url,
      port: 0,
      host: "127.0.0.1",
      web: { root: first.webRoot },
      versionCheckMs: 100,
    });
    try {
      const { id, key } = await issueAccessKey(first.server.storage.db, { name: "shared", scope: [], expiresAt: null });
      const statusOn = async (url: string) =>
        (
          await fetch(`${url}/api/${LIST}`, {
            method: "POST",
            headers: { "content-type": "application/json", ...withKey(key) },
            body: '{"pageSize":1,"current":1}',
          })
        ).status;
      await expect.poll(() => statusOn(first.server.url)).toBe(200);
      await expect.poll(() => statusOn(second.url)).toBe(200);
      await revokeKey(second.storage.db, id);
      await expect.poll(() => statusOn(first.server.url), { timeout: 5000 }).toBe(403);
      await expect.poll(() => statusOn(second.url), { timeout: 5000 }).toBe(403);
    } finally {
      await second.close();
    }
  });

  it("answers /readyz with 503 once the database is gone, and /healthz still with 200", async () => {
    const site = await startTestSite(kind);
    sites.push(site);
    await site.server.storage.db.destroy();
    const ready = await fetch(`${site.server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "unavailable", reason: "database not reachable" });
    expect((await fetch(`${site.server.url}/healthz`)).status).toBe(200);
  });

  it("lets a request in flight finish when the server closes, and takes no new ones", async () => {
    const site = await startTestSite(kind);
    const { port } = new URL(site.server.url);
    const body = JSON.stringify({ pageSize: 10, current: 1 });
    const socket = connect(Number(port), "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    await new Promise((resolve) => socket.once("connect", resolve));
    // Send the head and half the body, so the request is in flight while the server closes.
    socket.write(
      `POST /api/${LIST} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    socket.write(body.slice(0, 5));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = site.stop();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(fetch(`${site.server.url}/healthz`)).rejects.toThrow();
    socket.write(body.slice(5));
    await new Promise((resolve) => socket.once("close", resolve));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"total":3');
  });
});
