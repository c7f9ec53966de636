// Schemas of what the API answers. The response types (types.ts) are inferred from them and the
// OpenAPI document (openapi.ts) is generated from them, so a field is spelled once for the
// server, the web app and generated clients. Objects are strict: a field the contract does not
// name is an error, not an extension.
import { z } from "zod";
import { ARTICLE_STATUS_DRAFT, ARTICLE_STATUS_PUBLISHED, MENU_TYPE_ARTICLE, MENU_TYPE_DIRECTORY } from "./constants.js";
import { visibilitySchema } from "./schemas.js";

/** Dates go out as the database keeps them: ISO 8601 in UTC with milliseconds. */
const timestamp = () => z.iso.datetime();

export const menuTypeSchema = z
  .literal([MENU_TYPE_DIRECTORY, MENU_TYPE_ARTICLE])
  .describe("1 = directory (a folder), 2 = article menu (a page).");

export const articleStatusSchema = z
  .literal([ARTICLE_STATUS_DRAFT, ARTICLE_STATUS_PUBLISHED])
  .describe("1 = published, 0 = draft. Readers only ever get published articles.");

export const untranslatedSchema = z
  .literal(true)
  .optional()
  .describe(
    "A page the language asked for lacks, offered in the default language instead (the version's tree in that language has it); absent otherwise.",
  );

export const badgeVariantSchema = z.enum(["note", "tip", "caution", "danger", "success", "default"]);

export const menuBadgeSchema = z
  .strictObject({
    text: z.string(),
    variant: badgeVariantSchema.describe("Its tone, as the callouts have them; `default` is plain."),
  })
  .describe('A short word shown beside the name in the sidebar ("New", "Deprecated").');

export const menuEntrySchema = z
  .strictObject({
    menuCode: z.string().describe("The menu's stable code. For an article menu, also the code of its article."),
    menuName: z.string().describe("The name shown in the menu."),
    menuType: menuTypeSchema,
    parentCode: z.string().nullable().describe("The parent's code, or null at the top level."),
    sort: z.int().nonnegative().describe("Position among its siblings."),
    visibility: visibilitySchema.describe(
      "The menu's effective visibility: its own or a stricter one inherited from an ancestor.",
    ),
    createdAt: timestamp().optional().describe("Article menus only: when the article was created (ISO 8601, UTC)."),
    updatedAt: timestamp()
      .optional()
      .describe("Article menus only: when the article was last updated (ISO 8601, UTC)."),
    sourcePath: z
      .string()
      .optional()
      .describe(
        "Article menus only, when the site has an edit address: the file the article was imported from, relative to the folder, which takes the place of `{path}` in that address.",
      ),
    link: z
      .string()
      .optional()
      .describe(
        "An entry that leads elsewhere rather than to a page: an address of another site, or `/` for the home page. A directory menu without children.",
      ),
    badge: menuBadgeSchema.optional(),
    navHidden: z
      .literal(true)
      .optional()
      .describe(
        "A page the site's navigation leaves out: it is public and opens by its address, links and search, but the sidebar does not list it.",
      ),
    get childList(): z.ZodArray<typeof menuEntrySchema> {
      return z
        .array(menuEntrySchema)
        .describe(
          "The children, in the same shape. An article menu with children is a folder with a page of its own (its index.md).",
        );
    },
    untranslated: untranslatedSchema,
  })
  .describe("A menu entry and, nested, the visible entries below it.");

export const menuTreeSchema = z
  .array(menuEntrySchema)
  .describe("The top-level menu entries the requester may see, each with its children, ordered by sort.");

export const outlineHeadingSchema = z.strictObject({
  depth: z.literal([2, 3]),
  text: z.string(),
  id: z.string().describe("The id of the heading's anchor."),
});

export const renderedTabSchema = z.strictObject({
  label: z.string(),
  html: z.string().describe("The tab's Markdown, rendered and sanitized."),
});

export const renderFeaturesSchema = z
  .strictObject({
    math: z.boolean().describe("Formulas: KaTeX's stylesheet and fonts."),
    diagrams: z.boolean().describe("Diagrams: the diagram renderer, in the browser."),
  })
  .describe("What a rendered article needs beyond its HTML and the app's own styles.");

export const renderedArticleSchema = z
  .strictObject({
    html: z.string().describe("The article as sanitized HTML."),
    headings: z.array(outlineHeadingSchema).describe("The h2 and h3 headings, in document order."),
    tabs: z
      .array(renderedTabSchema)
      .describe("The tab group of articleTabContent, each tab's Markdown rendered; empty without one."),
    features: renderFeaturesSchema,
  })
  .describe("An article rendered from its Markdown: sanitized HTML, its outline and its tab group.");

