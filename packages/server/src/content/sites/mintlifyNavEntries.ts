// What Mintlify's two navigation formats (docs.json's and mint.json's) have in common: the
// navigations they describe, how a page and an address are written in them, and the pages
// Mintlify generates from what rxdocs does not read (AsyncAPI, SDKs, webhooks), left out.
import type { ContentWarning } from "../model.js";
import type { NavItem } from "./siteReader.js";

/** One version in one language, its pages named as the configuration writes them: from the site's root, mostly without extension. */
export interface MintlifyNavigation {
  /** The version as written; undefined for a site of one version. */
  version?: string;
  /** The language code as written (`en`, `cn`); undefined for a site of one language. */
  lang?: string;
  items: NavItem[];
  /** Every page it names, the unlisted pages of hidden groups and tabs too. */
  pages: string[];
  /** The file it was read from, relative to the root. */
  source: string;
}

export interface MintlifyNavigations {
  /** The default version in the default language first. */
  navigations: MintlifyNavigation[];
  /** In the order the configuration first names them, which is Mintlify's switcher's. */
  versions: string[];
  defaultVersion?: string;
  languages: string[];
  defaultLang?: string;
  /** The files that name the versions and the languages, and every file the navigation was read from. */
  sources: { versions: string[]; languages: string[]; navigation: string[] };
  /** The OpenAPI files the configuration names, relative to the root. */
  apiSpecs?: string[];
  warnings: ContentWarning[];
}

/** "GET /users", "openapi.json POST /users", "webhook order-created": an endpoint's page. */
const ENDPOINT = /(^|\s)((get|post|put|patch|delete|head|options|trace)\s+\/|webhook\s+\S)/i;
const HAS_SCHEME = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/** Whether a page entry is an endpoint of an API specification, whose page Mintlify generates. */
export function isEndpoint(entry: string): boolean {
  return ENDPOINT.test(entry);
}

/** Whether an address is another site's (it has a scheme, or a host). */
export function isOtherSiteAddress(address: string): boolean {
  return HAS_SCHEME.test(address);
}

/** What Mintlify generates from specifications, left out: one warning per file, naming an example. */
export class GeneratedPages {
  private readonly byFile = new Map<string, { kinds: Set<string>; examples: Set<string> }>();

  note(file: string, kind: string, example: string): void {
    const noted = this.byFile.get(file) ?? { kinds: new Set(), examples: new Set() };
    noted.kinds.add(kind);
    noted.examples.add(example);
    this.byFile.set(file, noted);
  }

  warnings(): ContentWarning[] {
    return [...this.byFile].map(([path, { kinds, examples }]) => {
      const [first] = examples;
      const more = examples.size > 1 ? ` and ${examples.size - 1} more` : "";
      return {
        path,
        message: `the navigation's pages generated from ${[...kinds].join(", ")} (${first}${more}) are left out; rxdocs renders API specifications on its own`,
      };
    });
  }
}

/** A page as a navigation names it, from the site's root: `"/quickstart"` and `"quickstart"` are one page. */
export function pageName(name: string): string {
  return name
    .trim()
    .replace(/^\.?\/+/, "")
    .replace(/\/+$/, "");
}

/** An entry whose address is another site's is a link; one of this site's own is its page. */
export function hrefItem(label: string, href: string): NavItem {
  if (isOtherSiteAddress(href) || href.startsWith("#")) return { kind: "link", label, href };
  const page = pageName(href.split(/[?#]/)[0]!);
  return page === "" ? { kind: "link", label, href: "/" } : { kind: "page", file: page, label };
}

/**
 * A translation's entries, each section and link keyed by the label of the default language's
 * entry at the same place (Mintlify's translations repeat the default language's navigation,
 * translated), so that a section has one code in every language. Where the two part ways,
 * entries keep their own labels as keys.
 */
export function keyedLike(items: readonly NavItem[], model: readonly NavItem[]): NavItem[] {
  return items.map((item, index): NavItem => {
    const counterpart = model[index];
    if (item.kind === "link" && counterpart?.kind === "link") {
      return { ...item, key: counterpart.key ?? counterpart.label };
    }
    if (item.kind !== "section" || counterpart?.kind !== "section") return item;
    return { ...item, key: counterpart.key ?? counterpart.label, items: keyedLike(item.items, counterpart.items) };
  });
}
