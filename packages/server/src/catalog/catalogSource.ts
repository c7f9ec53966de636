// Keeps the current catalog of each version and language asked for. Every instance checks the
// database's content version at most once per `versionCheckMs` and drops its catalogs when it
// moved, so an import or a key revocation made by any process (or another instance on the same
// PostgreSQL) is seen within that interval. Concurrent requests share one check and one build.
import type { Kysely } from "kysely";
import { NotFoundError } from "../http/errors.js";
import { listAccessKeys } from "../storage/accessKeys.js";
import { type ArticleMetaRow, listArticleMeta } from "../storage/articles.js";
import { readContentVersion } from "../storage/contentVersion.js";
import { listFileMeta, listFileUses } from "../storage/files.js";
import { listMenus, listViewCodes, type MenuRow } from "../storage/menus.js";
import { listRedirects } from "../storage/redirects.js";
import { readSite, siteLangOf, type SiteRow } from "../storage/site.js";
import type { Database } from "../storage/schema.js";
import { listSlots, listVersions, ONLY_VERSION, type SlotRow, type VersionRow } from "../storage/slots.js";
import { Catalog, type CatalogSlot } from "./catalog.js";

/** The version and language a reader asks for; each absent one is the default. */
export interface SlotRequest {
  version?: string;
  lang?: string;
}

export const DEFAULT_VERSION_CHECK_MS = 1000;

export class CatalogSource {
  private readonly catalogs = new Map<string, Catalog>();
  private knownVersion: number | undefined;
  private checkedAt = 0;
  private checking: Promise<void> | undefined;
  private readonly building = new Map<string, Promise<Catalog>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly versionCheckMs = DEFAULT_VERSION_CHECK_MS,
  ) {}

  /** The content version last read from the database; undefined until the first check. */
  get contentVersion(): number | undefined {
    return this.knownVersion;
  }

  /** The catalog, checked against the database's version unless that was done within the interval. */
  current(slot: SlotRequest = {}): Promise<Catalog> {
    return this.checkedWithin(this.versionCheckMs, slot);
  }

  /**
   * The catalog, checked against the database's version unless that was done within
   * `maxAgeMs`. A secret the current catalog does not know may be brand new, so it is
   * looked for again in a freshly checked catalog before it is refused.
   */
  async checkedWithin(maxAgeMs: number, slot: SlotRequest = {}): Promise<Catalog> {
    if (Date.now() - this.checkedAt >= maxAgeMs) {
      this.checking ??= this.checkVersion().finally(() => (this.checking = undefined));
      await this.checking;
    }
    const key = `${slot.version ?? ""}|${slot.lang ?? ""}`;
    const known = this.catalogs.get(key);
    if (known && known.version === this.knownVersion) return known;
    let build = this.building.get(key);
    if (!build) {
      build = loadCatalog(this.db, slot)
        .then((catalog) => {
          // A catalog is kept only while it is of the version last checked.
          if (catalog.version === this.knownVersion) this.catalogs.set(key, catalog);
          return catalog;
        })
        .finally(() => this.building.delete(key));
      this.building.set(key, build);
    }
    return build;
  }

  private async checkVersion(): Promise<void> {
    const version = await readContentVersion(this.db);
    if (version !== this.knownVersion) this.catalogs.clear();
    this.knownVersion = version;
    this.checkedAt = Date.now();
  }
}

/**
 * Reads the menus and article metadata of a version in a language, with the default language's
 * pages where that one lacks them, and keys, files (not their bytes) and the site, as of one
 * content version.
 */
export async function loadCatalog(db: Kysely<Database>, request: SlotRequest = {}): Promise<Catalog> {
  // One transaction so that every row belongs to the version read inside it.
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (trx) => {
      const version = await readContentVersion(trx);
      const [versions, slots, site] = [await listVersions(trx), await listSlots(trx), await readSite(trx)];
      const slot = resolveSlot(request, versions, slots, site);
      const own = slot.id === undefined ? { menus: [], articles: [] } : await slotRows(trx, slot.id);
      const fallback =
        slot.fallbackId === undefined ? { menus: [], articles: [] } : await slotRows(trx, slot.fallbackId);
      const ownCodes = new Set(own.menus.map((menu) => menu.menu_code));
      return new Catalog(version, {
        slot,
        menus: [
          ...own.menus,
          ...fallback.menus
            .filter((menu) => !ownCodes.has(menu.menu_code))
            .map((menu) => ({ ...menu, untranslated: true })),
        ],
        articles: [...own.articles, ...fallback.articles.filter((article) => !ownCodes.has(article.menu_code))],
        keys: await listAccessKeys(trx),
        viewCodes: await listViewCodes(trx),
        files: await listFileMeta(trx),
        fileUses: await listFileUses(trx),
        site,
        versions,
        slots,
        redirects: await listRedirects(trx),
      });
    });
}

async function slotRows(
  trx: Kysely<Database>,
  slotId: number,
): Promise<{ menus: MenuRow[]; articles: ArticleMetaRow[] }> {
  return { menus: await listMenus(trx, slotId), articles: await listArticleMeta(trx, slotId) };
}

/** The slot a request names, refused with a clear answer when the site has no such version or language. */
function resolveSlot(
  request: SlotRequest,
  versions: readonly VersionRow[],
  slots: readonly SlotRow[],
  site: SiteRow,
): CatalogSlot {
  const defaultLang = siteLangOf(site);
  const version = request.version ?? versions.find((row) => row.latest === 1)?.name ?? ONLY_VERSION;
  const lang = request.lang ?? defaultLang;
  if (request.version !== undefined && !versions.some((row) => row.name === version)) {
    throw NotFoundError(`This site has no version ${version}`);
  }
  if (request.lang !== undefined && lang !== defaultLang && !slots.some((row) => row.lang === lang)) {
    throw NotFoundError(`This site has no pages in ${lang}`);
  }
  const idOf = (name: string) => slots.find((row) => row.version === version && row.lang === name)?.id;
  return { version, lang, id: idOf(lang), fallbackId: lang === defaultLang ? undefined : idOf(defaultLang) };
}
