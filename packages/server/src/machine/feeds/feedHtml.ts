// A page's full content in a feed: the HTML the reader app renders, with its tab group after it.
// Feed readers show it away from the site, so every address in it is made absolute, links to
// other pages keep the feed's version and language, and the controls that only work inside the
// app (copy buttons, heading anchors) are left out.
import { decodeCharacterReferences, type RenderedArticle, SHARE_QUERY } from "@rxdocs/contract";
import { escapeHtml } from "../../prerender/entryDocument.js";

const APP_CONTROLS = /<button\b[^>]*>[\s\S]*?<\/button>|<a\b[^>]*\bclass="rx-heading-anchor"[^>]*>[\s\S]*?<\/a>/g;
const ADDRESS_ATTRIBUTE = /(\s(?:href|src|poster)=")([^"]*)"/g;
const SRCSET_ATTRIBUTE = /(\ssrcset=")([^"]*)"/g;

export interface ContentAddresses {
  /** The page's own address, which relative addresses and `#anchors` are read against. */
  page: string;
  /** The site's origin. */
  origin: string;
  /** The address of another page, in the feed's version and language. */
  pageAddress: (menuCode: string) => string;
}

export function feedHtml(rendered: RenderedArticle, addresses: ContentAddresses): string {
  const tabs = rendered.tabs.map((tab) => `<section><h3>${escapeHtml(tab.label)}</h3>\n${tab.html}</section>\n`);
  return withAbsoluteAddresses([rendered.html, ...tabs].join("").replace(APP_CONTROLS, ""), addresses);
}

export function withAbsoluteAddresses(html: string, addresses: ContentAddresses): string {
  const absolute = (value: string) => escapeAttribute(absoluteAddress(decodeCharacterReferences(value), addresses));
  return html
    .replace(ADDRESS_ATTRIBUTE, (_, start: string, value: string) => `${start}${absolute(value)}"`)
    .replace(SRCSET_ATTRIBUTE, (_, start: string, value: string) => {
      const candidates = value.split(",").map((candidate) => {
        const [address = "", ...descriptors] = candidate.trim().split(/\s+/);
        return [absolute(address), ...descriptors].join(" ");
      });
      return `${start}${candidates.join(", ")}"`;
    });
}

function absoluteAddress(value: string, addresses: ContentAddresses): string {
  let url: URL;
  try {
    url = new URL(value, addresses.page);
  } catch {
    return value;
  }
  // A link the app writes to another page (`/view?path=…`) opens the latest version in the
  // default language; from a feed of another version or language it should stay in it.
  const menuCode = url.searchParams.get(SHARE_QUERY.path);
  const isPageLink =
    url.origin === addresses.origin &&
    url.pathname === "/view" &&
    [...url.searchParams.keys()].every((key) => key === SHARE_QUERY.path);
  if (isPageLink && menuCode) return `${addresses.pageAddress(menuCode)}${url.hash}`;
  return url.href;
}

function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
}
