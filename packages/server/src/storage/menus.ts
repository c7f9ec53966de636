// Menus: each slot's tree points at menu revisions, rows never changed once written, which the
// slots that have a menu as it is share. A hidden menu's view code is the menu's, in view_codes.
import type { Kysely, Selectable } from "kysely";
import type { Database, MenuRevisionsTable } from "./schema.js";

export type MenuRevisionRow = Selectable<MenuRevisionsTable>;
/** A menu as the rest of the server sees it: its revision in a slot, with its view code. */
export type MenuRow = MenuRevisionRow & { view_path_code: string | null };

/** The slot of a site that has one version in one language, and the first of any site. */
export const FIRST_SLOT_ID = 1;

function slotMenus(db: Kysely<Database>, slotId: number) {
  return db
    .selectFrom("slot_pages as p")
    .innerJoin("menu_revisions as m", "m.id", "p.menu_id")
    .leftJoin("view_codes as v", "v.menu_code", "p.menu_code")
    .selectAll("m")
    .select("v.view_path_code")
    .where("p.slot_id", "=", slotId);
}

export async function listMenus(db: Kysely<Database>, slotId = FIRST_SLOT_ID): Promise<MenuRow[]> {
  const rows = await slotMenus(db, slotId).orderBy("m.parent_code").orderBy("m.sort").orderBy("m.menu_code").execute();
  return rows.map(numberedMenu);
}

export async function findMenu(
  db: Kysely<Database>,
  menuCode: string,
  slotId = FIRST_SLOT_ID,
): Promise<MenuRow | undefined> {
  const row = await slotMenus(db, slotId).where("p.menu_code", "=", menuCode).executeTakeFirst();
  return row && numberedMenu(row);
}

/** Every revision of the given menus, whichever slots have them. */
export async function findMenuRevisions(
  db: Kysely<Database>,
  menuCodes: readonly string[],
): Promise<MenuRevisionRow[]> {
  const rows: MenuRevisionRow[] = [];
  for (const batch of batches(menuCodes, 500)) {
    rows.push(...(await db.selectFrom("menu_revisions").selectAll().where("menu_code", "in", batch).execute()));
  }
  return rows.map(numberedMenu);
}

/** Stores new revisions, and answers them with their ids, in the same order. */
export async function insertMenuRevisions(
  db: Kysely<Database>,
  rows: readonly Omit<MenuRevisionRow, "id">[],
): Promise<MenuRevisionRow[]> {
  const ids = new Map<string, number>();
  for (const batch of batches(onePerMenu(rows), 500)) {
    const inserted = await db.insertInto("menu_revisions").values(batch).returning(["id", "menu_code"]).execute();
    for (const { id, menu_code } of inserted) ids.set(menu_code, Number(id));
  }
  return rows.map((row) => ({ ...row, id: ids.get(row.menu_code)! }));
}

/**
 * Revisions stored together, one statement a batch, are of different menus: a statement's new
 * ids may come back in any order, and each is matched to its row by the menu code.
 */
export function onePerMenu<Row extends { menu_code: string }>(rows: readonly Row[]): readonly Row[] {
  if (new Set(rows.map((row) => row.menu_code)).size !== rows.length) {
    throw new Error("revisions stored together must each be of another menu");
  }
  return rows;
}

/** Deletes the revisions of the given ids that no slot has any more. */
export async function deleteUnusedMenuRevisions(db: Kysely<Database>, ids: readonly number[]): Promise<void> {
  for (const batch of batches([...new Set(ids)], 500)) {
    await db
      .deleteFrom("menu_revisions")
      .where("id", "in", batch)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(selectFrom("slot_pages").select("slot_id").whereRef("slot_pages.menu_id", "=", "menu_revisions.id")),
        ),
      )
      .execute();
  }
}

/** The view codes of hidden menus, by menu code. */
export async function listViewCodes(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db.selectFrom("view_codes").selectAll().execute();
  return new Map(rows.map((row) => [row.menu_code, row.view_path_code]));
}

export async function putViewCode(db: Kysely<Database>, menuCode: string, viewPathCode: string | null): Promise<void> {
  await db.deleteFrom("view_codes").where("menu_code", "=", menuCode).execute();
  if (viewPathCode !== null) {
    await db.insertInto("view_codes").values({ menu_code: menuCode, view_path_code: viewPathCode }).execute();
  }
}

function numberedMenu<Row extends MenuRevisionRow>(row: Row): Row {
  return { ...row, id: Number(row.id), menu_type: Number(row.menu_type), sort: Number(row.sort) };
}

/** Splits rows so that no statement exceeds the databases' bound-parameter limits. */
export function* batches<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}
