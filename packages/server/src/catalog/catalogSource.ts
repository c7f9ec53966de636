// Keeps the current catalog of each version and language asked for. Every instance checks the
// database's content version at most once per `versionCheckMs` and drops its catalogs when it
// moved, so an import or a key revocation made by any process (or another instance on the same
// PostgreSQL) is seen within that interval. Concurrent requests share one check and one build.
//
// A new content version's catalogs (of every version and language in use) are built before it is
// served, so that its first readers wait for no catalog. A source may also have each new version
// prepared (prepareEachVersion) as soon as it serves it, such as its likely first pages rendered;
// watching (watch) checks in the background as well, so that this is mostly done before any
// reader asks.
import type { Kysely } from "kysely";
import { noteColdWork } from "../http/coldWork.js";
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

const slotKey = (slot: SlotRequest) => `${slot.version ?? ""}|${slot.lang ?? ""}`;

/** How many catalogs of a new version are built before it is served: the default's, and those used first. */
const CATALOGS_BUILT_AHEAD = 8;

export class CatalogSource {
  private readonly catalogs = new Map<string, Catalog>();
  private knownVersion: number | undefined;
  private checkedAt = 0;
  /** When the last completed check began: what was in the database by then, it has seen. */
  private lastCheckBegan = 0;
  /** The check under way; true when it found a new version. */
  private checking: Promise<boolean> | undefined;
  private readonly building = new Map<string, Promise<Catalog>>();
  private prepare: (() => Promise<void>) | undefined;
  /** The preparation under way, which the next one follows. */
  private preparing: Promise<void> = Promise.resolve();
  private watching: NodeJS.Timeout | undefined;

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

  /** The catalog, checked against the database's version unless that was done within `maxAgeMs`. */
  async checkedWithin(maxAgeMs: number, slot: SlotRequest = {}): Promise<Catalog> {
    if (Date.now() - this.checkedAt >= maxAgeMs) await this.check();
    return this.catalogOf(slot);
  }

  /**
   * The catalog as of a check that began after `time`. A secret the current catalog does
   * not know may have been created just before its request arrived: it is refused only once such
   * a check has not found it either. Requests that ask meanwhile share the next check, so a flood
   * of unknown secrets makes one check at a time (and the limiter bounds each client's).
   */
  async checkedAfter(time: number, slot: SlotRequest = {}): Promise<Catalog> {
    while (this.lastCheckBegan <= time) await this.check();
    return this.catalogOf(slot);
  }

  private async check(): Promise<void> {
    this.checking ??= this.checkVersion().finally(() => (this.checking = undefined));
    if (await this.checking) noteColdWork("the catalogs of a new content version");
  }

  private async catalogOf(slot: SlotRequest): Promise<Catalog> {
    const key = slotKey(slot);
    const known = this.catalogs.get(key);
    if (known && known.version === this.knownVersion) return known;
    noteColdWork(`catalog ${key}`);
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

  /**
   * Runs `prepare` as each new content version is served (not the first: the server's start
   * prepares that one), one preparation at a time.
   */
  prepareEachVersion(prepare: () => Promise<void>): void {
    this.prepare = prepare;
  }

  /** Resolves once the preparations of the versions served so far are done. */
  prepared(): Promise<void> {
    return this.preparing;
  }

  /** Checks the version every interval in the background too, until stop(). */
  watch(onError: (error: unknown) => void): void {
    if (this.versionCheckMs <= 0 || this.watching) return;
    this.watching = setInterval(() => void this.current().catch(onError), this.versionCheckMs).unref();
  }

  stop(): void {
    clearInterval(this.watching);
    this.watching = undefined;
  }

  private async checkVersion(): Promise<boolean> {
    const began = Date.now();
    const version = await readContentVersion(this.db);
    const moved = version !== this.knownVersion;
    const isNew = moved && this.knownVersion !== undefined;
    if (moved) {
      const next = isNew ? await this.catalogsInUse(version) : [];
      this.catalogs.clear();
      for (const [key, catalog] of next) this.catalogs.set(key, catalog);
    }
    this.knownVersion = version;
    this.checkedAt = Date.now();
    this.lastCheckBegan = began;
    if (isNew && this.prepare) {
      const prepare = this.prepare;
      // A preparation that fails leaves the work to readers, as if there were none.
      this.preparing = this.preparing.then(() => prepare().catch(() => undefined));
    }
    return moved;
  }

  /** The catalogs of `version` in the versions and languages in use, built before it is served. */
  private async catalogsInUse(version: number): Promise<[string, Catalog][]> {
    const inUse = [...new Set([slotKey({}), ...this.catalogs.keys()])].slice(0, CATALOGS_BUILT_AHEAD);
    const built = await Promise.all(
      inUse.map(async (key) => {
        const [name, lang] = key.split("|");
        const catalog = await loadCatalog(this.db, { ...(name && { version: name }), ...(lang && { lang }) }).catch(
          () => undefined,
        );
        return [key, catalog] as const;
      }),
    );
    // The database may have moved on meanwhile: a catalog of another version is built again.
    return built.flatMap(([key, catalog]) => (catalog?.version === version ? [[key, catalog]] : []));
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
    .setAccessMode("read only")
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
