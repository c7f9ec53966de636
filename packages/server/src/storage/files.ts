import type { Kysely, Selectable } from "kysely";
import { batches } from "./menus.js";
import type { Database, FilesTable } from "./schema.js";

/** Users of files that are not pages: the home page, and the settings (the logo). */
export const HOME_FILE_USER = "@home";
export const SITE_FILE_USER = "@site";

/** How file_uses names a slot's home page, which uses the files it links. */
export function slotHomeFileUser(slotId: number): string {
  return `@home:${slotId}`;
}

/** How file_uses names an article revision that uses a file. */
export function articleFileUser(articleId: number): string {
  return `#${articleId}`;
}

/** What the catalog keeps of a stored file: everything but its bytes. */
export type FileMetaRow = Omit<Selectable<FilesTable>, "bytes">;
export type FileUseRow = { used_by: string; hash: string };
export type FilePathRow = { path: string; hash: string };

export function listFileMeta(db: Kysely<Database>): Promise<FileMetaRow[]> {
  return db.selectFrom("files").select(["hash", "content_type", "size", "width", "height", "created_at"]).execute();
}

export function listFileUses(db: Kysely<Database>): Promise<FileUseRow[]> {
  return db.selectFrom("file_uses").select(["used_by", "hash"]).execute();
}

export function listFilePaths(db: Kysely<Database>): Promise<FilePathRow[]> {
  return db.selectFrom("file_paths").select(["path", "hash"]).orderBy("path").execute();
}

export async function readFileBytes(db: Kysely<Database>, hash: string): Promise<Buffer | undefined> {
  const row = await db.selectFrom("files").select("bytes").where("hash", "=", hash).executeTakeFirst();
  return row ? Buffer.from(row.bytes) : undefined;
}

/** The given hashes that are stored already. */
export async function storedHashes(db: Kysely<Database>, hashes: string[]): Promise<Set<string>> {
  const stored = new Set<string>();
  for (const batch of batches(hashes, 500)) {
    const rows = await db.selectFrom("files").select("hash").where("hash", "in", batch).execute();
    for (const row of rows) stored.add(row.hash);
  }
  return stored;
}

export async function insertFile(db: Kysely<Database>, row: Selectable<FilesTable>): Promise<void> {
  await db.insertInto("files").values(row).execute();
}

/** Makes each path name its file, inserting or replacing. */
export async function putFilePaths(db: Kysely<Database>, rows: FilePathRow[]): Promise<void> {
  for (const batch of batches(rows, 500)) {
    await db
      .insertInto("file_paths")
      .values(batch)
      .onConflict((conflict) => conflict.column("path").doUpdateSet((eb) => ({ hash: eb.ref("excluded.hash") })))
      .execute();
  }
}

export async function deleteFilePaths(db: Kysely<Database>, paths: string[]): Promise<void> {
  for (const batch of batches(paths, 500)) await db.deleteFrom("file_paths").where("path", "in", batch).execute();
}

/** Replaces what the given users use with `uses` (rows of those users only). */
export async function replaceFileUses(db: Kysely<Database>, users: string[], uses: FileUseRow[]): Promise<void> {
  for (const batch of batches(users, 500)) await db.deleteFrom("file_uses").where("used_by", "in", batch).execute();
  for (const batch of batches(uses, 500)) await db.insertInto("file_uses").values(batch).execute();
}

/** Deletes the files that no page uses and no path names; answers how many there were. */
export async function deleteUnusedFiles(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom("files")
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("file_uses").select("file_uses.hash").whereRef("file_uses.hash", "=", "files.hash"))),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("file_paths").select("file_paths.hash").whereRef("file_paths.hash", "=", "files.hash"))),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
