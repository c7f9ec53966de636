// Validation schemas of every request body. The server validates at the edge with these;
// the web app uses the inferred types to build its requests.
import { z } from "zod";
import {
  ACCESS_HEADERS,
  FEEDBACK_COMMENT_MAX_LENGTH,
  LANG_TAG,
  MAX_PAGE_SIZE,
  SLOT_HEADERS,
  VERSION_NAME,
} from "./constants.js";

/** URL-safe, stable identifier of a menu entry. */
export const MENU_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

export const visibilitySchema = z.enum(["public", "hidden", "restricted"]);

/** Secrets are long random strings; anything longer than this is not one of ours. */
const accessSecret = () => z.string().max(256);

const versionName = () => z.string().regex(VERSION_NAME, "is not a version name");
const langTag = () => z.string().regex(LANG_TAG, "is not a language tag");

/**
 * The version and language a call is about, which every call's body may name; the headers of
 * SLOT_HEADERS name them too, and the body wins.
 */
export const slotFields = {
  version: versionName()
    .optional()
    .describe(`The version the call is about (\`2.x\`); the latest without it. Wins over ${SLOT_HEADERS.version}.`),
  lang: langTag()
    .optional()
    .describe(
      `The language, a BCP 47 tag (\`fr\`, \`zh-CN\`); the default one without it. Wins over ${SLOT_HEADERS.lang}.`,
    ),
};

/**
 * The headers every call may carry: the share-link secrets the web app stored, and the version
 * and language. The server reads them itself; these schemas describe them to clients.
 */
export const requestHeaderSchemas = {
  [ACCESS_HEADERS.hash]: accessSecret().describe(
    "An access key (a share link's `hash`): unlocks the restricted menus in its scope. An unknown, expired or revoked key is refused with 403.",
  ),
  [ACCESS_HEADERS.viewPathCode]: accessSecret().describe(
    "A share code (a share link's `viewPath`): unlocks the hidden menu of that code and its subtree.",
  ),
  [SLOT_HEADERS.version]: versionName().describe(
    "The version the call is about, unless the body names one; the latest without either.",
  ),
  [SLOT_HEADERS.lang]: langTag().describe(
    "The language the call is about, a BCP 47 tag, unless the body names one; the default language without either.",
  ),
};

export const getAuthMenuTreeBody = z
  .strictObject({
    ...slotFields,
    hash: accessSecret()
      .nullish()
      .describe(`An access key; used with \`isAuth: true\`. Else from ${ACCESS_HEADERS.hash}.`),
    viewPathCode: accessSecret()
      .nullish()
      .describe(`A hidden menu's share code; used with \`isAuth: false\`. Else from ${ACCESS_HEADERS.viewPathCode}.`),
    isAuth: z
      .boolean()
      .optional()
      .describe(
        "`true` to use `hash` (and no share code), `false` to use `viewPathCode` (and no key); both without it.",
      ),
  })
  .meta({ examples: [{}, { isAuth: false }] });
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

export const articleSortSchema = z
  .tuple([z.enum(ARTICLE_SORT_FIELDS), z.enum(["asc", "desc"])])
  .describe("A field to order by and its direction.");
export type ArticleSort = z.infer<typeof articleSortSchema>;

export const getListByPageBody = z
  .strictObject({
    ...slotFields,
    pageSize: z.int().min(1).max(MAX_PAGE_SIZE).describe("Rows per page."),
    current: z.int().min(1).describe("The page number, from 1."),
    query: z
      .strictObject({
        menuCodes: z
          .array(z.string().max(128))
          .max(100_000)
          .optional()
          .describe("Only these articles. Codes that do not exist or are not visible are left out."),
        status: z
          .union([z.literal(0), z.literal(1)])
          .optional()
          .describe("1 for published. Drafts are never served, so 0 matches nothing."),
        sorts: z
          .array(articleSortSchema)
          .max(ARTICLE_SORT_FIELDS.length)
          .optional()
          .describe('The order of the rows; `[["createdAt", "desc"]]` without it.'),
        attributes: z
          .array(z.enum(ARTICLE_ATTRIBUTES))
          .min(1)
          .optional()
          .describe("The fields each row holds; all without it."),
      })
      .optional(),
  })
  .meta({
    examples: [
      { pageSize: 1000, current: 1 },
      {
        pageSize: 2,
        current: 1,
        query: { status: 1, sorts: [["createdAt", "desc"]], attributes: ["menuCode", "articleTitle", "createdAt"] },
      },
    ],
  });
