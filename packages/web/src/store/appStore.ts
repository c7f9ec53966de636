// The app's one store (seed §3): panel flags, the menu tree in its three forms, and the
// article list. Menus fill navList, menuMap and articleMenuCodes together; articles fill
// articleList once, when every page has arrived. The menus, the list, the site and the first
// page's article are each of one version and language (slot): each notes which, and is asked
// for again in another, so that a reader who switches never meets another slot's content.
import {
  type Article,
  type MenuEntry,
  type PageData,
  type ShareSecrets,
  type SiteInfo,
  type SiteVersions,
} from "@rxdocs/contract";
import { useSyncExternalStore } from "react";
import { createStore } from "zustand/vanilla";
import { fetchMenuTree, fetchSiteInfo, fetchSiteVersions, type ListedArticle } from "../api/calls";
import { ApiError } from "../api/client";
import { clearHiddenRouteQuery, readHiddenRouteQuery } from "../hiddenRoute/hiddenRouteQuery";
import { loadCatalogue } from "../i18n/loadCatalogue";
import { slotInForce } from "../slot/slotInForce";
import { DEFAULT_SLOT, sameSlot, type Slot, slotKey } from "../slot/slotQuery";
import { indexMenus, type MenuMap } from "./menuIndex";

export interface AppState {
  isMenuShow: boolean;
  isNavShow: boolean;
  navList: MenuEntry[];
  menuMap: MenuMap;
  articleMenuCodes: string[];
  /** Empty until every page of the list has arrived. */
  articleList: ListedArticle[];
  menusLoaded: boolean;
  /** The slot of the menus and of the article list. */
  menusSlot: Slot;
  /** The site's settings and home page: from the pre-rendered page, else asked for once per slot. */
  site?: SiteInfo;
  /** The slot of the site. */
  siteSlot: Slot;
  /** The site's versions and languages: from the pre-rendered page, else asked for once. */
  versions?: SiteVersions;
  /** The article a pre-rendered page came with: shown without asking for it. */
  pageArticle?: Article;
  /** The slot of the pre-rendered page's article. */
  pageSlot: Slot;
  /** The words of the search result the reader opened, highlighted in its article while they stay there. */
  searchHighlight?: SearchHighlight;
  setMenuShow(show: boolean): void;
  setNavShow(show: boolean): void;
  /**
   * Loads the menus unless they were last asked for with the stored hidden-route query in the
   * slot in force; settles when the menus for those are in (or have failed).
   */
  loadMenusIfStale(): Promise<void>;
  loadMenus(): Promise<void>;
  /** Fills navList, menuMap and articleMenuCodes together; menus of another slot drop the article list. */
  setMenus(navList: MenuEntry[], slot?: Slot): void;
  /** Loads the menus' article list unless it is on its way; settles when it is in (or has failed). */
  loadArticles(): Promise<void>;
  /** Asks for the site in the slot in force unless the store holds it or asks already; settles when it is in. */
  loadSiteIfStale(): Promise<void>;
  /**
   * Asks for the site's versions and languages unless the store holds them or asks already.
   * Without them the switchers are only not shown: a failure shows no toast.
   */
  loadVersionsIfMissing(): Promise<void>;
  /** Starts from the data a pre-rendered page came with, for the slot of its address; its site's catalogue is loaded. */
  startFromPage(page: PageData, slot: Slot): void;
  setSearchHighlight(highlight: SearchHighlight | undefined): void;
}

export interface SearchHighlight {
  menuCode: string;
  /** Folded words, as the search answer gives them. */
  terms: string[];
}

const INVALID_LINK = 403;
const menusKey = (secrets: ShareSecrets, slot: Slot) => JSON.stringify([secrets, slotKey(slot)]);

interface MenusRequest {
  /** The hidden-route query the menus are asked for with. */
  secrets: ShareSecrets;
  slot: Slot;
  done: Promise<void>;
}

/** A request on its way, and the slot it asks in. */
interface SlotRequest {
  slot: Slot;
  done: Promise<void>;
}

// The last menu request, to know when to ask again. A failed one is forgotten: the next navigation asks again.
let menusRequest: MenusRequest | undefined;
// The site's request while it is on its way; a failed one is forgotten, to be asked again.
let siteRequest: SlotRequest | undefined;
// The versions' request while it is on its way; a failed one is forgotten, to be asked again.
let versionsRequest: Promise<void> | undefined;
// The article list while it is on its way: a large site's list is tens of megabytes, asked for once a slot.
let articlesRequest: SlotRequest | undefined;

