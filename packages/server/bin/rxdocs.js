#!/usr/bin/env node
// Entry of the `rxdocs` command: runs the command's bundle (scripts/bundle-cli.mjs), which starts
// in half the time, or else the compiled modules (a package made by npm run pack holds only
// these), or says how to build it.
import { existsSync } from "node:fs";

const cli = [new URL("../dist-bin/main.js", import.meta.url), new URL("../dist/cli/main.js", import.meta.url)].find(
  (file) => existsSync(file),
);
if (!cli) {
  process.stderr.write("rxdocs: the server is not built yet; run `npm run build` in the repository root\n");
  process.exit(1);
}
await import(cli.href);
