// The OpenAPI 3.1 document of the API, generated from the contract's schemas by zod's own JSON
// Schema conversion (draft 2020-12, the dialect OpenAPI 3.1 uses). Only the prose of each call
// and answer is written here; every schema comes from the zod schemas the server validates with
// and the types both sides compile against, so the document cannot drift from them.
import { z } from "zod";
import { API_CALLS, type ApiCall } from "./apiCalls.js";
import {
  ACCESS_HEADERS,
  API_BASE_PATH,
  FILES_BASE_PATH,
  INVALID_ACCESS_LINK_MESSAGE,
  MAX_BODY_BYTES,
  NOT_FOUND_MESSAGE,
  SLOT_HEADERS,
} from "./constants.js";
import { componentSchemas, describedSchema, type Json, namedOnce, schemaRef } from "./openapiSchemas.js";
import * as answers from "./responses.js";
import { articleSortSchema, requestHeaderSchemas, visibilitySchema } from "./schemas.js";

/** Where the server serves this document. */
export const OPENAPI_PATH = `${API_BASE_PATH}/openapi.json`;
/** The document changes only with the server; an hour of caching spares clients the asking. */
export const OPENAPI_CACHE_CONTROL = "public, max-age=3600";

const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Named answer schemas: each is a component, referenced wherever it is used. */
const ANSWER_COMPONENTS: Record<string, z.ZodType> = {
  MenuEntry: answers.menuEntrySchema,
  MenuType: answers.menuTypeSchema,
  MenuBadge: answers.menuBadgeSchema,
  Visibility: visibilitySchema,
  Article: answers.articleSchema,
  ArticleStatus: answers.articleStatusSchema,
  ArticleListRow: answers.articleListRowSchema,
  ArticlePage: answers.articlePageSchema,
  RenderedArticle: answers.renderedArticleSchema,
  OutlineHeading: answers.outlineHeadingSchema,
  RenderedTab: answers.renderedTabSchema,
  RenderFeatures: answers.renderFeaturesSchema,
  SiteInfo: answers.siteInfoSchema,
  TopNavLink: answers.topNavLinkSchema,
  HomePage: answers.homePageSchema,
  HomeHero: answers.homeHeroSchema,
  HomeAction: answers.homeActionSchema,
  HomeFeature: answers.homeFeatureSchema,
  SiteVersions: answers.siteVersionsSchema,
  VersionEntry: answers.versionEntrySchema,
  LanguageEntry: answers.languageEntrySchema,
  SearchAnswer: answers.searchAnswerSchema,
  FeedbackAnswer: answers.feedbackAnswerSchema,
  CountAnswer: answers.countAnswerSchema,
  SearchHit: answers.searchHitSchema,
  SearchHeading: answers.searchHeadingSchema,
  SnippetPart: answers.snippetPartSchema,
  ApiError: answers.apiErrorSchema,
  Health: answers.healthSchema,
  Ready: answers.readySchema,
  NotReady: answers.notReadySchema,
};

/** What GET OPENAPI_PATH answers; only its frame is checked, the rest is this document. */
const openApiDocumentSchema = z
  .looseObject({ openapi: z.string(), info: z.looseObject({ title: z.string(), version: z.string() }) })
  .describe("This document: OpenAPI 3.1.");

const headerParameter = (name: string, schema: z.ZodType) => ({ name, in: "header", ...describedSchema(schema) });

const ifNoneMatch = headerParameter(
  "if-none-match",
  z.string().describe("The ETag of an answer kept from before: while it still holds, the answer is 304 with no body."),
);

/** The headers every API call and file request may carry: share-link secrets, version and language. */
const accessParameters = [ACCESS_HEADERS.hash, ACCESS_HEADERS.viewPathCode].map((name) =>
  headerParameter(name, requestHeaderSchemas[name]),
);
const slotParameters = [SLOT_HEADERS.version, SLOT_HEADERS.lang].map((name) =>
  headerParameter(name, requestHeaderSchemas[name]),
);

