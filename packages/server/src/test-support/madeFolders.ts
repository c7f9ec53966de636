// Folders of files written for a test, each under a new temporary folder; a test file removes
// them after each test with `afterEach(removeMadeFolders)`.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

const madeFolders: string[] = [];

/** Writes `files` (relative path → text; a path ending in "/" is an empty folder) under a new folder, or under `parent`. */
export async function makeFolder(files: Record<string, string>, parent?: string): Promise<string> {
  const root = parent ?? (await mkdtemp(path.join(tmpdir(), "rxdocs-read-")));
  if (!parent) madeFolders.push(root);
  for (const [relativePath, text] of Object.entries(files)) {
    const target = path.join(root, relativePath);
    if (relativePath.endsWith("/")) {
      await mkdir(target, { recursive: true });
      continue;
    }
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, text);
  }
  return root;
}

export async function removeMadeFolders(): Promise<void> {
  await Promise.all(madeFolders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
}
