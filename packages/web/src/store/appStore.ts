// The app's one store (seed §3): panel flags, the menu tree in its three forms, and the
// article list. Menus fill navList, menuMap and articleMenuCodes together; articles fill
// articleList once, when every page has arrived.
import { type Article, type MenuEntry, type PageData, type ShareSecrets, type SiteInfo } from "@rxdocs/contract";
import { useSyncExternalStore } from "react";
import { createStore } from "zustand/vanilla";
import { fetchMenuTree, fetchSiteInfo, type ListedArticle } from "../api/calls";
import { ApiError } from "../api/client";
import { clearHiddenRouteQuery, readHiddenRouteQuery } from "../hiddenRoute/hiddenRouteQuery";
import { loadArticleList } from "./articleList/loadArticleList";
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
  /** The site's settings and home page: from the pre-rendered page, else asked for once. */
  site?: SiteInfo;
  /** The article a pre-rendered page came with: shown without asking for it. */
  pageArticle?: Article;
  /** The words of the search result the reader opened, highlighted in its article while they stay there. */
  searchHighlight?: SearchHighlight;
  setMenuShow(show: boolean): void;
  setNavShow(show: boolean): void;
  /**
   * Loads the menus unless they were last asked for with the stored hidden-route query;
   * settles when the menus for that query are in (or have failed).
   */
  loadMenusIfStale(): Promise<void>;
  loadMenus(): Promise<void>;
  /** Fills navList, menuMap and articleMenuCodes together. */
  setMenus(navList: MenuEntry[]): void;
  /** Loads the article list unless it is on its way; settles when it is in (or has failed). */
  loadArticles(): Promise<void>;
  /** Asks for the site unless the store holds it or asks already; settles when it is in. */
  loadSiteIfMissing(): Promise<void>;
  /** Starts from the data a pre-rendered page came with. */
  startFromPage(page: PageData): void;
  setSearchHighlight(highlight: SearchHighlight | undefined): void;
}

export interface SearchHighlight {
  menuCode: string;
  /** Folded words, as the search answer gives them. */
  terms: string[];
}

const INVALID_LINK = 403;
const queryKey = (query: ShareSecrets) => JSON.stringify(query);

interface MenusRequest {
  /** The hidden-route query (JSON) the menus are asked for with. */
  query: string;
  done: Promise<void>;
}

// The last menu request, to know when to ask again. A failed one is forgotten: the next navigation asks again.
let menusRequest: MenusRequest | undefined;
// The site's request while it is on its way; a failed one is forgotten, to be asked again.
let siteRequest: Promise<void> | undefined;
// The article list while it is on its way: a large site's list is tens of megabytes, asked for once.
let articlesRequest: Promise<void> | undefined;

const appStore = createStore<AppState>()((set, get) => ({
  isMenuShow: false,
  isNavShow: false,
  navList: [],
  menuMap: {},
  articleMenuCodes: [],
  articleList: [],
  menusLoaded: false,

  // The two panels are mutually exclusive: switching one on switches the other off.
  setMenuShow: (show) => set(show ? { isMenuShow: true, isNavShow: false } : { isMenuShow: false }),
  setNavShow: (show) => set(show ? { isNavShow: true, isMenuShow: false } : { isNavShow: false }),

  loadMenusIfStale() {
    if (menusRequest?.query === queryKey(readHiddenRouteQuery())) return menusRequest.done;
    return get().loadMenus();
  },

  loadMenus() {
    const request = { query: queryKey(readHiddenRouteQuery()) } as MenusRequest;
    request.done = fetchMenus(request).then((navList) => {
      if (menusRequest === request) get().setMenus(navList); // a later request has the say
    });
    request.done.catch(() => {
      if (menusRequest === request) menusRequest = undefined;
    });
    menusRequest = request;
    return request.done;
  },

  setMenus: (navList) => set({ navList, ...indexMenus(navList), menusLoaded: true }),

  loadArticles() {
    // A background load, off the main thread where the browser allows it (see loadArticleList).
    articlesRequest ??= loadArticleList(get().articleMenuCodes)
      .then((articleList) => set({ articleList }))
      .finally(() => (articlesRequest = undefined));
    return articlesRequest;
  },

  loadSiteIfMissing() {
    if (get().site) return Promise.resolve();
    siteRequest ??= fetchSiteInfo().then(
      (site) => set({ site }),
      (error: unknown) => {
        siteRequest = undefined;
        throw error;
      },
    );
    return siteRequest;
  },

  startFromPage: ({ article, site }) => set({ pageArticle: article, ...(site && { site }) }),

  setSearchHighlight: (searchHighlight) => set({ searchHighlight }),
}));

async function fetchMenus(request: MenusRequest): Promise<MenuEntry[]> {
  try {
    return await fetchMenuTree(JSON.parse(request.query) as ShareSecrets);
  } catch (error) {
    // A link that is no longer valid: forget it and show the public site.
    if (!(error instanceof ApiError) || error.code !== INVALID_LINK) throw error;
    clearHiddenRouteQuery();
    request.query = queryKey({});
    return fetchMenuTree({});
  }
}

/** The article the store holds for a menu code: the pre-rendered page's (it comes rendered), or the list's. */
export function knownArticle(state: AppState, menuCode: string | null): Article | ListedArticle | undefined {
  if (!menuCode) return undefined;
  if (state.pageArticle?.menuCode === menuCode) return state.pageArticle;
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
