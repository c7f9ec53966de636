// The app's code as the service worker (sw.ts) keeps it. Built assets have content-hashed names:
// a kept one never goes stale, so it is answered from the cache first. Those of older builds are
// dropped once no page kept recently can need them.
import { ASSET_BASE_PATH } from "@rxdocs/contract";
import type { KeepingEnvironment } from "./keptAnswers";

export const ASSETS_CACHE = "rx-assets";
const HASHED_ASSETS = `${ASSET_BASE_PATH}assets/`;
/** Assets no build uses any more are dropped once this old, when kept pages no longer need them. */
export const ASSET_KEEP_MS = 30 * 24 * 3600 * 1000;

export function isHashedAsset(request: Request): boolean {
  return request.method === "GET" && new URL(request.url).pathname.startsWith(HASHED_ASSETS);
}

export async function answerAsset(
  request: Request,
  env: Pick<KeepingEnvironment, "caches" | "fetch">,
): Promise<Response> {
  const cache = await env.caches.open(ASSETS_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await env.fetch(request);
  if (response.status === 200) await cache.put(request, response.clone());
  return response;
}

export async function keepAssets(paths: readonly string[], caches: CacheStorage): Promise<void> {
  const cache = await caches.open(ASSETS_CACHE);
  const wanted = paths.filter((path) => path.startsWith(HASHED_ASSETS));
  // One asset that fails to load is loaded again when it is used; the others are kept.
  await Promise.allSettled(wanted.map(async (path) => (await cache.match(path)) ?? cache.add(path)));
}

/** Drops the assets that are not the current build's (`current`, paths) once they are old. */
export async function dropOldAssets(
  current: readonly string[],
  origin: string,
  env: Pick<KeepingEnvironment, "caches" | "now">,
): Promise<void> {
  const currentUrls = new Set(current.map((path) => new URL(path, origin).href));
  const cache = await env.caches.open(ASSETS_CACHE);
  for (const request of await cache.keys()) {
    if (currentUrls.has(request.url)) continue;
    const date = Date.parse((await cache.match(request))?.headers.get("date") ?? "");
    if (!(env.now() - date < ASSET_KEEP_MS)) await cache.delete(request);
  }
}
