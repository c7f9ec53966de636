// Where each menu goes in an exported folder, and what each file holds.
import { type ArticleTab, MENU_TYPE_ARTICLE } from "@rxdocs/contract";
import { parseArticleTabContent } from "./articleTabContent.js";
import { articleFileText, categoryFileText } from "./contentFileText.js";
import type { ExportableContent } from "./exportChecks.js";
import {
  CATEGORY_FILE_NAME,
  isIgnoredName,
  isMarkdownFileName,
  joinRelativePath,
  MARKDOWN_EXTENSION,
} from "./fileNames.js";
import type { MenuSource } from "./model.js";

export interface ExportFile {
  /** Relative to the export folder, "/"-separated. */
  path: string;
  /** Rendered only when written, so that a large site is not held in memory twice. */
  render: () => string;
}

export interface ExportLayout {
  /** Parents before children. */
  folders: string[];
  files: ExportFile[];
}

/** Expects content that passed findExportProblems. */
export function planExportLayout({ menus, articles }: ExportableContent): ExportLayout {
  const childrenByParent = new Map<string | null, MenuSource[]>();
  for (const menu of menus) {
    const siblings = childrenByParent.get(menu.parentCode) ?? [];
    siblings.push(menu);
    childrenByParent.set(menu.parentCode, siblings);
  }
  const articleByCode = new Map(articles.map((article) => [article.menuCode, article]));
  const layout: ExportLayout = { folders: [], files: [] };

  const placeChildren = (parentCode: string | null, folderPath: string): void => {
    // Stable, so that siblings with the same sort keep the order they came in.
    const siblings = [...(childrenByParent.get(parentCode) ?? [])].sort((a, b) => a.sort - b.sort);
    const names = siblingFileNames(siblings);
    siblings.forEach((menu, order) => {
      const menuPath = joinRelativePath(folderPath, names[order] as string);
      const article = articleByCode.get(menu.menuCode);
      if (menu.menuType === MENU_TYPE_ARTICLE && article) {
        const tabs: ArticleTab[] = parseArticleTabContent(article.articleTabContent) ?? [];
        layout.files.push({ path: menuPath, render: () => articleFileText(menu, article, tabs, order) });
        return;
      }
      layout.folders.push(menuPath);
      layout.files.push({
        path: joinRelativePath(menuPath, CATEGORY_FILE_NAME),
        render: () => categoryFileText(menu, order),
      });
      placeChildren(menu.menuCode, menuPath);
    });
  };
  placeChildren(null, "");
  return layout;
}

/**
 * Each menu keeps the name it was imported from when that name still works here; the others,
 * and all but the first of names that clash, are named after their code.
 */
function siblingFileNames(siblings: readonly MenuSource[]): string[] {
  const taken = new Set<string>();
  const claim = (name: string | undefined, menu: MenuSource): string | undefined => {
    if (name === undefined || !isUsableName(name, menu) || taken.has(clashKey(name))) return undefined;
    taken.add(clashKey(name));
    return name;
  };
  const sourceNames = siblings.map((menu) => claim(menu.sourcePath.split("/").pop(), menu));
  return siblings.map((menu, index) => {
    const extension = menu.menuType === MENU_TYPE_ARTICLE ? MARKDOWN_EXTENSION : "";
    let name = sourceNames[index];
    for (let attempt = 1; name === undefined; attempt += 1) {
      name = claim(`${menu.menuCode}${attempt === 1 ? "" : `-${attempt}`}${extension}`, menu);
    }
    return name;
  });
}

/** A name the reader sees as this kind of menu, on any common file system. */
function isUsableName(name: string, menu: MenuSource): boolean {
  if (name === "" || name === "." || name === ".." || /[/\\\0]/.test(name) || isIgnoredName(name)) return false;
  return menu.menuType !== MENU_TYPE_ARTICLE || isMarkdownFileName(name);
}

/** Names that differ only in case or Unicode normalization are one file on macOS and Windows. */
function clashKey(name: string): string {
  return name.normalize("NFC").toLowerCase();
}
