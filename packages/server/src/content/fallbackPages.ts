// A language's pages link to pages it has not translated yet, as its tool's site lets them: the
// reader shows the default language's page in their place (catalog/catalogSource.ts, by its menu
// code). Such a link leads to that page, found at the same place in the default language's folder.
import path from "node:path";
import { isMarkdownFileName } from "./fileNames.js";
import { deriveMenuCode, isValidMenuCode } from "./menuCode.js";
import type { LocalTarget } from "./pageIndex.js";
import { isFile } from "./sites/moduleFiles.js";

export interface FallbackFolder {
  /** The default language's folder, absolute. */
  dir: string;
  /** What the language's addresses start with on its tool's site ("/fr"), which the default's do not. */
  addressPrefix?: string;
}

/**
 * The reader's address of the default language's page a target names, at the same path from the
 * language's folder or, as `siteAddress` (its address on the tool's site), without the language's
 * prefix; undefined when it names none.
 */
export function fallbackPageAddress(
  target: LocalTarget,
  siteAddress: string | undefined,
  fallback: FallbackFolder,
): string | undefined {
  const paths = [target.path];
  const prefix = fallback.addressPrefix && `${fallback.addressPrefix}/`;
  if (siteAddress !== undefined && prefix && siteAddress.startsWith(prefix)) {
    paths.push(path.posix.normalize(siteAddress.slice(prefix.length)));
  }
  for (const written of paths) {
    const code = pageCodeAt(fallback.dir, written.replace(/\/$/, ""));
    if (code !== undefined) return `/view?path=${encodeURIComponent(code)}`;
  }
  return undefined;
}

/** The code the page at `place` has in its folder: a file's, or a folder's with a page of its own. */
function pageCodeAt(dir: string, place: string): string | undefined {
  if (place === "" || place.startsWith("..")) return undefined;
  const stem = place.replace(/\.(?:md|mdx|html?)$/i, "");
  const files = [`${stem}.md`, `${stem}.mdx`].filter((file) => isFile(path.join(dir, file)));
  if (files[0] !== undefined) return validCode(deriveMenuCode(files[0]));
  const index = ["index.md", "index.mdx"].find((file) => isFile(path.join(dir, stem, file)));
  return index && isMarkdownFileName(index) ? validCode(deriveMenuCode(stem)) : undefined;
}

function validCode(code: string): string | undefined {
  return isValidMenuCode(code) ? code : undefined;
}
