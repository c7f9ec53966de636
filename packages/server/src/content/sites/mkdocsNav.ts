// mkdocs.yml's `nav`, in every form MkDocs documents:
//   nav:
//     - index.md                        a page, named by its title
//     - Setup: setup.md                 a page, named by the nav
//     - Guide:                          a section, at any depth; an unlabelled index.md or
//       - guide/index.md                README.md first in it is the section's own page, as
//       - guide/install.md              Material's navigation.indexes shows it
//     - GitHub: https://github.com/o/r  a link
//     - API: api/                       a folder's index page, which MkDocs links to by its address
// An entry naming no file of the site is a link, as MkDocs makes it, unless it names a Markdown
// file: then the navigation says the page is missing. With the awesome-pages plugin, a `...`
// entry stands for the pages the nav does not name.
import path from "node:path";
import type { ContentWarning } from "../model.js";
import { isIndexPage } from "./mkdocsFiles.js";
import { parseRestEntry, type RestFilter } from "./mkdocsPagesMeta.js";
import { Computed } from "./literals.js";
import { computedWarning, isMapping } from "./mkdocsConfig.js";
import type { NavItem, NavSection } from "./siteReader.js";
import { sitePath } from "./siteFiles.js";

export interface NavReading {
  /** The site's root, absolute, for what is said of the configuration. */
  root: string;
  /** The configuration file, absolute. */
  configFile: string;
  /** Whether a page of the slot is read under this name. */
  hasPage(file: string): boolean;
  /** A page's title, for a section whose label is empty (`"": [ … ]`), which takes its page's. */
  titleOf(file: string): string;
  /** What each `...` entry stands for, when the awesome-pages plugin fills them; they are left out otherwise. */
  rest?: (filter: RestFilter) => readonly NavItem[];
  warnings: ContentWarning[];
}

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** The navigation `nav` describes. */
export function readNav(nav: unknown, reading: NavReading): NavItem[] {
  return new NavReader(reading).list(nav, "nav");
}

/**
 * The `...` entries of a nav and the pages it names elsewhere: awesome-pages fills each with the
 * pages named nowhere in the nav.
 */
export function restOfNav(nav: unknown, reading: NavReading): { filters: RestFilter[]; named: Set<string> } {
  const filters: RestFilter[] = [];
  const named = new Set<string>();
  const visit = (items: readonly NavItem[]) => {
    for (const item of items) {
      if (item.kind === "page") named.add(item.file);
      if (item.kind === "section") {
        if (item.file !== undefined) named.add(item.file);
        visit(item.items);
      }
    }
  };
  const counting: NavReading = {
    ...reading,
    warnings: [],
    rest: (filter) => {
      filters.push(filter);
      return [];
    },
  };
  visit(readNav(nav, counting));
  return { filters, named };
}

class NavReader {
  constructor(private readonly reading: NavReading) {}

  /** A list of entries, or a mapping of labels to entries (MkDocs reads both). */
  list(value: unknown, where: string): NavItem[] {
    if (value instanceof Computed) {
      this.reading.warnings.push(computedWarning(this.reading.root, value, where, "its entries are left out"));
      return [];
    }
    if (isMapping(value))
      return Object.entries(value).flatMap(([label, target]) => this.labelled(label, target, where));
    if (!Array.isArray(value)) {
      this.warn(`${where} must be a list of pages, sections and links; it is left out`);
      return [];
    }
    return value.flatMap((item) => this.entry(item, where));
  }

  private entry(item: unknown, where: string): NavItem[] {
    if (typeof item === "string") {
      const filter = parseRestEntry(item);
      if (filter) return this.reading.rest ? [...this.reading.rest(filter)] : [];
      return [this.target(undefined, item)];
    }
    if (item instanceof Computed) {
      this.reading.warnings.push(computedWarning(this.reading.root, item, `an entry of ${where}`, "it is left out"));
      return [];
    }
    if (isMapping(item)) return Object.entries(item).flatMap(([label, target]) => this.labelled(label, target, where));
    this.warn(`${where} has an entry that is no page, section or link (${JSON.stringify(item)}); it is left out`);
    return [];
  }

