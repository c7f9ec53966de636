import type { Kysely } from "kysely";
import type { Database } from "./schema.js";

export async function readContentVersion(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** Called in the same transaction as every change that readers or keys must see. */
export async function bumpContentVersion(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable("content_version")
    .set((eb) => ({ version: eb("version", "+", 1), updated_at: new Date().toISOString() }))
    .where("id", "=", 1)
    .execute();
}
