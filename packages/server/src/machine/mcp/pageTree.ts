// The site's tree as one view sees it, for assistants: the sections (top-level menus), folders,
// pages and links the sidebar of that reader would show, plus the pages it leaves out of the
// navigation, with the codes the tools take. Built from ReaderView.visible alone.
import { MENU_TYPE_DIRECTORY } from "@rxdocs/contract";
import { z } from "zod";
import type { ReaderView } from "../../access/readerAccess.js";
import type { CatalogMenu } from "../../catalog/catalog.js";
import { pageAddress } from "../pageAddress.js";

export const PAGE_KINDS = ["section", "folder", "page", "link"] as const;

export interface PageTreeEntry {
  code: string;
  title: string;
  kind: (typeof PAGE_KINDS)[number];
  /** The page's Markdown address, for an entry whose own page this view may read. */
  url?: string;
  /** Where an entry that is a link leads, absolute. */
  link?: string;
  children: PageTreeEntry[];
}

export const pageTreeEntrySchema: z.ZodType<PageTreeEntry> = z.object({
  code: z.string().describe("The menu code: what read_page takes as `path`."),
  title: z.string(),
  kind: z.enum(PAGE_KINDS).describe("A section is a top-level folder."),
  url: z.string().optional().describe("The page as Markdown, when this connection may read it."),
  link: z.string().optional().describe("Where a link entry leads."),
  get children() {
    return z.array(pageTreeEntrySchema);
  },
});

export function pageTree(view: ReaderView, origin: string): PageTreeEntry[] {
  const { catalog, visible } = view;
  const present = (menu: CatalogMenu, depth: number): PageTreeEntry => {
    const readable = visible.articles.has(menu.menuCode);
    const children = menu.children.filter((child) => visible.menus.has(child.menuCode));
    const isFolder = Number(menu.menuType) === MENU_TYPE_DIRECTORY || children.length > 0;
    const kind = menu.link !== undefined ? "link" : isFolder ? (depth === 0 ? "section" : "folder") : "page";
    return {
      code: menu.menuCode,
      title: (readable && catalog.articles.get(menu.menuCode)?.article_title) || menu.menuName,
      kind,
      ...(readable ? { url: pageAddress(catalog, origin, menu.menuCode, { markdown: true }) } : {}),
      // A link to the home page ("/") is the site's: absolute, as every address machines get.
      ...(menu.link !== undefined ? { link: new URL(menu.link, origin).href } : {}),
      children: children.map((child) => present(child, depth + 1)),
    };
  };
  return catalog.roots.filter((root) => visible.menus.has(root.menuCode)).map((root) => present(root, 0));
}

/** The entries whose page may be read, in the tree's order. */
export function readableEntries(entries: readonly PageTreeEntry[]): PageTreeEntry[] {
  return entries.flatMap((entry) => [...(entry.url ? [entry] : []), ...readableEntries(entry.children)]);
}

/** The tree as an indented Markdown list: folders in bold, each readable page with its code. */
export function pageTreeMarkdown(entries: readonly PageTreeEntry[], depth = 0): string {
  const indent = "  ".repeat(depth);
  return entries
    .map((entry) => {
      const name = entry.kind === "section" || entry.kind === "folder" ? `**${entry.title}**` : entry.title;
      const line =
        entry.kind === "link"
          ? `${indent}- [${entry.title}](${entry.link})`
          : `${indent}- ${name}${entry.url ? ` (\`${entry.code}\`)` : ""}`;
      const below = pageTreeMarkdown(entry.children, depth + 1);
      return below ? `${line}\n${below}` : line;
    })
    .join("\n");
}