  private labelled(label: string, target: unknown, where: string): NavItem[] {
    if (typeof target === "string") return [this.target(label, target)];
    if (target instanceof Computed) {
      this.reading.warnings.push(
        computedWarning(this.reading.root, target, `the nav entry ${label}`, "it is left out"),
      );
      return [];
    }
    if (Array.isArray(target) || isMapping(target)) return this.section(label, this.list(target, label || where));
    this.warn(`the nav entry ${JSON.stringify(label)} names no page, section or link; it is left out`);
    return [];
  }

  /** A page of the site, or a link, as MkDocs tells them apart. */
  private target(label: string | undefined, written: string): NavItem {
    const target = written.trim();
    const named = label === undefined ? {} : { label };
    if (HAS_SCHEME.test(target) || target.startsWith("//") || target.startsWith("/")) {
      return { kind: "link", label: label ?? target, href: target };
    }
    const file = path.posix.normalize(target).replace(/^\.\//, "");
    if (this.reading.hasPage(file) || /\.mdx?$/i.test(file)) return { kind: "page", file, ...named };
    // A folder's address (`api/`) is its index page's.
    const folder = file.replace(/\/$/, "");
    const index = ["index.md", "README.md"]
      .map((name) => path.posix.join(folder, name))
      .find((candidate) => this.reading.hasPage(candidate));
    if (index !== undefined) return { kind: "page", file: index, ...named };
    return { kind: "link", label: label ?? target, href: target };
  }

  /**
   * A section; an unlabelled index page first in it is its own page, unless it is the home page.
   * One without a label (`"": [ … ]`, as FastAPI's sites write them) is named after its own page,
   * else its first; with no page to name it, its entries stand in its place.
   */
  private section(label: string, items: NavItem[]): NavItem[] {
    const first = items[0];
    const ownPage =
      first?.kind === "page" && first.label === undefined && isIndexPage(first.file) && first.file.includes("/")
        ? first.file
        : undefined;
    const section: NavSection = { kind: "section", label, items: ownPage ? items.slice(1) : items };
    if (ownPage !== undefined) section.file = ownPage;
    if (label.trim() !== "") return [section];
    const page = ownPage ?? firstPage(items);
    if (page === undefined) return items;
    section.label = this.reading.titleOf(page);
    return [section];
  }

  private warn(message: string): void {
    this.reading.warnings.push({ path: sitePath(this.reading.root, this.reading.configFile), message });
  }
}

function firstPage(items: readonly NavItem[]): string | undefined {
  for (const item of items) {
    if (item.kind === "page") return item.file;
    if (item.kind === "section") return item.file ?? firstPage(item.items);
  }
  return undefined;
}

/**
 * nav_translations of mkdocs-static-i18n: a label the default language's nav gives, as this
 * language gives it. A translated section or link keeps the default language's label as its key,
 * so that it has one code in every language.
 */
export function translateNav(items: readonly NavItem[], translations: ReadonlyMap<string, string>): NavItem[] {
  if (translations.size === 0) return [...items];
  return items.map((item): NavItem => {
    if (item.kind === "folder" || item.label === undefined) return item;
    const label = translations.get(item.label) ?? item.label;
    if (item.kind === "page") return { ...item, label };
    const key = label === item.label ? {} : { key: item.key ?? item.label };
    if (item.kind === "link") return { ...item, label, ...key };
    return { ...item, label, ...key, items: translateNav(item.items, translations) };
  });
}

/** The entries naming pages a slot has, so that a translation without some pages lists no missing ones. */
export function keepPages(items: readonly NavItem[], hasPage: (file: string) => boolean): NavItem[] {
  return items.flatMap((item): NavItem[] => {
    if (item.kind === "page") return hasPage(item.file) ? [item] : [];
    if (item.kind !== "section") return [item];
    const kept: NavSection = { ...item, items: keepPages(item.items, hasPage) };
    if (kept.file !== undefined && !hasPage(kept.file)) delete kept.file;
    return kept.items.length > 0 || kept.file !== undefined ? [kept] : [];
  });
}