/** The article fields a list row may hold, each one that `query.attributes` names. */
const articleFields = {
  menuCode: z.string().describe("The code of the article and its menu."),
  articleTitle: z.string(),
  articleMd: z.string().describe("The Markdown body, without front matter."),
  articleTabContent: z
    .string()
    .nullable()
    .describe('The tab group as JSON text, `[{"label": "...", "md": "..."}]`, or null without one.'),
  createdAt: timestamp().describe("When the article was created (ISO 8601, UTC)."),
  updatedAt: timestamp().describe("When the article was last updated (ISO 8601, UTC)."),
  status: articleStatusSchema,
};

export const articleSchema = z
  .strictObject({
    ...articleFields,
    rendered: renderedArticleSchema
      .optional()
      .describe("getDetailByMenuCode only, when the server has the reader app's renderer."),
    untranslated: untranslatedSchema,
  })
  .describe("One published article with every field.");

export const articleListRowSchema = z
  .strictObject(articleFields)
  .partial()
  .describe("An article of a list page, with the fields `query.attributes` asked for (all by default).");

export const articlePageSchema = z
  .strictObject({
    data: z.array(articleListRowSchema).describe("The rows of this page; a page past the end has none."),
    total: z.int().nonnegative().describe("How many articles match, on every page."),
    current: z.int().positive().describe("The page number asked for."),
    pageSize: z.int().positive().describe("The page size asked for."),
  })
  .describe("A page of published articles.");

export const homeActionSchema = z.strictObject({
  text: z.string(),
  link: z.string().describe("An in-app link (`/view?path=…`) or an external address."),
  theme: z.enum(["brand", "alt"]),
});

export const homeHeroSchema = z
  .strictObject({
    name: z.string().optional(),
    text: z.string().optional(),
    tagline: z.string().optional(),
    image: z.strictObject({ src: z.string(), alt: z.string() }).optional(),
    actions: z.array(homeActionSchema),
  })
  .describe("VitePress' `hero` of a `layout: home` page.");

export const homeFeatureSchema = z
  .strictObject({
    title: z.string(),
    details: z.string().optional(),
    icon: z.string().optional().describe("An emoji or a short text."),
    link: z.string().optional(),
    linkText: z.string().optional(),
  })
  .describe("One of VitePress' `features` of a `layout: home` page.");

export const homePageSchema = z
  .strictObject({
    title: z.string(),
    articleMd: z.string(),
    rendered: renderedArticleSchema.optional().describe("Present when the server has the reader app's renderer."),
    hero: homeHeroSchema.nullable(),
    features: z.array(homeFeatureSchema),
  })
  .describe("The folder's root index.md (else README.md), shown on the home page.");

export const topNavLinkSchema = z
  .strictObject({
    text: z.string(),
    link: z.string().describe("A reader's address (`/view?path=…`, `/`) or another site's."),
    get items(): z.ZodOptional<z.ZodArray<typeof topNavLinkSchema>> {
      return z
        .array(topNavLinkSchema)
        .optional()
        .describe("A menu of links under this one, without a link of its own.");
    },
  })
  .describe("A link of the top bar.");

export const pluralMessageSchema = z
  .strictObject({
    zero: z.string().optional(),
    one: z.string().optional(),
    two: z.string().optional(),
    few: z.string().optional(),
    many: z.string().optional(),
    other: z.string(),
  })
  .describe("A counted message's forms by plural category (Intl.PluralRules), with `{count}` for the number.");

