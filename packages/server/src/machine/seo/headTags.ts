// What search engines and link previews read in the head of a first page: the canonical address,
// the description, OpenGraph and Twitter tags with the page's card image, and JSON-LD
// (schema.org's TechArticle and BreadcrumbList for a page, WebSite for the home page).
//
// A page that is not for everyone (opened by a share link, hidden or restricted, or of a version
// left out of the switcher) is marked noindex, and a private one names no card: a card's address
// would tell of the page to whoever sees the preview.
import type { PageRenderRequest } from "@rxdocs/contract";
import type { Catalog } from "../../catalog/catalog.js";
import { escapeHtml, jsonForScript } from "../../prerender/entryDocument.js";
import type { FirstPage } from "../../prerender/firstPage.js";
import { DEFAULT_SITE } from "../../presenters/site.js";
import { pageAddress } from "../pageAddress.js";
import { cardAddress } from "./cardAddress.js";
import { isPublicPage, pageFacts, type PageFacts } from "./indexing.js";
import { pageSummary } from "./pageSummary.js";

type HeadPage = Pick<FirstPage, "catalog" | "menuCode" | "isPrivate" | "noindex">;

interface PageHead extends PageFacts {
  /** Opened by a share link: for its reader alone. */
  private: boolean;
  canonical: string;
  description: string | undefined;
  lang: string;
  card: string | undefined;
}

/** The head tags of a first page, or none when its article has gone meanwhile. */
export function seoHeadTags(page: HeadPage, data: PageRenderRequest | undefined, origin: string): string {
  if (!data) return "";
  const { catalog, menuCode } = page;
  const article = menuCode === null ? undefined : data.article;
  // A page a share link opened may sit under menus its link does not show (a hidden folder on the
  // way to a restricted page): its head names no menu but the page itself.
  const { section, ...facts } = pageFacts(catalog, menuCode);
  const head: PageHead = {
    ...facts,
    ...(section !== undefined && !page.isPrivate && { section }),
    private: page.isPrivate,
    canonical: canonicalAddress(catalog, origin, menuCode),
    description: article
      ? pageSummary(catalog.articles.get(menuCode!)?.description, article.articleMd)
      : homeSummary(catalog),
    lang: catalog.slot.lang,
    card: !page.isPrivate && isPublicPage(catalog, menuCode) ? cardAddress(catalog, origin, menuCode) : undefined,
  };
  const tags = [
    page.noindex ? meta("name", "robots", "noindex") : "",
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    head.description ? meta("name", "description", head.description) : "",
    ...openGraph(head, article),
    ...twitter(head),
    jsonLd(article ? articleData(head, catalog, origin, menuCode!, article) : webSiteData(head, catalog, origin)),
  ];
  return tags.join("");
}

/** The page's address; a page the language lacks is the default language's page, shown in its stead. */
function canonicalAddress(catalog: Catalog, origin: string, menuCode: string | null): string {
  const untranslated = menuCode !== null && catalog.menus.get(menuCode)?.untranslated === true;
  const defaultLang = catalog.settings.lang ?? DEFAULT_SITE.lang;
  return pageAddress(catalog, origin, menuCode, untranslated ? { lang: defaultLang } : {});
}

function homeSummary(catalog: Catalog): string | undefined {
  const written = catalog.home?.frontMatter.description;
  const description = typeof written === "string" ? written : catalog.settings.description;
  return pageSummary(description, catalog.home?.articleMd ?? "");
}

type ArticleData = NonNullable<PageRenderRequest["article"]>;

function openGraph(head: PageHead, article: ArticleData | undefined): string[] {
  return [
    meta("property", "og:type", article ? "article" : "website"),
    meta("property", "og:title", head.title),
    head.description ? meta("property", "og:description", head.description) : "",
    meta("property", "og:url", head.canonical),
    meta("property", "og:site_name", head.siteTitle),
    // OpenGraph writes a locale with an underscore: en_US.
    meta("property", "og:locale", head.lang.replaceAll("-", "_")),
    ...(head.card
      ? [
          meta("property", "og:image", head.card),
          meta("property", "og:image:type", "image/png"),
          meta("property", "og:image:width", "1200"),
          meta("property", "og:image:height", "630"),
          meta("property", "og:image:alt", head.title),
        ]
      : []),
    ...(article
      ? [
          meta("property", "article:published_time", article.createdAt),
          meta("property", "article:modified_time", article.updatedAt),
          head.section ? meta("property", "article:section", head.section) : "",
        ]
      : []),
  ];
}

function twitter(head: PageHead): string[] {
  return [
    meta("name", "twitter:card", head.card ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", head.title),
    head.description ? meta("name", "twitter:description", head.description) : "",
    head.card ? meta("name", "twitter:image", head.card) : "",
  ];
}

function articleData(head: PageHead, catalog: Catalog, origin: string, menuCode: string, article: ArticleData) {
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "TechArticle",
        headline: head.title,
        ...(head.description && { description: head.description }),
        datePublished: article.createdAt,
        dateModified: article.updatedAt,
        inLanguage: head.lang,
        url: head.canonical,
        mainEntityOfPage: head.canonical,
        ...(head.card && { image: head.card }),
        isPartOf: { "@type": "WebSite", name: head.siteTitle, url: pageAddress(catalog, origin, null) },
      },
      ...(head.private ? [] : [breadcrumbData(head, catalog, origin, menuCode)]),
    ],
  };
}

/**
 * The way from the home page to the page through its menus. A folder without a page of its own
 * has no address to give; the page itself is the canonical address.
 */
function breadcrumbData(head: PageHead, catalog: Catalog, origin: string, menuCode: string) {
  const path = catalog.menus.get(menuCode)?.path ?? [menuCode];
  const steps = path.map((code) => {
    const item =
      code === menuCode ? head.canonical : isPublicPage(catalog, code) ? pageAddress(catalog, origin, code) : undefined;
    const name = code === menuCode ? head.title : (catalog.menus.get(code)?.menuName ?? code);
    return { name, ...(item && { item }) };
  });
  const items = [{ name: head.siteTitle, item: pageAddress(catalog, origin, null) }, ...steps];
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map((step, index) => ({ "@type": "ListItem", position: index + 1, ...step })),
  };
}

function webSiteData(head: PageHead, catalog: Catalog, origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: head.siteTitle,
    ...(head.description && { description: head.description }),
    url: pageAddress(catalog, origin, null),
    inLanguage: head.lang,
    ...(head.card && { image: head.card }),
  };
}

function meta(attribute: "name" | "property", key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

/** JSON-LD is a data block browsers never run; `<` is escaped so that no text can end the element. */
function jsonLd(data: unknown): string {
  return `<script type="application/ld+json">${jsonForScript(data)}</script>`;
}
