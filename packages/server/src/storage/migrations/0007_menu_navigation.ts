// A site's own navigation says more of a menu than its folder does: an entry may lead to another
// site (or home) rather than to a page, carry a badge ("New"), or be a page the navigation leaves
// out, which stays public but is not listed in the sidebar.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("menu_revisions").addColumn("link", "text").execute();
  /** JSON text of { text, variant }. */
  await db.schema.alterTable("menu_revisions").addColumn("badge", "text").execute();
  await db.schema
    .alterTable("menu_revisions")
    .addColumn("nav_hidden", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["nav_hidden", "badge", "link"]) {
    await db.schema.alterTable("menu_revisions").dropColumn(column).execute();
  }
}
