// The three formats a feed is offered in, their addresses and types, and the tags that let
// browsers and feed readers find them from a page of the site.
import type { Catalog } from "../../catalog/catalog.js";
import { escapeHtml } from "../../prerender/entryDocument.js";
import { DEFAULT_SITE } from "../../presenters/site.js";
import { type AddressCatalog, pageAddress } from "../pageAddress.js";

export const FEED_FORMATS = {
  rss: { path: "/feed.xml", type: "application/rss+xml", label: "RSS" },
  atom: { path: "/atom.xml", type: "application/atom+xml", label: "Atom" },
  json: { path: "/feed.json", type: "application/feed+json", label: "JSON Feed" },
} as const;

export type FeedFormat = keyof typeof FEED_FORMATS;

/** The query parameter that limits a feed to a section's pages. */
export const SECTION_QUERY = "section";

/** A feed's address, naming its version and language only where they are not the defaults, as pages do. */
export function feedAddress(catalog: AddressCatalog, origin: string, format: FeedFormat, section?: string): string {
  const url = new URL(pageAddress(catalog, origin, null));
  const query = new URLSearchParams(section ? { [SECTION_QUERY]: section } : {});
  for (const [name, value] of url.searchParams) query.append(name, value);
  url.pathname = FEED_FORMATS[format].path;
  url.search = query.toString();
  return url.href;
}

/**
 * The `<link rel="alternate">` tags of the site's feeds, for the head of its public pages (a
 * page a share link opened must not point to the public feed as if it were its own), or nothing
 * when the site turned its feeds off.
 */
export function feedLinkTags(catalog: Pick<Catalog, "slot" | "versions" | "settings">, origin: string): string {
  if (catalog.settings.feed === false) return "";
  const title = catalog.settings.title ?? DEFAULT_SITE.title;
  return (Object.keys(FEED_FORMATS) as FeedFormat[])
    .map((format) => {
      const { type, label } = FEED_FORMATS[format];
      const href = feedAddress(catalog, origin, format);
      return `<link rel="alternate" type="${type}" title="${escapeHtml(`${title} (${label})`)}" href="${escapeHtml(href)}">`;
    })
    .join("");
}
