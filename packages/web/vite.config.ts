import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { ASSET_BASE_PATH } from "@rxdocs/contract";
import { precompress } from "./precompress.ts";
import { takeOverChunk } from "./takeOverChunk.ts";

const takeOver = takeOverChunk("src/main.tsx");

// Two builds: the app for the browser (dist/), and its server entry (dist-ssr/), with which
// the server pre-renders a reader's first page.
export default defineConfig(({ isSsrBuild }) => ({
  base: ASSET_BASE_PATH,
  plugins: isSsrBuild ? [react()] : [react(), precompress(), takeOver.plugin],
  // The server entry carries its own production React (and the libraries that must share it),
  // whatever NODE_ENV the server runs with; jsdom stays a package of its own.
  ssr: { noExternal: true, external: ["jsdom"] },
  define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : {},
  // The article list's worker is a module, like the app, and may share its chunks.
  worker: { format: "es" },
  build: isSsrBuild
    ? { outDir: "dist-ssr", emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: "dist",
        emptyOutDir: true,
        // npm run size reads from it which files each route needs.
        manifest: true,
        // One stylesheet for the whole app, which the server writes into a first page's head: the
        // page paints without waiting for a stylesheet, and no route's code waits for one either.
        cssCodeSplit: false,
        // Every browser the app supports preloads modules natively; the polyfill would only add bytes.
        modulePreload: { polyfill: false },
        // The app, and the script of a printed section (the server's /print), which draws its diagrams.
        rolldownOptions: {
          input: { index: "index.html", print: "src/print/printEntry.ts" },
          output: { codeSplitting: { groups: [{ name: "app", test: takeOver.test }] } },
        },
      },
  server: { proxy: { "/api": "http://127.0.0.1:8080" } },
}));
