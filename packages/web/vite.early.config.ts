import { defineConfig } from "vite";

// The script a server-rendered page carries inline (src/early/early.ts): one small classic
// script, written beside the app's build, which the server reads and puts in each first page.
export default defineConfig({
  build: {
    outDir: "dist",
    emptyOutDir: false,
    copyPublicDir: false,
    lib: { entry: "src/early/early.ts", formats: ["iife"], name: "rxEarlyScript", fileName: () => "early.js" },
  },
});
