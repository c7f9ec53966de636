// Applies a folder's files to the database inside the import's transaction: new bytes are
// stored once, paths and uses follow the folder, and with `prune` what nothing uses is removed.
import { readFile } from "node:fs/promises";
import type { Kysely } from "kysely";
import {
  deleteFilePaths,
  deleteUnusedFiles,
  type FileUseRow,
  articleFileUser,
  HOME_FILE_USER,
  insertFile,
  listFilePaths,
  listFileUses,
  putFilePaths,
  replaceFileUses,
  SITE_FILE_USER,
  slotHomeFileUser,
  storedHashes,
} from "../storage/files.js";
import type { Database } from "../storage/schema.js";
import { hashBytes } from "./contentFiles.js";
import type { FolderContent } from "./model.js";

export interface FileCounts {
  created: number;
  removed: number;
  unchanged: number;
}

/**
 * @param articleUses the files each article revision this import stored uses.
 * @param removedArticles the article revisions this import deleted: they use nothing now.
 * @returns the counts, and whether anything changed (paths and uses included).
 */
export async function importFiles(
  trx: Kysely<Database>,
  content: FolderContent,
  options: {
    prune: boolean;
    articleUses: ReadonlyMap<number, readonly string[]>;
    removedArticles: readonly number[];
    /** The slot imported, whose home page the content's is. */
    slotId: number;
    /** Whether the content's settings and home page are the site's. */
    appliesSite: boolean;
    now: string;
  },
): Promise<{ counts: FileCounts; changed: boolean }> {
  const counts: FileCounts = { created: 0, removed: 0, unchanged: 0 };
  const byHash = new Map(content.files.map((file) => [file.hash, file]));
  const stored = await storedHashes(trx, [...byHash.keys()]);
  for (const file of byHash.values()) {
    if (stored.has(file.hash)) {
      counts.unchanged += 1;
      continue;
    }
    // Read again rather than kept since the folder was read, so a site's files are never all in memory.
    const bytes = await readFile(file.absolutePath);
    if (hashBytes(bytes) !== file.hash)
      throw new Error(`${file.path} changed while it was being imported; import again`);
    await insertFile(trx, {
      hash: file.hash,
      content_type: file.contentType,
      size: file.size,
      width: file.width ?? null,
      height: file.height ?? null,
      bytes,
      created_at: options.now,
    });
    counts.created += 1;
  }

  const pathsChanged = await applyPaths(trx, content, options.prune);
  const usesChanged = await applyUses(trx, content, options);
  if (options.prune) counts.removed = await deleteUnusedFiles(trx);
  return { counts, changed: counts.created + counts.removed > 0 || pathsChanged || usesChanged };
}

async function applyPaths(trx: Kysely<Database>, content: FolderContent, prune: boolean): Promise<boolean> {
  const before = new Map((await listFilePaths(trx)).map((row) => [row.path, row.hash]));
  const changed = content.files.filter((file) => before.get(file.path) !== file.hash);
  await putFilePaths(
    trx,
    changed.map((file) => ({ path: file.path, hash: file.hash })),
  );
  const wanted = new Set(content.files.map((file) => file.path));
  const gone = prune ? [...before.keys()].filter((path) => !wanted.has(path)) : [];
  await deleteFilePaths(trx, gone);
  return changed.length + gone.length > 0;
}

/**
 * The home page, the settings and each article revision stored now use exactly the files they
 * link; the revisions deleted use none.
 */
async function applyUses(
  trx: Kysely<Database>,
  content: FolderContent,
  {
    articleUses,
    removedArticles,
    slotId,
    appliesSite,
  }: {
    articleUses: ReadonlyMap<number, readonly string[]>;
    removedArticles: readonly number[];
    slotId: number;
    appliesSite: boolean;
  },
): Promise<boolean> {
  const before = new Map<string, Set<string>>();
  for (const row of await listFileUses(trx)) {
    const hashes = before.get(row.used_by) ?? new Set();
    hashes.add(row.hash);
    before.set(row.used_by, hashes);
  }
  const wanted = new Map<string, readonly string[]>([[slotHomeFileUser(slotId), content.site.homeFileHashes]]);
  if (appliesSite) {
    wanted.set(HOME_FILE_USER, content.site.homeFileHashes);
    wanted.set(SITE_FILE_USER, content.site.siteFileHashes);
  }
  for (const [id, hashes] of articleUses) wanted.set(articleFileUser(id), hashes);
  for (const id of removedArticles) wanted.set(articleFileUser(id), []);

  const users: string[] = [];
  const rows: FileUseRow[] = [];
  for (const [user, hashes] of wanted) {
    const unique = new Set(hashes);
    const old = before.get(user) ?? new Set<string>();
    if (unique.size === old.size && [...unique].every((hash) => old.has(hash))) continue;
    users.push(user);
    for (const hash of unique) rows.push({ used_by: user, hash });
  }
  await replaceFileUses(trx, users, rows);
  return users.length > 0;
}