export const siteInfoSchema = z
  .strictObject({
    title: z.string().describe("The site's name; `rxdocs` unless rxdocs.json sets one."),
    description: z.string().describe('The site\'s description, or "".'),
    logo: z.string().nullable().describe("Address of the logo image, or null without one."),
    editUrl: z
      .string()
      .nullable()
      .describe("The address that edits a page, with `{path}` where the page's file goes; null without one."),
    lang: z.string().describe("The language of the pages asked for, a BCP 47 tag such as `en` or `zh-CN`."),
    nav: z
      .array(topNavLinkSchema)
      .optional()
      .describe("The top bar's links when the site names its own; without them, the top bar lists the sections."),
    home: homePageSchema.nullable().describe("The home page; null without one."),
    feedback: z
      .boolean()
      .describe('Whether articles ask their readers "Was this page helpful?" (rxdocs.json `feedback`).'),
    offline: z
      .boolean()
      .describe(
        "Whether readers' browsers keep the pages they open, to read them without a network (rxdocs.json `offline`).",
      ),
    insight: z
      .strictObject({
        views: z.boolean().describe("Whether the app counts the articles readers open."),
        searches: z.boolean().describe("Whether the app counts what readers search for."),
      })
      .describe("What the site counts of its readers (rxdocs.json `insight`), never who they are."),
    ui: z
      .record(
        z.string(),
        z
          .union([z.string(), pluralMessageSchema])
          .describe("A message, or the forms of a counted one by plural category."),
      )
      .optional()
      .describe(
        "The site's own wording of the reader's interface in this language (rxdocs.json `ui`), by message key; absent without any.",
      ),
  })
  .describe("The site as a whole: its settings (rxdocs.json) and its home page.");

export const versionEntrySchema = z.strictObject({
  name: z.string(),
  label: z.string().describe("What the switcher shows: the label given with `rxdocs version label`, else the name."),
});

export const languageEntrySchema = z.strictObject({
  lang: z.string().describe("A BCP 47 tag."),
  label: z.string().describe("The language's name in itself (`Deutsch`, `中文`), for the switcher."),
});

export const siteVersionsSchema = z
  .strictObject({
    versions: z
      .array(versionEntrySchema)
      .describe(
        "The versions readers are offered, in the site's order: the unreleased one first, then newest to oldest. An unlisted version is left out unless it is the one asked about.",
      ),
    languages: z.array(languageEntrySchema).describe("The site's languages, the default first."),
    latest: z.string().describe("The version readers get when they name none."),
    defaultLang: z.string().describe("The language readers get when they name none."),
    version: z.string().describe("The version the call was about."),
    lang: z.string().describe("The language the call was about."),
  })
  .describe("The versions and languages of the site, and which of them the call was about.");

export const snippetPartSchema = z
  .strictObject({
    text: z.string(),
    match: z.literal(true).optional().describe("Present on the parts that match the query."),
  })
  .describe("A piece of a search hit's snippet: plain text, marked where it matches.");

export const searchHeadingSchema = z
  .strictObject({
    text: z.string(),
    slug: z.string().describe("The heading's anchor id on the article's page, as `/view?path=<menuCode>#<slug>`."),
  })
  .describe("The section's heading, when the match is below one.");

export const searchHitSchema = z.strictObject({
  menuCode: z.string(),
  articleTitle: z.string(),
  heading: searchHeadingSchema.nullable().describe("The section's heading; null for the top of the article."),
  snippet: z.array(snippetPartSchema).describe("A short passage around the best match, with the matches marked."),
});

export const feedbackAnswerSchema = z
  .strictObject({
    counted: z
      .boolean()
      .describe("True for the reader's first answer about the page today; false when it replaced that answer."),
  })
  .describe("A reader's answer about a page, kept: one a reader, page and day.");

export const countAnswerSchema = z
  .strictObject({ counted: z.literal(true) })
  .describe("Counted, with nothing about the reader.");

export const searchAnswerSchema = z
  .strictObject({
    hits: z
      .array(searchHitSchema)
      .describe("Best first, one per section, at most three per article; several sections of one article may appear."),
    suggestion: z
      .string()
      .optional()
      .describe("With no hits: a near spelling of the keyword that has some, if there is one."),
    terms: z.array(z.string()).describe("The words the query matched in the hits (folded), for highlighting them."),
  })
  .describe("Search results.");

/** The envelope of every successful answer, around the call's own data. */
export function answerEnvelopeSchema<Data extends z.ZodType>(data: Data) {
  return z
    .strictObject({
      code: z.literal(200),
      message: z.string(),
      data,
    })
    .describe("A successful answer: `code` 200 and the call's `data`.");
}

export const apiErrorSchema = z
  .strictObject({
    code: z.int().min(400).max(599).describe("The same number as the HTTP status."),
    message: z.string().describe("What went wrong, in words a reader can act on; names the field of bad input."),
    data: z.null(),
  })
  .describe("An error answer.");

export const healthSchema = z.strictObject({ status: z.literal("ok") }).describe("The process is up.");

export const readySchema = z.strictObject({ status: z.literal("ready") }).describe("The database answers.");

export const notReadySchema = z
  .strictObject({ status: z.literal("unavailable"), reason: z.string() })
  .describe("The database does not answer.");
