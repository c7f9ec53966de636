import type { Kysely, Selectable } from "kysely";
import type { AccessKeysTable, Database } from "./schema.js";

export type AccessKeyRow = Selectable<AccessKeysTable>;

export function listAccessKeys(db: Kysely<Database>): Promise<AccessKeyRow[]> {
  return db.selectFrom("access_keys").selectAll().orderBy("created_at").orderBy("id").execute();
}

export async function insertAccessKey(db: Kysely<Database>, row: AccessKeyRow): Promise<void> {
  await db.insertInto("access_keys").values(row).execute();
}

/** Marks a key revoked; answers false when no key has that id. */
export async function revokeAccessKey(db: Kysely<Database>, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable("access_keys")
    .set({ revoked_at: at })
    .where("id", "=", id)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return true;
  const existing = await db.selectFrom("access_keys").select("id").where("id", "=", id).executeTakeFirst();
  return existing !== undefined;
}
