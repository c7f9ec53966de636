// What a database driver's error means for the person who sees it. The drivers' own words
// ("attempt to write a readonly database", "Connection terminated unexpectedly") say neither
// which file nor whether trying again later helps.
import { basename, dirname } from "node:path";

/** Network errors of a PostgreSQL that is down, restarting or cut off. */
const CONNECTION_ERRNOS = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH"]);
/** SQLSTATE 57P01-57P03: the server is shutting down or starting up. */
const SHUTTING_DOWN = /^57P0[123]$/;
/** What node-postgres says, without a code, of a lost connection or a connection it waited for in vain. */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether the database could not be reached: the request may succeed a little later, once
 * the pool reconnects, so it is answered 503 rather than 500.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  // Connecting to a name with several addresses fails with one error for each.
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnreachable);
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    // SQLSTATE class 08: connection exceptions.
    if (CONNECTION_ERRNOS.has(code) || code.startsWith("08") || SHUTTING_DOWN.test(code)) return true;
  }
  return LOST_CONNECTION.test(error.message);
}

/** A SQLite file that cannot be written, in words that say why and where; undefined for other errors. */
export function sqliteWriteProblem(error: unknown, file: string): string | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code === "SQLITE_FULL") return `the disk holding ${file} is full`;
  if (code === "SQLITE_READONLY_DIRECTORY") {
    return `the folder ${dirname(file)} is read-only (SQLite writes ${basename(file)}-wal and -shm beside the database)`;
  }
  if (typeof code === "string" && code.startsWith("SQLITE_READONLY")) return `${file} is read-only`;
  return undefined;
}
