// The app's one store (seed §3): panel flags, the menu tree in its three forms, and the
// article list. Menus fill navList, menuMap and articleMenuCodes together; articles fill
// articleList once, when every page has arrived.
import { ARTICLE_PAGE_SIZE, ARTICLE_STATUS_PUBLISHED, type MenuEntry } from "@rxdocs/contract";
import { create } from "zustand";
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
  setMenuShow(show: boolean): void;
  setNavShow(show: boolean): void;
  loadMenus(): Promise<void>;
  loadArticles(): Promise<void>;
}

const INVALID_LINK = 403;

export const useAppStore = create<AppState>()((set, get) => ({
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

  async loadMenus() {
    let navList: MenuEntry[];
    try {
      navList = await fetchMenuTree(readHiddenRouteQuery());
    } catch (error) {
      // A link that is no longer valid: forget it and show the public site.
      if (!(error instanceof ApiError) || error.code !== INVALID_LINK) throw error;
      clearHiddenRouteQuery();
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
}));
