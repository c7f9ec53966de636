// Folders as maps of "/"-separated relative paths to contents, for writing test sites and
// comparing exported ones.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

export function writeFileTree(root: string, files: Record<string, string | Uint8Array>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

/** Every file below `root`, by relative path, in name order. */
export function readFileTree(root: string, prefix = ""): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const name of readdirSync(join(root, prefix)).sort()) {
    const path = prefix ? `${prefix}/${name}` : name;
    if (statSync(join(root, path)).isDirectory()) for (const entry of readFileTree(root, path)) files.set(...entry);
    else files.set(path, readFileSync(join(root, path)));
  }
  return files;
}
