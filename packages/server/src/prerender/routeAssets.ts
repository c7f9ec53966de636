// The files a route of the reader app needs, read from the build's manifest, so that a first
// page asks for its route's code and styles at once rather than after the app has started:
// styles as stylesheets (a pre-rendered page paints with them), code as module preloads.
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

/** `<link>` tags for each lazy route, beyond what the entry page already loads; empty without a manifest. */
export function routeHeadTags(webRoot: string): Record<LazyRoute, string> {
  const file = join(webRoot, ".vite", "manifest.json");
  const manifest = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Manifest) : undefined;
  const tags = (module: string) => (manifest?.[module] ? headTagsOf(manifest, module) : "");
  return { home: tags(ROUTE_MODULES.home), view: tags(ROUTE_MODULES.view) };
}

function headTagsOf(manifest: Manifest, module: string): string {
  const alreadyLoaded = chunkClosure(manifest, ENTRY_MODULE);
  const needed = [...chunkClosure(manifest, module)].filter((key) => !alreadyLoaded.has(key));
  const href = (file: string) => `${ASSET_BASE_PATH}${file}`;
  const styles = needed.flatMap((key) => manifest[key]?.css ?? []);
  const scripts = needed.map((key) => manifest[key]!.file);
  return [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="${href(file)}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${href(file)}">`),
  ].join("");
}

/** A chunk and every chunk it imports statically, by manifest key. */
function chunkClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) chunkClosure(manifest, imported, seen);
  return seen;
}
