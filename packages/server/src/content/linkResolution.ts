// Resolves what pages link and embed. Links to other pages, relative (`../setup.md`),
// root-relative (`/guide/setup.md`, as Docsify and VitePress write them) or without extension
// (`./setup`, `/guide/setup.html`), become reader links (`/view?path=setup#anchor`). Files under
// the folder (`./img/a.png`, `<img src="../files/spec.pdf">`) are read and become addresses of
// stored files (`/files/<sha-256>.png#640x480`, an image carrying its size). A local address that
// names nothing is a warning with its file and line; a file over the size limit refuses the import.
import { FILES_BASE_PATH } from "@rxdocs/contract";
import { posix, relative, sep } from "node:path";
import {
  addressExtensionOf,
  describeBytes,
  type FileReading,
  PUBLIC_FOLDERS,
  readContentFiles,
} from "./contentFiles.js";
import { type FallbackFolder, fallbackPageAddress } from "./fallbackPages.js";
import { isMarkdownFileName } from "./fileNames.js";
import { type LinkingText, linkingTexts } from "./linkingTexts.js";
import { mayHoldTargets, rewriteLinkTargets } from "./linkTargets.js";
import { type LocalTarget, PageIndex } from "./pageIndex.js";
import type { PathAliases } from "./pathAliases.js";
import type { ContentFile, ContentProblem, ContentWarning, FolderContent } from "./model.js";
import type { FolderMount } from "./scanFolder.js";

export interface LinkResolutionOptions {
  /** The folder's absolute path. */
  root: string;
  /** The site's root, whose public folders root-relative links may point into too (see ReadFolderOptions). */
  publicRoot?: string;
  maxFileBytes: number;
  /** Where each article's Markdown starts in its file, by menu code, for the lines of warnings. */
  bodyLines: ReadonlyMap<string, number>;
  /** Where the home page's Markdown starts in its file. */
  homeBodyLine?: number;
  /** The addresses pages had on their tool's own site, by file: links to them lead to the pages. */
  addresses?: ReadonlyMap<string, readonly string[]>;
  /** Folders outside the root whose pages and files are the root's (scanFolder.ts' FolderMount). */
  mounts?: readonly FolderMount[];
  /** For a translation: the default language's folder, whose pages links may name (fallbackPages.ts). */
  fallback?: FallbackFolder; /** The site's path aliases (`~/assets/hero.webp`), read from its tsconfig.json. */
  aliases?: PathAliases;
}

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** An address this importer made (an exported folder may hold one); a folder named "files" is not one. */
const STORED_FILE_ADDRESS = new RegExp(`^${FILES_BASE_PATH}[0-9a-f]{64}\\.[a-z0-9]+(#|$)`);

