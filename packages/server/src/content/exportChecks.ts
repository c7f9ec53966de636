// What would keep an export from reading back as the same content. Checked before anything is
// written, so that a failed export leaves no half-written folder behind.
import {
  ARTICLE_STATUS_DRAFT,
  ARTICLE_STATUS_PUBLISHED,
  MENU_TYPE_ARTICLE,
  MENU_TYPE_DIRECTORY,
  visibilitySchema,
} from "@rxdocs/contract";
import { parseArticleTabContent } from "./articleTabContent.js";
import { isValidMenuCode } from "./menuCode.js";
import type { ArticleSource, MenuSource, SiteSource } from "./model.js";
import { toIsoTimestamp } from "./timestamp.js";

export interface ExportableContent {
  menus: readonly MenuSource[];
  articles: readonly ArticleSource[];
  /** The files pages use, at the paths they were imported from. */
  files?: readonly ExportableFile[];
  site?: Pick<SiteSource, "settings" | "home">;
}

/** A stored file: its bytes are read only when it is written. */
export interface ExportableFile {
  path: string;
  hash: string;
  bytes(): Promise<Uint8Array>;
}

/** One sentence per problem; empty when the content can be exported. */
export function findExportProblems(content: ExportableContent): string[] {
  return [...menuProblems(content.menus), ...treeProblems(content.menus), ...articleProblems(content)];
}

function menuProblems(menus: readonly MenuSource[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const menu of menus) {
    const name = `menu ${JSON.stringify(menu.menuCode)}`;
    if (!isValidMenuCode(menu.menuCode)) problems.push(`${name}: the code is not a valid menu code`);
    if (seen.has(menu.menuCode)) problems.push(`${name}: the code is used by more than one menu`);
    seen.add(menu.menuCode);
    if (menu.menuType !== MENU_TYPE_DIRECTORY && menu.menuType !== MENU_TYPE_ARTICLE) {
      problems.push(`${name}: unknown menu type ${JSON.stringify(menu.menuType)}`);
    }
    if (!visibilitySchema.safeParse(menu.visibility).success) {
      problems.push(`${name}: unknown visibility ${JSON.stringify(menu.visibility)}`);
    }
    if (!Number.isFinite(menu.sort)) problems.push(`${name}: sort is not a number`);
  }
  return problems;
}

/** Every menu must hang below the top level through folders (or pages that are folders): no missing parent, no cycle. */
function treeProblems(menus: readonly MenuSource[]): string[] {
  const byCode = new Map(menus.map((menu) => [menu.menuCode, menu]));
  const problems: string[] = [];
  for (const menu of menus) {
    if (menu.parentCode === null) continue;
    const parent = byCode.get(menu.parentCode);
    const name = `menu ${JSON.stringify(menu.menuCode)}`;
    if (!parent) problems.push(`${name}: its parent ${JSON.stringify(menu.parentCode)} does not exist`);
    else if (isInCycle(menu, byCode)) problems.push(`${name}: its parents form a cycle`);
  }
  return problems;
}

function isInCycle(menu: MenuSource, byCode: ReadonlyMap<string, MenuSource>): boolean {
  const visited = new Set<string>();
  for (let current: MenuSource | undefined = menu; current; current = byCode.get(current.parentCode ?? "")) {
    if (current.parentCode === null) return false;
    if (visited.has(current.menuCode)) return true;
    visited.add(current.menuCode);
  }
  return false;
}

function articleProblems({ menus, articles }: ExportableContent): string[] {
  const problems: string[] = [];
  const articleMenus = new Set(
    menus.filter((menu) => menu.menuType === MENU_TYPE_ARTICLE).map((menu) => menu.menuCode),
  );
  const withArticle = new Set<string>();
  for (const article of articles) {
    const name = `article ${JSON.stringify(article.menuCode)}`;
    if (!articleMenus.has(article.menuCode)) problems.push(`${name}: there is no article menu with this code`);
    if (withArticle.has(article.menuCode)) problems.push(`${name}: the menu has more than one article`);
    withArticle.add(article.menuCode);
    if (parseArticleTabContent(article.articleTabContent) === undefined) {
      problems.push(`${name}: articleTabContent is not a JSON list of {label, md}`);
    }
    if (article.status !== ARTICLE_STATUS_DRAFT && article.status !== ARTICLE_STATUS_PUBLISHED) {
      problems.push(`${name}: unknown status ${JSON.stringify(article.status)}`);
    }
    for (const key of ["createdAt", "updatedAt"] as const) {
      const value = article[key];
      if (value !== undefined && toIsoTimestamp(value) === undefined) {
        problems.push(`${name}: ${key} ${JSON.stringify(value)} is not a date`);
      }
    }
  }
  for (const code of articleMenus) {
    if (!withArticle.has(code)) problems.push(`menu ${JSON.stringify(code)}: an article menu without an article`);
  }
  return problems;
}
