// Finds the folders and Markdown files of a content folder, without reading any file.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { CATEGORY_FILE_NAME, isIgnoredName, isMarkdownFileName, joinRelativePath } from "./fileNames.js";

interface ScannedBase {
  /** Relative to the root, "/"-separated: the name the page is read under (see ScanOptions.pageName). */
  path: string;
  /** Path of the containing folder; "" for the root. */
  parentPath: string;
  name: string;
}

export type ScannedEntry =
  | (ScannedBase & {
      kind: "folder";
      hasCategoryFile: boolean;
      /** The folder's own path from the root, when it is elsewhere (a mounted folder: ScanOptions.mounts). */
      file?: string;
    })
  | (ScannedBase & {
      kind: "markdown";
      /** The file's own path from the root, when it is read under another name or is elsewhere. */
      file?: string;
    });

export interface ScanOptions {
  /** Folders left out with everything inside them, relative to the root. */
  excluded?: readonly string[];
  /** The name a Markdown file is read under, or undefined to leave it out (siteReader.ts' ContentSlot.pageName). */
  pageName?: (file: string) => string | undefined;
  /** Folders outside the root read as if they were the root's folder `at` (siteReader.ts' ContentSlot.mounts). */
  mounts?: readonly FolderMount[];
}

export interface FolderMount {
  /** Where the folder's pages go, relative to the root: "blog". */
  at: string;
  /** The folder, absolute. */
  dir: string;
}

/** Every folder comes before what it contains. */
export async function scanContentFolder(root: string, options: ScanOptions = {}): Promise<ScannedEntry[]> {
  const entries = (await scanChildren(root, "", { excluded: new Set(options.excluded), pageName: options.pageName }))
    .entries;
  for (const mount of options.mounts ?? []) entries.push(...(await scanMount(root, mount)));
  return entries;
}

/** A mounted folder's entries under `at`, each with its own path from the root. */
async function scanMount(root: string, { at, dir }: FolderMount): Promise<ScannedEntry[]> {
  const fromRoot = (relativePath: string) =>
    path.relative(root, path.join(dir, relativePath)).split(path.sep).join("/");
  const { entries, hasCategoryFile } = await scanChildren(dir, "", { excluded: new Set() });
  const folder: ScannedEntry = {
    kind: "folder",
    path: at,
    parentPath: path.posix.dirname(at) === "." ? "" : path.posix.dirname(at),
    name: path.posix.basename(at),
    hasCategoryFile,
    file: fromRoot(""),
  };
  return [
    folder,
    ...entries.map((entry) => ({
      ...entry,
      path: joinRelativePath(at, entry.path),
      parentPath: joinRelativePath(at, entry.parentPath).replace(/\/$/, ""),
      file: fromRoot(entry.path),
    })),
  ];
}

interface Scan {
  excluded: ReadonlySet<string>;
  pageName?: (file: string) => string | undefined;
}

async function scanChildren(
  root: string,
  folderPath: string,
  scan: Scan,
): Promise<{ entries: ScannedEntry[]; hasCategoryFile: boolean }> {
  const dirents = await readdir(path.join(root, folderPath), { withFileTypes: true });
  const hasCategoryFile = dirents.some((dirent) => dirent.isFile() && dirent.name === CATEGORY_FILE_NAME);
  const nested = await Promise.all(
    dirents
      .filter((dirent) => !isIgnoredName(dirent.name) && !scan.excluded.has(joinRelativePath(folderPath, dirent.name)))
      .map(async (dirent): Promise<ScannedEntry[]> => {
        const base = { path: joinRelativePath(folderPath, dirent.name), parentPath: folderPath, name: dirent.name };
        // A symbolic link is neither a file nor a folder here: following it could leave the root.
        if (dirent.isDirectory()) {
          const children = await scanChildren(root, base.path, scan);
          return [{ ...base, kind: "folder", hasCategoryFile: children.hasCategoryFile }, ...children.entries];
        }
        if (!dirent.isFile() || !isMarkdownFileName(dirent.name)) return [];
        if (!scan.pageName) return [{ ...base, kind: "markdown" }];
        const named = scan.pageName(base.path);
        if (named === undefined) return [];
        if (named === base.path) return [{ ...base, kind: "markdown" }];
        return [{ ...base, path: named, name: path.posix.basename(named), kind: "markdown", file: base.path }];
      }),
  );
  return { entries: nested.flat(), hasCategoryFile };
}
