// A Nextra site's sidebar and top bar, as Nextra makes them from its routes and _meta files. A
// folder's entries come in its _meta file's order, then the others by name (`index` first); a
// separator with a title starts a section of the entries after it, up to the next separator; an
// entry with `href` is a link, `display: "hidden"` leaves a page unlisted, `display: "children"`
// puts a folder's entries in its place. At the top, `type: "page"` and `type: "menu"` entries are
// the top bar: they become its links and top-level sections of their own.
import type { TopNavLink } from "@rxdocs/contract";
import type { ContentWarning } from "../model.js";
import type { MetaDisplay, MetaItem, MetaRecord, MetaType } from "./nextraMeta.js";
import { type RouteFolder, routeOf } from "./nextraRoutes.js";
import type { PageFacts } from "./pageFacts.js";
import type { NavItem, NavSection } from "./siteReader.js";

export interface NextraNavigationInput {
  tree: RouteFolder;
  metaOf(folder: RouteFolder): MetaRecord | undefined;
  factsOf(file: string): PageFacts | undefined;
  /** The address of a route ("guide/install", "" for the home page) on the site. */
  addressOf(route: string): string;
}

export interface NextraNavigation {
  items: NavItem[];
  topBar: TopNavLink[];
  warnings: ContentWarning[];
}

/** One entry of a folder: a page, a folder, or what only its _meta file makes (a link, a separator, a menu). */
interface Entry {
  key: string;
  meta?: MetaItem;
  page?: string;
  folder?: RouteFolder;
}

/** Words Nextra leaves in lower case inside a title it makes from a file name. */
const MINOR_WORDS = new Set([
  "a",
  "an",
  "and",
  "as",
  "at",
  "but",
  "by",
  "for",
  "in",
  "of",
  "on",
  "or",
  "the",
  "to",
  "vs",
  "via",
]);

export function nextraNavigation(input: NextraNavigationInput): NextraNavigation {
  const builder = new NavigationBuilder(input);
  const items = builder.folderItems(input.tree, true);
  return { items, topBar: builder.topBar, warnings: builder.warnings };
}

/** "get-posts-and-tags" → "Get Posts and Tags", as Nextra titles what has no title. */
export function titleFromName(name: string): string {
  return name
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word, index) => (index > 0 && MINOR_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(" ");
}

class NavigationBuilder {
  readonly topBar: TopNavLink[] = [];
  readonly warnings: ContentWarning[] = [];

  constructor(private readonly input: NextraNavigationInput) {}

  folderItems(folder: RouteFolder, isTop: boolean): NavItem[] {
    const record = this.input.metaOf(folder);
    const items: NavItem[] = [];
    let section: NavSection | undefined;
    for (const entry of this.ordered(folder, record)) {
      const type: MetaType = entry.meta?.type ?? record?.fallback.type ?? "doc";
      const display: MetaDisplay = entry.meta?.display ?? record?.fallback.display ?? "normal";
      if (type === "separator") {
        const label = entry.meta?.title;
        section = label === undefined ? undefined : { kind: "section", label, items: [] };
        if (section) items.push(section);
        continue;
      }
      if (display === "hidden") continue;
      const made = this.entryItems(entry, type, display, record);
      // The top bar's entries are no part of the sidebar section a separator opened.
      if (isTop && (type === "page" || type === "menu")) {
        const link = made.length === 1 ? this.topBarLink(made[0]!) : undefined;
        if (link) this.topBar.push(link);
        items.push(...made);
      } else {
        (section?.items ?? items).push(...made);
      }
    }
    return items;
  }

