// Docsify's _sidebar.md as a navigation and its _navbar.md as the top bar's links. An item that
// links to a page is that page, with the link's text as its name; an item with a nested list is a
// section (of its own page, when it links to one); a link to another site stays a link. Docsify
// shows the sidebar of the page's own folder when the folder has one: where the sidebar leads into
// such a folder, the folder's sidebar gives that section its entries.
import type { TopNavLink } from "@rxdocs/contract";
import path from "node:path";
import type { ContentWarning } from "../model.js";
import { aliasedAway, docsifyTarget, type DocsifyRouting, type DocsifyTarget, fileOfRoute } from "./docsifyRoutes.js";
import type { SiteText } from "./docsifyFiles.js";
import { type ListEntry, readLinkList } from "./docsifyLists.js";
import type { NavItem, NavSection } from "./siteReader.js";

/** What reading a slot's sidebar or navbar needs to know of the site. */
export interface SidebarReading {
  routing: DocsifyRouting;
  /** The slot's folder as a route: "/" for the default language's, "/zh-cn/" for another's. */
  slotRoute: string;
  /** The page the home route loads, relative to the slot's folder: as Docsify names it (`homepage`), and as it is read. */
  home: { written: string; read: string };
  /** The address of a language's pages, for the route of its folder ("/zh-cn/" → "/?lang=zh-CN"). */
  languageLink(route: string, isNavbar: boolean): string | undefined;
  /** The sidebar of a folder of the slot ("guide"), when the folder has one of its own. */
  folderSidebar(folder: string): SiteText | undefined;
}

/**
 * A slot's navigation from its sidebar file, with the sidebars of the folders it leads into;
 * `sources` are the sidebars read, relative to the site's root.
 */
export function readSidebar(
  sidebar: SiteText,
  reading: SidebarReading,
): { items: NavItem[]; warnings: ContentWarning[]; sources: string[] } {
  const sidebars = new SidebarItems(reading);
  const items = sidebars.read(sidebar, "");
  return { items, warnings: sidebars.warnings, sources: sidebars.sources };
}

class SidebarItems {
  readonly warnings: ContentWarning[] = [];
  readonly sources: string[] = [];
  /** Folders whose sidebar already gave a section its entries. */
  private readonly expanded = new Set<string>();
  /** The pages each sidebar being read names, innermost last. */
  private readonly named: Set<string>[] = [];

  constructor(private readonly reading: SidebarReading) {}

  /** The items of the sidebar of `folder` ("" for the slot's own). */
  read(sidebar: SiteText, folder: string): NavItem[] {
    this.expanded.add(folder);
    this.sources.push(sidebar.path);
    const fromRoute = folder === "" ? this.reading.slotRoute : `${this.reading.slotRoute}${folder}/`;
    const entries = readLinkList(sidebar.text);
    this.named.push(this.namedPages(entries, fromRoute));
    const items = entries.flatMap((entry) => this.item(entry, sidebar, fromRoute));
    this.named.pop();
    return items;
  }

  private namedPages(entries: readonly ListEntry[], fromRoute: string): Set<string> {
    const files = new Set<string>();
    const walk = (list: readonly ListEntry[]) => {
      for (const entry of list) {
        const target =
          entry.href === undefined ? undefined : docsifyTarget(entry.href, fromRoute, this.reading.routing);
        if (target?.kind === "route") files.add(slotFileOf(target.route, this.reading));
        walk(entry.children);
      }
    };
    walk(entries);
    return files;
  }

  private item(entry: ListEntry, sidebar: SiteText, fromRoute: string): NavItem[] {
    const children = entry.children.flatMap((child) => this.item(child, sidebar, fromRoute));
    const warn = (message: string) => this.warnings.push({ path: sidebar.path, line: entry.line, message });
    if (entry.href === undefined) {
      if (children.length > 0) return [{ kind: "section", label: entry.label, items: children }];
      warn(`the entry ${JSON.stringify(entry.label)} links nowhere and holds no entries; it is left out`);
      return [];
    }
    const target = docsifyTarget(entry.href, fromRoute, this.reading.routing);
    const place = this.placeOf(target, entry, warn);
    if (place === undefined) {
      return children.length > 0 ? [{ kind: "section", label: entry.label, items: children }] : [];
    }
    if (place.kind === "link") {
      const link: NavItem = { kind: "link", label: entry.label, href: place.href };
      return children.length > 0 ? [{ kind: "section", label: entry.label, items: [link, ...children] }] : [link];
    }
    const label = entry.label === "" ? {} : { label: entry.label };
    const folder = folderOfPage(place.file);
    if (children.length > 0) {
      return [{ kind: "section", label: entry.label, file: place.file, ...(folder && { folder }), items: children }];
    }
    const expanded = this.folderSection(entry.label, place.file);
    return [expanded ?? { kind: "page", file: place.file, ...label }];
  }

  /** Where a link leads in this slot: a page of it, or an address (another site's, a language's). */
  private placeOf(
    target: DocsifyTarget,
    entry: ListEntry,
    warn: (message: string) => void,
  ): { kind: "page"; file: string } | { kind: "link"; href: string } | undefined {
    if (target.kind === "anchor") {
      warn(`${JSON.stringify(entry.href)} leads to a heading of whichever page is shown; it is left out`);
      return undefined;
    }
    if (target.kind === "external") {
      if (target.alias !== undefined) warn(aliasedAway(entry.href ?? "", target.href));
      return { kind: "link", href: target.href };
    }
    const language = this.reading.languageLink(target.route, false);
    if (language !== undefined) return { kind: "link", href: language };
    const file = slotFileOf(target.route, this.reading);
    if (!file.endsWith(this.reading.routing.ext)) return { kind: "link", href: target.route };
    return { kind: "page", file };
  }

