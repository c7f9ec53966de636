// What every site reader needs of the files of a site: whether a file or folder is the site's
// own (inside it, not linked from elsewhere), its JSON, and the pages of a folder.
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { isInsideFolder, LEADS_OUTSIDE } from "../insideFolder.js";
import type { ContentWarning } from "../model.js";
import { scanContentFolder } from "../scanFolder.js";
import type { ContentSlot } from "./siteReader.js";

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The first of the files that is inside the folder; a link out of it counts as no file. */
export async function firstFile(root: string, names: readonly string[]): Promise<string | undefined> {
  for (const name of names) {
    const file = path.join(root, name);
    if ((await stat(file).catch(() => undefined))?.isFile() && (await isInsideFolder(root, file))) return file;
  }
  return undefined;
}

/**
 * Whether `folder` is a folder inside `root`: the pages of a version or a language linked from
 * elsewhere are not the site's, and must not be read as if they were.
 */
export async function isFolder(root: string, folder: string): Promise<boolean> {
  const isDirectory = (await stat(folder).catch(() => undefined))?.isDirectory() ?? false;
  return isDirectory && (await isInsideFolder(root, folder));
}

/**
 * A JSON file of the site (a byte order mark is allowed); undefined when there is none. Throws an
 * Error naming the file when it links out of the site or is not JSON.
 */
export async function readJsonFile(root: string, file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    return undefined;
  }
  if (!(await isInsideFolder(root, file))) throw new Error(`${file} ${LEADS_OUTSIDE}`);
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A path relative to the site's root, "/"-separated, as what is said of the site names files. */
export function sitePath(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join("/");
}

/** The warnings without repeats: languages that share a file say the same of it once. */
export function uniqueWarnings(warnings: readonly ContentWarning[]): ContentWarning[] {
  const seen = new Set<string>();
  return warnings.filter((warning) => {
    const key = `${warning.path}\u0000${warning.line ?? ""}\u0000${warning.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A slot's pages: each by the name its navigation knows it by, with the file it is read from. */
export async function pagesOfSlot(
  slot: Pick<ContentSlot, "dir" | "excludedFolders" | "pageName">,
): Promise<Map<string, string>> {
  const entries = await scanContentFolder(slot.dir, { excluded: slot.excludedFolders, pageName: slot.pageName });
  return new Map(
    entries.flatMap((entry) => (entry.kind === "markdown" ? [[entry.path, entry.file ?? entry.path] as const] : [])),
  );
}
