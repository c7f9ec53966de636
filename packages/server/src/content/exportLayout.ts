// Where each menu goes in an exported folder, and what each file holds.
import { type ArticleTab, MENU_TYPE_ARTICLE } from "@rxdocs/contract";
import { posix } from "node:path";
import { formatArticleTabContent, parseArticleTabContent } from "./articleTabContent.js";
import { articleFileText, categoryFileText, homeFileText, linkFileText } from "./contentFileText.js";
import type { ExportableContent } from "./exportChecks.js";
import { fileAddressAsPath, fileLinksAsPaths, type FilePathOf } from "./exportLinks.js";
import {
  CATEGORY_FILE_NAME,
  isIgnoredName,
  isMarkdownFileName,
  isMdxFileName,
  joinRelativePath,
  MARKDOWN_EXTENSION,
  stripNumericPrefix,
  withoutMarkdownExtension,
} from "./fileNames.js";
import type { ArticleSource, MenuSource } from "./model.js";
import { SITE_SETTINGS_FILE } from "./siteSettings.js";

export interface ExportFile {
  /** Relative to the export folder, "/"-separated. */
  path: string;
  /** Rendered only when written, so that a large site is not held in memory twice. */
  render: () => string | Promise<Uint8Array>;
}

export interface ExportLayout {
  /** Parents before children. */
  folders: string[];
  files: ExportFile[];
}

/** Names a reader takes as a folder's own page or the home page, which other pages must not have. */
const PAGE_OF_FOLDER_NAMES = new Set(["index", "readme"]);
const DEFAULT_PAGE_OF_FOLDER = `index${MARKDOWN_EXTENSION}`;

/** Expects content that passed findExportProblems. */
export function planExportLayout({ menus, articles, files = [], site }: ExportableContent): ExportLayout {
  const childrenByParent = new Map<string | null, MenuSource[]>();
  for (const menu of menus) {
    const siblings = childrenByParent.get(menu.parentCode) ?? [];
    siblings.push(menu);
    childrenByParent.set(menu.parentCode, siblings);
  }
  const articleByCode = new Map(articles.map((article) => [article.menuCode, article]));
  const layout: ExportLayout = { folders: [], files: [] };
  const pathOf = filePaths(files);
  const pageFile = (path: string, menu: MenuSource, article: ArticleSource, order: number): ExportFile => ({
    path,
    render: () => articleFileText(menu, withFilePaths(article, path, pathOf), tabsOf(article, path, pathOf), order),
  });

  const placeChildren = (parentCode: string | null, folderPath: string, folderName: string | undefined): void => {
    // Stable, so that siblings with the same sort keep the order they came in.
    const siblings = [...(childrenByParent.get(parentCode) ?? [])].sort((a, b) => a.sort - b.sort);
    const names = siblingFileNames(siblings, folderName, childrenByParent);
    siblings.forEach((menu, order) => {
      const name = names[order] as string;
      const menuPath = joinRelativePath(folderPath, name);
      const article = articleByCode.get(menu.menuCode);
      if (isLink(menu)) {
        layout.files.push({ path: menuPath, render: () => linkFileText(menu, order) });
        return;
      }
      const isFolder = menu.menuType !== MENU_TYPE_ARTICLE || childrenByParent.has(menu.menuCode);
      if (!isFolder && article) {
        layout.files.push(pageFile(menuPath, menu, article, order));
        return;
      }
      layout.folders.push(menuPath);
      layout.files.push({
        path: joinRelativePath(menuPath, CATEGORY_FILE_NAME),
        render: () => categoryFileText(menu, order),
      });
      if (article)
        layout.files.push(pageFile(joinRelativePath(menuPath, pageOfFolderName(article)), menu, article, order));
      placeChildren(menu.menuCode, menuPath, name);
    });
  };
  placeChildren(null, "", undefined);

  const written = new Set(layout.files.map((file) => file.path.toLowerCase()));
  for (const file of files) {
    // Two paths that one file system takes as one are written once.
    if (written.has(file.path.toLowerCase())) continue;
    written.add(file.path.toLowerCase());
    layout.files.push({ path: file.path, render: () => file.bytes() });
  }
  layout.folders.push(...fileFolders(files, layout.folders));
  if (site?.home) {
    const home = site.home;
    const path = homeFileName(home.sourceFile);
    const body = { ...home, articleMd: fileLinksAsPaths(home.articleMd, path, pathOf) };
    layout.files.push({ path, render: () => homeFileText(body, (target) => fileAddressAsPath(target, path, pathOf)) });
  }
  if (site && Object.keys(site.settings).length > 0) {
    const settings = { ...site.settings };
    if (settings.logo) settings.logo = fileAddressAsPath(settings.logo, SITE_SETTINGS_FILE, pathOf) ?? settings.logo;
    layout.files.push({ path: SITE_SETTINGS_FILE, render: () => `${JSON.stringify(settings, null, 2)}\n` });
  }
  return layout;
}

