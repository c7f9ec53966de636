// Mintlify's `redirects` (`[{ source, destination }]`) read backwards: the old addresses that
// lead to a page, so that links written to them still find it. A redirect may lead to another
// (each is followed), and wildcards (`/beta/:slug*` → `/v2/:slug*`, `/old/article-*` →
// `/new/article-*`) give back the old address of each page the new pattern matches. A wildcard
// source that leads to one fixed page names no address that could be listed, and is passed over.
import type { RedirectRule } from "../declaredRedirects.js";
import type { ContentWarning } from "../model.js";
import { isOtherSiteAddress } from "./mintlifyNavEntries.js";
import { isObject } from "./siteFiles.js";

export interface Redirects {
  /** The addresses given, then every source that leads to one of them. */
  leadingTo(addresses: readonly string[]): string[];
  /** The redirects without wildcards, to be answered as they are written (declaredRedirects.ts). */
  rules: RedirectRule[];
}

/** `:slug*`, `:slug+`, `:slug?`, `:slug`, or a bare `*`. */
const PLACEHOLDER = /:(\w+)([*+?]?)|\*/g;
/** So many old addresses for one page mean a loop of wildcards, not a history. */
const MAX_ADDRESSES = 64;

interface WildcardRedirect {
  destination: RegExp;
  /** The names of the destination's placeholders, in order; bare stars are "*0", "*1"… */
  names: string[];
  source: string;
}

export function readRedirects(value: unknown, file: string, warnings: ContentWarning[]): Redirects {
  const exact = new Map<string, string[]>();
  const wildcards: WildcardRedirect[] = [];
  const rules: RedirectRule[] = [];
  if (value !== undefined && !Array.isArray(value)) {
    warnings.push({
      path: file,
      message: "redirects must be a list of { source, destination }; they are not followed",
    });
  }
  let malformed = 0;
  for (const entry of Array.isArray(value) ? value : []) {
    if (!isObject(entry) || typeof entry.source !== "string" || typeof entry.destination !== "string") {
      malformed += 1;
      continue;
    }
    // Another site's address may hold a port (`:8080`), which is no placeholder.
    if (
      !hasPlaceholder(entry.source) &&
      (isOtherSiteAddress(entry.destination) || !hasPlaceholder(entry.destination))
    ) {
      const rule = `${entry.source} → ${entry.destination}`;
      rules.push({ from: [entry.source], to: entry.destination, file, rule });
    }
    const source = normalAddress(entry.source);
    const destination = normalAddress(entry.destination);
    if (source === undefined || destination === undefined) continue;
    const pattern = patternOf(destination);
    if (pattern) wildcards.push({ ...pattern, source });
    else if (!hasPlaceholder(source)) exact.set(destination, [...(exact.get(destination) ?? []), source]);
  }
  if (malformed > 0) {
    warnings.push({
      path: file,
      message: `${malformed} redirect(s) without a source and a destination are not followed`,
    });
  }

  return {
    rules,
    leadingTo(addresses) {
      const found = new Set(addresses);
      const pending = [...found];
      const add = (address: string | undefined) => {
        if (address === undefined || found.has(address) || found.size >= MAX_ADDRESSES) return;
        found.add(address);
        pending.push(address);
      };
      for (let address = pending.shift(); address !== undefined; address = pending.shift()) {
        for (const source of exact.get(address) ?? []) add(source);
        for (const wildcard of wildcards) {
          const match = wildcard.destination.exec(address);
          if (match) add(filled(wildcard.source, wildcard.names, match.slice(1)));
        }
      }
      return [...found];
    },
  };
}

/** A path of this site without its anchor, query and final slash; undefined for another site's. */
function normalAddress(address: string): string | undefined {
  if (isOtherSiteAddress(address)) return undefined;
  const path = `/${address.split(/[?#]/)[0]!.replace(/^\/+/, "")}`;
  return path === "/" ? path : path.replace(/\/+$/, "");
}

function hasPlaceholder(address: string): boolean {
  return new RegExp(PLACEHOLDER.source).test(address);
}

function patternOf(address: string): { destination: RegExp; names: string[] } | undefined {
  const names: string[] = [];
  let stars = 0;
  let pattern = "";
  let last = 0;
  for (const match of address.matchAll(PLACEHOLDER)) {
    pattern += escapeRegExp(address.slice(last, match.index));
    last = match.index + match[0].length;
    const [, name, modifier] = match;
    names.push(name ?? `*${stars++}`);
    if (name === undefined || modifier === "*") pattern += "(.*)";
    else if (modifier === "+") pattern += "(.+)";
    else if (modifier === "?") pattern += "([^/]*)";
    else pattern += "([^/]+)";
  }
  if (names.length === 0) return undefined;
  pattern += escapeRegExp(address.slice(last));
  return { destination: new RegExp(`^${pattern}$`), names };
}

/** The source with the destination's captured values in its placeholders; undefined when it has one the destination lacks. */
function filled(source: string, names: readonly string[], values: readonly (string | undefined)[]): string | undefined {
  let stars = 0;
  let missing = false;
  const address = source.replace(PLACEHOLDER, (_, name: string | undefined) => {
    const index = names.indexOf(name ?? `*${stars++}`);
    if (index < 0) missing = true;
    return values[index] ?? "";
  });
  return missing ? undefined : normalAddress(address.replace(/\/{2,}/g, "/"));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