  /**
   * A page of a folder with a sidebar of its own, which this one leads into (by the folder's own
   * page, or by the only page of the folder it names): a section of that page with the folder's
   * sidebar's entries that are inside the folder (the rest are the other sidebars' to place).
   * Each folder's sidebar gives one section.
   */
  private folderSection(label: string, file: string): NavSection | undefined {
    const folder = this.nearestSidebarFolder(file);
    const sidebar = folder === undefined ? undefined : this.reading.folderSidebar(folder);
    if (folder === undefined || !sidebar) return undefined;
    const ownPage = file === `${folder}/README${this.reading.routing.ext}`;
    const namesOthers = [...(this.named.at(-1) ?? [])].some(
      (named) => named !== file && named.startsWith(`${folder}/`),
    );
    if (!ownPage && namesOthers) return undefined;
    const items = insideFolder(this.read(sidebar, folder), folder, file);
    return { kind: "section", label, file, ...(ownPage && { folder }), items };
  }

  /** The folder whose sidebar Docsify shows beside the page, when it is not one already read. */
  private nearestSidebarFolder(file: string): string | undefined {
    for (let folder = path.posix.dirname(file); folder !== "." && folder !== ""; folder = path.posix.dirname(folder)) {
      if (this.expanded.has(folder)) return undefined;
      if (this.reading.folderSidebar(folder)) return folder;
    }
    return undefined;
  }
}

/** The top bar's links from the slot's navbar file. */
export function readNavbar(
  navbar: SiteText,
  reading: SidebarReading,
): { nav: TopNavLink[]; warnings: ContentWarning[] } {
  const warnings: ContentWarning[] = [];
  const linkOf = (entry: ListEntry): string | undefined => {
    if (entry.href === undefined) return undefined;
    const warn = (message: string) => warnings.push({ path: navbar.path, line: entry.line, message });
    const target = docsifyTarget(entry.href, reading.slotRoute, reading.routing);
    if (target.kind === "anchor") {
      warn(`${JSON.stringify(entry.href)} leads to a heading of whichever page is shown; it is left out`);
      return undefined;
    }
    if (target.kind === "external") {
      if (target.alias !== undefined) warn(aliasedAway(entry.href, target.href));
      return target.href;
    }
    return reading.languageLink(target.route, true) ?? pageAddress(target.route, target.anchor, reading);
  };
  const toLink = (entry: ListEntry): TopNavLink[] => {
    const items = entry.children.flatMap(toLink);
    // A dropdown has no link of its own, as Docsify's navbar shows it.
    const link = linkOf(entry) ?? (items.length > 0 ? "" : undefined);
    if (link === undefined) {
      if (entry.href === undefined) {
        warnings.push({
          path: navbar.path,
          line: entry.line,
          message: `the entry ${JSON.stringify(entry.label)} links nowhere and holds no links; it is left out`,
        });
      }
      return [];
    }
    return [{ text: entry.label, link, ...(items.length > 0 && { items }) }];
  };
  return { nav: readLinkList(navbar.text).flatMap(toLink), warnings };
}

type SlotRoutes = Pick<SidebarReading, "slotRoute" | "home" | "routing">;

/** The file a route loads, relative to the slot's folder; a route outside it is read inside it (its translation). */
export function slotFileOf(route: string, reading: SlotRoutes): string {
  const inSlot = route.startsWith(reading.slotRoute) ? `/${route.slice(reading.slotRoute.length)}` : route;
  const file = fileOfRoute(inSlot, reading.routing.ext);
  return file === `README${reading.routing.ext}` || file === reading.home.written ? reading.home.read : file;
}

/**
 * A page's address for the top bar or a button, from the slot's folder (`/guide.md#setup`), which
 * the import resolves to the page; `/` for the home page.
 */
export function pageAddress(route: string, anchor: string | undefined, reading: SlotRoutes): string {
  const hash = anchor === undefined ? "" : `#${anchor}`;
  if (route === reading.slotRoute || route === "/") return `/${hash}`;
  return `/${slotFileOf(route, reading)}${hash}`;
}

/** A folder's README.md is the folder's own page: the folder, or undefined for another page. */
function folderOfPage(file: string): string | undefined {
  const match = /^(.+)\/README\.[^/]+$/.exec(file);
  return match?.[1];
}

/**
 * The items of a folder's sidebar that are the folder's own: its pages (without the section's
 * page), and its sections that hold some. A section for the folder's page gives its entries.
 */
function insideFolder(items: readonly NavItem[], folder: string, sectionFile: string): NavItem[] {
  const isInside = (file: string) => file.startsWith(`${folder}/`) && file !== sectionFile;
  return items.flatMap((item): NavItem[] => {
    if (item.kind === "page") return isInside(item.file) ? [item] : [];
    if (item.kind !== "section") return [];
    const inner = insideFolder(item.items, folder, sectionFile);
    if (item.file === sectionFile || item.folder === folder) return inner;
    if (item.file !== undefined && isInside(item.file)) {
      return inner.length > 0 ? [{ ...item, items: inner }] : [{ kind: "page", file: item.file, label: item.label }];
    }
    const { file: _elsewhere, ...section } = item;
    return inner.length > 0 ? [{ ...section, items: inner }] : [];
  });
}
