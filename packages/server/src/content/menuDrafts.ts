// One menu per folder and page, as far as its own files tell; its place in the tree (parent, sort)
// and code clashes with other menus are settled later, by assembleContent.
import { MENU_TYPE_ARTICLE, MENU_TYPE_DIRECTORY } from "@rxdocs/contract";
import type { ParsedCategoryFile } from "./categoryFile.js";
import { CATEGORY_FILE_NAME, humanizeFileName, joinRelativePath } from "./fileNames.js";
import { findFirstHeading } from "./firstHeading.js";
import type { ArticleFrontMatter } from "./frontMatter.js";
import { deriveMenuCode, isValidMenuCode } from "./menuCode.js";
import type { ArticleSource, ContentProblem, MenuSource } from "./model.js";
import type { ScannedEntry } from "./scanFolder.js";
import type { Orderable } from "./siblingOrder.js";

export interface MenuDraft extends Orderable {
  path: string;
  parentPath: string;
  /** Undefined when it cannot be known, so that it is left out of the duplicate check. */
  code?: string;
  menu: Pick<MenuSource, "menuName" | "menuType" | "visibility">;
  /** Set for pages, never for folders. */
  article?: Omit<ArticleSource, "menuCode">;
  /** The draft becomes a menu only when this stays empty. */
  problems: ContentProblem[];
}

/** A page whose front matter could be read. */
export interface PageSource {
  frontMatter: ArticleFrontMatter;
  body: string;
  /** Problems of the front matter and of the tabs. */
  problems: ContentProblem[];
  /** articleTabContent; null when the page has no tabs or they are unusable. */
  tabContent: string | null;
}

export function pageDraft(entry: ScannedEntry, page: PageSource): MenuDraft {
  const { frontMatter, body } = page;
  const problems = [...page.problems];
  const title = frontMatter.title ?? findFirstHeading(body) ?? humanizeFileName(entry.name);
  return {
    path: entry.path,
    parentPath: entry.parentPath,
    name: entry.name,
    order: frontMatter.order,
    code: resolveCode(frontMatter.code, entry.path, "the front matter", problems),
    menu: { menuName: frontMatter.menuName ?? title, menuType: MENU_TYPE_ARTICLE, visibility: frontMatter.visibility },
    article: {
      articleTitle: title,
      articleMd: body,
      articleTabContent: page.tabContent,
      status: frontMatter.status,
      ...(frontMatter.createdAt !== undefined && { createdAt: frontMatter.createdAt }),
      ...(frontMatter.updatedAt !== undefined && { updatedAt: frontMatter.updatedAt }),
    },
    problems,
  };
}

/** @param category undefined when the folder has no _category_.json. */
export function folderDraft(entry: ScannedEntry, category: ParsedCategoryFile | undefined): MenuDraft {
  const categoryPath = joinRelativePath(entry.path, CATEGORY_FILE_NAME);
  const problems = (category?.reasons ?? []).map((reason) => ({ path: categoryPath, reason }));
  const settings = category ? category.settings : { visibility: "public" as const };
  return {
    path: entry.path,
    parentPath: entry.parentPath,
    name: entry.name,
    order: settings?.order,
    // Without readable settings, the folder's real code is unknown.
    code: settings && resolveCode(settings.code, entry.path, CATEGORY_FILE_NAME, problems),
    menu: {
      menuName: settings?.menuName ?? humanizeFileName(entry.name),
      menuType: MENU_TYPE_DIRECTORY,
      visibility: settings?.visibility ?? "public",
    },
    problems,
  };
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
