// Bundles the compiled command line (packages/server/dist) into a few files in
// packages/server/dist-bin, which bin/rxdocs.js runs when they are there. Node reads a module
// at a time: the compiled server and its dependencies are about 700 files (Kysely alone 262,
// Zod 95), and resolving and compiling them took half of every command's time, so that
// `rxdocs key list` spent 0.55 s and a small import 0.8 s before. What the bundle leaves out:
// packages with native code or files of their own that they read from beside their modules,
// and the web server's packages, which only `serve` and `dev` load.
//
//   node scripts/bundle-cli.mjs      (npm run build and npm test run it after the compile)
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { rolldown } from "rolldown";

const SERVER = fileURLToPath(new URL("../packages/server/", import.meta.url));
const OUT = join(SERVER, "dist-bin");

/** Packages the bundle imports as they are installed. */
const KEPT_APART = [
  "better-sqlite3", // native
  "@resvg/resvg-js", // native
  "playwright-core", // drives Chromium with files of its own
  "satori", // loads its layout engine's WebAssembly
  "jsdom",
  "chokidar",
  "fastify",
  "@fastify", // the scope: its plugins
  "fastify-plugin",
  "pino",
  "@modelcontextprotocol/sdk",
  "pg-native", // an optional part of pg, not installed
];

// Node's own modules are left as imports by the bundler itself (platform "node").
const isKeptApart = (id) => KEPT_APART.some((name) => id === name || id.startsWith(`${name}/`));

if (!existsSync(join(SERVER, "dist/cli/main.js"))) {
  process.stderr.write("bundle-cli: compile the server first (npx tsc -b)\n");
  process.exit(1);
}
rmSync(OUT, { recursive: true, force: true });
const bundler = await rolldown({
  // The search index's worker is started by its address beside the module that starts it.
  input: { main: join(SERVER, "dist/cli/main.js"), indexRowsWorker: join(SERVER, "dist/search/indexRowsWorker.js") },
  platform: "node",
  external: isKeptApart,
  onLog(level, log, report) {
    // gray-matter's engine for front matter in JavaScript evaluates it; the importer never enables it.
    if (log.code === "EVAL" && log.id?.includes("/gray-matter/")) return;
    report(level, log);
  },
});
try {
  await bundler.write({ dir: OUT, format: "esm", entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" });
} finally {
  await bundler.close();
}
