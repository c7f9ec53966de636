// A fingerprint of everything a database holds, to tell whether a refused command changed it:
// the bytes of a SQLite file (and of its write-ahead log, should one be left), or for
// PostgreSQL every row of every table of the test's schema, in a fixed order. Sequences are
// left out: PostgreSQL advances them even in a transaction that rolls back.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import pg from "pg";
import { isPostgresUrl } from "../../storage/database.js";

export interface DatabaseDigest {
  sha256: string;
  /** What was hashed, as text, for looking for bytes that must never be stored. */
  text: string;
}

export async function databaseDigest(url: string): Promise<DatabaseDigest> {
  return isPostgresUrl(url) ? postgresDigest(url) : sqliteDigest(url);
}

function sqliteDigest(file: string): DatabaseDigest {
  const parts = [file, `${file}-wal`].filter(existsSync).map((path) => readFileSync(path));
  const bytes = Buffer.concat(parts);
  return { sha256: createHash("sha256").update(bytes).digest("hex"), text: bytes.toString("latin1") };
}

async function postgresDigest(url: string): Promise<DatabaseDigest> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    );
    const parts: string[] = [];
    for (const { name } of tables.rows) {
      const { rows } = await client.query<{ rows: string }>(
        `select coalesce(string_agg(t::text, E'\\n' order by t::text), '') as rows from ${client.escapeIdentifier(name)} t`,
      );
      parts.push(`== ${name}\n${rows[0]!.rows}`);
    }
    const text = parts.join("\n");
    return { sha256: createHash("sha256").update(text).digest("hex"), text };
  } finally {
    await client.end();
  }
}

/** Whether the database holds `word` anywhere: as text, or in a file's bytes (PostgreSQL shows bytea as hex). */
export function digestHolds(digest: DatabaseDigest, word: string): boolean {
  const text = digest.text.toLowerCase();
  return text.includes(word.toLowerCase()) || text.includes(Buffer.from(word).toString("hex"));
}
