// The pages of an MkDocs docs_dir as MkDocs lists them: in each folder the index page (index.md,
// else README.md) first, then the other pages by name, then the sub-folders by name. The
// navigation needs them to tell a page from a link, to order a folder as MkDocs does, and to find
// awesome-pages' `.pages` files.
import { readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { findFirstHeading } from "../firstHeading.js";
import { isMarkdownFileName, joinRelativePath, withoutMarkdownExtension } from "../fileNames.js";
import { parseMarkdownFile } from "../frontMatter.js";

export interface DocsFolder {
  /** Relative to the docs folder, "/"-separated; "" for the docs folder itself. */
  path: string;
  name: string;
  /** The folder's pages, as read (ContentSlot.pageName), relative to the docs folder, in MkDocs' order. */
  pages: string[];
  folders: DocsFolder[];
  /** Names of the folder's other files (`.pages`). */
  otherFiles: string[];
}

export interface DocsTree {
  /** The docs folder, absolute. */
  dir: string;
  root: DocsFolder;
  /** Every page as read, relative to the docs folder. */
  pages: ReadonlySet<string>;
  /** The file each page is read from, when it is read under another name (`index.fr.md` as `index.md`). */
  fileOf: ReadonlyMap<string, string>;
}

export interface DocsListing {
  /** Whether a path (relative to the docs folder) is left out of the site: exclude_docs, another language's folder. */
  isExcluded?: (path: string, isFolder: boolean) => boolean;
  /** The name a page is read under, or undefined to leave it out (ContentSlot.pageName). */
  pageName?: (file: string) => string | undefined;
}

/** Hidden files and folders are never pages, for MkDocs as for rxdocs. A link is never followed. */
export async function readDocsTree(dir: string, listing: DocsListing = {}): Promise<DocsTree> {
  const pages = new Set<string>();
  const fileOf = new Map<string, string>();
  const readFolder = async (folderPath: string): Promise<DocsFolder> => {
    const folder: DocsFolder = {
      path: folderPath,
      name: path.posix.basename(folderPath),
      pages: [],
      folders: [],
      otherFiles: [],
    };
    const entries = await readdir(path.join(dir, folderPath), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const entryPath = joinRelativePath(folderPath, entry.name);
      if (entry.name.startsWith(".") && !entry.isFile()) continue;
      if (listing.isExcluded?.(entryPath, entry.isDirectory())) continue;
      if (entry.isDirectory()) {
        folder.folders.push(await readFolder(entryPath));
      } else if (entry.isFile() && isMarkdownFileName(entry.name) && !entry.name.startsWith(".")) {
        const name = listing.pageName ? listing.pageName(entryPath) : entryPath;
        if (name === undefined) continue;
        folder.pages.push(name);
        pages.add(name);
        if (name !== entryPath) fileOf.set(name, entryPath);
      } else if (entry.isFile()) {
        folder.otherFiles.push(entry.name);
      }
    }
    folder.pages.sort(byMkdocsPageOrder);
    folder.folders.sort((a, b) => compareNames(a.name, b.name));
    return folder;
  };
  return { dir, root: await readFolder(""), pages, fileOf };
}

/** index.md and README.md stand for their folder. */
export function isIndexPage(file: string): boolean {
  const stem = withoutMarkdownExtension(path.posix.basename(file));
  return stem === "index" || stem === "README";
}

function byMkdocsPageOrder(a: string, b: string): number {
  const aIsIndex = isIndexPage(a);
  if (aIsIndex !== isIndexPage(b)) return aIsIndex ? -1 : 1;
  return compareNames(path.posix.basename(a), path.posix.basename(b));
}

/** Python's order of strings: by code point, upper case before lower case. */
export function compareNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * A page's title as MkDocs finds it: its front matter's title, else its first "# " heading, else
 * its file name in words ("getting-started.md" → "Getting started").
 */
export function pageTitle(tree: DocsTree, page: string): string {
  try {
    const parsed = parseMarkdownFile(readFileSync(path.join(tree.dir, tree.fileOf.get(page) ?? page), "utf8"));
    const title = parsed.frontMatter?.title ?? findFirstHeading(parsed.body);
    if (title) return title;
  } catch {
    // A page that cannot be read is named after its file, as a folder is.
  }
  const stem = withoutMarkdownExtension(path.posix.basename(page));
  return titleFromName(isIndexPage(page) ? path.posix.basename(path.posix.dirname(page)) || "Home" : stem);
}

/** MkDocs' title for a folder or file name: dashes and underscores as spaces, capitalised if all lower case. */
export function titleFromName(name: string): string {
  const words = name.replace(/[-_]/g, " ");
  return words === words.toLowerCase() ? words.charAt(0).toUpperCase() + words.slice(1) : words;
}
