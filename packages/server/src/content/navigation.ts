// Places a folder's pages where the site's own navigation puts them (mkdocs.yml's nav, a
// Docusaurus sidebar, a VitePress sidebar, _sidebar.md…) instead of where their folders are.
// The drafts of files and folders are kept, codes and all, and moved: a page named in the
// navigation goes under its section, in the navigation's order and with its label; a section
// that stands for a folder is that folder; one that does not is a directory menu of its own;
// a link is an entry of its own. A page the navigation leaves out stays public and reachable but
// is not listed (navHidden), a page it names twice appears where it is first named, and a folder
// it leaves out is no menu. Moving a page never makes it easier to read: what is inside a hidden or
// restricted folder is never moved out of it (the gates of its folders stay its gates), and a
// folder with a gate of its own takes what it holds along.
import { MENU_TYPE_ARTICLE, MENU_TYPE_DIRECTORY } from "@rxdocs/contract";
import { createHash } from "node:crypto";
import { newestFirst, type PostAuthor, withByline } from "./blogPosts.js";
import { deriveMenuCode, isValidMenuCode } from "./menuCode.js";
import type { MenuDraft } from "./menuDrafts.js";
import type { ContentWarning } from "./model.js";
import { orderSiblings } from "./siblingOrder.js";
import type { NavItem, NavSection, SiteNavigation } from "./sites/siteReader.js";

export interface NavigationOptions {
  /** The home page's file: the navigation's entry for it is a link to the home page. */
  homePath?: string;
  homeTitle?: string;
  /** The page file each folder's page was read from, by folder path. */
  pageByFolder: ReadonlyMap<string, string>;
}

/** Parent paths of a navigation's own sections; no file or folder path starts with it. */
const SECTION_KEY = "\u0000nav";

export function placeByNavigation(
  drafts: readonly MenuDraft[],
  navigation: SiteNavigation,
  options: NavigationOptions,
): { drafts: MenuDraft[]; warnings: ContentWarning[] } {
  return new Placement(drafts, navigation, options).run();
}

class Placement {
  private readonly byPath = new Map<string, MenuDraft>();
  /** Each draft's own place as its folder gives it, and what it becomes once placed. */
  private readonly placed = new Map<MenuDraft, MenuDraft>();
  /** Pages that became a section's own page: their article goes with the section. */
  private readonly absorbed = new Set<MenuDraft>();
  private readonly synthetic: MenuDraft[] = [];
  private readonly warnings: ContentWarning[] = [];
  /** Drafts inside a hidden or restricted folder: they keep their place in it. */
  private readonly gated = new Set<MenuDraft>();
  private readonly childrenOf = new Map<string, MenuDraft[]>();
  /** The folders the navigation's sections stand for: a folder's content placed as it is leaves them to their sections. */
  private readonly sectionFolders = new Set<string>();

  constructor(
    private readonly drafts: readonly MenuDraft[],
    private readonly navigation: SiteNavigation,
    private readonly options: NavigationOptions,
  ) {
    for (const draft of drafts) {
      this.byPath.set(draft.path, draft);
      const siblings = this.childrenOf.get(draft.parentPath) ?? [];
      siblings.push(draft);
      this.childrenOf.set(draft.parentPath, siblings);
    }
    // A folder's own page is found by its file too.
    for (const [folder, page] of options.pageByFolder) {
      const draft = this.byPath.get(folder);
      if (draft) this.byPath.set(page, draft);
    }
    for (const draft of drafts) if (this.isInsideGate(draft)) this.gated.add(draft);
    const claim = (items: readonly NavItem[]): void => {
      for (const item of items) {
        if (item.kind !== "section") continue;
        if (item.folder !== undefined) this.sectionFolders.add(item.folder);
        claim(item.items);
      }
    };
    claim(navigation.items);
  }

  run(): { drafts: MenuDraft[]; warnings: ContentWarning[] } {
    this.placeItems(this.navigation.items, "", []);
    const drafts: MenuDraft[] = [...this.synthetic];
    for (const draft of this.drafts) {
      const placed = this.placed.get(draft);
      if (placed) drafts.push(placed);
      else if (this.absorbed.has(draft)) continue;
      else if (this.gated.has(draft) || this.holdsGated(draft)) drafts.push(this.keptInPlace(draft));
      else if (draft.article || draft.problems.length > 0) drafts.push(this.leftOut(draft));
    }
    return { drafts, warnings: this.warnings };
  }

