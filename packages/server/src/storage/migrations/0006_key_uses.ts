// Every access key records how often and when it was last used, and may carry a limit on its
// uses, so that an operator can see which share links are alive and bound what one can open.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("access_keys")
    .addColumn("use_count", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("access_keys").addColumn("last_used_at", "text").execute();
  await db.schema.alterTable("access_keys").addColumn("use_limit", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["use_limit", "last_used_at", "use_count"]) {
    await db.schema.alterTable("access_keys").dropColumn(column).execute();
  }
}
