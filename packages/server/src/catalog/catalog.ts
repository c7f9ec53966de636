// The site as readers see it at one content version, in one of its versions and languages: the
// menu tree with each menu's access gates, article metadata (no bodies) and the keys and view
// codes that open gates. Built once per content version and shared by every request; answers
// derived from it are cached on it, so a new content version drops them all at once.
import type { MenuBadge, Visibility } from "@rxdocs/contract";
import { ARTICLE_STATUS_PUBLISHED, MENU_TYPE_ARTICLE } from "@rxdocs/contract";
import { LRUCache } from "lru-cache";
import { hashSecret } from "../access/secrets.js";
import type { HomeSource, StoredSiteSettings } from "../content/model.js";
import type { AccessKeyRow } from "../storage/accessKeys.js";
import type { ArticleMetaRow } from "../storage/articles.js";
import type { FileMetaRow, FileUseRow } from "../storage/files.js";
import type { RedirectRow } from "../storage/redirects.js";
import { FIRST_SLOT_ID, type MenuRow } from "../storage/menus.js";
import { ONLY_VERSION, type SlotRow, type VersionRow } from "../storage/slots.js";
import type { SiteRow } from "../storage/site.js";
import { type AccessGrant, grantId } from "./grant.js";
import { computeVisibleContent, type VisibleContent } from "./visibility.js";

export type { VisibleContent } from "./visibility.js";

export interface CatalogMenu {
  menuCode: string;
  menuName: string;
  menuType: number;
  parentCode: string | null;
  sort: number;
  ownVisibility: Visibility;
  /** The strictest visibility on the way from the root to this menu. */
  visibility: Visibility;
  /** Menu codes from the top level down to this menu. */
  path: string[];
  underRestricted: boolean;
  underHidden: boolean;
  /** Article menus only: whether a published article is attached. */
  isPublished: boolean;
  /** A page the slot's language lacks, offered in the default language. */
  untranslated: boolean;
  /** An entry that leads elsewhere (another site, or "/"), shown wherever the reader may pass. */
  link?: string;
  badge?: MenuBadge;
  /** A page the site's navigation leaves out: it opens, but the sidebar does not list it. */
  navHidden: boolean;
  children: CatalogMenu[];
}

/**
 * A serialized answer: its bytes and, once asked for, its compressed forms. A large answer
 * keeps only its compressed forms (see sendJson), which are a fraction of its size.
 */
export interface CachedAnswer {
  body?: Buffer;
  /** A hash of the body, sent as the answer's ETag. */
  etag: string;
  encoded: Partial<Record<"br" | "gzip", Promise<Buffer>>>;
  /** Bytes it holds, counting a compressed form not made yet as the body's size. */
  size: number;
}

/** A stored file as readers may ask for it: its type and who uses it, never its bytes. */
export interface CatalogFile extends FileMetaRow {
  /** Menu codes of the pages that use it, "@home" and "@site" for the home page and the logo. */
  usedBy: string[];
}

/** The version and language a catalog is of, and the slots whose pages it holds. */
export interface CatalogSlot {
  version: string;
  lang: string;
  /** The slot's own, or undefined for a language the version lacks (every page is then a fallback). */
  id: number | undefined;
  /** The version's slot in the default language, whose pages stand in for the ones this one lacks. */
  fallbackId: number | undefined;
}

/** Everything a catalog is built from, as read in one transaction. */
export interface CatalogRows {
  slot?: CatalogSlot;
  /** The slot's menus, then the fallback slot's that it lacks, marked untranslated. */
  menus: (MenuRow & { untranslated?: boolean })[];
  articles: ArticleMetaRow[];
  keys: AccessKeyRow[];
  /** The view codes of hidden menus, by menu code: any slot's, so that a share link opens in every version. */
  viewCodes?: ReadonlyMap<string, string>;
  versions?: VersionRow[];
  slots?: SlotRow[];
  files?: FileMetaRow[];
  fileUses?: FileUseRow[];
  site?: SiteRow;
  /** Every slot's redirects (storage/redirects.ts). */
  redirects?: RedirectRow[];
}

const STRICTNESS: Record<Visibility, number> = { public: 0, hidden: 1, restricted: 2 };

export class Catalog {
  readonly menus = new Map<string, CatalogMenu>();
  readonly roots: CatalogMenu[] = [];
  readonly articles = new Map<string, ArticleMetaRow>();
  /** The menu code of each article revision the catalog holds. */
  readonly menuCodeOfArticle = new Map<number, string>();
  readonly slot: CatalogSlot;
  readonly versions: VersionRow[];
  readonly slots: SlotRow[];
  /** Access keys by the SHA-256 of the key. */
  readonly keysByHash = new Map<string, AccessKeyRow>();
  readonly keysById = new Map<string, AccessKeyRow>();
  /** Hidden menu codes by the SHA-256 of their view code. */
  readonly hiddenMenusByCodeHash = new Map<string, { menuCode: string; codeHash: string }>();
  /** Stored files by hash. */
  readonly files = new Map<string, CatalogFile>();
  readonly settings: StoredSiteSettings;
  readonly home: HomeSource | null;
  /** Every slot's redirects, by slot id and then by source (an old menu code or address). */
  readonly redirects = new Map<number, Map<string, RedirectRow>>();
  /** Serialized answers, by call and grant; bounded by their total size. */
  readonly answers = new LRUCache<string, CachedAnswer>({
    maxSize: 128 * 1024 * 1024,
    sizeCalculation: (answer) => Math.max(1, answer.size),
  });
  /** Answers being built, by key: readers who ask meanwhile wait for the same build (see sendJson). */
  readonly building = new Map<string, Promise<CachedAnswer>>();
  private readonly visibleByGrant = new Map<string, VisibleContent>();

