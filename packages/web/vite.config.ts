import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { ASSET_BASE_PATH } from "@rxdocs/contract";
import { precompress } from "./precompress.ts";

export default defineConfig({
  base: ASSET_BASE_PATH,
  plugins: [react(), precompress()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Every browser the app supports preloads modules natively; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
  },
  server: { proxy: { "/api": "http://127.0.0.1:8080" } },
});
