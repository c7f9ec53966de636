// Which database a Kysely instance (or a transaction of one) talks to, for the few statements
// that differ between them, such as full-text search.
import { type Kysely, PostgresAdapter } from "kysely";

export type DatabaseKind = "sqlite" | "postgres";

export function databaseKindOf<DB>(db: Kysely<DB>): DatabaseKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}
