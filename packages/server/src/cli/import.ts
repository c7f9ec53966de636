import { resolve } from "node:path";
import { stat } from "node:fs/promises";
import { ContentProblemsError, importContent, type ImportCounts } from "../content/importContent.js";
import type { Kysely } from "kysely";
import { readContentFolder } from "../content/readFolder.js";
import type { Database } from "../storage/schema.js";
import { progressBar } from "./progress.js";
import { CliError, plural, printJson, printLine, withStorage } from "./shared.js";

export interface ImportOptions {
  db?: string;
  prune?: boolean;
  json?: boolean;
}

export async function importCommand(dir: string, options: ImportOptions): Promise<void> {
  const counts = await withStorage(options.db, (storage) => importFolder(storage.db, dir, options));
  if (options.json) printJson(counts);
  else printLine(`Imported ${resolve(dir)}: ${describeCounts(counts)}`);
}

/** Reads and imports a folder; problems in it are printed one per line before the refusal. */
export async function importFolder(
  db: Kysely<Database>,
  dir: string,
  options: { prune?: boolean },
): Promise<ImportCounts> {
  const root = resolve(dir);
  const info = await stat(root).catch(() => undefined);
  if (!info?.isDirectory()) throw new CliError(`${dir} is not a folder`);
  const progress = progressBar("Reading");
  const content = await readContentFolder(root, { onProgress: progress.update });
  progress.finish();
  try {
    return await importContent(db, content, options);
  } catch (error) {
    if (!(error instanceof ContentProblemsError)) throw error;
    for (const problem of error.problems) process.stderr.write(`${problem.path}: ${problem.reason}\n`);
    throw new CliError(error.message);
  }
}

export function describeCounts({ menus, articles }: ImportCounts): string {
  const part = (name: string, c: ImportCounts["menus"]) =>
    `${plural(c.created + c.updated + c.removed + c.unchanged, name)} (${c.created} created, ${c.updated} updated, ${c.removed} removed, ${c.unchanged} unchanged)`;
  return `${part("menu", menus)}, ${part("article", articles)}`;
}
