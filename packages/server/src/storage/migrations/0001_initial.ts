import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("menus")
    .addColumn("menu_code", "varchar(128)", (c) => c.primaryKey())
    .addColumn("menu_name", "text", (c) => c.notNull())
    .addColumn("menu_type", "integer", (c) => c.notNull())
    .addColumn("parent_code", "varchar(128)")
    .addColumn("sort", "integer", (c) => c.notNull())
    .addColumn("visibility", "varchar(16)", (c) => c.notNull().defaultTo("public"))
    .addColumn("view_path_code", "varchar(64)", (c) => c.unique())
    .addColumn("source_path", "text")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("menus_parent_sort").on("menus").columns(["parent_code", "sort"]).execute();

  await db.schema
    .createTable("articles")
    .addColumn("menu_code", "varchar(128)", (c) => c.primaryKey().references("menus.menu_code").onDelete("cascade"))
    .addColumn("article_title", "text", (c) => c.notNull())
    .addColumn("article_md", "text", (c) => c.notNull())
    .addColumn("article_tab_content", "text")
    .addColumn("status", "integer", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
  // The list call filters published articles and orders them by creation time.
  await db.schema.createIndex("articles_status_created_at").on("articles").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("articles_menu_code_status").on("articles").columns(["menu_code", "status"]).execute();

  await db.schema
    .createTable("access_keys")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("key_hash", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("scope", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("expires_at", "varchar(32)")
    .addColumn("revoked_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();

  // One row whose version every content or key change bumps; caches on every instance
  // compare against it, which is how they learn of changes made by other processes.
  await db.schema
    .createTable("content_version")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await sql`insert into content_version (id, version, updated_at) values (1, 1, ${new Date().toISOString()})`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["content_version", "access_keys", "articles", "menus"]) {
    await db.schema.dropTable(table).execute();
  }
}
