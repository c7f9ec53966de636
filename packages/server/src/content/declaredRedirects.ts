// The old addresses a folder declares for its pages, read as data: a page's front matter
// `redirect_from` (Jekyll, Docusaurus sites) or `aliases` (Hugo, MkDocs plugins), and the rules
// a tool's configuration writes for the whole site (ContentSlot.redirects: MkDocs' redirects
// plugin, Mintlify's `redirects`, Docusaurus' client redirects). A rule's destination is found
// as a link between pages is (pageIndex.ts); one of another site is kept only as an absolute
// http(s) address, which is sent on without the reader's query, where share-link secrets travel.
import { posix } from "node:path";
import { MAX_SOURCE_LENGTH, redirectPathKey } from "../storage/redirects.js";
import { localTarget } from "./linkResolution.js";
import type { ContentWarning, FolderContent } from "./model.js";
import { PageIndex } from "./pageIndex.js";

/** A rule of a tool's configuration: old addresses, and where they lead as the tool writes it. */
export interface RedirectRule {
  /** Old addresses of the site, from its root ("/docs/old-page", "/old/"). */
  from: readonly string[];
  /** A page's file from the slot's folder ("new.md"), an address on the tool's site ("/docs/new"), or another site's. */
  to: string;
  /** The file it is written in, from the site's root, and the rule as it reads there: what a warning names. */
  file: string;
  rule: string;
}

export type RedirectTarget = { menuCode: string; anchor?: string } | { url: string };

/** An old address (redirectPathKey's form) and where it leads. */
export interface DeclaredRedirect {
  from: string;
  to: RedirectTarget;
}

/**
 * What is wrong with a site-wide rule in one slot: every slot reads the site's rules, and a rule
 * that leads to no page of one slot is worth a warning only when it leads to none of any (see
 * unresolvedRedirects).
 */
export interface RedirectMiss {
  key: string;
  warning: ContentWarning;
}

export interface DeclaredRedirects {
  redirects: DeclaredRedirect[];
  misses: RedirectMiss[];
}

export interface RedirectReading {
  /** The folder's absolute path. */
  root: string;
  /** The addresses pages had on their tool's site, by file (readFolder's). */
  addresses?: ReadonlyMap<string, readonly string[]>;
  rules?: readonly RedirectRule[];
  /** A page's front matter as written, by file. */
  frontMatterOf(file: string): Readonly<Record<string, unknown>> | undefined;
}

const FRONT_MATTER_KEYS = ["redirect_from", "aliases"];
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const WEB_ADDRESS = /^https?:\/\//i;
/** So many rules leading one to the next are a loop. */
const MAX_HOPS = 16;

/** Sets `content.redirects` from the pages' front matter and the site's rules, when they declare any. */
export function collectRedirects(content: FolderContent, reading: RedirectReading): void {
  const found = new Map<string, DeclaredRedirect>();
  /** Adds the redirect; answers what is wrong with an address that cannot be one. */
  const add = (address: string, to: RedirectTarget, said: string): string | undefined => {
    const from = redirectPathKey(address);
    if (from === undefined) return `${said} names the site's root, which is the home page; it is left out`;
    if (from.length > MAX_SOURCE_LENGTH)
      return `${said} is longer than ${MAX_SOURCE_LENGTH} characters; it is left out`;
    if (!found.has(from)) found.set(from, { from, to });
    return undefined;
  };

  const pages = [
    ...content.articles.flatMap((article) =>
      article.sourceFile ? [{ file: article.sourceFile, code: article.menuCode }] : [],
    ),
    ...(content.site.home ? [{ file: content.site.home.sourceFile, code: "" }] : []),
  ];
  for (const { file, code } of pages) {
    const data = reading.frontMatterOf(file);
    for (const key of FRONT_MATTER_KEYS) {
      for (const address of frontMatterAddresses(data?.[key], key, file, content.warnings)) {
        const problem = add(fromPage(address, file, reading.addresses), { menuCode: code }, `${key}: ${address}`);
        if (problem) content.warnings.push({ path: file, message: problem });
      }
    }
  }

  const misses = (reading.rules ?? []).length > 0 ? followRules(content, reading, add) : [];
  if (found.size + misses.length > 0) content.redirects = { redirects: [...found.values()], misses };
}

