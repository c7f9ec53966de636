// The databases a benchmark runs on: a SQLite file in a folder of its own, and a schema of its
// own in the PostgreSQL at `pgUrl`. `drop` removes either, with everything in it.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import pg from "pg";

export function benchDatabases(pgUrl) {
  const schema = `rx_bench_${randomBytes(4).toString("hex")}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  let sqliteFile;
  return [
    {
      key: "sqlite",
      name: "SQLite",
      create: async () => (sqliteFile = join(mkdtempSync(join(tmpdir(), "rxdocs-bench-db-")), "bench.db")),
      drop: async () => sqliteFile && rmSync(dirname(sqliteFile), { recursive: true, force: true }),
    },
    {
      key: "postgres",
      name: "PostgreSQL",
      create: async () => {
        await admin(`create schema ${schema}`);
        return `${pgUrl}${pgUrl.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
      },
      drop: () => admin(`drop schema if exists ${schema} cascade`),
    },
  ];
}
