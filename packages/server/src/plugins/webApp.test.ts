// The app's service worker as the server sends it: from the build's root at /sw.js, so that it may
// answer for every page, never cached, so that a release's worker replaces the last at the next
// visit; and a clean 404 where the build has none.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { OFFLINE } from "@rxdocs/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../test-support/databases.js";
import { fakeWebRoot, startTestSite, type TestSite } from "../test-support/testServer.js";

const WORKER = "self.addEventListener('fetch', () => {});\n";

describe.each(DATABASE_KINDS)("the service worker on $name", (kind) => {
  let built: TestSite;
  let withoutWorker: TestSite;
  let unbuilt: TestSite;

  beforeAll(async () => {
    const root = fakeWebRoot();
    writeFileSync(join(root, OFFLINE.workerPath), WORKER);
    [built, withoutWorker, unbuilt] = await Promise.all([
      startTestSite(kind, { server: { web: { root } } }),
      startTestSite(kind),
      startTestSite(kind, { server: { web: { root: join(fakeWebRoot(), "missing") } } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([built?.stop(), withoutWorker?.stop(), unbuilt?.stop()]);
  });

  it("is sent at /sw.js from the build, as JavaScript, never cached", async () => {
    const response = await fetch(`${built.server.url}${OFFLINE.workerPath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toBe(WORKER);
    // At the root, its scope is the whole site without the server widening it.
    expect(response.headers.get("service-worker-allowed")).toBeNull();
  });

  it("is not found, cleanly, when the build has none or there is no build", async () => {
    for (const site of [withoutWorker, unbuilt]) {
      const response = await fetch(`${site.server.url}${OFFLINE.workerPath}`);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).not.toMatch(/javascript|html/);
    }
  });
});