  constructor(
    readonly version: number,
    rows: CatalogRows,
  ) {
    this.slot = rows.slot ?? { version: ONLY_VERSION, lang: "en", id: FIRST_SLOT_ID, fallbackId: undefined };
    this.versions = rows.versions ?? [];
    this.slots = rows.slots ?? [];
    for (const article of rows.articles) {
      this.articles.set(article.menu_code, article);
      this.menuCodeOfArticle.set(article.id, article.menu_code);
    }
    for (const key of rows.keys) {
      this.keysByHash.set(key.key_hash, key);
      this.keysById.set(key.id, key);
    }
    // Without the view codes of every slot (a catalog built by hand), those of its own hidden menus.
    const viewCodes =
      rows.viewCodes ??
      rows.menus.flatMap((row) =>
        row.view_path_code && row.visibility === "hidden" ? [[row.menu_code, row.view_path_code] as const] : [],
      );
    for (const [menuCode, viewCode] of viewCodes) {
      const codeHash = hashSecret(viewCode);
      this.hiddenMenusByCodeHash.set(codeHash, { menuCode, codeHash });
    }
    for (const row of rows.menus) this.menus.set(row.menu_code, this.toCatalogMenu(row));
    this.linkTree();
    for (const file of rows.files ?? []) this.files.set(file.hash, { ...file, usedBy: [] });
    for (const use of rows.fileUses ?? []) this.files.get(use.hash)?.usedBy.push(use.used_by);
    for (const row of rows.redirects ?? []) {
      const slotRedirects = this.redirects.get(row.slot_id) ?? new Map<string, RedirectRow>();
      this.redirects.set(row.slot_id, slotRedirects.set(row.source, row));
    }
    this.settings = JSON.parse(rows.site?.settings ?? "{}") as StoredSiteSettings;
    // The home page of the version and language, else of the version in the default language
    // (a catalog built without slots has the site's).
    const ownSlot = this.slots.find((slot) => slot.id === this.slot.id);
    const fallbackSlot = this.slots.find((slot) => slot.id === this.slot.fallbackId);
    const home = rows.slots ? (ownSlot?.home ?? fallbackSlot?.home ?? null) : (rows.site?.home ?? null);
    this.home = home ? (JSON.parse(home) as HomeSource) : null;
  }

  visible(grant: AccessGrant): VisibleContent {
    const id = grantId(grant);
    let content = this.visibleByGrant.get(id);
    if (!content) {
      content = computeVisibleContent(this, grant);
      // Grants are few (one per key or share link in use); bound them all the same.
      if (this.visibleByGrant.size > 1000) this.visibleByGrant.clear();
      this.visibleByGrant.set(id, content);
    }
    return content;
  }

  /**
   * What a search of this catalog's version and language needs: the menu code of an article
   * revision among `visibleArticles` (undefined for any other), and the slots to look in, less
   * the revisions the reader may not see, which the database leaves out already.
   */
  searchTarget(visibleArticles: ReadonlySet<string>, excludedArticles: readonly number[] = []) {
    return {
      menuCodeOf: (articleId: number) => {
        const code = this.menuCodeOfArticle.get(articleId);
        return code !== undefined && visibleArticles.has(code) ? code : undefined;
      },
      scope: {
        slotIds: [this.slot.id, this.slot.fallbackId].filter((id): id is number => id !== undefined),
        excludedArticles,
      },
    };
  }

  private toCatalogMenu(row: MenuRow & { untranslated?: boolean }): CatalogMenu {
    const article = this.articles.get(row.menu_code);
    return {
      menuCode: row.menu_code,
      menuName: row.menu_name,
      menuType: row.menu_type,
      parentCode: row.parent_code,
      sort: row.sort,
      ownVisibility: row.visibility as Visibility,
      visibility: row.visibility as Visibility,
      path: [],
      underRestricted: false,
      underHidden: false,
      isPublished: Number(row.menu_type) === MENU_TYPE_ARTICLE && article?.status === ARTICLE_STATUS_PUBLISHED,
      untranslated: row.untranslated === true,
      ...(row.link !== null && { link: row.link }),
      ...(row.badge !== null && { badge: JSON.parse(row.badge) as MenuBadge }),
      navHidden: Number(row.nav_hidden) === 1,
      children: [],
    };
  }

  /** Connects children to parents and works out each menu's path and inherited gates. */
  private linkTree(): void {
    for (const menu of this.menus.values()) {
      const parent = menu.parentCode === null ? undefined : this.menus.get(menu.parentCode);
      if (menu.parentCode === null) this.roots.push(menu);
      else parent?.children.push(menu); // a menu whose parent is gone is unreachable
    }
    const bySort = (a: CatalogMenu, b: CatalogMenu) =>
      a.sort - b.sort || (a.menuCode < b.menuCode ? -1 : a.menuCode > b.menuCode ? 1 : 0);
    const descend = (menu: CatalogMenu, parent: CatalogMenu | undefined) => {
      menu.path = parent ? [...parent.path, menu.menuCode] : [menu.menuCode];
      const inherited = parent?.visibility ?? "public";
      menu.visibility = STRICTNESS[inherited] > STRICTNESS[menu.ownVisibility] ? inherited : menu.ownVisibility;
      menu.underRestricted = (parent?.underRestricted ?? false) || menu.ownVisibility === "restricted";
      menu.underHidden = (parent?.underHidden ?? false) || menu.ownVisibility === "hidden";
      menu.children.sort(bySort);
      for (const child of menu.children) descend(child, menu);
    };
    this.roots.sort(bySort);
    for (const root of this.roots) descend(root, undefined);
  }
}
