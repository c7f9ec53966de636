// `rxdocs backup FILE`: a consistent copy of a SQLite database, made while the server runs,
// checked before it is reported. PostgreSQL has its own tools (pg_dump), which the guide shows.
import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { sql } from "kysely";
import { databaseUrl } from "../config.js";
import { isPostgresUrl, openStorage } from "../storage/database.js";
import { readContentVersion } from "../storage/contentVersion.js";
import { CliError, printJson, printLine, withStorage } from "./shared.js";

export async function backupCommand(file: string, options: { db?: string; json?: boolean }): Promise<void> {
  const target = resolve(file);
  if (existsSync(target)) throw new CliError(`${target} exists; a backup never overwrites a file, so name a new one`);
  if (isPostgresUrl(databaseUrl(options.db))) {
    throw new CliError(
      "rxdocs backup copies SQLite databases; back up PostgreSQL with pg_dump (see the guide's Backups page)",
    );
  }
  const from = await withStorage(options.db, async (storage) => {
    await storage.backup!(target);
    return storage.location;
  });
  const copy = await openStorage(target);
  try {
    const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(copy.db);
    if (rows[0]?.integrity_check !== "ok") throw new CliError(`the copy in ${target} is damaged: check the disk`);
    const summary = {
      from,
      to: target,
      bytes: statSync(target).size,
      contentVersion: await readContentVersion(copy.db),
    };
    if (options.json) return printJson(summary);
    const megabytes = (summary.bytes / 1e6).toFixed(1);
    printLine(`Backed up ${from} to ${target} (${megabytes} MB, content version ${summary.contentVersion})`);
  } finally {
    await copy.close();
  }
}
