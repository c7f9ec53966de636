// The awesome-pages plugin's navigation: MkDocs' own, made from the folders, changed by a `.pages`
// file in any folder: `title` names the folder's section, `nav` (formerly `arrange`) lists its
// entries in order (`...` for the rest, `... | flat | glob=*.md` or `... | regex=…` for some of
// it, `Label: page.md` to rename one, `Label: https://…` for a link, `Label: [ … ]` for a
// section of its own), `order: asc|desc`, `sort_type: natural` and `order_by: title|filename`
// sort it, `hide: true` leaves it out, `collapse`/`collapse_single_pages` replace a section of one
// page by that page. A `...` in mkdocs.yml's nav stands for the pages it does not name.
import path from "node:path";
import type { ContentWarning } from "../model.js";
import { type DocsFolder, type DocsTree, titleFromName } from "./mkdocsFiles.js";
import { type Entry, entryName, folderEntries, type SectionEntry, toNavItems } from "./mkdocsPagesEntries.js";
import { compareNatural, type PagesMeta, readPagesMeta, type RestFilter } from "./mkdocsPagesMeta.js";
import type { NavItem } from "./siteReader.js";

export { parseRestEntry, type RestFilter } from "./mkdocsPagesMeta.js";

export interface AwesomePagesOptions {
  /** The name of the files in folders: `.pages` unless the plugin says otherwise. */
  filename: string;
  collapseSinglePages: boolean;
  /** Fallbacks for every folder's own order, sort_type, order_by and ignore_case. */
  sorting: Pick<PagesMeta, "order" | "sortType" | "orderBy" | "ignoreCase">;
}

export function awesomePagesOptions(plugin: Record<string, unknown>): AwesomePagesOptions {
  const { filename, collapse_single_pages: collapse, order, sort_type: sortType, order_by: orderBy } = plugin;
  return {
    filename: typeof filename === "string" && filename !== "" ? filename : ".pages",
    collapseSinglePages: collapse === true,
    sorting: {
      order: order === "asc" || order === "desc" ? order : undefined,
      sortType: sortType === "natural" ? sortType : undefined,
      orderBy: orderBy === "title" || orderBy === "filename" ? orderBy : undefined,
      ignoreCase: plugin.ignore_case === true,
    },
  };
}

export class AwesomePages {
  /** Each folder's `.pages`, by folder path, once read. */
  private metas: Map<string, PagesMeta> | undefined;

  /**
   * @param docsPath the docs folder relative to the site's root, for what is said of `.pages` files.
   * @param titleOf a page's title, for `order_by: title`.
   */
  constructor(
    private readonly tree: DocsTree,
    private readonly options: AwesomePagesOptions,
    private readonly docsPath: string,
    private readonly titleOf: (page: string) => string,
    private readonly warnings: ContentWarning[],
  ) {}

  /** Whether any folder has a `.pages` file. */
  hasPagesFiles(): boolean {
    const has = (folder: DocsFolder): boolean =>
      folder.otherFiles.includes(this.options.filename) || folder.folders.some(has);
    return has(this.tree.root);
  }

  /** The `.pages` files, relative to the site's root, each folder's before its sub-folders'. */
  pagesFiles(): string[] {
    const files: string[] = [];
    const collect = (folder: DocsFolder) => {
      if (folder.otherFiles.includes(this.options.filename)) {
        files.push(path.posix.join(this.docsPath, folder.path, this.options.filename));
      }
      folder.folders.forEach(collect);
    };
    collect(this.tree.root);
    return files;
  }

  /** The whole navigation, made from the folders and their `.pages` files. */
  async navigation(): Promise<NavItem[]> {
    await this.readMetas();
    const root = this.meta(this.tree.root);
    const entries = this.processChildren(folderEntries(this.tree.root), this.options.collapseSinglePages, root);
    return toNavItems(entries);
  }

  /**
   * What each `...` of mkdocs.yml's nav stands for: the pages the nav does not name, as their
   * folders make them (or `flat`), each in the first of the filters that matches its path.
   */
  async restBlocks(named: ReadonlySet<string>, filters: readonly RestFilter[]): Promise<Map<RestFilter, NavItem[]>> {
    await this.readMetas();
    const ordered = byPrecedence(filters);
    const collect = (folder: DocsFolder): Map<RestFilter, Entry[]> => {
      const found = new Map<RestFilter, Entry[]>(filters.map((filter) => [filter, []]));
      for (const page of folder.pages) {
        if (named.has(page)) continue;
        const filter = ordered.find((candidate) => candidate.matches(page));
        if (filter) found.get(filter)!.push({ kind: "page", file: page });
      }
      for (const sub of folder.folders) {
        for (const [filter, children] of collect(sub)) {
          if (children.length === 0) continue;
          if (filter.flat) found.get(filter)!.push(...children);
          else found.get(filter)!.push({ kind: "section", title: titleFromName(sub.name), folder: sub, children });
        }
      }
      return found;
    };
    const blocks = new Map<RestFilter, NavItem[]>();
    for (const [filter, entries] of collect(this.tree.root)) {
      blocks.set(filter, toNavItems(this.processChildSections(entries, this.options.collapseSinglePages)));
    }
    return blocks;
  }

