// Reads the Markdown files of a folder: each one's front matter and body, the body rewritten from
// its tool's dialect (sites/siteReader.ts' PageDialect) and, for MDX, as the Markdown rxdocs
// renders (mdx.ts), with what either left out as warnings by line of the file.
import path from "node:path";
import { setImmediate } from "node:timers/promises";
import { batches } from "../storage/menus.js";
import { mergeComponentWarnings } from "./componentWarnings.js";
import { isMdxFileName } from "./fileNames.js";
import { type ParsedMarkdownFile, parseMarkdownFile } from "./frontMatter.js";
import { keepHeapNearLive } from "./heapCeiling.js";
import { type MdxWarning, normalizeMdx } from "./mdx.js";
import type { UnsupportedComponent } from "./mdx/parse.js";
import type { PathAliases } from "./pathAliases.js";
import { readIncludedFile } from "./sites/includedFile.js";
import type { ContentWarning } from "./model.js";
import type { ScannedEntry } from "./scanFolder.js";
import type { PageDialect } from "./sites/siteReader.js";
import { describeReadError, readTextFileSync } from "./textFile.js";

/** `text` is undefined when the file could not be read. */
export type ReadMarkdownFile = ParsedMarkdownFile & {
  text?: string;
  /** What reading the file as rxdocs' Markdown ignored, changed or left out, by line of the file when it has one. */
  readingWarnings?: { line?: number; message: string; unsupported?: UnsupportedComponent }[];
};

export interface MarkdownReading {
  onProgress?: (done: number, total: number) => void;
  dialect?: PageDialect;
  /** The site's root, from which a dialect may include files. */
  siteRoot: string;
  /** The site's path aliases, with which MDX pages import the files they include. */
  aliases?: PathAliases;
}

/** Files read synchronously between two turns of the event loop (see readTextFileSync). */
const FILES_PER_SLICE = 200;

/** By the path each page is read under. */
export async function readMarkdownFiles(
  root: string,
  entries: readonly ScannedEntry[],
  reading: MarkdownReading,
): Promise<Map<string, ReadMarkdownFile>> {
  const files = new Map<string, ReadMarkdownFile>();
  for (const slice of batches(entries, FILES_PER_SLICE)) {
    if (files.size > 0) await setImmediate();
    keepHeapNearLive();
    for (const entry of slice) {
      files.set(entry.path, readMarkdownFile(root, entry, reading));
      reading.onProgress?.(files.size, entries.length);
    }
  }
  return files;
}

/** The file or folder an entry was read from, from the root: its own name, which what is said of it must use. */
export function fileOf(entry: ScannedEntry): string {
  return entry.file ?? entry.path;
}

/** What reading the pages said, with one warning for each component rxdocs does not know. */
export function readingWarnings(pages: ReadonlyMap<string, ReadMarkdownFile>): ContentWarning[] {
  const warnings: ContentWarning[] = [];
  for (const [pagePath, page] of pages) {
    for (const { unsupported, ...warning } of page.readingWarnings ?? []) {
      warnings.push({ path: pagePath, ...warning, ...(unsupported && { component: { ...unsupported, pages: 1 } }) });
    }
  }
  return mergeComponentWarnings(warnings);
}

function readMarkdownFile(root: string, entry: ScannedEntry, reading: MarkdownReading): ReadMarkdownFile {
  const relativePath = fileOf(entry);
  let file: ReadMarkdownFile;
  try {
    const text = readTextFileSync(path.join(root, relativePath));
    file = { ...parseMarkdownFile(text), text };
  } catch (error) {
    return { body: "", bodyLine: 1, reasons: [describeReadError(error)] };
  }
  const warnings: MdxWarning[] = [];
  if (reading.dialect) {
    const rewritten = reading.dialect(file.body, { file: relativePath, dir: root, root: reading.siteRoot });
    file.body = rewritten.body;
    warnings.push(...rewritten.warnings);
  }
  if (isMdxFileName(entry.name)) {
    const fromDir = path.dirname(path.join(root, relativePath));
    const normalized = normalizeMdx(file.body, {
      include: (target) => readIncludedFile(reading.siteRoot, reading.aliases?.resolve(target) ?? target, { fromDir }),
    });
    file.body = normalized.markdown;
    warnings.push(...normalized.warnings);
  }
  const inBody = warnings.map((warning) => ({ ...warning, line: file.bodyLine + warning.line - 1 }));
  const inFrontMatter = (file.warnings ?? []).map((message) => ({ message: `front matter: ${message}` }));
  if (inBody.length + inFrontMatter.length > 0) file.readingWarnings = [...inFrontMatter, ...inBody];
  return file;
}
