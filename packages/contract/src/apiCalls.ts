// Every call of the API: the schema of its body, the schema of its answer's data and what it
// is for. The OpenAPI document is generated from this table; a call missing here does not
// compile, since the table is checked against API_PATHS.
import type { z } from "zod";
import { API_PATHS } from "./constants.js";
import {
  articlePageSchema,
  articleSchema,
  countAnswerSchema,
  feedbackAnswerSchema,
  menuTreeSchema,
  searchAnswerSchema,
  siteInfoSchema,
  siteVersionsSchema,
} from "./responses.js";
import {
  getAuthMenuTreeBody,
  getDetailByMenuCodeBody,
  getListByPageBody,
  getSiteInfoBody,
  getVersionsBody,
  countSearchBody,
  countViewBody,
  searchBody,
  sendFeedbackBody,
} from "./schemas.js";

export interface ApiCall {
  /** Its path below API_BASE_PATH. */
  path: string;
  body: z.ZodType;
  data: z.ZodType;
  summary: string;
  description: string;
  /** When it answers 404, beyond a version or language the site does not have. */
  notFound?: string;
  /**
   * It keeps what a reader did rather than reading the site: answered afresh every time, with no
   * ETag, and refused with 429 when one client sends too many.
   */
  records?: true;
}

export type ApiCallName = keyof typeof API_PATHS;

export const API_CALLS = {
  getAuthMenuTree: {
    path: API_PATHS.getAuthMenuTree,
    body: getAuthMenuTreeBody,
    data: menuTreeSchema,
    summary: "The menu tree the requester may see",
    description:
      "Public menus, plus the restricted menus in the scope of an access key (`isAuth: true` with `hash`) or the hidden subtree a share code opens (`isAuth: false` with `viewPathCode`). Article menus whose article is a draft are left out, and so are folders with nothing visible inside.",
  },
  getListByPage: {
    path: API_PATHS.getListByPage,
    body: getListByPageBody,
    data: articlePageSchema,
    summary: "A page of published articles",
    description:
      "`total` counts every matching article, so the number of pages is `ceil(total / pageSize)`. Rows hold the fields `query.attributes` names. Send a page's ETag back as If-None-Match to get 304 while it is unchanged.",
  },
  getDetailByMenuCode: {
    path: API_PATHS.getDetailByMenuCode,
    body: getDetailByMenuCodeBody,
    data: articleSchema,
    summary: "One article with every field",
    description: "With its rendering when the server has the reader app's renderer.",
    notFound: "the article does not exist or is not visible to the requester",
  },
  search: {
    path: API_PATHS.search,
    body: searchBody,
    data: searchAnswerSchema,
    summary: "Full-text search of the articles the requester may see",
    description:
      "Hits are best first, one per section. Restricted, hidden and draft pages are never searched without their key or share code.",
  },
  getSiteInfo: {
    path: API_PATHS.getSiteInfo,
    body: getSiteInfoBody,
    data: siteInfoSchema,
    summary: "The site's settings and its home page",
    description: "From rxdocs.json and the folder's root index.md (else README.md).",
  },
  getVersions: {
    path: API_PATHS.getVersions,
    body: getVersionsBody,
    data: siteVersionsSchema,
    summary: "The site's versions and languages",
    description: "And which of them the call is about.",
  },
  sendFeedback: {
    path: API_PATHS.sendFeedback,
    body: sendFeedbackBody,
    data: feedbackAnswerSchema,
    summary: 'A reader\'s answer to "Was this page helpful?"',
    description:
      "Kept per page, version and language with no cookie and nothing about the reader: one answer a reader, page and day, told apart by a hash salted anew each day. A later answer the same day replaces the reader's first (so a comment can follow the vote). Too many answers from one client within a minute get 429.",
    notFound: "the article does not exist or is not visible to the requester, or the site does not ask for feedback",
    records: true,
  },
  countView: {
    path: API_PATHS.countView,
    body: countViewBody,
    data: countAnswerSchema,
    summary: "Counts a reader's view of an article",
    description:
      "Counted per article, version, language and day, with no cookie and nothing about the reader. The app calls it for each article it shows, when the site counts views.",
    notFound: "the article does not exist or is not visible to the requester, or the site does not count views",
    records: true,
  },
  countSearch: {
    path: API_PATHS.countSearch,
    body: countSearchBody,
    data: countAnswerSchema,
    summary: "Counts a reader's search",
    description:
      "Counted by its words (folded as the search folds them) per version, language and day: how often, how often it found nothing, and which result was opened. The app calls it when the reader leaves the search.",
    notFound: "the opened article is not visible to the requester, or the site does not count searches",
    records: true,
  },
} satisfies Record<ApiCallName, ApiCall>;