export type GetListByPageBody = z.infer<typeof getListByPageBody>;

export const getDetailByMenuCodeBody = z
  .strictObject({
    ...slotFields,
    menuCode: z.string().min(1).max(128).describe("The article's code."),
  })
  .meta({ examples: [{ menuCode: "introduction" }, { menuCode: "introduction", lang: "fr" }] });
export type GetDetailByMenuCodeBody = z.infer<typeof getDetailByMenuCodeBody>;

export const SEARCH_KEYWORD_MAX_LENGTH = 200;
export const SEARCH_PAGE_SIZE_DEFAULT = 20;
export const SEARCH_PAGE_SIZE_MAX = 50;

export const searchBody = z
  .strictObject({
    ...slotFields,
    keyword: z.string().trim().min(1).max(SEARCH_KEYWORD_MAX_LENGTH).describe("What to look for."),
    pageSize: z
      .int()
      .min(1)
      .max(SEARCH_PAGE_SIZE_MAX)
      .optional()
      .describe(`How many hits at most; ${SEARCH_PAGE_SIZE_DEFAULT} without it.`),
  })
  .meta({ examples: [{ keyword: "install" }, { keyword: "install", pageSize: 5 }] });
export type SearchBody = z.infer<typeof searchBody>;

export const getSiteInfoBody = z.strictObject({ ...slotFields }).meta({ examples: [{}, { lang: "fr" }] });
export type GetSiteInfoBody = z.infer<typeof getSiteInfoBody>;

export const getVersionsBody = z.strictObject({ ...slotFields }).meta({ examples: [{}, { version: "1.x" }] });
export type GetVersionsBody = z.infer<typeof getVersionsBody>;

export const sendFeedbackBody = z
  .strictObject({
    ...slotFields,
    menuCode: z.string().min(1).max(128).describe("The article's code."),
    helpful: z.boolean().describe("Whether the page helped."),
    comment: z
      .string()
      .trim()
      .max(FEEDBACK_COMMENT_MAX_LENGTH)
      .optional()
      .describe(`What the reader adds, at most ${FEEDBACK_COMMENT_MAX_LENGTH.toLocaleString("en-US")} characters.`),
  })
  .meta({
    examples: [
      { menuCode: "introduction", helpful: true },
      { menuCode: "introduction", helpful: false, comment: "The example does not run." },
    ],
  });
export type SendFeedbackBody = z.infer<typeof sendFeedbackBody>;

export const countViewBody = z
  .strictObject({
    ...slotFields,
    menuCode: z.string().min(1).max(128).describe("The article the reader opened."),
  })
  .meta({ examples: [{ menuCode: "introduction" }] });
export type CountViewBody = z.infer<typeof countViewBody>;

export const countSearchBody = z
  .strictObject({
    ...slotFields,
    keyword: z.string().trim().min(1).max(SEARCH_KEYWORD_MAX_LENGTH).describe("What the reader last searched for."),
    results: z.int().min(0).max(SEARCH_PAGE_SIZE_MAX).describe("How many hits it found."),
    opened: z.string().min(1).max(128).optional().describe("The article of the hit the reader opened, if any."),
  })
  .meta({
    examples: [
      { keyword: "install", results: 4, opened: "introduction" },
      { keyword: "kubernetes", results: 0 },
    ],
  });
export type CountSearchBody = z.infer<typeof countSearchBody>;

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
