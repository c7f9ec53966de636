// Writes .br and .gz beside every built text asset, so the server sends compressed assets
// straight from disk instead of compressing them on every request.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "rxdocs-precompress",
    apply: "build",
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name);
          const body = await readFile(path);
          if (body.length < MIN_BYTES) return;
          const br = await promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
          const gz = await promisify(gzip)(body, { level: 9 });
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
