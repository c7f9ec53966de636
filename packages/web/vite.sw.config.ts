import { readFileSync } from "node:fs";
import { defineConfig } from "vite";
import { ASSET_BASE_PATH } from "@rxdocs/contract";

// The app's service worker (src/offline/sw.ts): one classic script at the build's root, which
// the server sends as /sw.js. Built after the app, it is given the files the app starts a page
// with, its routes, its search and its interface languages, from the app's manifest, to keep at
// once; the rest (diagrams, formulas, highlighting grammars) is kept when a page first uses it.

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
/** Loaded on use only: the diagrams library alone is larger than all the rest. */
const ON_USE_ONLY = new Set(["src/markdown/drawDiagram.ts"]);

function precacheList(): string[] {
  const manifest = JSON.parse(readFileSync("dist/.vite/manifest.json", "utf8")) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const key of Object.keys(manifest)) {
    if ((key === "index.html" || key.startsWith("src/")) && !ON_USE_ONLY.has(key)) add(key);
  }
  return [...files].sort().map((file) => ASSET_BASE_PATH + file);
}

export default defineConfig({
  define: { __RX_PRECACHE__: JSON.stringify(precacheList()) },
  build: {
    outDir: "dist",
    emptyOutDir: false,
    copyPublicDir: false,
    lib: { entry: "src/offline/sw.ts", formats: ["iife"], name: "rxServiceWorker", fileName: () => "sw.js" },
  },
});
