// What every command shares: opening the database, printing, failing with one line.
import { existsSync, renameSync, statSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { databaseUrl } from "../config.js";
import { openStorage, type Storage } from "../storage/database.js";

/** An expected failure: its message is the whole story, printed as one line. */
export class CliError extends Error {
  override name = "CliError";
}

export async function withStorage<T>(dbFlag: string | undefined, use: (storage: Storage) => Promise<T>): Promise<T> {
  const storage = await openStorage(databaseUrl(dbFlag));
  try {
    return await use(storage);
  } finally {
    await storage.close();
  }
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}

export function printLine(text = ""): void {
  process.stdout.write(`${text}\n`);
}

export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/** Rows under a header, each column as wide as its widest cell. */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  for (const row of [header, ...rows])
    printLine(
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join("  ")
        .trimEnd(),
    );
}

/**
 * The file an option names, resolved. One that exists is replaced only when it is an earlier
 * output of the same command (`isEarlier`), never a file that happens to have its name.
 */
export function outputFile(path: string, option: string, isEarlier: (file: string) => boolean, what: string): string {
  const file = resolve(path);
  if (existsSync(file) && (!statSync(file).isFile() || !isEarlier(file)))
    throw new CliError(`${option}: ${file} exists and is not ${what}; it is left as it is`);
  return file;
}

/** Writes beside and renames: the file is the whole of what is written, or what it was before. */
export function writeWhole(file: string, data: string | Uint8Array): void {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, data);
  renameSync(partial, file);
}