/** Adds where each of the site's rules leads in this slot's pages; answers what is wrong with the others. */
function followRules(
  content: FolderContent,
  reading: RedirectReading,
  add: (address: string, to: RedirectTarget, said: string) => string | undefined,
): RedirectMiss[] {
  const rules = reading.rules ?? [];
  const misses: RedirectMiss[] = [];
  const index = new PageIndex(content, reading.root, reading.addresses);
  const byFrom = new Map(rules.flatMap((rule) => rule.from.map((from) => [redirectPathKey(from), rule] as const)));
  for (const rule of rules) {
    const miss = (message: string) =>
      misses.push({ key: `${rule.file}\u0000${message}`, warning: { path: rule.file, message } });
    const to = ruleTarget(rule, index, byFrom);
    if ("problem" in to) {
      miss(`the redirect ${rule.rule} ${to.problem}; it is left out`);
      continue;
    }
    for (const from of rule.from) {
      const problem = add(from, to, `the redirect ${rule.rule}`);
      if (problem) miss(problem);
    }
  }
  return misses;
}

/**
 * The misses every slot had, once each: the rules that lead to no page of any slot imported.
 * `slots` is how many slots read the rules.
 */
export function unresolvedRedirects(misses: readonly RedirectMiss[], slots: number): ContentWarning[] {
  const counts = new Map<string, { warning: ContentWarning; count: number }>();
  for (const { key, warning } of misses) {
    const seen = counts.get(key) ?? { warning, count: 0 };
    counts.set(key, { ...seen, count: seen.count + 1 });
  }
  return [...counts.values()].filter(({ count }) => count >= slots).map(({ warning }) => warning);
}

/** The addresses a front matter key lists: one address or a list of them. */
function frontMatterAddresses(value: unknown, key: string, file: string, warnings: ContentWarning[]): string[] {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  const addresses: string[] = [];
  for (const item of list) {
    if (typeof item !== "string" || item.trim() === "") {
      warnings.push({
        path: file,
        message: `${key} must list the page's old addresses, such as /guide/old-name; ${JSON.stringify(item)} is left out`,
      });
    } else if (HAS_SCHEME.test(item) || item.startsWith("//")) {
      warnings.push({
        path: file,
        message: `${key}: ${item} is another site's address, which rxdocs does not serve; it is left out`,
      });
    } else {
      addresses.push(item.trim());
    }
  }
  return addresses;
}

/** An address from the site's root, or read from the page's own address (its file's folder without one), as Hugo reads an alias. */
function fromPage(address: string, file: string, addresses: RedirectReading["addresses"]): string {
  if (address.startsWith("/")) return address;
  const own = addresses?.get(file)?.[0];
  const base = own === undefined ? `/${posix.dirname(file)}/` : own.endsWith("/") ? own : posix.dirname(own);
  return posix.join(base, address);
}

/** Where a rule leads: a page (following the site's other rules) or another site's http(s) address; else why not. */
function ruleTarget(
  rule: RedirectRule,
  index: PageIndex,
  byFrom: ReadonlyMap<string | undefined, RedirectRule>,
): RedirectTarget | { problem: string } {
  let to = rule.to.trim();
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    if (WEB_ADDRESS.test(to)) return webAddress(to);
    if (HAS_SCHEME.test(to) || to.startsWith("//")) return { problem: "leads to an address that is not http(s)" };
    const target = localTarget(to, "");
    const menuCode = target && index.findCode(target, "");
    if (target && menuCode !== undefined) {
      const anchor = target.anchor.slice(1);
      return anchor === "" ? { menuCode } : { menuCode, anchor };
    }
    const next = byFrom.get(redirectPathKey(to));
    if (next === undefined || next === rule) break;
    to = next.to.trim();
  }
  return { problem: "leads to no page of the site" };
}

/** Another site's address, as URL writes it; one carrying a user name or password is refused. */
function webAddress(address: string): RedirectTarget | { problem: string } {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { problem: "leads to an address that cannot be read" };
  }
  if (url.username || url.password) return { problem: "leads to an address with a user name or password" };
  return { url: url.href };
}
