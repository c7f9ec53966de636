// @vitest-environment node
// The app's code as the service worker keeps it: answered from its copy first, and the assets of
// older builds dropped once they are a month old.
import { ASSET_BASE_PATH } from "@rxdocs/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { MemoryCaches, TEST_ORIGIN } from "../test-support/memoryCaches";
import { answerAsset, ASSET_KEEP_MS, ASSETS_CACHE, dropOldAssets, isHashedAsset } from "./keptAssets";

const NOW = Date.parse("2026-11-01T12:00:00Z");
const DAY = 24 * 3600 * 1000;
const asset = (name: string) => `${ASSET_BASE_PATH}assets/${name}`;
const address = (path: string) => `${TEST_ORIGIN}${path}`;

let caches: MemoryCaches;
beforeEach(() => {
  caches = new MemoryCaches();
});

/** Keeps `path` as if it had been fetched at `fetchedAt`. */
async function kept(path: string, fetchedAt: number | undefined): Promise<void> {
  const headers: Record<string, string> = fetchedAt === undefined ? {} : { date: new Date(fetchedAt).toUTCString() };
  await (await caches.open(ASSETS_CACHE)).put(address(path), new Response("code", { headers }));
}

describe("the app's assets", () => {
  it("are the hashed files of a build, asked for with GET", () => {
    expect(isHashedAsset(new Request(address(asset("index-a1b2.js"))))).toBe(true);
    expect(isHashedAsset(new Request(address(asset("index-a1b2.js")), { method: "POST" }))).toBe(false);
    expect(isHashedAsset(new Request(address(`${ASSET_BASE_PATH}favicon.svg`)))).toBe(false);
    expect(isHashedAsset(new Request(address("/sw.js")))).toBe(false);
  });

  it("are answered from their copy without the network, and kept when first fetched", async () => {
    const fetched: string[] = [];
    const env = {
      caches: caches.storage,
      fetch: async (request: Request) => {
        fetched.push(request.url);
        return new Response(`code of ${new URL(request.url).pathname}`);
      },
    };
    const request = () => new Request(address(asset("view-c3d4.js")));
    expect(await (await answerAsset(request(), env)).text()).toBe(`code of ${asset("view-c3d4.js")}`);
    expect(await (await answerAsset(request(), env)).text()).toBe(`code of ${asset("view-c3d4.js")}`);
    expect(fetched).toEqual([address(asset("view-c3d4.js"))]);
  });

  it("are not kept when the server does not answer them", async () => {
    const env = { caches: caches.storage, fetch: async () => new Response("gone", { status: 404 }) };
    expect((await answerAsset(new Request(address(asset("old-e5f6.js"))), env)).status).toBe(404);
    expect(caches.addresses(ASSETS_CACHE)).toEqual([]);
  });

  it("of older builds are dropped once a month old, the current build's never", async () => {
    const current = [asset("index-new.js"), asset("index-new.css")];
    await kept(asset("index-new.js"), NOW - 90 * DAY);
    await kept(asset("index-new.css"), undefined);
    await kept(asset("index-old.js"), NOW - 29 * DAY);
    await kept(asset("index-older.js"), NOW - ASSET_KEEP_MS);
    await kept(asset("index-undated.js"), undefined);

    await dropOldAssets(current, TEST_ORIGIN, { caches: caches.storage, now: () => NOW });
    expect(caches.addresses(ASSETS_CACHE)).toEqual(
      [asset("index-new.css"), asset("index-new.js"), asset("index-old.js")].map(address).sort(),
    );

    await dropOldAssets(current, TEST_ORIGIN, { caches: caches.storage, now: () => NOW + 2 * DAY });
    expect(caches.addresses(ASSETS_CACHE)).toEqual([asset("index-new.css"), asset("index-new.js")].map(address).sort());
  });
});
