// Opens the database a URL names: a `postgres://` URL selects PostgreSQL, anything else is
// the path of a SQLite file. Both sit behind the same Kysely instance, so every query in
// this folder runs unchanged on either.
import { mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type SQLite from "better-sqlite3";
import { Kysely } from "kysely";
import type { Database } from "./schema.js";
import { sqliteWriteProblem } from "./databaseErrors.js";
import type { DatabaseKind } from "./dialect.js";
import { migrateToLatest } from "./migrate.js";
import { PostgresDialectOfOneSchema } from "./postgresDialect.js";
import { SqliteDialectKeepingErrors } from "./sqliteDialect.js";

export interface Storage {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Where the data lives, without credentials, for logs and messages. */
  location: string;
  /**
   * SQLite only: writes a consistent copy of the database to `file` while it stays in use (the
   * copy is made under another name and renamed, so `file` is whole or absent).
   */
  backup?(file: string): Promise<void>;
  /**
   * Runs `work` in a transaction that gives way to another writer instead of waiting for it:
   * on SQLite it fails at once while an import holds the database, so that a server's own
   * small writes never stall its readers. On PostgreSQL writers do not block each other here.
   */
  withoutWaiting<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T>;
  /** The connections held, by state, for the metrics. */
  connections(): Record<string, number>;
  close(): Promise<void>;
}

export const DEFAULT_SQLITE_PATH = "./data/rxdocs.db";

/** How long a SQLite write waits for another process's transaction (an import) to end. */
const BUSY_TIMEOUT_MS = 10_000;

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/** Opens (and migrates) the database. Throws an Error whose message is one readable line. */
export async function openStorage(url: string = DEFAULT_SQLITE_PATH): Promise<Storage> {
  // Each driver is loaded only when its database is used.
  const storage = isPostgresUrl(url) ? await openPostgres(url) : await openSqlite(url);
  try {
    await migrateWithRetries(storage);
  } catch (error) {
    await storage.close().catch(() => undefined);
    throw new Error(`cannot open database ${storage.location}: ${errorText(error)}`);
  }
  return storage;
}

/**
 * Another process may be migrating the same new database at this very moment (SQLite has no
 * migration lock). Its migration is one transaction, so a retry after it commits finds the
 * work done; a database that is really broken fails every attempt.
 */
async function migrateWithRetries(storage: Storage): Promise<void> {
  const attempts = storage.kind === "sqlite" ? 4 : 1;
  for (let attempt = 1; ; attempt++) {
    try {
      return await migrateToLatest(storage.db, storage.kind);
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 50));
    }
  }
}

async function openSqlite(path: string): Promise<Storage> {
  const file = resolve(path);
  const { default: SQLiteDatabase } = await import("better-sqlite3");
  let sqlite: SQLite.Database;
  try {
    ensureFolder(dirname(file));
    sqlite = new SQLiteDatabase(file);
    // WAL lets the server keep reading while an import writes from another process.
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = NORMAL");
    sqlite.pragma("foreign_keys = ON");
    sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  } catch (error) {
    throw new Error(`cannot open database ${file}: ${sqliteWriteProblem(error, file) ?? errorText(error)}`);
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialectKeepingErrors(sqlite) });
  const backup = async (target: string) => {
    const partial = `${target}.partial`;
    try {
      await sqlite.backup(partial);
      renameSync(partial, target);
    } finally {
      rmSync(partial, { force: true });
    }
  };
  const withoutWaiting = <T>(work: (db: Kysely<Database>) => Promise<T>) =>
    // The one connection is this callback's alone meanwhile, so no other query sees the change.
    db.connection().execute(async (connection) => {
      sqlite.pragma("busy_timeout = 0");
      try {
        return await connection.transaction().execute(work);
      } finally {
        sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
      }
    });
  return {
    db,
    kind: "sqlite",
    location: file,
    backup,
    withoutWaiting,
    connections: () => ({ total: 1 }),
    close: () => db.destroy(),
  };
}

/**
 * Creates a folder and its missing parents one level at a time. (A recursive mkdir never
 * returns for some paths, such as under /proc; one level at a time fails at once.)
 */
function ensureFolder(folder: string): void {
  const info = statSync(folder, { throwIfNoEntry: false });
  if (info?.isDirectory()) return;
  if (info) throw new Error(`${folder} is a file, not a folder`);
  const parent = dirname(folder);
  if (parent !== folder) ensureFolder(parent);
  mkdirSync(folder);
}

async function openPostgres(url: string): Promise<Storage> {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle client that loses its server emits 'error'; without a listener that would end
  // the process. The next query reconnects, and /readyz reports the outage meanwhile.
  pool.on("error", () => undefined);
  // The pool listens only while a client is idle. A client checked out when its server goes
  // away (a restart under load) also emits 'error', after failing its query and before it is
  // handed back: unheard, that ended the process. The query still fails (answered 503), and
  // the pool drops the broken client when it comes back.
  pool.on("connect", (client) => client.on("error", () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialectOfOneSchema({ pool }) });
  return {
    db,
    kind: "postgres",
    location: redactUrl(url),
    withoutWaiting: (work) => db.transaction().execute(work),
    connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => db.destroy(),
  };
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "postgres://…";
  }
}

function errorText(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return errorText(error.errors[0]);
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
