// Versioned migrations, bundled as modules (not read from disk) so that the compiled
// server carries them wherever it runs. They run at every start; applied ones are skipped.
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";
import type { Database } from "./schema.js";
import * as initial from "./migrations/0001_initial.js";
import * as search from "./migrations/0002_search.js";
import * as filesAndSite from "./migrations/0003_files_and_site.js";
import * as articleBodies from "./migrations/0004_article_bodies.js";
import * as slots from "./migrations/0005_slots.js";
import * as keyUses from "./migrations/0006_key_uses.js";
import * as menuNavigation from "./migrations/0007_menu_navigation.js";
import * as articleDescription from "./migrations/0008_article_description.js";
import * as redirects from "./migrations/0009_redirects.js";
import * as pageFeedback from "./migrations/0010_page_feedback.js";
import * as insightCounts from "./migrations/0011_insight_counts.js";

export const MIGRATIONS: Record<string, Migration> = {
  "0001_initial": initial,
  "0002_search": search,
  "0003_files_and_site": filesAndSite,
  "0004_article_bodies": articleBodies,
  "0005_slots": slots,
  "0006_key_uses": keyUses,
  "0007_menu_navigation": menuNavigation,
  "0008_article_description": articleDescription,
  "0009_redirects": redirects,
  "0010_page_feedback": pageFeedback,
  "0011_insight_counts": insightCounts,
};

const provider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};

export async function migrateToLatest(db: Kysely<Database>, kind: "sqlite" | "postgres"): Promise<void> {
  // Kysely looks for its bookkeeping tables in every schema unless told which one; with
  // several sites in one PostgreSQL database (one schema each) it must be this one.
  const migrationTableSchema = kind === "postgres" ? await currentSchema(db) : undefined;
  const migrator = new Migrator({ db, provider, migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "unknown error");
    throw new Error(`database migration ${failed?.migrationName ?? ""} failed: ${reason}`.replace("  ", " "));
  }
}

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error("no schema to create tables in: check the search_path of the connection");
  return schema;
}
