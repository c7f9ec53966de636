// VitePress' default theme's `themeConfig.sidebar` and `themeConfig.nav`, read as rxdocs'
// navigation and top bar. A sidebar is a list of items (`{ text, link, items, base }`), or an
// object of such lists by path (`'/guide/': [...]`), each shown on the pages under its path: for
// rxdocs, each is a section of its own, named by the top bar's link that leads there.
import type { TopNavLink } from "@rxdocs/contract";
import { humanizeFileName } from "../fileNames.js";
import {
  COMPUTED_KEY_KEY,
  COMPUTED_SPREAD_KEY,
  isLiteralObject,
  type Literal,
  type LiteralObject,
} from "./literalValue.js";
import type { NavItem, NavSection } from "./siteReader.js";
import { asComputed, type ConfigNotes } from "./vitepressConfig.js";
import { isExternalAddress, type SlotPages } from "./vitepressRoutes.js";

export interface SidebarContext {
  pages: SlotPages;
  /** The language, for what is said of its sidebar. */
  lang: string;
  /** The language's path prefix ("/" for the default language, "/zh/"), and the other languages'. */
  prefix: string;
  otherPrefixes: readonly string[];
  /** The language's `themeConfig.nav`, whose links name the sidebars of paths. */
  nav: Literal;
  /** The file the sidebar was read from, absolute, for what is said of it. */
  source: string;
  notes: ConfigNotes;
  /** A page's own name, for an entry that links to it without a text. */
  pageTitle(file: string): string;
}

/** The navigation a language's sidebar makes; undefined when it has none, or none that can be read. */
export function readSidebar(sidebar: Literal, context: SidebarContext): NavItem[] | undefined {
  if (sidebar === undefined || sidebar === null || sidebar === false) return undefined;
  const computed = asComputed(sidebar);
  if (computed) {
    context.notes.computed(computed, "the sidebar", "the folders give the order instead");
    return undefined;
  }
  const reading = new SidebarReading(context);
  if (Array.isArray(sidebar)) return reading.items(sidebar, undefined);
  if (isLiteralObject(sidebar)) return reading.byPath(sidebar);
  context.notes.warn(
    context.source,
    "the sidebar is neither a list nor lists by path; the folders give the order instead",
  );
  return undefined;
}

class SidebarReading {
  constructor(private readonly context: SidebarContext) {}

  /** One section per path, named as the top bar names it; the language's own path, or a path alone, adds its items as they are. */
  byPath(sidebar: LiteralObject): NavItem[] {
    for (const key of [COMPUTED_SPREAD_KEY, COMPUTED_KEY_KEY]) {
      const computed = asComputed(sidebar[key]);
      if (computed) this.context.notes.computed(computed, "part of the sidebar", "its pages are left out of it");
    }
    const keys = Object.keys(sidebar).filter((key) => this.isOwnPath(key));
    const navigation: NavItem[] = [];
    const sections: { section: NavSection; folder: string | undefined }[] = [];
    for (const key of keys) {
      const items = this.itemsOfPath(key, sidebar[key]);
      if (keys.length === 1 || withSlashes(key) === this.context.prefix) {
        navigation.push(...items);
        continue;
      }
      const section: NavSection = { kind: "section", label: this.labelOfPath(key), items };
      sections.push({ section, folder: this.context.pages.folderOfLink(withSlashes(key)) });
      navigation.push(section);
    }
    // A section stands for its folder, keeping the folder's code, unless the folder's own page
    // is an entry of the sidebar, where the sidebar puts it.
    const named = namedFiles(navigation);
    for (const { section, folder } of sections) {
      if (folder && !ownPageCandidates(folder).some((file) => named.has(file))) section.folder = folder;
    }
    return navigation;
  }

  items(list: Literal, base: string | undefined): NavItem[] {
    const computed = asComputed(list);
    if (computed) {
      this.context.notes.computed(computed, "a list of the sidebar", "its pages are left out of it");
      return [];
    }
    return Array.isArray(list) ? list.flatMap((item) => this.item(item, base)) : [];
  }

  private item(item: Literal, parentBase: string | undefined): NavItem[] {
    const computed = asComputed(item);
    if (computed) {
      this.context.notes.computed(computed, "an entry of the sidebar", "it is left out");
      return [];
    }
    if (!isLiteralObject(item)) return [];
    const base = typeof item.base === "string" ? item.base : parentBase;
    const label = this.text(item.text);
    const link = typeof item.link === "string" ? withBase(item.link, base) : undefined;
    if (item.items !== undefined) {
      const items = this.items(item.items, base);
      const file = link === undefined || isExternalAddress(link) ? undefined : this.pageOf(link);
      // A group without a heading only sets its entries apart.
      if (label === undefined && file === undefined) return items;
      return [{ kind: "section", label: label ?? this.context.pageTitle(file!), items, ...(file && { file }) }];
    }
    if (link === undefined) return [];
    if (isExternalAddress(link)) return [{ kind: "link", label: label ?? link, href: link }];
    const file = this.pageOf(link);
    return file === undefined ? [] : [{ kind: "page", file, ...(label !== undefined && { label }) }];
  }

