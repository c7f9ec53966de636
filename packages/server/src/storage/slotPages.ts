// Which revision of each menu, and of its article, each slot has.
import type { Kysely, Selectable } from "kysely";
import { batches } from "./menus.js";
import type { Database, SlotPagesTable } from "./schema.js";

export type SlotPageRow = Selectable<SlotPagesTable>;

export async function listSlotPages(db: Kysely<Database>, slotId: number): Promise<SlotPageRow[]> {
  const rows = await db.selectFrom("slot_pages").selectAll().where("slot_id", "=", slotId).execute();
  return rows.map((row) => ({
    ...row,
    slot_id: Number(row.slot_id),
    menu_id: Number(row.menu_id),
    article_id: row.article_id === null ? null : Number(row.article_id),
  }));
}

/** Points the slot's pages at the given revisions, adding the pages it lacks. */
export async function putSlotPages(db: Kysely<Database>, rows: readonly SlotPageRow[]): Promise<void> {
  for (const batch of batches(rows, 300)) {
    await db
      .insertInto("slot_pages")
      .values([...batch])
      .onConflict((conflict) =>
        conflict.columns(["slot_id", "menu_code"]).doUpdateSet((eb) => ({
          menu_id: eb.ref("excluded.menu_id"),
          article_id: eb.ref("excluded.article_id"),
        })),
      )
      .execute();
  }
}

export async function deleteSlotPages(
  db: Kysely<Database>,
  slotId: number,
  menuCodes: readonly string[],
): Promise<void> {
  for (const batch of batches(menuCodes, 500)) {
    await db.deleteFrom("slot_pages").where("slot_id", "=", slotId).where("menu_code", "in", batch).execute();
  }
}
