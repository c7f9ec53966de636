import type { Kysely } from "kysely";
import type { Database } from "./schema.js";

export interface SiteRow {
  settings: string;
  home: string | null;
}

export async function readSite(db: Kysely<Database>): Promise<SiteRow> {
  const row = await db.selectFrom("site").select(["settings", "home"]).where("id", "=", 1).executeTakeFirst();
  return row ?? { settings: "{}", home: null };
}

/** The site's language: the default one, which stands in for pages another lacks. */
export function siteLangOf(site: SiteRow): string {
  const lang = (JSON.parse(site.settings) as { lang?: unknown }).lang;
  return typeof lang === "string" ? lang : "en";
}

export async function writeSite(db: Kysely<Database>, site: SiteRow): Promise<void> {
  await db
    .updateTable("site")
    .set({ ...site, updated_at: new Date().toISOString() })
    .where("id", "=", 1)
    .execute();
}
