// The search index: a row per article section with its text, the vocabulary with how many
// sections hold each word, and each database's own full-text and trigram indexes over them.
// Articles stored before the index are indexed by migration 0005, in the shape it leaves them.
import { type Kysely, sql } from "kysely";
import { searchDialectOf } from "../../search/dialects.js";
import { databaseKindOf } from "../dialect.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = databaseKindOf(db) === "postgres";
  await db.schema
    .createTable("search_sections")
    .addColumn("id", postgres ? "bigserial" : "integer", (c) => c.primaryKey())
    .addColumn("menu_code", "varchar(128)", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("heading_text", "text")
    .addColumn("heading_slug", "text")
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("context", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("search_sections_menu_code").on("search_sections").column("menu_code").execute();

  // Words compare by code point in both databases, so that a prefix's words form one range.
  await db.schema
    .createTable("search_terms")
    .addColumn("term", postgres ? sql`text collate "C"` : "text", (c) => c.primaryKey())
    .addColumn("rows", "integer", (c) => c.notNull())
    .execute();

  await searchDialectOf(db).createIndexes(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (databaseKindOf(db) === "sqlite") {
    await sql`drop table search_term_trigrams`.execute(db);
    await sql`drop table search_fts`.execute(db);
    await sql`drop table search_names`.execute(db);
  }
  await db.schema.dropTable("search_terms").execute();
  await db.schema.dropTable("search_sections").execute();
}
