// The text of a file a page includes (MkDocs' snippets and markdown-include, VitePress'
// `<!--@include:-->` and `<<<`): read only from inside the site, whatever the path or a symbolic
// link on the way says, so that an imported folder can never bring in a file from elsewhere.
import { readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { describeBytes } from "../contentFiles.js";

/** Larger files are not pages' parts but data; including one is refused. */
const MAX_INCLUDED_BYTES = 1024 * 1024;

export type IncludedFile = { text: string; file: string } | { reason: string };

/**
 * @param target the path as written: relative to `fromDir`, or to `base` when it starts with "/"
 *   or when `fromDir` is not given.
 * @param root the site's root, absolute: nothing outside it is read.
 * @returns the file's text and its path relative to the root, or why it is not included.
 */
export function readIncludedFile(
  root: string,
  target: string,
  { fromDir, base = root }: { fromDir?: string; base?: string } = {},
): IncludedFile {
  const clean = target.trim();
  if (clean === "") return { reason: "names no file" };
  const absolute = path.resolve(
    clean.startsWith("/") || fromDir === undefined ? base : fromDir,
    clean.replace(/^\//, ""),
  );
  let real: string;
  let realRoot: string;
  try {
    realRoot = realpathSync(root);
    real = realpathSync(absolute);
  } catch {
    return { reason: `${JSON.stringify(target)} is no file of the site` };
  }
  const fromRoot = path.relative(realRoot, real);
  if (fromRoot === ".." || fromRoot.startsWith(`..${path.sep}`) || path.isAbsolute(fromRoot)) {
    return { reason: `${JSON.stringify(target)} is outside the site; it is not included` };
  }
  const info = statSync(real);
  if (!info.isFile()) return { reason: `${JSON.stringify(target)} is no file of the site` };
  if (info.size > MAX_INCLUDED_BYTES) {
    return {
      reason: `${JSON.stringify(target)} is ${describeBytes(info.size)}, over the ${describeBytes(MAX_INCLUDED_BYTES)} a page may include`,
    };
  }
  const text = readFileSync(real, "utf8").replace(/^\uFEFF/, "");
  return { text, file: fromRoot.split(path.sep).join("/") };
}
