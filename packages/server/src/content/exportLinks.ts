// Addresses of stored files (`/files/<sha-256>.png#640x480`) turned back into paths relative to
// the exported file that links them, so that importing the export finds the same files again.
import { FILES_BASE_PATH } from "@rxdocs/contract";
import { posix } from "node:path";
import { mayHoldTargets, rewriteLinkTargets } from "./linkTargets.js";

const FILE_ADDRESS = new RegExp(`^${FILES_BASE_PATH}([0-9a-f]{64})\\.[a-z0-9]+(#.*)?$`);
/** An image's size, carried in its address for the renderer; a path has no use for it. */
const IMAGE_SIZE = /^#\d+x\d+$/;

/** Maps a file's hash to the path it is written at, relative to the export's root. */
export type FilePathOf = (hash: string) => string | undefined;

export function fileLinksAsPaths(markdown: string, fromFile: string, pathOf: FilePathOf): string {
  if (!markdown.includes(FILES_BASE_PATH) || !mayHoldTargets(markdown)) return markdown;
  return rewriteLinkTargets(markdown, (target) => fileAddressAsPath(target, fromFile, pathOf));
}

/** The relative path for one address, or undefined when it is not a stored file's. */
export function fileAddressAsPath(target: string, fromFile: string, pathOf: FilePathOf): string | undefined {
  const match = FILE_ADDRESS.exec(target);
  const path = match ? pathOf(match[1]!) : undefined;
  if (!match || path === undefined) return undefined;
  const anchor = match[2] && !IMAGE_SIZE.test(match[2]) ? match[2] : "";
  const relative = posix.relative(posix.dirname(fromFile), path);
  const encoded = relative.split("/").map(encodeURIComponent).join("/");
  return (encoded.startsWith("../") ? encoded : `./${encoded}`) + anchor;
}
