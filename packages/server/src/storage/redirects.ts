// Redirects: the old addresses of each slot's pages. A source is a menu code the slot had (an
// import saw the page move: content/slotRedirects.ts) or an old address of the site, from its
// root ("/docs/old-page": declared by the folder, content/declaredRedirects.ts). Menu codes
// never start with "/", so the two never meet.
import type { Kysely, Selectable } from "kysely";
import { posix } from "node:path";
import { batches } from "./menus.js";
import type { Database, RedirectsTable } from "./schema.js";

export type RedirectRow = Selectable<RedirectsTable>;

/** The longest old address kept (the column's width). */
export const MAX_SOURCE_LENGTH = 1024;

/** Whether a source is an old address of the site rather than an old menu code. */
export function isAddressSource(source: string): boolean {
  return source.startsWith("/");
}

/**
 * The stored form of an old address: decoded, from the root, without its query, anchor, final
 * slash, `index.html` or `.html`, so that `/docs/old/`, `/docs/old.html` and `docs/old` are one.
 * Undefined for the site's root, which is the home page and never an old address.
 */
export function redirectPathKey(address: string): string | undefined {
  const path = address.split(/[?#]/)[0]!;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed %-escape is kept as written: it can only match itself.
  }
  const key = posix
    .normalize(`/${decoded}`)
    .replace(/\/index\.html?$/i, "")
    .replace(/\.html?$/i, "")
    .replace(/\/+$/, "");
  return key === "" ? undefined : key;
}

/** Every redirect, or a slot's. */
export async function listRedirects(db: Kysely<Database>, slotId?: number): Promise<RedirectRow[]> {
  let query = db.selectFrom("redirects").selectAll();
  if (slotId !== undefined) query = query.where("slot_id", "=", slotId);
  const rows = await query.orderBy("slot_id").orderBy("source").execute();
  return rows.map((row) => ({ ...row, slot_id: Number(row.slot_id) }));
}

/** Writes the redirects, replacing those of the same slot and source. */
export async function putRedirects(db: Kysely<Database>, rows: readonly RedirectRow[]): Promise<void> {
  for (const batch of batches(rows, 200)) {
    await db
      .insertInto("redirects")
      .values([...batch])
      .onConflict((conflict) =>
        conflict.columns(["slot_id", "source"]).doUpdateSet((eb) => ({
          target_code: eb.ref("excluded.target_code"),
          target_anchor: eb.ref("excluded.target_anchor"),
          target_url: eb.ref("excluded.target_url"),
        })),
      )
      .execute();
  }
}

export async function deleteRedirects(db: Kysely<Database>, slotId: number, sources: readonly string[]): Promise<void> {
  for (const batch of batches(sources, 500)) {
    await db.deleteFrom("redirects").where("slot_id", "=", slotId).where("source", "in", batch).execute();
  }
}
