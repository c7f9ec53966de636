// A Fumadocs site's page tree, as its loader builds it from the docs folder and its meta files.
// A folder's `meta.json` (or `meta.yaml`) gives its `title`, `root: true` (a tab of its own, which
// rxdocs makes a top-level section), `pagesIndex` and `pages`: file or folder paths in order,
// `---Label---` separators (rxdocs makes a section of the entries after one), `...` the rest by
// name (`z...a` reversed), `...folder` a folder's entries in its place, `!name` an entry the
// rest leaves out, and `[Text](url)` links. A folder whose meta file lists its pages shows only
// those; one without shows all, its index first, then its pages, then its folders, by name.
import { posix } from "node:path";
import type { ContentWarning } from "../model.js";
import { withoutMarkdownExtension } from "../fileNames.js";
import type { PageFacts } from "./pageFacts.js";
import type { NavItem, NavSection } from "./siteReader.js";

/** A folder of the docs, as the pages make it. */
export interface DocsFolder {
  name: string;
  /** Relative to the docs folder, "/"-separated; "" for the docs folder itself. */
  path: string;
  /** Its pages by name without extension. */
  pages: Map<string, string>;
  folders: Map<string, DocsFolder>;
}

/** A meta file as read: its values, and where it is. */
export interface MetaFile {
  /** Relative to the site's root. */
  source: string;
  data: Readonly<Record<string, unknown>>;
}

export interface FumadocsNavigationInput {
  tree: DocsFolder;
  metaOf(folder: DocsFolder): MetaFile | undefined;
  factsOf(file: string): PageFacts | undefined;
  /**
   * Whether a page or folder path (relative to the docs folder, without extension) that this
   * language lacks is the default language's, which Fumadocs shows in its stead.
   */
  isFallback(path: string): boolean;
}

const SEPARATOR = /^---(?:\[[^\]]+\])?(.*?)---$|^---$/;
const LINK = /^(?:external:)?(?:\[[^\]]+\])?\[([^\]]+)\]\(([^)]+)\)$/;
const GROUP = /^\((.+)\)$/;
const REST = "...";
const REST_REVERSED = "z...a";

/** The folders the pages make; `files` are the pages as the import reads them, relative to the docs folder. */
export function docsTree(files: readonly string[]): DocsFolder {
  const root: DocsFolder = { name: "", path: "", pages: new Map(), folders: new Map() };
  for (const file of files) {
    const parts = file.split("/");
    const name = withoutMarkdownExtension(parts.pop()!);
    let folder = root;
    for (const part of parts) {
      let child = folder.folders.get(part);
      if (!child) {
        child = { name: part, path: posix.join(folder.path, part), pages: new Map(), folders: new Map() };
        folder.folders.set(part, child);
      }
      folder = child;
    }
    folder.pages.set(name, file);
  }
  return root;
}

/** "getting-started" → "Getting started", as Fumadocs names what has no title. */
export function nameFromPath(name: string): string {
  const bare = GROUP.exec(name)?.[1] ?? name;
  return bare.charAt(0).toUpperCase() + bare.slice(1).replace(/-/g, " ");
}

export function fumadocsNavigation(input: FumadocsNavigationInput): { items: NavItem[]; warnings: ContentWarning[] } {
  const builder = new TreeBuilder(input);
  const items = builder.folderItems(input.tree);
  // Root folders are tabs: each is a top-level section wherever it is.
  return { items: [...items, ...builder.hoisted], warnings: builder.warnings };
}

/** What one entry of `pages` puts in its place. */
type Placed = { item: NavItem } | { separator: string } | { rest: "forward" | "reversed" };

class TreeBuilder {
  readonly hoisted: NavSection[] = [];
  readonly warnings: ContentWarning[] = [];
  /** Paths some meta file names on their own: the rest (`...`) of another folder leaves them out. */
  private readonly claimed = new Set<string>();

  constructor(private readonly input: FumadocsNavigationInput) {
    this.claim(input.tree);
  }

  folderItems(folder: DocsFolder): NavItem[] {
    const meta = this.input.metaOf(folder);
    const pages = meta?.data.pages;
    // The docs folder's index is the home page, an entry of its own; another folder's is the folder's page.
    const own = folder.path === "" ? undefined : this.ownPage(folder);
    const excluded = new Set<string>(own === undefined ? [] : [own]);
    if (meta === undefined || !Array.isArray(pages)) return this.rest(folder, excluded, false);

    const placed: Placed[] = [];
    for (const entry of pages) {
      if (typeof entry === "string") placed.push(...this.resolve(folder, entry, excluded, meta));
      else this.warn(meta, `pages holds ${JSON.stringify(entry)}, which is no path, separator or link; it is left out`);
    }
    // Separators start sections of what follows them, up to the next one.
    const items: NavItem[] = [];
    let section: NavSection | undefined;
    for (const each of placed) {
      if ("separator" in each) {
        section = each.separator === "" ? undefined : { kind: "section", label: each.separator, items: [] };
        if (section) items.push(section);
        continue;
      }
      const made = "rest" in each ? this.rest(folder, excluded, each.rest === "reversed") : [each.item];
      (section?.items ?? items).push(...made);
    }
    return items;
  }