  /** Places the items under the parent at `parentPath`; `keys` are the sections' on the way, for codes. */
  private placeItems(items: readonly NavItem[], parentPath: string, keys: readonly string[]): void {
    let order = 0;
    const place = (draft: MenuDraft, changes: Partial<MenuDraft> = {}): MenuDraft => {
      const moved: MenuDraft = {
        ...draft,
        ...changes,
        parentPath,
        order: order++,
        menu: { ...draft.menu, ...changes.menu },
      };
      this.placed.set(draft, moved);
      return moved;
    };
    for (const item of items) {
      if (item.kind === "folder") {
        for (const draft of this.folderContents(item.folder)) {
          place(draft);
          this.placeSubtree(draft);
        }
        continue;
      }
      if (item.kind === "link") {
        this.addSynthetic(parentPath, order++, [...keys, item.key ?? item.label], item.label, { link: item.href });
        continue;
      }
      if (item.kind === "page") {
        if (this.isHome(item.file)) {
          const label = item.label ?? this.options.homeTitle ?? "Home";
          this.addSynthetic(parentPath, order++, [...keys, label], label, { link: "/" });
          continue;
        }
        const draft = this.find(item.file);
        if (!draft || this.isTaken(draft) || this.staysInGate(draft)) continue;
        place(draft, {
          isFolder: false,
          menu: {
            ...draft.menu,
            ...(item.label && { menuName: item.label }),
            ...(item.badge && { badge: item.badge }),
          },
        });
        continue;
      }
      const trail = [...keys, item.key ?? item.label];
      const menu = { menuName: item.label, ...(item.badge && { badge: item.badge }) };
      const { draft, page } = this.sectionOf(item);
      // A blog's section is a page: its own, followed by the list of its posts.
      const listing = item.posts ? { listsPosts: true, menuType: MENU_TYPE_ARTICLE } : undefined;
      let path: string;
      if (draft) {
        path = place(draft, {
          isFolder: true,
          ...(page && { article: page.article }),
          ...(listing && { listsPosts: true }),
          menu: {
            ...draft.menu,
            ...menu,
            ...((page || listing) && { menuType: MENU_TYPE_ARTICLE }),
          },
        }).path;
      } else {
        path = this.addSynthetic(parentPath, order++, trail, item.label, {
          ...menu,
          ...(listing && { menuType: MENU_TYPE_ARTICLE }),
        });
        if (listing) this.synthetic.at(-1)!.listsPosts = true;
      }
      this.placeItems(item.items, path, trail);
      if (item.posts) this.arrangePosts(path, item.posts.authors);
    }
  }

  /** A blog's posts: the newest first, each with its authors and tags under its title. */
  private arrangePosts(sectionPath: string, authors: Readonly<Record<string, PostAuthor>>): void {
    const posts = [...this.placed.values()].filter((draft) => draft.parentPath === sectionPath && draft.article);
    newestFirst(posts.map((draft) => ({ draft, createdAt: draft.article!.createdAt }))).forEach(({ draft }, order) => {
      draft.order = order;
      if (draft.post) {
        draft.article = { ...draft.article!, articleMd: withByline(draft.article!.articleMd, draft.post, authors) };
      }
    });
  }

  /**
   * The draft a section is: its folder's (with the section's page as the folder's own, as a
   * _category_.json link to a doc makes it), else its page's; none for a section of its own.
   */
  private sectionOf(section: NavSection): { draft?: MenuDraft; page?: MenuDraft } {
    const found = section.folder === undefined ? undefined : this.byPath.get(section.folder);
    const folder = found && !this.staysInGate(found) ? found : undefined;
    const page = section.file === undefined || this.isHome(section.file) ? undefined : this.find(section.file);
    const usablePage = page && !this.isTaken(page) && !this.staysInGate(page) ? page : undefined;
    if (folder && !this.isTaken(folder)) {
      if (!usablePage || usablePage === folder || folder.article) return { draft: folder };
      this.absorbed.add(usablePage);
      return { draft: folder, page: usablePage };
    }
    return { draft: usablePage };
  }