const appStore = createStore<AppState>()((set, get) => ({
  isMenuShow: false,
  isNavShow: false,
  navList: [],
  menuMap: {},
  articleMenuCodes: [],
  articleList: [],
  menusLoaded: false,
  menusSlot: DEFAULT_SLOT,
  siteSlot: DEFAULT_SLOT,
  pageSlot: DEFAULT_SLOT,

  // The two panels are mutually exclusive: switching one on switches the other off.
  setMenuShow: (show) => set(show ? { isMenuShow: true, isNavShow: false } : { isMenuShow: false }),
  setNavShow: (show) => set(show ? { isNavShow: true, isMenuShow: false } : { isNavShow: false }),

  loadMenusIfStale() {
    const wanted = menusKey(readHiddenRouteQuery(), slotInForce());
    if (menusRequest && menusKey(menusRequest.secrets, menusRequest.slot) === wanted) return menusRequest.done;
    return get().loadMenus();
  },

  loadMenus() {
    const request = { secrets: readHiddenRouteQuery(), slot: slotInForce() } as MenusRequest;
    request.done = fetchMenus(request).then((navList) => {
      if (menusRequest === request) get().setMenus(navList, request.slot); // a later request has the say
    });
    request.done.catch(() => {
      if (menusRequest === request) menusRequest = undefined;
    });
    menusRequest = request;
    return request.done;
  },

  setMenus(navList, slot = slotInForce()) {
    // The list is of the menus' slot: another slot's goes with its menus.
    const articleList = sameSlot(slot, get().menusSlot) ? get().articleList : [];
    set({ navList, ...indexMenus(navList), menusLoaded: true, menusSlot: slot, articleList });
  },

  loadArticles() {
    const { menusSlot, articleMenuCodes } = get();
    if (articlesRequest && sameSlot(articlesRequest.slot, menusSlot)) return articlesRequest.done;
    const request: SlotRequest = {
      slot: menusSlot,
      // A background load, off the main thread where the browser allows it (see loadArticleList),
      // whose code loads with it: a first page is taken over without it.
      done: import("./articleList/loadArticleList")
        .then(({ loadArticleList }) => loadArticleList(articleMenuCodes, menusSlot))
        .then((articleList) => {
          // Menus of another slot may have come meanwhile, without a list.
          if (sameSlot(get().menusSlot, menusSlot)) set({ articleList });
        })
        .finally(() => {
          if (articlesRequest === request) articlesRequest = undefined;
        }),
    };
    articlesRequest = request;
    return request.done;
  },

  loadSiteIfStale() {
    const slot = slotInForce();
    if (get().site && sameSlot(get().siteSlot, slot)) return Promise.resolve();
    if (siteRequest && sameSlot(siteRequest.slot, slot)) return siteRequest.done;
    const request: SlotRequest = {
      slot,
      // The site comes with its language's catalogue, so that the page changes language at once.
      done: fetchSiteInfo({ slot })
        .then(async (site) => {
          await loadCatalogue(site.lang);
          if (siteRequest === request) set({ site, siteSlot: slot }); // a later request has the say
        })
        .finally(() => {
          if (siteRequest === request) siteRequest = undefined;
        }),
    };
    siteRequest = request;
    return request.done;
  },

  loadVersionsIfMissing() {
    if (get().versions) return Promise.resolve();
    versionsRequest ??= fetchSiteVersions({ quietCodes: "all" }).then(
      (versions) => set({ versions }),
      (error: unknown) => {
        versionsRequest = undefined;
        throw error;
      },
    );
    return versionsRequest;
  },

  startFromPage: ({ article, site, versions }, slot) =>
    set({
      pageArticle: article,
      pageSlot: slot,
      ...(site && { site, siteSlot: slot }),
      ...(versions && { versions }),
    }),

  setSearchHighlight: (searchHighlight) => set({ searchHighlight }),
}));

async function fetchMenus(request: MenusRequest): Promise<MenuEntry[]> {
  const { slot } = request;
  try {
    return await fetchMenuTree(request.secrets, { slot });
  } catch (error) {
    // A link that is no longer valid: forget it and show the public site.
    if (!(error instanceof ApiError) || error.code !== INVALID_LINK) throw error;
    clearHiddenRouteQuery();
    request.secrets = {};
    return fetchMenuTree({}, { slot });
  }
}

/**
 * The article the store holds for a menu code in a slot: the pre-rendered page's (it comes
 * rendered), or the list's.
 */
export function knownArticle(
  state: AppState,
  menuCode: string | null,
  slot: Slot,
): Article | ListedArticle | undefined {
  if (!menuCode) return undefined;
  if (state.pageArticle?.menuCode === menuCode && sameSlot(state.pageSlot, slot)) return state.pageArticle;
  if (!sameSlot(state.menusSlot, slot)) return undefined;
  return listIndex(state.articleList).get(menuCode);
}

// Components ask for an article on every change of the store: a large site's list is looked up
// by code rather than searched, and indexed once for each list the store is given.
const listIndexes = new WeakMap<readonly ListedArticle[], ReadonlyMap<string, ListedArticle>>();

function listIndex(list: readonly ListedArticle[]): ReadonlyMap<string, ListedArticle> {
  let index = listIndexes.get(list);
  if (!index) {
    index = new Map(list.map((article) => [article.menuCode, article]));
    listIndexes.set(list, index);
  }
  return index;
}

/**
 * Reads the store in a component, through a selector: the component renders again when what
 * it selects changes, not on every change (the article list of a large site arrives at once).
 * Unlike zustand's own hook, its server snapshot is the current state rather than the initial
 * one: the server renders a first page from the state its page data gave, and the browser
 * hydrates that markup from the same state.
 */
function useAppStoreHook<T>(selector: (state: AppState) => T): T {
  const read = () => selector(appStore.getState());
  return useSyncExternalStore(appStore.subscribe, read, read);
}

export const useAppStore = Object.assign(useAppStoreHook, appStore);
