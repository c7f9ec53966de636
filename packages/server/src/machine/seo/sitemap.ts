// The sitemap (sitemaps.org protocol 0.9): every public page of every listed version in every
// language, with its last change and its `hreflang` alternates, the same page in the version's
// other languages (Google's way of offering each reader their own). It is for search engines, so
// it is built from a request without secrets whatever the request sent.
//
// The protocol allows 50,000 addresses and 50 MB to a file; a larger site's /sitemap.xml is an
// index of parts, /sitemap-1.xml, /sitemap-2.xml, …
import type { FastifyRequest } from "fastify";
import type { ReaderAccess } from "../../access/readerAccess.js";
import type { Catalog } from "../../catalog/catalog.js";
import { DEFAULT_SITE } from "../../presenters/site.js";
import { pageAddress } from "../pageAddress.js";

export const SITEMAP_MAX_ADDRESSES = 50_000;
/** Below the protocol's 50 MB, leaving room for the document's own start and end. */
const SITEMAP_MAX_BYTES = 50 * 1024 * 1024 - 1024;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
  alternates: { hreflang: string; href: string }[];
}

/** The public pages of the site, the home page of each version and language first. */
export async function sitemapEntries(
  reader: ReaderAccess,
  request: FastifyRequest,
  origin: string,
): Promise<SitemapEntry[]> {
  const { catalog: site } = await reader.view(request, {}, {});
  const defaultLang = site.settings.lang ?? DEFAULT_SITE.lang;
  const entries: SitemapEntry[] = [];
  for (const version of site.versions.filter((row) => Number(row.listed) === 1)) {
    const langs = site.slots.filter((slot) => slot.version === version.name).map((slot) => slot.lang);
    const catalogs = new Map<string, Catalog>();
    for (const lang of langs)
      catalogs.set(lang, (await reader.view(request, {}, { version: version.name, lang })).catalog);
    const pagesByLang = new Map([...catalogs].map(([lang, catalog]) => [lang, ownPublicPages(catalog)]));
    for (const [lang, catalog] of catalogs) {
      for (const menuCode of pagesByLang.get(lang)!) {
        const langsOfPage = langs.filter((other) => pagesByLang.get(other)!.has(menuCode));
        const address = (other: string) => pageAddress(catalog, origin, menuCode, { lang: other });
        const alternates =
          langsOfPage.length < 2
            ? []
            : [
                ...langsOfPage.map((other) => ({ hreflang: other, href: address(other) })),
                ...(langsOfPage.includes(defaultLang) ? [{ hreflang: "x-default", href: address(defaultLang) }] : []),
              ];
        const updatedAt = menuCode === null ? undefined : catalog.articles.get(menuCode)?.updated_at;
        entries.push({ loc: address(lang), ...(updatedAt && { lastmod: w3cDatetime(updatedAt) }), alternates });
      }
    }
  }
  return entries;
}

/**
 * The home page (null) and the pages anyone may read that the catalog's language has of its
 * own, in menu order: a page it lacks shows the default language's, which is listed there.
 */
function ownPublicPages(catalog: Catalog): Set<string | null> {
  const codes = [...catalog.visible({}).articles].filter((code) => catalog.menus.get(code)?.untranslated !== true);
  return new Set([null, ...codes]);
}

/** A timestamp as W3C Datetime, to the second. */
function w3cDatetime(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/**
 * The documents of the sitemap: the first is /sitemap.xml, either every address or, past the
 * limits, the index of the parts that follow it (/sitemap-1.xml is the second document).
 */
export function sitemapDocuments(entries: readonly SitemapEntry[], origin: string, maxAddresses: number): string[] {
  const parts: string[][] = [[]];
  let bytes = 0;
  for (const element of entries.map(urlElement)) {
    const size = Buffer.byteLength(element);
    if (parts.at(-1)!.length >= maxAddresses || bytes + size > SITEMAP_MAX_BYTES) {
      parts.push([]);
      bytes = 0;
    }
    parts.at(-1)!.push(element);
    bytes += size;
  }
  const urlsets = parts.map(
    (part) => `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${part.join("")}</urlset>\n`,
  );
  if (urlsets.length === 1) return urlsets;
  const index = urlsets.map((_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>\n`);
  return [`${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${index.join("")}</sitemapindex>\n`, ...urlsets];
}

function urlElement(entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : "";
  const links = entry.alternates.map(
    ({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
  );
  return `<url><loc>${escapeXml(entry.loc)}</loc>${lastmod}${links.join("")}</url>\n`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
