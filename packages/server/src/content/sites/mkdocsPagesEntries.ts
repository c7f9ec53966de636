// What awesome-pages' navigation is made of while the `.pages` files change it, and how it is
// written as a site's navigation at the end.
import path from "node:path";
import { type DocsFolder, isIndexPage, titleFromName } from "./mkdocsFiles.js";
import type { RestFilter } from "./mkdocsPagesMeta.js";
import type { NavItem } from "./siteReader.js";

/** What a navigation is made of before it is written as NavItems. */
export type Entry = PageEntry | SectionEntry | LinkEntry | RestEntry;
export interface PageEntry {
  kind: "page";
  file: string;
  title?: string;
}
export interface SectionEntry {
  kind: "section";
  title: string;
  /** The folder a section made from the folders stands for; none for one a `.pages` nav makes. */
  folder?: DocsFolder;
  children: Entry[];
}
export interface LinkEntry {
  kind: "link";
  title: string;
  href: string;
}
/** Where a `...` of a `.pages` nav puts what the nav does not name, until it is filled. */
export interface RestEntry {
  kind: "rest";
  filter: RestFilter;
}

/** A folder's pages and sub-folders as MkDocs makes its navigation of them: pages first. */
export function folderEntries(folder: DocsFolder): Entry[] {
  return [
    ...folder.pages.map((file): Entry => ({ kind: "page", file })),
    ...folder.folders.map((sub): Entry => ({
      kind: "section",
      title: titleFromName(sub.name),
      folder: sub,
      children: folderEntries(sub),
    })),
  ];
}

/** The name `.pages` files know an entry by: its file's or folder's. */
export function entryName(entry: Entry): string {
  if (entry.kind === "page") return path.posix.basename(entry.file);
  if (entry.kind === "section") return entry.folder?.name ?? "";
  return "";
}

/** A folder's section takes its index page as its own, as Material's navigation.indexes shows it. */
export function toNavItems(entries: readonly Entry[]): NavItem[] {
  return entries.flatMap((entry): NavItem[] => {
    if (entry.kind === "page") return [{ kind: "page", file: entry.file, ...(entry.title && { label: entry.title }) }];
    if (entry.kind === "link") return [{ kind: "link", label: entry.title, href: entry.href }];
    return entry.kind === "section" ? [sectionItem(entry)] : [];
  });
}

function sectionItem(entry: SectionEntry): NavItem {
  const children = [...entry.children];
  const first = children[0];
  const ownPage =
    entry.folder !== undefined &&
    first?.kind === "page" &&
    first.title === undefined &&
    isIndexPage(first.file) &&
    path.posix.dirname(first.file) === entry.folder.path
      ? first.file
      : undefined;
  if (ownPage) children.shift();
  return {
    kind: "section",
    label: entry.title,
    items: toNavItems(children),
    ...(entry.folder && { folder: entry.folder.path }),
    ...(ownPage && { file: ownPage }),
  };
}
