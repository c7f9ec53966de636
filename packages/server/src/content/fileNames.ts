// Naming conventions of a content folder, shared by the reader and the writer so that
// whatever the writer names a file, the reader sees it the same way.
import { toIsoTimestamp } from "./timestamp.js";

export const MARKDOWN_EXTENSION = ".md";
/** MDX pages are read as Markdown (see mdx.ts) and exported as .md files. */
export const MDX_EXTENSION = ".mdx";
export const CATEGORY_FILE_NAME = "_category_.json";

/** `01-` or `2_` in front of a name only orders it; it is never part of a name or code. */
const NUMERIC_PREFIX = /^\d+[-_]/;
/** `2021-08-26-` in front of a name dates it (Docusaurus' blog posts, Jekyll's): it is no order number. */
const DATE_PREFIX = /^(\d{4}-\d{2}-\d{2})[-_]/;

/** Hidden files, `_partials`-style folders and installed packages are not content. */
export function isIgnoredName(name: string): boolean {
  return name.startsWith(".") || name.startsWith("_") || name === "node_modules";
}

export function isMarkdownFileName(name: string): boolean {
  return markdownExtensionOf(name) !== undefined;
}

export function isMdxFileName(name: string): boolean {
  return markdownExtensionOf(name) === MDX_EXTENSION;
}

function markdownExtensionOf(name: string): string | undefined {
  for (const extension of [MARKDOWN_EXTENSION, MDX_EXTENSION]) {
    if (name.endsWith(extension) && name.length > extension.length) return extension;
  }
  return undefined;
}

export function withoutMarkdownExtension(name: string): string {
  const extension = markdownExtensionOf(name);
  return extension ? name.slice(0, -extension.length) : name;
}

export function stripNumericPrefix(name: string): string {
  return DATE_PREFIX.test(name) ? name : name.replace(NUMERIC_PREFIX, "");
}

/**
 * The date a path's file or folder names start with, as an ISO timestamp (UTC midnight): the
 * nearest to the file, so that `2021-08-26-welcome/index.md` takes its folder's.
 */
export function dateInPath(relativePath: string): string | undefined {
  for (const name of relativePath.split("/").reverse()) {
    const date = DATE_PREFIX.exec(name)?.[1];
    if (date !== undefined) return toIsoTimestamp(date);
  }
  return undefined;
}

/** "02-getting_started.md" → "Getting started": the name a folder or file gets when none is set. */
export function humanizeFileName(name: string): string {
  const words = stripNumericPrefix(withoutMarkdownExtension(name)).replace(/[-_]/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Paths inside a content folder are relative and "/"-separated on every platform. */
export function joinRelativePath(folderPath: string, name: string): string {
  return folderPath === "" ? name : `${folderPath}/${name}`;
}
