// The stylesheets a route of the reader app needs, read from the build's manifest, so that a
// first page paints with them at once rather than after the app has started. Its code is not
// preloaded: the app starts after the first paint, and code arriving earlier would compete
// with the page for the first paint.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ASSET_BASE_PATH } from "@rxdocs/contract";

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The app's routes whose code loads on demand, by their source module. */
const ROUTE_MODULES = {
  home: "src/features/home/homeRoute.tsx",
  view: "src/features/view/viewRoute.tsx",
} as const;
export type LazyRoute = keyof typeof ROUTE_MODULES;

const ENTRY_MODULE = "index.html";

/** `<link>` tags for each lazy route's styles, beyond the entry page's own; empty without a manifest. */
export function routeHeadTags(webRoot: string): Record<LazyRoute, string> {
  const file = join(webRoot, ".vite", "manifest.json");
  const manifest = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Manifest) : undefined;
  const tags = (module: string) => (manifest?.[module] ? headTagsOf(manifest, module) : "");
  return { home: tags(ROUTE_MODULES.home), view: tags(ROUTE_MODULES.view) };
}

function headTagsOf(manifest: Manifest, module: string): string {
  const stylesOf = (key: string) => new Set([...chunkClosure(manifest, key)].flatMap((k) => manifest[k]?.css ?? []));
  const linked = stylesOf(ENTRY_MODULE);
  return [...stylesOf(module)]
    .filter((file) => !linked.has(file))
    .map((file) => `<link rel="stylesheet" crossorigin href="${ASSET_BASE_PATH}${file}">`)
    .join("");
}

/** A chunk and every chunk it imports statically, by manifest key. */
function chunkClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) chunkClosure(manifest, imported, seen);
  return seen;
}
