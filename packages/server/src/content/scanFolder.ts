// Finds the folders and Markdown files of a content folder, without reading any file.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { CATEGORY_FILE_NAME, isIgnoredName, isMarkdownFileName, joinRelativePath } from "./fileNames.js";

interface ScannedBase {
  /** Relative to the root, "/"-separated. */
  path: string;
  /** Path of the containing folder; "" for the root. */
  parentPath: string;
  name: string;
}

export type ScannedEntry =
  (ScannedBase & { kind: "folder"; hasCategoryFile: boolean }) | (ScannedBase & { kind: "markdown" });

/**
 * Every folder comes before what it contains. The top-level folders named in `excluded` are
 * left out with everything inside them.
 */
export async function scanContentFolder(root: string, excluded: readonly string[] = []): Promise<ScannedEntry[]> {
  return (await scanChildren(root, "", new Set(excluded))).entries;
}

async function scanChildren(
  root: string,
  folderPath: string,
  excluded: ReadonlySet<string> = new Set(),
): Promise<{ entries: ScannedEntry[]; hasCategoryFile: boolean }> {
  const dirents = await readdir(path.join(root, folderPath), { withFileTypes: true });
  const hasCategoryFile = dirents.some((dirent) => dirent.isFile() && dirent.name === CATEGORY_FILE_NAME);
  const nested = await Promise.all(
    dirents
      .filter((dirent) => !isIgnoredName(dirent.name) && !excluded.has(dirent.name))
      .map(async (dirent): Promise<ScannedEntry[]> => {
        const base = { path: joinRelativePath(folderPath, dirent.name), parentPath: folderPath, name: dirent.name };
        // A symbolic link is neither a file nor a folder here: following it could leave the root.
        if (dirent.isDirectory()) {
          const children = await scanChildren(root, base.path);
          return [{ ...base, kind: "folder", hasCategoryFile: children.hasCategoryFile }, ...children.entries];
        }
        return dirent.isFile() && isMarkdownFileName(dirent.name) ? [{ ...base, kind: "markdown" }] : [];
      }),
  );
  return { entries: nested.flat(), hasCategoryFile };
}
