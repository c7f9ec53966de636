#!/usr/bin/env node
// Entry of the `rxdocs` command: runs the command's bundle (scripts/bundle-cli.mjs), which starts
// in half the time, or else the compiled modules, or says how to build it. A package made by npm
// run pack holds only the compiled modules.
import { existsSync, statSync } from "node:fs";

const bundle = new URL("../dist-bin/main.js", import.meta.url);
const compiled = new URL("../dist/cli/main.js", import.meta.url);

const madeAt = (file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs;
/**
 * When a package the command is made of was last compiled: tsc -b writes its build info then.
 * A bundle older than that (the server compiled alone, without npm run build) would run old code.
 */
const compiledAt = (folder) => madeAt(new URL(`../../${folder}/tsconfig.tsbuildinfo`, import.meta.url)) ?? 0;
const bundledAt = madeAt(bundle);
const bundleIsCurrent =
  bundledAt !== undefined && bundledAt >= Math.max(...["server", "markdown", "contract"].map(compiledAt));

const cli = bundleIsCurrent ? bundle : existsSync(compiled) ? compiled : undefined;
if (!cli) {
  process.stderr.write("rxdocs: the server is not built yet; run `npm run build` in the repository root\n");
  process.exit(1);
}
await import(cli.href);