  private isTaken(draft: MenuDraft): boolean {
    return this.placed.has(draft) || this.absorbed.has(draft);
  }

  /**
   * A section or link of the navigation's own, coded by the keys (labels) on its way and its own
   * ("guide-advanced"); answers its path, under which its entries are placed.
   */
  private addSynthetic(
    parentPath: string,
    order: number,
    keys: readonly string[],
    label: string,
    menu: Partial<MenuDraft["menu"]>,
  ): string {
    const path = `${SECTION_KEY}/${this.synthetic.length}`;
    const trail = keys.join("/");
    const derived = deriveMenuCode(trail);
    const code = isValidMenuCode(derived)
      ? derived
      : `section-${createHash("sha256").update(trail).digest("hex").slice(0, 8)}`;
    this.synthetic.push({
      path,
      parentPath,
      name: label,
      order,
      code,
      codeIsExplicit: false,
      isSynthetic: true,
      menu: { menuName: label, menuType: MENU_TYPE_DIRECTORY, visibility: "public", ...menu },
      isFolder: menu.link === undefined,
      problems: [],
    });
    return path;
  }

  /** The page a navigation names; a warning when the site has no such page. */
  private find(file: string): MenuDraft | undefined {
    const draft = this.byPath.get(file);
    if (!draft) {
      this.warnings.push({
        path: this.navigation.source,
        message: `the navigation names ${JSON.stringify(file)}, which is no page of the site; it is left out`,
      });
    }
    return draft;
  }

  private isHome(file: string): boolean {
    return file === this.options.homePath;
  }

  /** What a folder holds that the navigation has not placed yet, in the folder's own order. */
  private folderContents(folder: string): MenuDraft[] {
    const children = (this.childrenOf.get(folder) ?? []).filter(
      (draft) => !this.isTaken(draft) && !this.gated.has(draft) && !this.sectionFolders.has(draft.path),
    );
    return orderSiblings(children);
  }

  /** A folder placed as it is takes what it holds along, as it holds it. */
  private placeSubtree(folder: MenuDraft): void {
    if (!folder.isFolder) return;
    for (const child of this.childrenOf.get(folder.path) ?? []) {
      if (this.isTaken(child)) continue;
      this.placed.set(child, child);
      this.placeSubtree(child);
    }
  }

  /** A page the navigation does not name: at the top, unlisted, and alone (its folder's pages are placed on their own). */
  private leftOut(draft: MenuDraft): MenuDraft {
    return { ...draft, parentPath: "", order: undefined, isFolder: false, menu: { ...draft.menu, navHidden: true } };
  }

  /**
   * What is inside a hidden or restricted folder (and the folders on its way, so that it keeps
   * them): where its folders put it, unlisted unless the navigation placed its folder.
   */
  private keptInPlace(draft: MenuDraft): MenuDraft {
    return { ...draft, menu: { ...draft.menu, navHidden: true } };
  }

  /** Whether a draft named by the navigation must stay in its gated folder, as it is said. */
  private staysInGate(draft: MenuDraft): boolean {
    if (!this.gated.has(draft)) return false;
    this.warnings.push({
      path: this.navigation.source,
      message: `the navigation names ${JSON.stringify(draft.path)}, which is inside a hidden or restricted folder; it keeps its place there`,
    });
    return true;
  }

  /** Whether a folder holds, at any depth, what must keep its place inside it. */
  private holdsGated(folder: MenuDraft): boolean {
    if (!folder.isFolder || this.placed.has(folder)) return false;
    return (this.childrenOf.get(folder.path) ?? []).some((child) => this.gated.has(child) || this.holdsGated(child));
  }

  /** Whether a folder on the draft's way from the top is hidden or restricted. */
  private isInsideGate(draft: MenuDraft): boolean {
    for (let path = draft.parentPath; path !== "";) {
      const folder = this.byPath.get(path);
      if (!folder) return false;
      if (folder.menu.visibility !== "public") return true;
      path = folder.parentPath;
    }
    return false;
  }
}
