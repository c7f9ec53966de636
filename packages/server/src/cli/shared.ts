// What every command shares: opening the database, printing, failing with one line.
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