const header = (schema: z.ZodType) => describedSchema(schema);
const etagHeader = {
  etag: header(z.string().describe("A tag of the answer's bytes, to send back as If-None-Match.")),
};
const retryAfterHeader = (description: string) => ({
  "retry-after": header(z.string().regex(/^\d+$/).describe(description)),
});
const cacheControlHeader = (value: string) => ({
  "cache-control": header(z.literal(value).describe("How long the answer may be kept.")),
});

const jsonContent = (schema: Json) => ({ "application/json": { schema } });
const errorAnswer = (description: string, headers?: Json) => ({
  description,
  ...(headers ? { headers } : {}),
  content: jsonContent(schemaRef("ApiError")),
});

const notModified = {
  description: "Not modified: the answer named by If-None-Match still holds.",
  headers: etagHeader,
};

const malformedSlot = `a malformed version name or language tag in ${SLOT_HEADERS.version} or ${SLOT_HEADERS.lang}`;
const unknownSlot = "the site has no such version (`This site has no version 9.x`) or no pages in that language";

/** The errors of every request that reads content: they come from its input and its secrets. */
function readerErrors(badRequest: string, notFound: string): Json {
  return {
    "400": errorAnswer(`Bad request: ${badRequest}; the message names the field or header.`),
    "403": errorAnswer(
      `The access key or share code is unknown, expired or revoked: "${INVALID_ACCESS_LINK_MESSAGE}".`,
    ),
    "404": errorAnswer(notFound),
    "429": errorAnswer(
      "Too many invalid access links from this client; wait and try again.",
      retryAfterHeader("Seconds until this client may present access links again."),
    ),
    "500": errorAnswer("The server failed; the request was not completed."),
    "503": errorAnswer(
      "The database cannot be reached right now (PostgreSQL down or restarting); the same request may work shortly.",
      retryAfterHeader("Seconds after which trying again makes sense."),
    ),
  };
}

const answerId = (name: string) => `${capitalized(name)}Response`;

function callOperation(name: string, call: ApiCall): Json {
  return {
    operationId: name,
    tags: [call.path.split("/")[0]],
    summary: call.summary,
    description: call.description,
    parameters: [...accessParameters, ...slotParameters, ...(call.records ? [] : [ifNoneMatch])],
    requestBody: {
      // A call whose fields are all optional may be sent without a body.
      required: !call.body.safeParse({}).success,
      content: jsonContent(schemaRef(`${capitalized(name)}Body`)),
    },
    responses: {
      "200": {
        description: "The answer.",
        ...(!call.records && { headers: etagHeader }),
        content: jsonContent(schemaRef(answerId(name))),
      },
      ...(!call.records && { "304": notModified }),
      ...readerErrors(
        `malformed JSON, a wrong type, an unknown field, out-of-range paging, or ${malformedSlot} or the body`,
        call.notFound
          ? `Not found: ${call.notFound} ("${NOT_FOUND_MESSAGE}"), or ${unknownSlot}.`
          : `Not found: ${unknownSlot}.`,
      ),
      ...(call.records && {
        "429": errorAnswer(
          "Too many invalid access links, or too many of these calls, from this client; wait and try again.",
          retryAfterHeader("Seconds until this client may send again."),
        ),
      }),
      "413": errorAnswer(`The request body is larger than ${MAX_BODY_BYTES} bytes.`),
      "415": errorAnswer("The request body is not JSON (its Content-Type is not application/json)."),
    },
  };
}

