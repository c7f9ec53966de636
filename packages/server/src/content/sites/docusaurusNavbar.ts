// themeConfig.navbar.items as the top bar's links, and as the names of the sidebars they open.
// Docusaurus' own widgets (the version and language dropdowns, the search box, raw HTML) are
// rxdocs' own controls, or nothing a link can be, and are left out; `position` only places an
// item left or right.
import type { TopNavLink } from "@rxdocs/contract";
import { type ConfigValues, describeLiteral } from "./docusaurusConfig.js";
import { isLiteralObject, type Literal } from "./literalValue.js";

/** A navbar item as written, before its docs are known. */
export interface NavbarEntry {
  label?: string;
  /** A plain link: a route of the site (`to`) or an address (`href`). */
  link?: string;
  /** A `doc` item's doc. */
  docId?: string;
  /** A `docSidebar` item's sidebar. */
  sidebarId?: string;
  /** A dropdown's items. */
  items?: NavbarEntry[];
}

/** Docusaurus' item types that are no link of the top bar. */
const WIDGETS = new Set(["docsVersionDropdown", "docsVersion", "localeDropdown", "search", "html"]);

export function readNavbarItems(items: readonly Literal[], values: ConfigValues): NavbarEntry[] {
  return items.flatMap((item): NavbarEntry[] => {
    if (!isLiteralObject(item)) {
      values.warn(item, `themeConfig.navbar.items holds ${describeLiteral(item)}; it is left out of the top bar`);
      return [];
    }
    if (typeof item.type === "string" && WIDGETS.has(item.type)) return [];
    // An item with a label but no text of its own (an icon link) still says what it is.
    const label = stringOf(item.label) ?? stringOf(item["aria-label"]);
    const entry: NavbarEntry = { ...(label !== undefined && { label }) };
    if (item.type === "doc" && typeof item.docId === "string") return [{ ...entry, docId: item.docId }];
    if (item.type === "docSidebar" && typeof item.sidebarId === "string")
      return [{ ...entry, sidebarId: item.sidebarId }];
    if (item.type === "dropdown" || Array.isArray(item.items)) {
      return [{ ...entry, items: readNavbarItems(Array.isArray(item.items) ? item.items : [], values) }];
    }
    const link = stringOf(item.href) ?? routeOf(stringOf(item.to));
    if (link === undefined || (item.type !== undefined && item.type !== "default")) {
      values.warn(item, `a navbar item rxdocs cannot read (${describeItem(item)}) is left out of the top bar`);
      return [];
    }
    return [{ ...entry, link }];
  });
}

/** A `to` is a route of the site, written with or without its leading "/". */
function routeOf(to: string | undefined): string | undefined {
  return to === undefined || /^[a-z][a-z+.-]*:/i.test(to) || to.startsWith("/") ? to : `/${to}`;
}

function describeItem(item: Record<string, Literal>): string {
  return typeof item.type === "string" ? `type ${item.type}` : "no link";
}

function stringOf(value: Literal): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/**
 * The label each sidebar gets from the navbar: a `docSidebar` item's, else a `doc` item's whose
 * doc the sidebar lists (Docusaurus shows that doc with its sidebar).
 */
export function sidebarLabels(
  entries: readonly NavbarEntry[],
  sidebarOfDoc: (docId: string) => string | undefined,
): Map<string, string> {
  const labels = new Map<string, string>();
  const fromDocs = new Map<string, string>();
  const walk = (list: readonly NavbarEntry[]) => {
    for (const entry of list) {
      if (entry.items) walk(entry.items);
      if (entry.label === undefined) continue;
      if (entry.sidebarId !== undefined && !labels.has(entry.sidebarId)) labels.set(entry.sidebarId, entry.label);
      const sidebar = entry.docId === undefined ? undefined : sidebarOfDoc(entry.docId);
      if (sidebar !== undefined && !fromDocs.has(sidebar)) fromDocs.set(sidebar, entry.label);
    }
  };
  walk(entries);
  for (const [sidebar, label] of fromDocs) if (!labels.has(sidebar)) labels.set(sidebar, label);
  return labels;
}

export interface NavbarTargets {
  /** The address and name of a doc of the latest version, by id. */
  doc(docId: string): { address: string; label: string } | undefined;
  /** The address of the first doc of a sidebar. */
  sidebar(sidebarId: string): string | undefined;
}

/**
 * The top bar's links: a doc's or a sidebar's address on the Docusaurus site, a route, an
 * address; a dropdown is a link to its first item's address, with its items under it.
 */
export function topNavLinks(entries: readonly NavbarEntry[], targets: NavbarTargets): TopNavLink[] {
  return entries.flatMap((entry): TopNavLink[] => {
    if (entry.items) {
      const items = topNavLinks(entry.items, targets);
      if (entry.label === undefined || items.length === 0) return [];
      return [{ text: entry.label, link: items[0]!.link, items }];
    }
    if (entry.docId !== undefined) {
      const doc = targets.doc(entry.docId);
      return doc ? [{ text: entry.label ?? doc.label, link: doc.address }] : [];
    }
    const link = entry.sidebarId === undefined ? entry.link : targets.sidebar(entry.sidebarId);
    return link !== undefined && entry.label !== undefined ? [{ text: entry.label, link }] : [];
  });
}
