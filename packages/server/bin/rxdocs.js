#!/usr/bin/env node
// Entry of the `rxdocs` command: runs the compiled CLI, or says how to build it.
import { existsSync } from "node:fs";

const cli = new URL("../dist/cli/main.js", import.meta.url);
if (!existsSync(cli)) {
  process.stderr.write("rxdocs: the server is not built yet; run `npm run build` in the repository root\n");
  process.exit(1);
}
await import(cli.href);
