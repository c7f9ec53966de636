// One menu per folder and page, as far as its own files tell; its place in the tree (parent, sort)
// and code clashes with other menus are settled later, by assembleContent.
import { MENU_TYPE_ARTICLE, MENU_TYPE_DIRECTORY, type Visibility } from "@rxdocs/contract";
import type { ParsedCategoryFile } from "./categoryFile.js";
import { CATEGORY_FILE_NAME, dateInPath, humanizeFileName, joinRelativePath } from "./fileNames.js";
import { findFirstHeading } from "./firstHeading.js";
import type { PostFacts } from "./blogPosts.js";
import type { ArticleFrontMatter } from "./frontMatter.js";
import { deriveMenuCode, isValidMenuCode } from "./menuCode.js";
import type { GitDates } from "./gitDates.js";
import type { ArticleSource, ContentProblem, MenuSource } from "./model.js";
import type { ScannedEntry } from "./scanFolder.js";
import type { Orderable } from "./siblingOrder.js";

export interface MenuDraft extends Orderable {
  path: string;
  parentPath: string;
  /** Undefined when it cannot be known, so that it is left out of the duplicate check. */
  code?: string;
  /** Whether the code was written (`code:`), rather than derived from the path: only such codes may not change. */
  codeIsExplicit: boolean;
  menu: Pick<MenuSource, "menuName" | "menuType" | "visibility" | "link" | "badge" | "navHidden">;
  /** A page's article, or a folder's own page. */
  article?: Omit<ArticleSource, "menuCode">;
  /** Folders hold what is below them, even when they have a page of their own. */
  isFolder: boolean;
  /** A folder whose page lists its children, made once they are known. */
  generatedIndex?: { title?: string; description?: string };
  /** Made by a site's navigation (a section or link of its own) rather than by a file or folder. */
  isSynthetic?: boolean;
  /** A blog post's authors and tags, shown when the post is in a blog's section. */
  post?: PostFacts;
  /** A blog's section: its posts newest first, and its page listing them. */
  listsPosts?: boolean;
  /** The draft becomes a menu only when this stays empty. */
  problems: ContentProblem[];
}

/** A page whose front matter could be read. */
export interface PageSource {
  /** The page's file, relative to the root. */
  path: string;
  frontMatter: ArticleFrontMatter;
  body: string;
  /** Problems of the front matter and of the tabs. */
  problems: ContentProblem[];
  /** articleTabContent; null when the page has no tabs or they are unusable. */
  tabContent: string | null;
  /** When the file was first and last committed, if the folder is in a git work tree. */
  history?: GitDates;
}

const STRICTNESS: Record<Visibility, number> = { public: 0, hidden: 1, restricted: 2 };

export function pageDraft(entry: ScannedEntry, page: PageSource): MenuDraft {
  const { frontMatter } = page;
  const problems = [...page.problems];
  const article = pageArticle(page, humanizeFileName(entry.name));
  if (frontMatter.link !== undefined) return linkDraft(entry, page, article.articleTitle, problems);
  return {
    ...pagePlace(entry, page, problems),
    menu: {
      menuName: frontMatter.menuName ?? article.articleTitle,
      menuType: MENU_TYPE_ARTICLE,
      visibility: frontMatter.visibility,
      ...(frontMatter.badge && { badge: frontMatter.badge }),
      ...(frontMatter.navHidden && { navHidden: true }),
    },
    article,
    ...(frontMatter.post && { post: frontMatter.post }),
    isFolder: false,
    problems,
  };
}

/** Where a page file's entry stands, and its code: the same for a page and for a link. */
function pagePlace(entry: ScannedEntry, { frontMatter }: PageSource, problems: ContentProblem[]) {
  return {
    path: entry.path,
    parentPath: entry.parentPath,
    name: entry.name,
    order: frontMatter.order,
    code: resolveCode(frontMatter.code, entry.path, "the front matter", problems),
    codeIsExplicit: frontMatter.code !== undefined,
  };
}