  private itemsOfPath(key: string, value: Literal): NavItem[] {
    const computed = asComputed(value) ?? (isLiteralObject(value) ? asComputed(value.items) : undefined);
    if (computed) {
      this.context.notes.computed(computed, `the sidebar of ${key}`, "its folder gives the order instead");
      const folder = this.context.pages.folderOfLink(withSlashes(key));
      return folder === undefined ? [] : [{ kind: "folder", folder }];
    }
    if (isLiteralObject(value)) return this.items(value.items, typeof value.base === "string" ? value.base : undefined);
    return this.items(value, undefined);
  }

  /** The text of the top bar's link to the path, else the folder's name. */
  private labelOfPath(key: string): string {
    const prefix = withSlashes(key);
    const fromNav = navTextLeadingTo(this.context.nav, prefix);
    if (fromNav !== undefined) return fromNav;
    const name = prefix.split("/").filter(Boolean).at(-1) ?? prefix;
    return humanizeFileName(name);
  }

  /** Whether a path's sidebar is shown on this language's pages. */
  private isOwnPath(key: string): boolean {
    const prefix = withSlashes(key);
    if (key === COMPUTED_SPREAD_KEY || key === COMPUTED_KEY_KEY || !prefix.startsWith(this.context.prefix))
      return false;
    return !this.context.otherPrefixes.some(
      (other) => other.startsWith(this.context.prefix) && other !== this.context.prefix && prefix.startsWith(other),
    );
  }

  private text(value: Literal): string | undefined {
    const computed = asComputed(value);
    if (computed)
      this.context.notes.computed(computed, "a name in the sidebar", "the page's own title is shown instead");
    return typeof value === "string" && value.trim() !== "" ? value : undefined;
  }

  private pageOf(link: string): string | undefined {
    const file = this.context.pages.fileOfLink(link);
    if (file === undefined) {
      this.context.notes.warn(
        this.context.source,
        `the sidebar links to ${JSON.stringify(link)}, which is no page of the language ${this.context.lang}; it is left out`,
      );
    }
    return file;
  }
}

/** `themeConfig.nav` as the top bar's links; a menu's groups without a heading join the menu. */
export function readTopNav(nav: Literal, notes: ConfigNotes): TopNavLink[] | undefined {
  if (nav === undefined) return undefined;
  const computed = asComputed(nav);
  if (computed) {
    notes.computed(computed, "the nav", "the top bar has none of its links");
    return undefined;
  }
  return Array.isArray(nav) ? navLinks(nav, notes) : undefined;
}

function navLinks(list: Literal, notes: ConfigNotes): TopNavLink[] {
  const computed = asComputed(list);
  if (computed) {
    notes.computed(computed, "a menu of the nav", "its links are left out");
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry): TopNavLink[] => {
    const computedEntry = asComputed(entry) ?? (isLiteralObject(entry) ? asComputed(entry.text) : undefined);
    if (computedEntry) {
      notes.computed(computedEntry, "an entry of the nav", "it is left out");
      return [];
    }
    if (!isLiteralObject(entry)) return [];
    const text = typeof entry.text === "string" ? entry.text : undefined;
    const link = typeof entry.link === "string" ? entry.link : undefined;
    if (entry.items !== undefined) {
      const items = navLinks(entry.items, notes);
      if (text === undefined) return items;
      return [{ text, link: link ?? "", items }];
    }
    return text === undefined || link === undefined ? [] : [{ text, link }];
  });
}

/** The text of the first link of the nav that leads under the path (`/guide/` for `/guide/intro`). */
function navTextLeadingTo(nav: Literal, prefix: string): string | undefined {
  if (!Array.isArray(nav)) return undefined;
  for (const entry of nav) {
    if (!isLiteralObject(entry)) continue;
    const { text, link } = entry;
    if (typeof text === "string" && typeof link === "string" && !isExternalAddress(link)) {
      const address = link.startsWith("/") ? link : `/${link}`;
      if (address.startsWith(prefix) || `${address}/` === prefix) return text;
    }
    const inMenu = navTextLeadingTo(entry.items, prefix);
    if (inMenu !== undefined) return inMenu;
  }
  return undefined;
}

/** VitePress' addBase: a base goes before every link of its items, even one written from the root. */
function withBase(link: string, base: string | undefined): string {
  if (base === undefined || base === "" || isExternalAddress(link)) return link;
  return base + link.replace(/^\//, base.endsWith("/") ? "" : "/");
}

/** A path prefix as VitePress compares them: "/" first and last. */
function withSlashes(key: string): string {
  const leading = key.startsWith("/") ? key : `/${key}`;
  return leading.endsWith("/") ? leading : `${leading}/`;
}

function namedFiles(items: readonly NavItem[], into = new Set<string>()): Set<string> {
  for (const item of items) {
    if (item.kind === "page") into.add(item.file);
    if (item.kind === "section") {
      if (item.file !== undefined) into.add(item.file);
      namedFiles(item.items, into);
    }
  }
  return into;
}

/** The files that may be a folder's own page (folderPages.ts): its index, its README, a page of its name. */
function ownPageCandidates(folder: string): string[] {
  const name = folder.split("/").at(-1)!;
  const parent = folder.slice(0, folder.length - name.length);
  return [`${folder}/index.md`, `${folder}/README.md`, `${folder}/${name}.md`, `${parent}${name}.md`];
}