  private async readMetas(): Promise<void> {
    if (this.metas) return;
    const metas = new Map<string, PagesMeta>();
    const read = async (at: DocsFolder): Promise<void> => {
      if (at.otherFiles.includes(this.options.filename)) {
        const file = path.join(this.tree.dir, at.path, this.options.filename);
        const source = path.posix.join(this.docsPath, at.path, this.options.filename);
        metas.set(at.path, await readPagesMeta(file, source, this.warnings));
      }
      for (const sub of at.folders) await read(sub);
    };
    await read(this.tree.root);
    this.metas = metas;
  }

  private meta(folder: DocsFolder | undefined): PagesMeta {
    return (folder && this.metas?.get(folder.path)) ?? {};
  }

  private processChildren(children: Entry[], collapse: boolean, meta: PagesMeta): Entry[] {
    this.order(children, meta);
    return this.processChildSections(this.applyNav(children, meta), collapse);
  }

  private processChildSections(children: readonly Entry[], collapse: boolean): Entry[] {
    const result: Entry[] = [];
    for (const child of children) {
      if (child.kind !== "section") {
        result.push(child);
      } else if (child.folder === undefined) {
        result.push({ ...child, children: this.processChildSections(child.children, collapse) });
      } else {
        const processed = this.processSection(child, collapse);
        if (processed) result.push(processed);
      }
    }
    return result;
  }

  private processSection(section: SectionEntry, collapseRecursive: boolean): Entry | undefined {
    const meta = this.meta(section.folder);
    if (meta.hide === true) return undefined;
    const collapse = meta.collapseSinglePages ?? collapseRecursive;
    const children = this.processChildren([...section.children], collapse, meta);
    if (children.length === 0) return undefined;
    if ((meta.collapse ?? collapse) && children.length === 1) return children[0];
    return { ...section, title: meta.title ?? section.title, children };
  }

  private order(items: Entry[], meta: PagesMeta): void {
    const { sorting } = this.options;
    const order = meta.order ?? sorting.order;
    const sortType = meta.sortType ?? sorting.sortType;
    const orderBy = meta.orderBy ?? sorting.orderBy;
    if (items.length < 2 || (order === undefined && sortType === undefined && orderBy === undefined)) return;
    const ignoreCase = meta.ignoreCase ?? sorting.ignoreCase;
    const keyOf = (entry: Entry): string => {
      const key = orderBy === "title" ? this.titleOfEntry(entry) : entryName(entry);
      return ignoreCase ? key.toLowerCase() : key;
    };
    const compare = sortType === "natural" ? compareNatural : (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    items.sort((a, b) => compare(keyOf(a), keyOf(b)) * (order === "desc" ? -1 : 1));
  }

  private titleOfEntry(entry: Entry): string {
    if (entry.kind === "page") return entry.title ?? this.titleOf(entry.file);
    if (entry.kind === "section") return this.meta(entry.folder).title ?? entry.title;
    return entry.kind === "link" ? entry.title : "";
  }

  /** A folder's `.pages` nav: its entries in order, the rest where `...` says. */
  private applyNav(items: readonly Entry[], meta: PagesMeta): Entry[] {
    if (meta.nav === undefined) return [...items];
    const byName = new Map(items.map((item) => [entryName(item), item]));
    const used = new Set<Entry>();
    const filters: RestFilter[] = [];
    const build = (nav: NonNullable<PagesMeta["nav"]>): Entry[] =>
      nav.flatMap((navItem): Entry[] => {
        if ("filter" in navItem) {
          filters.push(navItem.filter);
          return [{ kind: "rest", filter: navItem.filter }];
        }
        if (Array.isArray(navItem.value)) {
          return [{ kind: "section", title: navItem.title ?? "", children: build(navItem.value) }];
        }
        const item = byName.get(navItem.value);
        if (item) {
          used.add(item);
          if (navItem.title === undefined) return [item];
          return [item.kind === "page" || item.kind === "section" ? { ...item, title: navItem.title } : item];
        }
        if (navItem.title !== undefined) return [{ kind: "link", title: navItem.title, href: navItem.value }];
        this.warnings.push({
          path: meta.source ?? this.docsPath,
          message: `nav names ${JSON.stringify(navItem.value)}, which the folder does not have; it is left out`,
        });
        return [];
      });
    const result = build(meta.nav);
    const ordered = byPrecedence(filters);
    const rest = new Map<RestFilter, Entry[]>(filters.map((filter) => [filter, []]));
    for (const item of items) {
      if (used.has(item)) continue;
      const filter = ordered.find((candidate) => candidate.matches(entryName(item)));
      if (filter) rest.get(filter)!.push(item);
    }
    const fill = (entries: Entry[]): Entry[] =>
      entries.flatMap((entry) => {
        if (entry.kind === "rest") return rest.get(entry.filter) ?? [];
        if (entry.kind === "section" && entry.folder === undefined)
          return [{ ...entry, children: fill(entry.children) }];
        return [entry];
      });
    return fill(result);
  }
}

/** The filters in the order they take what they match: those with a pattern, then the catch-all. */
function byPrecedence(filters: readonly RestFilter[]): RestFilter[] {
  return [...filters.filter((filter) => filter.type !== "all"), ...filters.filter((filter) => filter.type === "all")];
}