  /** The folder's entries: those its _meta file names in its order, then the others by name, `index` first. */
  private ordered(folder: RouteFolder, record: MetaRecord | undefined): Entry[] {
    const entries: Entry[] = [];
    const named = new Set((record?.items ?? []).map((meta) => meta.key));
    // The index comes first unless the _meta file places it.
    const index = folder.pages.get("index");
    if (index !== undefined && !named.has("index")) entries.push({ key: "index", page: index });
    for (const meta of record?.items ?? []) {
      const page = folder.pages.get(meta.key);
      const child = folder.folders.get(meta.key);
      if (page !== undefined || child !== undefined) {
        entries.push({ key: meta.key, meta, page, folder: child });
      } else if (meta.type === "separator" || meta.type === "menu" || meta.href !== undefined) {
        entries.push({ key: meta.key, meta });
      } else if (!(meta.key === "index" && folder.ownPage !== undefined) && meta.display !== "hidden") {
        // A folder's index is the folder's own page, which its name opens.
        this.warnings.push({
          path: record!.source,
          message: `names ${JSON.stringify(meta.key)}, which is no Markdown page or folder of ${folder.path === "" ? "the pages' folder" : JSON.stringify(folder.path)}; it is left out`,
        });
      }
    }
    const others = [...new Set([...folder.pages.keys(), ...folder.folders.keys()])]
      .filter((key) => !named.has(key) && key !== "index")
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const key of others) entries.push({ key, page: folder.pages.get(key), folder: folder.folders.get(key) });
    return entries;
  }

  private entryItems(entry: Entry, type: MetaType, display: MetaDisplay, record?: MetaRecord): NavItem[] {
    const { meta } = entry;
    if (meta?.href !== undefined) return [{ kind: "link", label: linkLabel(meta, meta.href), href: meta.href }];
    if (type === "menu") {
      return [
        { kind: "section", label: meta?.title ?? titleFromName(entry.key), items: this.menuItems(entry, record) },
      ];
    }
    if (entry.folder) {
      const items = this.folderItems(entry.folder, false);
      if (display === "children") return items;
      const section: NavSection = {
        kind: "section",
        label: this.folderLabel(entry.folder, meta),
        folder: entry.folder.path,
        items,
      };
      if (entry.folder.ownPage !== undefined) section.file = entry.folder.ownPage;
      return [section];
    }
    if (entry.page === undefined) return [];
    const label = this.pageLabel(entry.page, meta);
    return [{ kind: "page", file: entry.page, ...(label !== undefined && { label }) }];
  }

  /** A menu's entries: links, and pages of the folder of the menu's name. */
  private menuItems(entry: Entry, record: MetaRecord | undefined): NavItem[] {
    const items: NavItem[] = [];
    for (const meta of entry.meta?.items ?? []) {
      if (meta.type === "separator" || meta.display === "hidden") continue;
      if (meta.href !== undefined) {
        items.push({ kind: "link", label: linkLabel(meta, meta.href), href: meta.href });
        continue;
      }
      const page = this.menuPage(entry, meta.key);
      // A menu of a folder this language lacks leads to the default language's pages, as Nextra's does.
      if (page === undefined && entry.folder === undefined) continue;
      if (page === undefined) {
        this.warnings.push({
          path: record?.source ?? "",
          message: `the menu ${JSON.stringify(entry.key)} names ${JSON.stringify(meta.key)}, which is no Markdown page of ${JSON.stringify(entry.key)}; it is left out`,
        });
        continue;
      }
      const label = this.pageLabel(page, meta);
      items.push({ kind: "page", file: page, ...(label !== undefined && { label }) });
    }
    return items;
  }

  private menuPage(entry: Entry, key: string): string | undefined {
    if (key === "index") return entry.folder?.ownPage;
    return entry.folder?.pages.get(key) ?? entry.folder?.folders.get(key)?.ownPage;
  }

  /** The top bar's link for a `type: "page"` entry, or its menu of links for a `type: "menu"` one. */
  private topBarLink(item: NavItem): TopNavLink | undefined {
    switch (item.kind) {
      case "link":
        return { text: item.label, link: item.href };
      case "page":
        return { text: this.pageText(item.file, item.label), link: this.input.addressOf(routeOf(item.file)) };
      case "section":
        if (item.folder === undefined) {
          const links = item.items.flatMap((each) => this.topBarLink(each) ?? []);
          return { text: item.label, link: "", items: links };
        }
        return { text: item.label, link: this.input.addressOf(routeOf(`${item.folder}/index.md`)) };
      case "folder":
        return undefined;
    }
  }

  /** A page's name where the sidebar does not name it: its own title, else its file's. */
  private pageText(file: string, label: string | undefined): string {
    return label ?? this.input.factsOf(file)?.title ?? titleFromName(routeOf(file).split("/").at(-1) ?? "");
  }

  /** The _meta file's title, else the page's `sidebarTitle`; else the page's own title, which the import reads. */
  private pageLabel(file: string, meta: MetaItem | undefined): string | undefined {
    return meta?.title ?? stringData(this.input.factsOf(file), "sidebarTitle");
  }

  /** The _meta file's title, else its index's when the index says `asIndexPage`, else its name's. */
  private folderLabel(folder: RouteFolder, meta: MetaItem | undefined): string {
    if (meta?.title !== undefined) return meta.title;
    const index = folder.ownPage === undefined ? undefined : this.input.factsOf(folder.ownPage);
    const fromIndex = index?.data.asIndexPage === true ? (stringData(index, "sidebarTitle") ?? index.title) : undefined;
    return fromIndex ?? titleFromName(folder.name);
  }
}

/**
 * A link's title, else its key's words; a key that is only a placeholder (`_2`, `---`) names
 * nothing, and the address stands for the title its file computes.
 */
function linkLabel(meta: MetaItem, href: string): string {
  if (meta.title !== undefined) return meta.title;
  return /[a-z]/i.test(meta.key) ? titleFromName(meta.key) : href;
}

function stringData(facts: PageFacts | undefined, key: string): string | undefined {
  const value = facts?.data[key];
  return typeof value === "string" && value !== "" ? value : undefined;
}
