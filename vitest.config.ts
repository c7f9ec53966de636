import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // Tests run against the shared packages' sources, so they need no build step first.
    alias: {
      "@rxdocs/contract": fileURLToPath(new URL("packages/contract/src/index.ts", import.meta.url)),
      "@rxdocs/markdown": fileURLToPath(new URL("packages/markdown/src/index.ts", import.meta.url)),
    },
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A poll waits for something that will happen (a page drawn, an answer kept); on a loaded
    // machine that can take seconds, where the default gives up after one.
    expect: { poll: { timeout: 15_000 } },
    // The server's and the app's files run two at a time, which keeps two cores busier than one
    // file does (each waits on a database or a process of its own at times); then the browser
    // files one at a time, since each keeps both cores busy (Chromium, the server) and measures
    // what a reader waits for.
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: ["packages/{contract,markdown,server}/src/**/*.test.ts"],
          environment: "node",
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "web",
          include: ["packages/web/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["packages/web/src/test-support/pageControls.setup.ts"],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        // Real Chromium against the real server and the built reader app (npm test builds it first).
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
