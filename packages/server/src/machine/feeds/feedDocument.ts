// Writes a feed in one of its formats with the `feed` package. Each format reads the same fields
// its own way, so each gets them in the form it expects: Atom and RSS take summaries and Atom
// titles as HTML (escaped here, so that a `<` in a title stays a character), JSON Feed takes
// plain text, and is brought from the package's version 1 to 1.1.
import { Feed, type Item } from "feed";
import { escapeHtml } from "../../prerender/entryDocument.js";
import type { FeedEntry } from "./feedEntries.js";
import type { FeedFormat } from "./feedFormats.js";

export interface FeedHead {
  title: string;
  description: string;
  /** The site's home page. */
  home: string;
  /** The feed's own address, which is also its id. */
  self: string;
  lang: string;
}

const JSON_FEED_VERSION = "https://jsonfeed.org/version/1.1";
const GENERATOR = "rxdocs";
/** Characters XML 1.0 does not allow, even escaped; a page's text may hold them. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function renderFeed(format: FeedFormat, head: FeedHead, entries: readonly FeedEntry[]): string {
  const feed = new Feed({
    title: head.title,
    description: head.description,
    id: head.self,
    link: head.home,
    feed: head.self,
    feedLinks: { [format]: head.self },
    language: head.lang,
    // Atom asks for an author of the feed when its entries name none; the site stands for its pages.
    author: { name: head.title },
    // The newest page's date keeps the bytes, and so the ETag, the same until a page changes.
    updated: entries[0]?.updated ?? new Date(),
    generator: GENERATOR,
  });
  for (const entry of entries) feed.addItem(itemOf(format, entry));
  if (format === "rss") return feed.rss2().replace(NOT_XML, "");
  if (format === "atom") return feed.atom1().replace(NOT_XML, "");
  return jsonFeed(feed.json1(), head, entries);
}

function itemOf(format: FeedFormat, entry: FeedEntry): Item {
  const asHtml = format !== "json";
  return {
    title: format === "atom" ? escapeHtml(entry.title) : entry.title,
    id: entry.link,
    link: entry.link,
    date: entry.updated,
    published: entry.published,
    description: asHtml ? escapeHtml(entry.summary) : entry.summary,
    ...(entry.html !== undefined && { content: entry.html }),
  };
}

interface JsonFeedItem {
  content_html?: string;
  content_text?: string;
  summary?: string;
  [field: string]: unknown;
}

/** The package's JSON Feed 1 as 1.1: `authors` for `author`, the language, and text kept as text. */
function jsonFeed(written: string, head: FeedHead, entries: readonly FeedEntry[]): string {
  const {
    version: _version,
    author,
    items,
    ...top
  } = JSON.parse(written) as {
    version: string;
    author?: unknown;
    items: JsonFeedItem[];
  };
  return JSON.stringify({
    version: JSON_FEED_VERSION,
    ...top,
    language: head.lang,
    ...(author !== undefined && { authors: [author] }),
    items: items.map((item, index) => {
      const entry = entries[index]!;
      if (entry.html !== undefined) return item;
      const { content_html: _html, ...rest } = item;
      return { ...rest, content_text: entry.summary, ...(entry.summary && { summary: entry.summary }) };
    }),
  });
}
