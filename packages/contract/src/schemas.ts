// Validation schemas of every request body. The server validates at the edge with these;
// the web app uses the inferred types to build its requests.
import { z } from "zod";
import { LANG_TAG, MAX_PAGE_SIZE, VERSION_NAME } from "./constants.js";

/** URL-safe, stable identifier of a menu entry. */
export const MENU_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

export const visibilitySchema = z.enum(["public", "hidden", "restricted"]);

/** Secrets are long random strings; anything longer than this is not one of ours. */
const accessSecret = z.string().max(256).nullish();

/**
 * The version and language a call is about, which every call's body may name; the headers of
 * SLOT_HEADERS name them too, and the body wins.
 */
export const slotFields = {
  version: z.string().regex(VERSION_NAME, "is not a version name").optional(),
  lang: z.string().regex(LANG_TAG, "is not a language tag").optional(),
};

export const getAuthMenuTreeBody = z.strictObject({
  ...slotFields,
  hash: accessSecret,
  viewPathCode: accessSecret,
  isAuth: z.boolean().optional(),
});
export type GetAuthMenuTreeBody = z.infer<typeof getAuthMenuTreeBody>;

export const ARTICLE_SORT_FIELDS = ["createdAt", "updatedAt", "articleTitle", "menuCode"] as const;
export type ArticleSortField = (typeof ARTICLE_SORT_FIELDS)[number];

export const ARTICLE_ATTRIBUTES = [
  "menuCode",
  "articleTitle",
  "articleMd",
  "articleTabContent",
  "createdAt",
  "updatedAt",
  "status",
] as const;
export type ArticleAttribute = (typeof ARTICLE_ATTRIBUTES)[number];

export const articleSortSchema = z.tuple([z.enum(ARTICLE_SORT_FIELDS), z.enum(["asc", "desc"])]);
export type ArticleSort = z.infer<typeof articleSortSchema>;

export const getListByPageBody = z.strictObject({
  ...slotFields,
  pageSize: z.int().min(1).max(MAX_PAGE_SIZE),
  current: z.int().min(1),
  query: z
    .strictObject({
      menuCodes: z.array(z.string().max(128)).max(100_000).optional(),
      status: z.union([z.literal(0), z.literal(1)]).optional(),
      sorts: z.array(articleSortSchema).max(ARTICLE_SORT_FIELDS.length).optional(),
      attributes: z.array(z.enum(ARTICLE_ATTRIBUTES)).min(1).optional(),
    })
    .optional(),
});
export type GetListByPageBody = z.infer<typeof getListByPageBody>;

export const getDetailByMenuCodeBody = z.strictObject({
  ...slotFields,
  menuCode: z.string().min(1).max(128),
});
export type GetDetailByMenuCodeBody = z.infer<typeof getDetailByMenuCodeBody>;

export const SEARCH_KEYWORD_MAX_LENGTH = 200;
export const SEARCH_PAGE_SIZE_DEFAULT = 20;
export const SEARCH_PAGE_SIZE_MAX = 50;

export const searchBody = z.strictObject({
  ...slotFields,
  keyword: z.string().trim().min(1).max(SEARCH_KEYWORD_MAX_LENGTH),
  pageSize: z.int().min(1).max(SEARCH_PAGE_SIZE_MAX).optional(),
});
export type SearchBody = z.infer<typeof searchBody>;

export const getSiteInfoBody = z.strictObject({ ...slotFields });
export type GetSiteInfoBody = z.infer<typeof getSiteInfoBody>;

export const getVersionsBody = z.strictObject({ ...slotFields });
export type GetVersionsBody = z.infer<typeof getVersionsBody>;

/** One tab of an article's tab group, as stored in articleTabContent. */
export const articleTabSchema = z.strictObject({ label: z.string().min(1), md: z.string() });
export const articleTabsSchema = z.array(articleTabSchema);

/** Formats validation issues as "field: reason; field: reason", naming each field by its path. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const field = formatPath(issue.path);
      return field ? `${field}: ${issue.message}` : issue.message;
    })
    .join("; ");
}

function formatPath(path: PropertyKey[]): string {
  let out = "";
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}
