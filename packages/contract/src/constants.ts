// Business constants of the brief (seed-spec §9) and the names both sides must agree on.
// Every other module imports them from here so that a value is spelled exactly once.

export const HTTP_TIMEOUT_MS = 100_000;
export const ARTICLE_PAGE_SIZE = 1000;
export const MAX_PAGE_SIZE = 1000;

export const ARTICLE_STATUS_DRAFT = 0;
export const ARTICLE_STATUS_PUBLISHED = 1;

export const MENU_TYPE_DIRECTORY = 1;
export const MENU_TYPE_ARTICLE = 2;

export const TOAST_DURATION_MS = 3000;
export const TOAST_OFFSET_PX = 16;
export const BADGE_CAP = 99;
export const BASE_Z_INDEX = 2000;
export const UI_NAMESPACE = "rx";

export const ASSET_BASE_PATH = "/main/";
export const ROUTER_BASE = "/";
export const API_BASE_PATH = "/api";

/** localStorage key of the hidden-route query ({ hash, viewPathCode }). */
export const HIDDEN_ROUTE_QUERY_STORAGE_KEY = "rx-hidden-route-query";

/** Headers that carry the stored hidden-route query on every API call. */
export const ACCESS_HEADERS = {
  hash: "x-rx-hash",
  viewPathCode: "x-rx-view-path",
} as const;

/**
 * Reading without a network: the app's service worker, served at the site's root so that it
 * may answer for every page, and the headers it and the server add to answers.
 */
export const OFFLINE = {
  workerPath: "/sw.js",
  /** On an answer the service worker took from its cache because the network failed. */
  servedOfflineHeader: "x-rx-offline",
  /** On the served page's root element when the worker took the page from its cache. */
  servedOfflineAttribute: "data-rx-offline",
  /** On an answer opened by an access key that expires: when (ISO 8601); kept no longer than that. */
  accessExpiresHeader: "x-rx-access-expires",
} as const;

/** Query parameters of a share link: /view?path=<menuCode>&hash=<key>&timestamp=<ms>. */
export const SHARE_QUERY = {
  path: "path",
  hash: "hash",
  viewPath: "viewPath",
  timestamp: "timestamp",
} as const;

/**
 * Headers that name the version and language a call is about; without them, the latest version
 * and the default language. Each call's body may name them instead, as `version` and `lang`.
 */
export const SLOT_HEADERS = {
  version: "x-rx-version",
  lang: "x-rx-lang",
} as const;

/** Query parameters of a page's address that name its version and language, when not the defaults. */
export const SLOT_QUERY = {
  version: "version",
  lang: "lang",
} as const;

/** A version's name: a letter or digit, then letters, digits and `.+-_` (`2.x`, `v3.1.0`, `next`). */
export const VERSION_NAME = /^\w[\w.+-]{0,63}$/;
/** A language, as a BCP 47 tag: `en`, `zh-CN`, `pt-BR`. */
export const LANG_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/;

export const API_PATHS = {
  getAuthMenuTree: "menuInfo/getAuthMenuTree",
  getListByPage: "articleInfo/getListByPage",
  getDetailByMenuCode: "articleInfo/getDetailByMenuCode",
  search: "articleInfo/search",
  getSiteInfo: "siteInfo/getSiteInfo",
  getVersions: "siteInfo/getVersions",
  sendFeedback: "feedbackInfo/sendFeedback",
  countView: "insightInfo/countView",
  countSearch: "insightInfo/countSearch",
} as const;

/** The longest comment a reader may add to "Was this page helpful?". */
export const FEEDBACK_COMMENT_MAX_LENGTH = 1000;

/**
 * Where a stored file is served: `/files/<SHA-256 of its bytes, hex>.<extension>`. An image's
 * address in Markdown carries its size as a fragment (`#640x480`), which the renderer turns into
 * width and height; the fragment never reaches the server.
 */
export const FILES_BASE_PATH = "/files/";

/** Requests larger than this are refused with 413. */
export const MAX_BODY_BYTES = 1_048_576;

export const INVALID_ACCESS_LINK_MESSAGE = "This access link is invalid or has expired";
export const NOT_FOUND_MESSAGE = "This page does not exist or is not shared with you";

const SIZED_FILE_ADDRESS = new RegExp(`^(${FILES_BASE_PATH}[0-9a-f]{64}\\.[a-z0-9]+)#(\\d{1,5})x(\\d{1,5})$`);

/** A stored image's address without its size, and the size, or undefined for any other address. */
export function sizedFileAddress(address: string): { src: string; width: number; height: number } | undefined {
  const match = SIZED_FILE_ADDRESS.exec(address);
  if (!match) return undefined;
  return { src: match[1]!, width: Number(match[2]), height: Number(match[3]) };
}

/**
 * The code blocks the browser still has to highlight: those of articles it rendered itself.
 * A block the server highlighted, or that has no grammar to apply, is marked data-highlighted.
 */
export const CODE_TO_HIGHLIGHT = ".rx-code:not([data-highlighted])";