const fileOperation = {
  operationId: "getFile",
  tags: ["files"],
  summary: "A file a page links or embeds",
  description:
    "Served when the requester may read a page that uses it, in any version or language, or when it is the logo or on the home page. The access headers (or the HttpOnly cookies API answers set for them) unlock the files of restricted and hidden pages.",
  parameters: [
    {
      name: "name",
      in: "path",
      required: true,
      ...describedSchema(z.string().describe("The SHA-256 of the file's bytes in hex, a dot and its extension.")),
    },
    ...accessParameters,
    ifNoneMatch,
  ],
  responses: {
    "200": {
      description: "The file's bytes, with its type; types a browser shows in place come inline, others as a download.",
      headers: etagHeader,
      content: { "*/*": {} },
    },
    "304": notModified,
    ...readerErrors(
      malformedSlot,
      `Not found: no such file, or the requester may not see it ("${NOT_FOUND_MESSAGE}").`,
    ),
  },
};

const statusOperation = (operationId: string, summary: string, responses: Json) => ({
  operationId,
  tags: ["health"],
  summary,
  responses,
});

const statusAnswer = (description: string, id: string) => ({
  description,
  headers: cacheControlHeader("no-store"),
  content: jsonContent(schemaRef(id)),
});

export interface OpenApiOptions {
  /** The version of the server that answers, as info.version. */
  version: string;
}

/** The OpenAPI 3.1 document of the API: every call, the file route, the health checks and itself. */
export function buildOpenApiDocument({ version }: OpenApiOptions): Json {
  const calls = Object.entries(API_CALLS) as [string, ApiCall][];
  const paths: Json = {};
  for (const [name, call] of calls) paths[`${API_BASE_PATH}/${call.path}`] = { post: callOperation(name, call) };
  paths[`${FILES_BASE_PATH}{name}`] = { get: fileOperation };
  paths["/healthz"] = {
    get: statusOperation("getHealth", "Whether the process is up", { "200": statusAnswer("Up.", "Health") }),
  };
  paths["/readyz"] = {
    get: statusOperation("getReadiness", "Whether the database answers", {
      "200": statusAnswer("Ready.", "Ready"),
      "503": statusAnswer("The database does not answer.", "NotReady"),
    }),
  };
  paths[OPENAPI_PATH] = {
    get: {
      operationId: "getOpenApiDocument",
      tags: ["openapi"],
      summary: "This document",
      parameters: [ifNoneMatch],
      responses: {
        "200": {
          description: "The OpenAPI 3.1 document of the API.",
          headers: { ...etagHeader, ...cacheControlHeader(OPENAPI_CACHE_CONTROL) },
          content: jsonContent(schemaRef("OpenApiDocument")),
        },
        "304": notModified,
      },
    },
  };

  const requests = namedOnce([
    ...calls.map(([name, call]): [string, z.ZodType] => [`${capitalized(name)}Body`, call.body]),
    ["ArticleSort", articleSortSchema],
  ]);
  const responses = namedOnce([
    ...Object.entries(ANSWER_COMPONENTS),
    ...calls.map(([name, call]): [string, z.ZodType] => [answerId(name), answers.answerEnvelopeSchema(call.data)]),
    ["OpenApiDocument", openApiDocumentSchema],
  ]);
  // Requests and answers share one namespace.
  namedOnce([...Object.entries(requests), ...Object.entries(responses)]);
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "rxdocs API",
      version,
      description:
        "The JSON API of an rxdocs site. Every call is a POST with a JSON body; every answer is the envelope `{ code, message, data }`, with `code` the HTTP status. The access headers unlock restricted and hidden pages; the version and language headers (or body fields) choose which version and language a call is about.",
    },
    servers: [{ url: "/" }],
    tags: [
      { name: "menuInfo", description: "The menu tree." },
      { name: "articleInfo", description: "Articles: pages of them, one in full, search." },
      { name: "siteInfo", description: "The site: settings, home page, versions and languages." },
      { name: "files", description: "Files that pages link or embed." },
      { name: "health", description: "For load balancers and monitoring." },
      { name: "openapi", description: "This document." },
    ],
    paths,
    components: {
      schemas: {
        ...componentSchemas(requests, "input"),
        ...componentSchemas(responses, "output"),
      },
    },
  };
}
