// Versioned migrations, bundled as modules (not read from disk) so that the compiled
// server carries them wherever it runs. They run at every start; applied ones are skipped.
import { type Kysely, type Migration, type MigrationProvider, Migrator } from "kysely";
import type { Database } from "./schema.js";
import * as initial from "./migrations/0001_initial.js";

const migrations: Record<string, Migration> = {
  "0001_initial": initial,
};

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "unknown error");
    throw new Error(`database migration ${failed?.migrationName ?? ""} failed: ${reason}`.replace("  ", " "));
  }
}
