// The text of each file the exporter writes: a page with its front matter, a folder's _category_.json.
import { ARTICLE_STATUS_DRAFT, type ArticleTab } from "@rxdocs/contract";
import type { ArticleSource, HomeSource, MenuSource } from "./model.js";
import { toIsoTimestamp } from "./timestamp.js";
import { yamlJson, yamlKey, yamlQuoted } from "./yamlText.js";

/**
 * Writes every key that the reader would otherwise derive from the file's name or place
 * (code, order, title), so that renaming or moving the file later changes nothing.
 *
 * @param order the page's index among its siblings.
 */
export function articleFileText(
  menu: MenuSource,
  article: ArticleSource,
  tabs: readonly ArticleTab[],
  order: number,
): string {
  const lines = [`title: ${yamlQuoted(article.articleTitle)}`];
  if (menu.menuName !== article.articleTitle) lines.push(`sidebar_label: ${yamlQuoted(menu.menuName)}`);
  if (article.description !== undefined) lines.push(`description: ${yamlQuoted(article.description)}`);
  lines.push(`code: ${yamlQuoted(menu.menuCode)}`, `order: ${order}`);
  if (article.status === ARTICLE_STATUS_DRAFT) lines.push("status: draft");
  if (menu.visibility !== "public") lines.push(`visibility: ${menu.visibility}`);
  lines.push(...sidebarLines(menu));
  for (const key of ["createdAt", "updatedAt"] as const) {
    const timestamp = toIsoTimestamp(article[key]);
    if (timestamp !== undefined) lines.push(`${key}: ${yamlQuoted(timestamp)}`);
  }
  if (tabs.length > 0) {
    lines.push("tabs:");
    for (const tab of tabs) lines.push(`  - label: ${yamlQuoted(tab.label)}`, `    md: ${yamlQuoted(tab.md)}`);
  }
  // gray-matter drops the one line break after the closing "---" and keeps the rest of the
  // file as it is, so the body is written as it is, whatever it starts or ends with.
  return `---\n${lines.join("\n")}\n---\n${article.articleMd}`;
}

/** An entry of the navigation that leads elsewhere: a page file with no body, whose `link` says where. */
export function linkFileText(menu: MenuSource & { link: string }, order: number): string {
  const lines = [`title: ${yamlQuoted(menu.menuName)}`, `code: ${yamlQuoted(menu.menuCode)}`, `order: ${order}`];
  lines.push(`link: ${yamlQuoted(menu.link)}`);
  if (menu.visibility !== "public") lines.push(`visibility: ${menu.visibility}`);
  lines.push(...sidebarLines(menu));
  return `---\n${lines.join("\n")}\n---\n`;
}

/** Starlight's `sidebar` keys, which rxdocs reads: a badge, and a page the sidebar does not list. */
function sidebarLines(menu: MenuSource): string[] {
  const sidebar = { ...(menu.navHidden && { hidden: true }), ...(menu.badge && { badge: menu.badge }) };
  return Object.keys(sidebar).length > 0 ? [`sidebar: ${yamlJson(sidebar)}`] : [];
}

/** @param order the folder's index among its siblings. */
export function categoryFileText(menu: MenuSource, order: number): string {
  const settings = {
    label: menu.menuName,
    code: menu.menuCode,
    position: order,
    ...(menu.visibility !== "public" && { visibility: menu.visibility }),
    ...(menu.badge && { badge: menu.badge }),
  };
  return `${JSON.stringify(settings, null, 2)}\n`;
}

/**
 * The home page with its front matter: its title, then every other key as it was written, the
 * hero and features as they were resolved (links to pages as reader links, images as paths).
 * Nested values are written as JSON, which is YAML too.
 *
 * @param asPath turns a stored file's address into a path relative to the home page, or undefined.
 */
export function homeFileText(home: HomeSource, asPath: (address: string) => string | undefined): string {
  const hero = home.hero && {
    ...home.hero,
    ...(home.hero.image && { image: { ...home.hero.image, src: asPath(home.hero.image.src) ?? home.hero.image.src } }),
  };
  const data: Record<string, unknown> = { title: home.title, ...home.frontMatter };
  if (hero) data.hero = hero;
  if (home.features.length > 0) data.features = home.features;
  const lines = Object.entries(data).map(([key, value]) => `${yamlKey(key)}: ${yamlJson(value)}`);
  return `---\n${lines.join("\n")}\n---\n${home.articleMd}`;
}
