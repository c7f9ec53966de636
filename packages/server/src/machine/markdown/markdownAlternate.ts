// A page's Markdown is an alternate of it: every /view answer names its address (a `Link` header
// and a `<link>` in the head), and a reader that prefers Markdown to HTML gets it from /view
// itself, as content negotiation has it (RFC 9110 §12).
import { SHARE_QUERY, SLOT_QUERY } from "@rxdocs/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import Negotiator from "negotiator";
import { escapeHtml } from "../../prerender/entryDocument.js";
import { originOf } from "../machineAccess.js";
import { type AddressCatalog, pageAddress } from "../pageAddress.js";

export const MARKDOWN_TYPE = "text/markdown";
const HTML_TYPE = "text/html";

/** The Markdown address of the page a /view request names, as it names it; undefined for no page. */
export function requestedMarkdownAddress(request: FastifyRequest): string | undefined {
  const url = new URL(request.url, "http://rxdocs.invalid");
  const menuCode = url.searchParams.get(SHARE_QUERY.path);
  if (url.pathname !== "/view" || !menuCode) return undefined;
  // Its secrets stay out: the address is written into pages and headers that may be kept.
  const query = new URLSearchParams({ [SHARE_QUERY.path]: menuCode });
  for (const name of [SLOT_QUERY.version, SLOT_QUERY.lang]) {
    const value = url.searchParams.get(name);
    if (value) query.set(name, value);
  }
  return `${originOf(request)}/view.md?${query}`;
}

/** The page's own Markdown address, as every channel writes it; undefined for the home page. */
export function pageMarkdownAddress(catalog: AddressCatalog, origin: string, menuCode: string | null) {
  return menuCode ? pageAddress(catalog, origin, menuCode, { markdown: true }) : undefined;
}

/** The head's `<link>` to a Markdown address, or nothing without one. */
export function markdownLinkTag(address: string | undefined): string {
  return address ? `<link rel="alternate" type="${MARKDOWN_TYPE}" href="${escapeHtml(address)}">` : "";
}

export function markdownLinkHeader(address: string): string {
  return `<${address}>; rel="alternate"; type="${MARKDOWN_TYPE}"`;
}

/**
 * Whether an Accept header prefers Markdown to HTML, as content negotiation weighs them (by
 * weight, then specificity, then order). Browsers never name Markdown, so they keep getting HTML.
 */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  return new Negotiator({ headers: { accept } }).mediaType([HTML_TYPE, MARKDOWN_TYPE]) === MARKDOWN_TYPE;
}

/** Adds names to the Vary header, keeping those already there. */
export function appendVary(reply: FastifyReply, names: readonly string[]): void {
  const current = String(reply.getHeader("vary") ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const known = new Set(current.map((name) => name.toLowerCase()));
  const added = names.filter((name) => !known.has(name.toLowerCase()));
  if (added.length > 0) reply.header("vary", [...current, ...added].join(", "));
}
