import type { Kysely, Selectable } from "kysely";
import type { Database, MenusTable } from "./schema.js";

export type MenuRow = Selectable<MenusTable>;

export function listMenus(db: Kysely<Database>): Promise<MenuRow[]> {
  return db.selectFrom("menus").selectAll().orderBy("parent_code").orderBy("sort").orderBy("menu_code").execute();
}

export function findMenu(db: Kysely<Database>, menuCode: string): Promise<MenuRow | undefined> {
  return db.selectFrom("menus").selectAll().where("menu_code", "=", menuCode).executeTakeFirst();
}

export async function insertMenus(db: Kysely<Database>, rows: MenuRow[]): Promise<void> {
  for (const batch of batches(rows, 500)) await db.insertInto("menus").values(batch).execute();
}

export async function updateMenu(db: Kysely<Database>, row: MenuRow): Promise<void> {
  const { menu_code, created_at: _createdAt, ...changes } = row;
  await db.updateTable("menus").set(changes).where("menu_code", "=", menu_code).execute();
}

/** Deletes menus; delete their articles first (deleteArticles). */
export async function deleteMenus(db: Kysely<Database>, menuCodes: string[]): Promise<void> {
  for (const batch of batches(menuCodes, 500)) await db.deleteFrom("menus").where("menu_code", "in", batch).execute();
}

/** Splits rows so that no statement exceeds the databases' bound-parameter limits. */
export function* batches<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}