export async function resolveLinks(content: FolderContent, options: LinkResolutionOptions): Promise<void> {
  const pages = new PageIndex(content, options.root, options.addresses);
  const texts = linkingTexts(content, options);
  const warn = (text: LinkingText, line: number | undefined, message: string) =>
    content.warnings.push(warning(text, line, message));

  const aliased = (target: string) => options.aliases?.resolve(target) ?? target;
  const local = (target: string, fromFile: string) => {
    const written = localTarget(aliased(target), fromFile);
    return written && inSite(written, options);
  };

  // First every page link, collecting the local addresses that may be files.
  /** By text, the targets that may be files, as written. */
  const candidates = new Map<LinkingText, Set<string>>();
  const wantedPaths = new Set<string>();
  /** Paths of root-relative addresses, which may also be the site root's. */
  const siteWide = new Set<string>();
  for (const text of texts) {
    const source = text.read();
    if (!mayHoldTargets(source)) continue;
    text.write(
      rewriteLinkTargets(source, (target, line) => {
        const written = localTarget(aliased(target), text.file);
        if (!written) return undefined;
        // An address a page had on its tool's site may climb out of the folder (`../guide/` from
        // a page whose address is deeper than its file): it is looked for before anything else.
        const page = pages.find(written, text.file);
        if (page !== undefined) return page + written.anchor;
        const found = inSite(written, options);
        if (found.outside) {
          warn(text, line, `${JSON.stringify(target)} points outside the folder; it is left as written`);
          return undefined;
        }
        const untranslated =
          options.fallback && fallbackPageAddress(written, pages.siteAddress(written, text.file), options.fallback);
        if (untranslated) return untranslated + written.anchor;
        if (isMarkdownFileName(found.path) || found.path === "" || found.path.endsWith("/")) {
          warn(text, line, `${JSON.stringify(target)} names no page of the folder; it is left as written`);
          return undefined;
        }
        for (const path of filePaths(found)) {
          wantedPaths.add(path);
          if (found.rootRelative) siteWide.add(path);
        }
        const targets = candidates.get(text) ?? new Set<string>();
        candidates.set(text, targets.add(target));
        return undefined;
      }),
    );
  }

  // Then the files, read once each, and their addresses in the texts that named them.
  const readings = await readContentFiles(options.root, wantedPaths, { ...options, siteWide });
  const files = new Map<string, ContentFile>();
  const refused = new Set<string>();
  for (const [text, targets] of candidates) {
    text.write(
      rewriteLinkTargets(text.read(), (target, line) => {
        const written = targets.has(target) ? local(target, text.file) : undefined;
        if (!written) return undefined;
        const paths = filePaths(written);
        const found = paths.map((path) => readings.get(path)).find((reading) => reading && "file" in reading);
        if (found && "file" in found) {
          files.set(found.file.path, found.file);
          text.uses.add(found.file.hash);
          return fileAddress(found.file, written.anchor);
        }
        const refusal = paths.map((path) => readings.get(path)).find(isRefusedForSize);
        if (refusal) {
          if (!refused.has(paths[0]!)) content.problems.push(tooLarge(paths[0]!, refusal.refusal.size, options));
          refused.add(paths[0]!);
          return undefined;
        }
        const outside = paths.some((path) => {
          const reading = readings.get(path);
          return reading && "refusal" in reading && reading.refusal.kind === "outside";
        });
        warn(
          text,
          line,
          outside
            ? `${JSON.stringify(target)} leads out of the folder through a symbolic link; it is left as written`
            : `${JSON.stringify(target)} names no page or file of the folder; it is left as written`,
        );
        return undefined;
      }),
    );
  }
  content.files = [...files.values()].sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** The stored file's address; an image's carries its size, for the renderer. */
export function fileAddress(
  file: Pick<ContentFile, "hash" | "contentType" | "path" | "width" | "height">,
  anchor = "",
): string {
  const address = `${FILES_BASE_PATH}${file.hash}.${addressExtensionOf(file.contentType, file.path)}`;
  if (file.width && file.height) return `${address}#${file.width}x${file.height}`;
  return address + anchor;
}

/** The folder path an address names, or undefined when it is not a local address (external, in-app, an anchor). */
export function localTarget(target: string, fromFile: string): LocalTarget | undefined {
  if (target === "" || HAS_SCHEME.test(target) || target.startsWith("//") || target.startsWith("#")) return undefined;
  // The reader's own addresses: a page's, a stored file's, and the home page in a language (`/?lang=zh-CN`).
  if (
    target.startsWith("/view?") ||
    target === "/view" ||
    target.startsWith("/?") ||
    STORED_FILE_ADDRESS.test(target)
  ) {
    return undefined;
  }
  const anchorAt = target.indexOf("#");
  const withoutAnchor = anchorAt === -1 ? target : target.slice(0, anchorAt);
  const anchor = anchorAt === -1 ? "" : target.slice(anchorAt);
  const pathPart = withoutAnchor.replace(/\?.*$/, "");
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathPart);
  } catch {
    decoded = pathPart;
  }
  const rootRelative = decoded.startsWith("/");
  const joined = rootRelative ? decoded.slice(1) : posix.join(posix.dirname(fromFile), decoded);
  const trailingSlash = decoded.endsWith("/") && decoded !== "/";
  let path = posix.normalize(joined === "" ? "." : joined);
  if (path === ".") path = "";
  const outside = path === ".." || path.startsWith("../");
  if (trailingSlash && !path.endsWith("/") && path !== "") path += "/";
  return { path, written: decoded, anchor, rootRelative, outside };
}

/**
 * A target that climbs out of the folder into the rest of the site (`../../assets/hero.png` from a
 * Starlight site's src/content/docs/) names the site's file, looked for as a root-relative one is.
 */
function inSite(target: LocalTarget, options: LinkResolutionOptions): LocalTarget {
  if (!target.outside || options.publicRoot === undefined) return target;
  const trail = relative(options.publicRoot, options.root).split(sep).join("/");
  const path = posix.normalize(posix.join(trail, target.path));
  if (path === ".." || path.startsWith("../") || trail.startsWith("..")) return target;
  return { ...target, path, rootRelative: true, outside: false };
}

/** Where a file may be: the path itself, and for a root-relative one the public folders too. */
function filePaths(target: LocalTarget): string[] {
  const path = target.path.replace(/\/$/, "");
  if (!target.rootRelative) return [path];
  return [path, ...PUBLIC_FOLDERS.map((folder) => `${folder}/${path}`)];
}

function isRefusedForSize(
  reading: FileReading | undefined,
): reading is { refusal: { kind: "too-large"; size: number } } {
  return reading !== undefined && "refusal" in reading && reading.refusal.kind === "too-large";
}

function tooLarge(path: string, size: number, options: LinkResolutionOptions): ContentProblem {
  return {
    path,
    reason: `${describeBytes(size)} is over the limit of ${describeBytes(options.maxFileBytes)} per file (--max-file-size)`,
  };
}

function warning(text: LinkingText, line: number | undefined, message: string): ContentWarning {
  if (text.firstLine === undefined || line === undefined) return { path: text.file, message };
  return { path: text.file, line: text.firstLine + line - 1, message };
}
