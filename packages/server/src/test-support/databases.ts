// The databases every storage and HTTP test runs on: a fresh SQLite file, and a fresh
// schema in the test PostgreSQL, so that runs never collide. PostgreSQL must be reachable:
// a test that cannot reach it fails and says where it looked.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterEach, beforeEach } from "vitest";
import { openStorage, type Storage } from "../storage/database.js";

export const PG_TEST_URL = process.env.RXDOCS_TEST_PG_URL || "postgres://postgres@127.0.0.1:5432/test";

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export interface DatabaseKind {
  name: "SQLite" | "PostgreSQL";
  create(): Promise<TestDatabase>;
}

export async function createSqliteDatabase(): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), "rxdocs-test-"));
  return { url: join(dir, "test.db"), drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

export async function createPostgresDatabase(): Promise<TestDatabase> {
  const schema = `rx_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_TEST_URL, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
    await admin.query(`create schema ${schema}`);
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${PG_TEST_URL} (set RXDOCS_TEST_PG_URL): ${(error as Error).message}`,
    );
  } finally {
    await admin.end().catch(() => undefined);
  }
  const separator = PG_TEST_URL.includes("?") ? "&" : "?";
  return {
    url: `${PG_TEST_URL}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    drop: async () => {
      const client = new pg.Client({ connectionString: PG_TEST_URL });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

export const SQLITE: DatabaseKind = { name: "SQLite", create: createSqliteDatabase };
export const POSTGRES: DatabaseKind = { name: "PostgreSQL", create: createPostgresDatabase };
export const DATABASE_KINDS: DatabaseKind[] = [SQLITE, POSTGRES];

/**
 * A fresh database of `kind`, opened, for each test of the calling describe block, and
 * temporary folders removed after each test. Call it at the top of the block.
 */
export function freshStorageEachTest(kind: DatabaseKind): { storage(): Storage; tempDir(): string } {
  let database: TestDatabase | undefined;
  let storage: Storage | undefined;
  const temp: string[] = [];
  beforeEach(async () => {
    database = await kind.create();
    storage = await openStorage(database.url);
  });
  afterEach(async () => {
    await storage?.close();
    await database?.drop();
    for (const dir of temp.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return {
    storage: () => {
      if (!storage) throw new Error("the storage is opened before each test");
      return storage;
    },
    tempDir: () => {
      const dir = mkdtempSync(join(tmpdir(), "rxdocs-test-"));
      temp.push(dir);
      return dir;
    },
  };
}
