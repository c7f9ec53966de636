// Keeps the current catalog. Every instance checks the database's content version at most
// once per `versionCheckMs` and rebuilds the catalog when it moved, so an import or a key
// revocation made by any process (or another instance on the same PostgreSQL) is seen
// within that interval. Concurrent requests share one check and one rebuild.
import type { Kysely } from "kysely";
import { listAccessKeys } from "../storage/accessKeys.js";
import { listArticleMeta } from "../storage/articles.js";
import { readContentVersion } from "../storage/contentVersion.js";
import { listFileMeta, listFileUses } from "../storage/files.js";
import { listMenus } from "../storage/menus.js";
import { readSite } from "../storage/site.js";
import type { Database } from "../storage/schema.js";
import { Catalog } from "./catalog.js";

export const DEFAULT_VERSION_CHECK_MS = 1000;

export class CatalogSource {
  private catalog: Catalog | undefined;
  private checkedAt = 0;
  private pending: Promise<Catalog> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly versionCheckMs = DEFAULT_VERSION_CHECK_MS,
  ) {}

  /** The catalog, checked against the database's version unless that was done within the interval. */
  current(): Promise<Catalog> {
    return this.checkedWithin(this.versionCheckMs);
  }

  /**
   * The catalog, checked against the database's version unless that was done within
   * `maxAgeMs`. A secret the current catalog does not know may be brand new, so it is
   * looked for again in a freshly checked catalog before it is refused.
   */
  checkedWithin(maxAgeMs: number): Promise<Catalog> {
    if (this.catalog && Date.now() - this.checkedAt < maxAgeMs) return Promise.resolve(this.catalog);
    this.pending ??= this.refresh().finally(() => (this.pending = undefined));
    return this.pending;
  }

  private async refresh(): Promise<Catalog> {
    const version = await readContentVersion(this.db);
    if (!this.catalog || this.catalog.version !== version) this.catalog = await loadCatalog(this.db);
    this.checkedAt = Date.now();
    return this.catalog;
  }
}

/** Reads menus, article metadata, keys, files (not their bytes) and the site as of one content version. */
export async function loadCatalog(db: Kysely<Database>): Promise<Catalog> {
  // One transaction so that every row belongs to the version read inside it.
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (trx) => {
      const version = await readContentVersion(trx);
      return new Catalog(version, {
        menus: await listMenus(trx),
        articles: await listArticleMeta(trx),
        keys: await listAccessKeys(trx),
        files: await listFileMeta(trx),
        fileUses: await listFileUses(trx),
        site: await readSite(trx),
      });
    });
}
