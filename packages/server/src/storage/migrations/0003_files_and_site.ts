// Files that pages link or embed, stored content-addressed (the same bytes anywhere in a folder
// are one row and one address), the paths they were imported from (for export), which pages and
// site parts use each one (for access), the site's own settings and home page, and the file each
// article was imported from (for "Edit this page").
import { type Kysely, sql } from "kysely";
import { databaseKindOf } from "../dialect.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = databaseKindOf(db) === "postgres";
  await db.schema
    .createTable("files")
    .addColumn("hash", "varchar(64)", (c) => c.primaryKey())
    .addColumn("content_type", "varchar(255)", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("bytes", postgres ? sql`bytea` : sql`blob`, (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("file_paths")
    .addColumn("path", "text", (c) => c.primaryKey())
    .addColumn("hash", "varchar(64)", (c) => c.notNull().references("files.hash"))
    .execute();
  await db.schema.createIndex("file_paths_hash").on("file_paths").column("hash").execute();

  // `used_by` is a menu code, or "@home" / "@site" for the home page and the site's logo.
  await db.schema
    .createTable("file_uses")
    .addColumn("used_by", "varchar(128)", (c) => c.notNull())
    .addColumn("hash", "varchar(64)", (c) => c.notNull().references("files.hash"))
    .addPrimaryKeyConstraint("file_uses_pk", ["used_by", "hash"])
    .execute();
  await db.schema.createIndex("file_uses_hash").on("file_uses").column("hash").execute();

  await db.schema
    .createTable("site")
    .addColumn("id", "integer", (c) => c.primaryKey())
    /** JSON text of the site settings (rxdocs.json). */
    .addColumn("settings", "text", (c) => c.notNull())
    /** JSON text of the home page (the root index.md or README.md), or null without one. */
    .addColumn("home", "text")
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await sql`insert into site (id, settings, home, updated_at) values (1, '{}', null, ${new Date().toISOString()})`.execute(
    db,
  );

  await db.schema.alterTable("articles").addColumn("source_file", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("articles").dropColumn("source_file").execute();
  for (const table of ["site", "file_uses", "file_paths", "files"]) await db.schema.dropTable(table).execute();
}
