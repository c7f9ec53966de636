// Reads the files that pages link or embed: only regular files inside the folder (a path or a
// symbolic link that leads out of it is refused), each hashed, typed by its extension, and
// measured when it is an image. A file over the size limit refuses the whole import.
import { createHash } from "node:crypto";
import { lstat, readFile, realpath } from "node:fs/promises";
import path from "node:path";
import { imageSize } from "image-size";
import mime from "mime";
import { FILE_CONCURRENCY, mapWithConcurrency } from "./boundedParallel.js";
import type { ContentFile } from "./model.js";
import type { FolderMount } from "./scanFolder.js";

export const DEFAULT_MAX_FILE_BYTES = 20 * 1024 * 1024;

/** Why a path names no file that can be imported. */
export type FileRefusal = { kind: "missing" } | { kind: "outside" } | { kind: "too-large"; size: number };

export type FileReading = { file: ContentFile } | { refusal: FileRefusal };

/** Root-relative addresses of files may point into the public folders of VitePress and Docusaurus. */
export const PUBLIC_FOLDERS = ["public", "static", ".vitepress/public"];

export interface FileReadingOptions {
  maxFileBytes: number;
  /** The site's root, where a root-relative address that the folder lacks is looked for. */
  publicRoot?: string;
  /** The paths of root-relative addresses (`/img/logo.png`, `/static/img/logo.png`). */
  siteWide?: ReadonlySet<string>;
  /** Folders outside the root whose files are the root's folder `at` (scanFolder.ts' FolderMount). */
  mounts?: readonly FolderMount[];
}

/**
 * Reads each distinct path once. Paths are relative to `root`, "/"-separated and already
 * normalized. One of `siteWide` that `root` lacks is looked for under `publicRoot`, the site's
 * root, as the tools do; one under a mount's `at` is read from the mounted folder.
 */
export async function readContentFiles(
  root: string,
  paths: Iterable<string>,
  { maxFileBytes, publicRoot, siteWide = new Set(), mounts = [] }: FileReadingOptions,
): Promise<Map<string, FileReading>> {
  const realRoot = await realpath(root);
  const realPublicRoot = publicRoot === undefined ? undefined : await realpath(publicRoot);
  const realMounts = await Promise.all(
    mounts.map(async (mount) => ({ prefix: `${mount.at}/`, dir: await realpath(mount.dir) })),
  );
  const unique = [...new Set(paths)];
  const readings = await mapWithConcurrency(unique, FILE_CONCURRENCY, async (relativePath) => {
    const mount = realMounts.find(({ prefix }) => relativePath.startsWith(prefix));
    if (mount) return readContentFile(mount.dir, relativePath.slice(mount.prefix.length), maxFileBytes, relativePath);
    const reading = await readContentFile(realRoot, relativePath, maxFileBytes);
    const missing = "refusal" in reading && reading.refusal.kind === "missing";
    return missing && realPublicRoot !== undefined && siteWide.has(relativePath)
      ? readContentFile(realPublicRoot, relativePath, maxFileBytes)
      : reading;
  });
  return new Map(unique.map((relativePath, index) => [relativePath, readings[index]!]));
}

/** @param name the path the file goes by (its path in a mounted folder is under the mount's `at`). */
async function readContentFile(
  realRoot: string,
  relativePath: string,
  maxFileBytes: number,
  name = relativePath,
): Promise<FileReading> {
  const absolutePath = path.join(realRoot, relativePath);
  let resolved: string;
  try {
    resolved = await realpath(absolutePath);
  } catch {
    return { refusal: { kind: "missing" } };
  }
  if (resolved !== realRoot && !resolved.startsWith(`${realRoot}${path.sep}`)) return { refusal: { kind: "outside" } };
  const info = await lstat(resolved).catch(() => undefined);
  if (!info?.isFile()) return { refusal: { kind: "missing" } };
  if (info.size > maxFileBytes) return { refusal: { kind: "too-large", size: info.size } };

  const bytes = await readFile(resolved);
  const contentType = contentTypeOf(relativePath);
  return {
    file: {
      path: name,
      hash: hashBytes(bytes),
      contentType,
      size: bytes.length,
      ...imageDimensions(bytes, contentType),
      absolutePath: resolved,
    },
  };
}

export function hashBytes(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** By extension; a file whose type is unknown is served as bytes to download. */
export function contentTypeOf(relativePath: string): string {
  return mime.getType(relativePath) ?? "application/octet-stream";
}

/** The extension of a stored file's address: the usual one of its type, else its own. */
export function addressExtensionOf(contentType: string, relativePath: string): string {
  const own = path.posix.extname(relativePath).slice(1).toLowerCase();
  const usual = contentType === "application/octet-stream" ? undefined : mime.getExtension(contentType);
  return (usual ?? own) || "bin";
}

function imageDimensions(bytes: Uint8Array, contentType: string): { width?: number; height?: number } {
  if (!contentType.startsWith("image/")) return {};
  try {
    const { width, height } = imageSize(bytes);
    return width > 0 && height > 0 ? { width, height } : {};
  } catch {
    return {}; // an image in a format image-size does not read is shown without a size
  }
}

/** "25.3 MB", as a reader of a refusal wants it. */
export function describeBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** "20MB", "512KB", "1.5 GB" or a number of bytes; undefined when it is none of these. */
export function parseByteSize(text: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|k|mb|m|gb|g)?\s*$/i.exec(text);
  if (!match) return undefined;
  const units: Record<string, number> = {
    b: 1,
    k: 1024,
    kb: 1024,
    m: 1024 ** 2,
    mb: 1024 ** 2,
    g: 1024 ** 3,
    gb: 1024 ** 3,
  };
  const bytes = Math.round(Number(match[1]) * units[(match[2] ?? "b").toLowerCase()]!);
  return bytes > 0 ? bytes : undefined;
}
