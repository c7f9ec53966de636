// The app's one store (seed §3): panel flags, the menu tree in its three forms, and the
// article list. Menus fill navList, menuMap and articleMenuCodes together; articles fill
// articleList once, when every page has arrived.
import {
  ARTICLE_PAGE_SIZE,
  ARTICLE_STATUS_PUBLISHED,
  type Article,
  type MenuEntry,
  type PageData,
  type ShareSecrets,
} from "@rxdocs/contract";
import { useSyncExternalStore } from "react";
import { createStore } from "zustand/vanilla";
import { fetchArticlePage, fetchMenuTree, type ListedArticle } from "../api/calls";
import { ApiError } from "../api/client";
import { clearHiddenRouteQuery, readHiddenRouteQuery } from "../hiddenRoute/hiddenRouteQuery";
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
  /** The article a pre-rendered page came with: shown without asking for it. */
  pageArticle?: Article;
  setMenuShow(show: boolean): void;
  setNavShow(show: boolean): void;
  /** Loads the menus unless they were last asked for with the stored hidden-route query. */
  loadMenusIfStale(): Promise<void>;
  loadMenus(): Promise<void>;
  loadArticles(): Promise<void>;
  /** Starts from the data a pre-rendered page was rendered from, given the secrets it was rendered for. */
  startFromPage(page: PageData, secrets: ShareSecrets): void;
}

const INVALID_LINK = 403;
const queryKey = (query: ShareSecrets) => JSON.stringify(query);

// The hidden-route query the menus were last asked for with (JSON), to know when to ask again.
let menusQuery: string | undefined;

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

  async loadMenusIfStale() {
    if (menusQuery !== queryKey(readHiddenRouteQuery())) await get().loadMenus();
  },

  async loadMenus() {
    const query = readHiddenRouteQuery();
    menusQuery = queryKey(query);
    let navList: MenuEntry[];
    try {
      navList = await fetchMenuTree(query);
    } catch (error) {
      // A link that is no longer valid: forget it and show the public site.
      if (!(error instanceof ApiError) || error.code !== INVALID_LINK) throw error;
      clearHiddenRouteQuery();
      menusQuery = queryKey({});
      navList = await fetchMenuTree({});
    }
    set({ navList, ...indexMenus(navList), menusLoaded: true });
  },

  async loadArticles() {
    const { articleMenuCodes } = get();
    const page = (current: number) =>
      fetchArticlePage({
        pageSize: ARTICLE_PAGE_SIZE,
        current,
        query: {
          menuCodes: articleMenuCodes,
          status: ARTICLE_STATUS_PUBLISHED,
          sorts: [["createdAt", "desc"]],
          attributes: ["menuCode", "articleTitle", "articleMd", "articleTabContent"],
        },
      });
    const first = await page(1);
    const pageCount = Math.ceil(first.total / ARTICLE_PAGE_SIZE);
    const rest = await Promise.all(Array.from({ length: Math.max(0, pageCount - 1) }, (_, i) => page(i + 2)));
    set({ articleList: [first, ...rest].flatMap((p) => p.data) });
  },

  startFromPage({ navList, article }, secrets) {
    menusQuery = queryKey(secrets);
    set({ navList, ...indexMenus(navList), menusLoaded: true, pageArticle: article });
  },
}));

const whole = (state: AppState) => state;

/**
 * Reads the store in a component. Unlike zustand's own hook, its server snapshot is the
 * current state rather than the initial one: the server renders a first page from the state
 * its page data gave, and the browser hydrates that markup from the same state.
 */
function useAppStoreHook(): AppState;
function useAppStoreHook<T>(selector: (state: AppState) => T): T;
function useAppStoreHook<T>(selector: (state: AppState) => T = whole as (state: AppState) => T): T {
  const read = () => selector(appStore.getState());
  return useSyncExternalStore(appStore.subscribe, read, read);
}

export const useAppStore = Object.assign(useAppStoreHook, appStore);