/** A page file whose `link` makes it an entry that leads elsewhere: a directory menu without an article. */
function linkDraft(entry: ScannedEntry, page: PageSource, name: string, problems: ContentProblem[]): MenuDraft {
  const { frontMatter } = page;
  return {
    ...pagePlace(entry, page, problems),
    menu: {
      menuName: frontMatter.menuName ?? name,
      menuType: MENU_TYPE_DIRECTORY,
      visibility: frontMatter.visibility,
      link: frontMatter.link,
      ...(frontMatter.badge && { badge: frontMatter.badge }),
    },
    isFolder: false,
    problems,
  };
}

/**
 * @param category undefined when the folder has no _category_.json.
 * @param page the folder's own page (its index.md), if it has one.
 */
export function folderDraft(
  entry: ScannedEntry,
  category: ParsedCategoryFile | undefined,
  page?: PageSource,
): MenuDraft {
  const categoryPath = joinRelativePath(entry.path, CATEGORY_FILE_NAME);
  const problems = (category?.reasons ?? []).map((reason) => ({ path: categoryPath, reason }));
  const settings = category ? category.settings : { visibility: "public" as const };
  const link = settings?.link;
  const draft: MenuDraft = {
    path: entry.path,
    parentPath: entry.parentPath,
    name: entry.name,
    order: settings?.order ?? page?.frontMatter.order,
    // Without readable settings, the folder's real code is unknown.
    code: settings && resolveCode(settings.code ?? page?.frontMatter.code, entry.path, CATEGORY_FILE_NAME, problems),
    codeIsExplicit: (settings?.code ?? page?.frontMatter.code) !== undefined,
    menu: {
      menuName: settings?.menuName ?? humanizeFileName(entry.name),
      menuType: MENU_TYPE_DIRECTORY,
      visibility: settings?.visibility ?? "public",
      ...(settings?.badge && { badge: settings.badge }),
    },
    isFolder: true,
    problems,
  };
  if (link?.type === "generated-index") {
    draft.menu.menuType = MENU_TYPE_ARTICLE;
    draft.generatedIndex = link;
  }
  if (!page) return draft;

  const article = pageArticle(page, draft.menu.menuName);
  draft.article = article;
  if (page.frontMatter.post) draft.post = page.frontMatter.post;
  draft.problems.push(...page.problems);
  draft.menu = {
    menuName: settings?.menuName ?? page.frontMatter.menuName ?? article.articleTitle,
    menuType: MENU_TYPE_ARTICLE,
    visibility: stricter(draft.menu.visibility, page.frontMatter.visibility),
    ...((settings?.badge ?? page.frontMatter.badge) && { badge: settings?.badge ?? page.frontMatter.badge }),
  };
  return draft;
}

function pageArticle(page: PageSource, fallbackTitle: string): Omit<ArticleSource, "menuCode"> {
  const { frontMatter, body, history } = page;
  const createdAt = frontMatter.createdAt ?? dateInPath(page.path) ?? history?.createdAt;
  const updatedAt = frontMatter.updatedAt ?? history?.updatedAt;
  return {
    articleTitle: frontMatter.title ?? findFirstHeading(body) ?? fallbackTitle,
    articleMd: body,
    articleTabContent: page.tabContent,
    status: frontMatter.status,
    sourceFile: page.path,
    ...(frontMatter.description !== undefined && { description: frontMatter.description }),
    ...(createdAt !== undefined && { createdAt }),
    ...(updatedAt !== undefined && { updatedAt }),
    ...(history?.formerPaths && { formerFiles: history.formerPaths }),
  };
}

function stricter(a: Visibility, b: Visibility): Visibility {
  return STRICTNESS[a] >= STRICTNESS[b] ? a : b;
}

function resolveCode(
  explicitCode: string | undefined,
  relativePath: string,
  settingsName: string,
  problems: ContentProblem[],
): string | undefined {
  if (explicitCode !== undefined) return explicitCode;
  const derived = deriveMenuCode(relativePath);
  if (isValidMenuCode(derived)) return derived;
  problems.push({
    path: relativePath,
    reason: `no valid code can be derived from the path (got ${JSON.stringify(derived)}); set "code" in ${settingsName}`,
  });
  return undefined;
}
