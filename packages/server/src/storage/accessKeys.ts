import { type Kysely, type Selectable, sql } from "kysely";
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

/** Adds `count` uses to a key, the last at `lastUsedAt`; answers its total, or undefined for no such key. */
export async function addKeyUses(
  db: Kysely<Database>,
  id: string,
  count: number,
  lastUsedAt: string,
): Promise<number | undefined> {
  const row = await db
    .updateTable("access_keys")
    .set((eb) => ({
      use_count: eb("use_count", "+", count),
      // Another server may have written a later use already.
      last_used_at: sql<string>`case when last_used_at is null or last_used_at < ${lastUsedAt} then ${lastUsedAt} else last_used_at end`,
    }))
    .where("id", "=", id)
    .returning("use_count")
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.use_count);
}

/** The use counts of the keys `ids`, as stored. */
export async function keyUseCounts(db: Kysely<Database>, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("access_keys").select(["id", "use_count"]).where("id", "in", ids).execute();
  return new Map(rows.map((row) => [row.id, Number(row.use_count)]));
}
