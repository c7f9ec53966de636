// Removes a version of the site in every language: its pages leave, and what no other version
// has of them (revisions, bodies, search sections, the files only they used) goes with them.
import type { Kysely } from "kysely";
import { SearchIndexUpdate } from "../search/searchIndex.js";
import { bumpContentVersion } from "../storage/contentVersion.js";
import { articleFileUser, deleteUnusedFiles, replaceFileUses, slotHomeFileUser } from "../storage/files.js";
import type { Database } from "../storage/schema.js";
import { deleteSlotPages, listSlotPages } from "../storage/slotPages.js";
import { listSlots, listVersions } from "../storage/slots.js";
import { applyViewCodes, releaseRevisions } from "./slotRevisions.js";

export class VersionError extends Error {}

export async function removeVersion(db: Kysely<Database>, name: string): Promise<{ pages: number }> {
  return db.transaction().execute(async (trx) => {
    const version = (await listVersions(trx)).find((row) => row.name === name);
    if (!version) throw new VersionError(`the site has no version ${name}`);
    if (version.latest === 1) {
      throw new VersionError(
        `${name} is the latest version; make another one the latest first (rxdocs version latest)`,
      );
    }
    const slots = (await listSlots(trx)).filter((slot) => slot.version === name);
    const searchIndex = new SearchIndexUpdate(trx);
    let pages = 0;
    try {
      for (const slot of slots) {
        const released = await listSlotPages(trx, slot.id);
        pages += released.length;
        await deleteSlotPages(
          trx,
          slot.id,
          released.map((page) => page.menu_code),
        );
        await applyViewCodes(
          trx,
          released.map((page) => page.menu_code),
        );
        const deleted = await releaseRevisions(trx, released, searchIndex);
        await replaceFileUses(trx, [...deleted.map(articleFileUser), slotHomeFileUser(slot.id)], []);
      }
      await searchIndex.finish();
    } finally {
      await searchIndex.close();
    }
    await deleteUnusedFiles(trx);
    await trx.deleteFrom("slots").where("version", "=", name).execute();
    await trx.deleteFrom("versions").where("name", "=", name).execute();
    await bumpContentVersion(trx);
    return { pages };
  });
}
