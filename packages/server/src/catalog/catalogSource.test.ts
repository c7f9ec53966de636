// A new content version's catalogs are built before it is served, and it is prepared (its likely
// first pages rendered) as soon as it is served, one preparation at a time.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { importContent } from "../content/importContent.js";
import { openStorage, type Storage } from "../storage/database.js";
import { bumpContentVersion } from "../storage/contentVersion.js";
import { fixtureContent } from "../test-support/fixtureSite.js";
import { CatalogSource } from "./catalogSource.js";

describe("a catalog source", () => {
  let work: string;
  let storage: Storage;

  beforeEach(async () => {
    work = mkdtempSync(join(tmpdir(), "rxdocs-catalogs-"));
    storage = await openStorage(join(work, "site.db"));
    await importContent(storage.db, fixtureContent());
  });
  afterEach(async () => {
    await storage.close();
    rmSync(work, { recursive: true, force: true });
  });

  it("builds a new version's catalogs before serving it, and prepares each new version once it serves it", async () => {
    const catalogs = new CatalogSource(storage.db, 0);
    const prepared: number[] = [];
    catalogs.prepareEachVersion(async () => {
      prepared.push((await catalogs.current()).version);
    });
    const first = await catalogs.current();
    const inEnglish = await catalogs.current({ lang: "en" });
    // The first version is the server's start's to prepare.
    await catalogs.prepared();
    expect(prepared).toEqual([]);

    await bumpContentVersion(storage.db);
    const next = await catalogs.current();
    expect(next.version).toBeGreaterThan(first.version);
    await catalogs.prepared();
    expect(prepared).toEqual([next.version]);
    // Every version and language in use was built with it.
    const nextInEnglish = await catalogs.current({ lang: "en" });
    expect(nextInEnglish).not.toBe(inEnglish);
    expect(nextInEnglish.version).toBe(next.version);
  });

  it("prepares one version at a time, in order, and goes on after a preparation that fails", async () => {
    const catalogs = new CatalogSource(storage.db, 0);
    const events: string[] = [];
    let running = 0;
    catalogs.prepareEachVersion(async () => {
      events.push(`${running++ ? "overlapping" : "start"} ${(await catalogs.current()).version}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running--;
      if (events.length === 1) throw new Error("rendering failed");
    });
    await catalogs.current();
    for (let round = 0; round < 2; round++) {
      await bumpContentVersion(storage.db);
      await catalogs.current();
    }
    await catalogs.prepared();
    const last = (await catalogs.current()).version;
    expect(events).toEqual([`start ${last - 1}`, `start ${last}`]);
  });
});
