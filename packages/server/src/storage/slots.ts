// The site's versions and the slots (one version in one language) that hold its pages.
import type { Kysely, Selectable } from "kysely";
import type { Database, SlotsTable, VersionsTable } from "./schema.js";

export type VersionRow = Selectable<VersionsTable>;
export type SlotRow = Selectable<SlotsTable>;

/** The name of the version of a site that has only one. */
export const ONLY_VERSION = "current";

/** Every version, in the switcher's order. */
export async function listVersions(db: Kysely<Database>): Promise<VersionRow[]> {
  const rows = await db.selectFrom("versions").selectAll().orderBy("position").orderBy("name").execute();
  return rows.map((row) => ({
    ...row,
    position: Number(row.position),
    listed: Number(row.listed),
    latest: Number(row.latest),
  }));
}

export async function listSlots(db: Kysely<Database>): Promise<SlotRow[]> {
  const rows = await db.selectFrom("slots").selectAll().orderBy("id").execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** The slot of the version and language, if the site has it. */
export async function findSlotId(db: Kysely<Database>, version: string, lang: string): Promise<number | undefined> {
  const found = await db
    .selectFrom("slots")
    .select("id")
    .where("version", "=", version)
    .where("lang", "=", lang)
    .executeTakeFirst();
  return found && Number(found.id);
}

/**
 * The slot of the version and language, made (with its version, if new) when missing. A new
 * version takes its place among the others by its name (see compareVersionNames); the first one
 * is the latest.
 */
export async function ensureSlot(db: Kysely<Database>, version: string, lang: string): Promise<number> {
  const found = await findSlotId(db, version, lang);
  if (found !== undefined) return found;
  const versions = await listVersions(db);
  if (!versions.some((row) => row.name === version)) {
    const at = versions.findIndex((row) => compareVersionNames(version, row.name) < 0);
    const position = at === -1 ? (versions.at(-1)?.position ?? -1) + 1 : versions[at]!.position;
    for (const row of at === -1 ? [] : versions.slice(at)) {
      await updateVersion(db, row.name, { position: row.position + 1 });
    }
    await db
      .insertInto("versions")
      .values({ name: version, label: null, position, listed: 1, latest: versions.length === 0 ? 1 : 0 })
      .execute();
  }
  const inserted = await db.insertInto("slots").values({ version, lang }).returning("id").executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function setSlotHome(db: Kysely<Database>, slotId: number, home: string | null): Promise<boolean> {
  const before = await db.selectFrom("slots").select("home").where("id", "=", slotId).executeTakeFirst();
  if (before?.home === home) return false;
  await db.updateTable("slots").set({ home }).where("id", "=", slotId).execute();
  return true;
}

/**
 * The switcher's order of two version names: the newer first. Names without a number (`next`,
 * `main`) come before numbered ones, which compare number by number (`10.0` after `9.2`).
 */
export function compareVersionNames(a: string, b: string): number {
  const numbersOf = (name: string) => name.match(/\d+/g)?.map(Number);
  const [na, nb] = [numbersOf(a), numbersOf(b)];
  if (!na || !nb) return na ? 1 : nb ? -1 : a.localeCompare(b);
  for (let i = 0; i < Math.max(na.length, nb.length); i++) {
    const difference = (nb[i] ?? -1) - (na[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return a.localeCompare(b);
}

/** Renames the language of every slot of a site that has only one language. */
export async function renameOnlyLanguage(db: Kysely<Database>, lang: string): Promise<void> {
  const langs = new Set((await listSlots(db)).map((slot) => slot.lang));
  if (langs.size === 1 && !langs.has(lang)) await db.updateTable("slots").set({ lang }).execute();
}

export async function updateVersion(
  db: Kysely<Database>,
  name: string,
  changes: Partial<Omit<VersionRow, "name">>,
): Promise<void> {
  await db.updateTable("versions").set(changes).where("name", "=", name).execute();
}

/** Gives the versions the order, and makes `latest` the latest. */
export async function orderVersions(db: Kysely<Database>, names: readonly string[], latest: string): Promise<void> {
  for (const [position, name] of names.entries()) await updateVersion(db, name, { position });
  await setLatestVersion(db, latest);
}

/**
 * Drops the slots without a page (such as the empty one a new database starts with) and the
 * versions left without a slot, keeping a latest one; answers whether any went. A site without
 * a page keeps its slots.
 */
export async function dropEmptySlots(db: Kysely<Database>): Promise<boolean> {
  const used = new Set(
    (await db.selectFrom("slot_pages").select("slot_id").distinct().execute()).map((row) => Number(row.slot_id)),
  );
  if (used.size === 0) return false;
  const empty = (await listSlots(db)).filter((slot) => !used.has(slot.id));
  if (empty.length === 0) return false;
  await db
    .deleteFrom("slots")
    .where(
      "id",
      "in",
      empty.map((slot) => slot.id),
    )
    .execute();
  const kept = new Set((await listSlots(db)).map((slot) => slot.version));
  const versions = await listVersions(db);
  const gone = versions.filter((version) => !kept.has(version.name));
  const names = gone.map((version) => version.name);
  if (names.length > 0) await db.deleteFrom("versions").where("name", "in", names).execute();
  if (gone.some((version) => version.latest === 1)) {
    const first = versions.find((version) => !names.includes(version.name))!;
    await setLatestVersion(db, first.name);
  }
  return true;
}

/** Makes the version the latest, and no other. */
export async function setLatestVersion(db: Kysely<Database>, name: string): Promise<void> {
  await db.updateTable("versions").set({ latest: 0 }).where("name", "<>", name).execute();
  await db.updateTable("versions").set({ latest: 1, listed: 1 }).where("name", "=", name).execute();
}