/** An entry of the navigation that leads elsewhere is written as a page file that says where. */
function isLink(menu: MenuSource): menu is MenuSource & { link: string } {
  return menu.link !== undefined;
}

/** The first path of each hash, in path order: where its links point. */
function filePaths(files: NonNullable<ExportableContent["files"]>): FilePathOf {
  const pathByHash = new Map<string, string>();
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    if (!pathByHash.has(file.hash)) pathByHash.set(file.hash, file.path);
  }
  return (hash) => pathByHash.get(hash);
}

/** The folders that files sit in and no menu made, parents first. */
function fileFolders(files: NonNullable<ExportableContent["files"]>, made: readonly string[]): string[] {
  const folders = new Set<string>();
  for (const file of files) {
    for (let folder = posix.dirname(file.path); folder !== "."; folder = posix.dirname(folder)) folders.add(folder);
  }
  const existing = new Set(made);
  return [...folders]
    .filter((folder) => !existing.has(folder))
    .sort((a, b) => a.split("/").length - b.split("/").length);
}

function withFilePaths(article: ArticleSource, path: string, pathOf: FilePathOf): ArticleSource {
  return { ...article, articleMd: fileLinksAsPaths(article.articleMd, path, pathOf) };
}

function tabsOf(article: ArticleSource, path: string, pathOf: FilePathOf): ArticleTab[] {
  const tabs = parseArticleTabContent(article.articleTabContent) ?? [];
  const rewritten = tabs.map((tab) => ({ ...tab, md: fileLinksAsPaths(tab.md, path, pathOf) }));
  return parseArticleTabContent(formatArticleTabContent(rewritten)) ?? [];
}

/** A folder's page keeps the name it came with when that is one a reader takes as the folder's. */
function pageOfFolderName(article: ArticleSource): string {
  const name = article.sourceFile ? posix.basename(article.sourceFile) : "";
  const stem = stripNumericPrefix(withoutMarkdownExtension(name)).toLowerCase();
  return PAGE_OF_FOLDER_NAMES.has(stem)
    ? `${withoutMarkdownExtension(name)}${MARKDOWN_EXTENSION}`
    : DEFAULT_PAGE_OF_FOLDER;
}

function homeFileName(sourceFile: string): string {
  return `${withoutMarkdownExtension(posix.basename(sourceFile))}${MARKDOWN_EXTENSION}`;
}

/**
 * Each menu keeps the name it was imported from when that name still works here; the others,
 * and all but the first of names that clash, are named after their code.
 */
function siblingFileNames(
  siblings: readonly MenuSource[],
  folderName: string | undefined,
  childrenByParent: ReadonlyMap<string | null, readonly MenuSource[]>,
): string[] {
  const taken = new Set<string>();
  const asFolder = (menu: MenuSource) =>
    !isLink(menu) && (menu.menuType !== MENU_TYPE_ARTICLE || childrenByParent.has(menu.menuCode));
  const claim = (name: string | undefined, menu: MenuSource): string | undefined => {
    if (name === undefined || !isUsableName(name, asFolder(menu), folderName) || taken.has(clashKey(name))) {
      return undefined;
    }
    taken.add(clashKey(name));
    return name;
  };
  const sourceNames = siblings.map((menu) => {
    const name = menu.sourcePath.split("/").pop();
    // MDX pages are exported as the Markdown they were read as.
    return claim(name && isMdxFileName(name) ? `${withoutMarkdownExtension(name)}${MARKDOWN_EXTENSION}` : name, menu);
  });
  return siblings.map((menu, index) => {
    const extension = asFolder(menu) ? "" : MARKDOWN_EXTENSION;
    let name = sourceNames[index];
    for (let attempt = 1; name === undefined; attempt += 1) {
      name = claim(`${menu.menuCode}${attempt === 1 ? "" : `-${attempt}`}${extension}`, menu);
    }
    return name;
  });
}

/**
 * A name the reader sees as this kind of menu, on any common file system: a page is never
 * named as a folder's own page (index.md, README.md, `<folder>.md`) or as the home page.
 */
function isUsableName(name: string, isFolder: boolean, folderName: string | undefined): boolean {
  if (name === "" || name === "." || name === ".." || /[/\\\0]/.test(name) || isIgnoredName(name)) return false;
  if (isFolder) return !isMarkdownFileName(name) && name !== SITE_SETTINGS_FILE;
  if (!isMarkdownFileName(name)) return false;
  const stem = stripNumericPrefix(withoutMarkdownExtension(name)).toLowerCase();
  const ownPage = folderName === undefined ? undefined : stripNumericPrefix(folderName).toLowerCase();
  return !PAGE_OF_FOLDER_NAMES.has(stem) && stem !== ownPage;
}

/** Names that differ only in case or Unicode normalization are one file on macOS and Windows. */
function clashKey(name: string): string {
  return name.normalize("NFC").toLowerCase();
}
