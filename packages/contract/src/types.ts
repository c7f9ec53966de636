// Shapes of what the API answers. Field names are the brief's (seed-spec §3). Each is inferred
// from its schema in responses.ts, which also describes the fields and generates the OpenAPI
// document, so the types, the documentation and the checks cannot drift apart.
import type { z } from "zod";
import type {
  apiErrorSchema,
  articleListRowSchema,
  articlePageSchema,
  articleSchema,
  articleStatusSchema,
  homeActionSchema,
  homeFeatureSchema,
  homeHeroSchema,
  homePageSchema,
  languageEntrySchema,
  menuBadgeSchema,
  menuEntrySchema,
  menuTypeSchema,
  outlineHeadingSchema,
  renderedArticleSchema,
  renderedTabSchema,
  renderFeaturesSchema,
  searchAnswerSchema,
  feedbackAnswerSchema,
  searchHeadingSchema,
  searchHitSchema,
  siteInfoSchema,
  siteVersionsSchema,
  snippetPartSchema,
  topNavLinkSchema,
  versionEntrySchema,
} from "./responses.js";
import type { articleTabSchema, visibilitySchema } from "./schemas.js";

export type Visibility = z.output<typeof visibilitySchema>;
/** 1 = directory, 2 = article menu. */
export type MenuType = z.output<typeof menuTypeSchema>;
export type ArticleStatus = z.output<typeof articleStatusSchema>;

/**
 * A menu entry with the visible entries below it. An article menu with a childList is a folder
 * with a page of its own (its index.md): its name opens the page, and its children sit below it.
 */
export type MenuEntry = z.output<typeof menuEntrySchema>;

/** A short word beside a menu's name in the sidebar. */
export type MenuBadge = z.output<typeof menuBadgeSchema>;
/** A link of the top bar, when the site names its own. */
export type TopNavLink = z.output<typeof topNavLinkSchema>;

export type Article = z.output<typeof articleSchema>;
/** A row of a page of the article list: the fields `query.attributes` named. */
export type ArticleListRow = z.output<typeof articleListRowSchema>;

/** An article rendered from its Markdown: sanitized HTML, its outline and its tab group. */
export type RenderedArticle = z.output<typeof renderedArticleSchema>;
/** What a rendered article needs beyond its HTML and the app's own styles. */
export type RenderFeatures = z.output<typeof renderFeaturesSchema>;
export type OutlineHeading = z.output<typeof outlineHeadingSchema>;
export type RenderedTab = z.output<typeof renderedTabSchema>;
/** One tab of an article's tab group, as stored in articleTabContent. */
export type ArticleTab = z.output<typeof articleTabSchema>;

/** The site as a whole: its settings (rxdocs.json) and its home page. */
export type SiteInfo = z.output<typeof siteInfoSchema>;
/** The versions and languages of the site, and which of them a call was about (getVersions). */
export type SiteVersions = z.output<typeof siteVersionsSchema>;
export type VersionEntry = z.output<typeof versionEntrySchema>;
export type LanguageEntry = z.output<typeof languageEntrySchema>;
export type HomePage = z.output<typeof homePageSchema>;
export type HomeHero = z.output<typeof homeHeroSchema>;
export type HomeAction = z.output<typeof homeActionSchema>;
export type HomeFeature = z.output<typeof homeFeatureSchema>;

/**
 * The envelope of every answer. It stays an interface, being generic over its data;
 * answerEnvelopeSchema and apiErrorSchema in responses.ts describe its two forms.
 */
export interface ApiEnvelope<T> {
  code: number;
  message: string;
  data: T;
}

type Assert<T extends true> = T;
type MutuallyAssignable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Compiles only while apiErrorSchema and ApiEnvelope<null> (an error answer) describe the same values. */
export type ErrorEnvelopeMatchesSchema = Assert<MutuallyAssignable<z.output<typeof apiErrorSchema>, ApiEnvelope<null>>>;

/**
 * A page of the article list. Callers that ask for some attributes only name the row they get;
 * the schema's rows have every field optional.
 */
export type ArticlePage<Row = ArticleListRow> = Omit<z.output<typeof articlePageSchema>, "data"> & { data: Row[] };

/** A piece of a search hit's snippet: text, marked where it matches the query. */
export type SnippetPart = z.output<typeof snippetPartSchema>;
/** Where in an article a search matched: the section's heading, if the match is below one. */
export type SearchHeading = z.output<typeof searchHeadingSchema>;
export type SearchHit = z.output<typeof searchHitSchema>;
export type SearchAnswer = z.output<typeof searchAnswerSchema>;
export type FeedbackAnswer = z.output<typeof feedbackAnswerSchema>;