  /** One entry of `pages`: what it places, if anything. */
  private resolve(folder: DocsFolder, entry: string, excluded: Set<string>, meta: MetaFile): Placed[] {
    if (entry === REST || entry === REST_REVERSED) return [{ rest: entry === REST ? "forward" : "reversed" }];
    const separator = SEPARATOR.exec(entry);
    if (separator) return [{ separator: separator[1]?.trim() ?? "" }];
    const link = LINK.exec(entry);
    if (link) return [{ item: { kind: "link", label: link[1]!, href: link[2]! } }];
    if (entry.startsWith("!")) {
      const target = this.find(folder, entry.slice(1));
      if (target) excluded.add(target.path);
      return [];
    }
    if (entry.startsWith(REST)) {
      const target = this.find(folder, entry.slice(REST.length));
      if (target?.kind !== "folder") return this.missing(folder, meta, entry);
      excluded.add(target.path);
      const own = this.ownPage(target.folder);
      const items = [...(own === undefined ? [] : [pageItem(own)]), ...this.folderItems(target.folder)];
      return items.map((item) => ({ item }));
    }
    const target = this.find(folder, entry);
    if (!target) return this.missing(folder, meta, entry);
    excluded.add(target.path);
    const items = target.kind === "page" ? [pageItem(target.path)] : this.folderItem(target.folder);
    return items.map((item) => ({ item }));
  }

  /**
   * A folder's pages and folders not placed yet: its index first, then its pages, then its
   * folders, by name (reversed, folders come first, as Fumadocs reverses its whole order).
   */
  private rest(folder: DocsFolder, excluded: ReadonlySet<string>, isReversed: boolean): NavItem[] {
    const isFree = (path: string) => !excluded.has(path) && !this.claimed.has(path);
    const index = folder.pages.get("index");
    const pages = [...folder.pages.entries()]
      .filter(([name, file]) => name !== "index" && isFree(file))
      .sort(([a], [b]) => a.localeCompare(b));
    const folders = [...folder.folders.values()]
      .filter((child) => isFree(child.path))
      .sort((a, b) => a.name.localeCompare(b.name));
    const ordered: (string | DocsFolder)[] = [...pages.map(([, file]) => file), ...folders];
    if (isReversed) ordered.reverse();
    if (index !== undefined && isFree(index)) ordered.unshift(index);
    return ordered.flatMap((each) => (typeof each === "string" ? [pageItem(each)] : this.folderItem(each)));
  }

  /** A folder as a section; a root folder's section goes to the top. */
  private folderItem(folder: DocsFolder): NavItem[] {
    const meta = this.input.metaOf(folder)?.data;
    const own = this.ownPage(folder);
    const section: NavSection = {
      kind: "section",
      label: this.folderLabel(folder, meta, own),
      folder: folder.path,
      items: this.folderItems(folder),
      ...(own !== undefined && { file: own }),
    };
    if (meta?.root !== true) return [section];
    this.hoisted.push(section);
    return [];
  }

  /** Its meta file's title, else its index's, else its name's. */
  private folderLabel(folder: DocsFolder, meta: Readonly<Record<string, unknown>> | undefined, own?: string): string {
    if (typeof meta?.title === "string" && meta.title !== "") return meta.title;
    const indexTitle = own === undefined ? undefined : this.input.factsOf(own)?.title;
    return indexTitle ?? nameFromPath(folder.name);
  }

  /** The folder's own page: the one `pagesIndex` names, else its index. */
  private ownPage(folder: DocsFolder): string | undefined {
    const named = this.input.metaOf(folder)?.data.pagesIndex;
    if (typeof named === "string") {
      const target = this.find(folder, named);
      if (target?.kind === "page") return target.path;
    }
    return folder.pages.get("index");
  }

  /** A page or folder by a path written in `folder`'s meta file (`guide`, `./guide/index`, `../api`). */
  private find(folder: DocsFolder, written: string): Target | undefined {
    const target = posix.normalize(posix.join(folder.path, written)).replace(/\/$/, "");
    if (target === ".." || target.startsWith("../")) return undefined;
    const parts = target === "." ? [] : target.split("/");
    let at = this.input.tree;
    for (const [index, part] of parts.entries()) {
      const child = at.folders.get(part);
      if (child) {
        at = child;
        continue;
      }
      const page = index === parts.length - 1 ? at.pages.get(withoutMarkdownExtension(part)) : undefined;
      return page === undefined ? undefined : { kind: "page", path: page };
    }
    return { kind: "folder", path: at.path, folder: at };
  }

  private missing(folder: DocsFolder, meta: MetaFile, entry: string): Placed[] {
    const written = entry.startsWith(REST) ? entry.slice(REST.length) : entry;
    if (!this.input.isFallback(posix.normalize(posix.join(folder.path, written)))) {
      this.warn(meta, `pages names ${JSON.stringify(entry)}, which is no page or folder; it is left out`);
    }
    return [];
  }

  private warn(meta: MetaFile, message: string): void {
    this.warnings.push({ path: meta.source, message });
  }

  /** Every path a meta file names on its own (not its rest, a link or a separator). */
  private claim(folder: DocsFolder): void {
    const pages = this.input.metaOf(folder)?.data.pages;
    for (const entry of Array.isArray(pages) ? pages : []) {
      if (typeof entry !== "string" || entry.startsWith("!") || entry === REST || entry === REST_REVERSED) continue;
      if (SEPARATOR.test(entry) || LINK.test(entry)) continue;
      const target = this.find(folder, entry.startsWith(REST) ? entry.slice(REST.length) : entry);
      if (target) this.claimed.add(target.path);
    }
    for (const child of folder.folders.values()) this.claim(child);
  }
}

type Target = { kind: "page"; path: string } | { kind: "folder"; path: string; folder: DocsFolder };

function pageItem(file: string): NavItem {
  return { kind: "page", file };
}
