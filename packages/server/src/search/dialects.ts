import type { Kysely } from "kysely";
import { databaseKindOf } from "../storage/dialect.js";
import { postgresSearch } from "./postgresSearch.js";
import type { SearchDialect } from "./searchDialect.js";
import { sqliteSearch } from "./sqliteSearch.js";

export function searchDialectOf<DB>(db: Kysely<DB>): SearchDialect {
  return databaseKindOf(db) === "postgres" ? postgresSearch : sqliteSearch;
}
