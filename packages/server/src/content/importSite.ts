// The site's settings and home page, as one row that an import replaces when they changed.
import type { Kysely } from "kysely";
import type { Database } from "../storage/schema.js";
import { readSite, type SiteRow, writeSite } from "../storage/site.js";
import type { SiteSource } from "./model.js";

/** @returns whether anything changed. */
export async function applySite(trx: Kysely<Database>, site: SiteSource): Promise<boolean> {
  const row: SiteRow = { settings: JSON.stringify(site.settings), home: site.home ? JSON.stringify(site.home) : null };
  const before = await readSite(trx);
  if (before.settings === row.settings && before.home === row.home) return false;
  await writeSite(trx, row);
  return true;
}
