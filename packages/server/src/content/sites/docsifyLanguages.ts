// Docsify has no setting for languages: a site in several languages keeps each translation in a
// folder of its own, named for its language (`zh-cn/`, `de-de/`, `es/`), with its own README.md
// as its home and usually its own _sidebar.md, and links to it from the navbar (`[中文](/zh-cn/)`)
// or names it in its configuration (`fallbackLanguages`, per-route keys such as `'/zh-cn/'`).
// A folder is taken for a language when its name is a language's tag and something besides its
// name says so, since a short folder name (`it`, `ms`) may as well be a topic's.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { LANG_TAG } from "@rxdocs/contract";
import { isIgnoredName } from "../fileNames.js";
import { type ListEntry, readLinkList } from "./docsifyLists.js";
import { docsifyTarget, type DocsifyRouting } from "./docsifyRoutes.js";
import { firstFile, isFolder } from "./siteFiles.js";

export interface LanguageFolder {
  /** The folder's name, under the site's folder. */
  folder: string;
  /** Its BCP 47 tag: `zh-cn` → `zh-CN`. */
  lang: string;
}

export interface LanguageHints {
  /** The site's own language, which no folder is. */
  defaultLang: string;
  /** Folders the navbar links to as a whole (`/zh-cn/`) or the configuration names. */
  named: ReadonlySet<string>;
  /** The sidebar's file name, when Docsify loads one. */
  sidebarFile?: string;
  /** The file a folder's route loads. */
  readme: string;
}

const LANGUAGE_NAMES = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });

/** The language folders of the site's folder `dir`, in name order. */
export async function findLanguageFolders(dir: string, hints: LanguageHints): Promise<LanguageFolder[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const languages: LanguageFolder[] = [];
  const taken = new Set([hints.defaultLang.toLowerCase()]);
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (!entry.isDirectory() || isIgnoredName(entry.name)) continue;
    const lang = languageTagOf(entry.name);
    if (lang === undefined || taken.has(lang.toLowerCase())) continue;
    const folder = path.join(dir, entry.name);
    if (!(await isFolder(dir, folder)) || !(await firstFile(folder, [hints.readme]))) continue;
    const hasOwnSidebar =
      hints.sidebarFile !== undefined && (await firstFile(folder, [hints.sidebarFile])) !== undefined;
    const hasRegion = lang.includes("-");
    if (hints.named.has(entry.name) || hasOwnSidebar || hasRegion) {
      languages.push({ folder: entry.name, lang });
      taken.add(lang.toLowerCase());
    }
  }
  return languages;
}

/** The tag a folder's name stands for (`zh-cn` → `zh-CN`), when it names a known language. */
export function languageTagOf(name: string): string | undefined {
  if (!LANG_TAG.test(name)) return undefined;
  let tag: string | undefined;
  try {
    tag = Intl.getCanonicalLocales(name)[0];
  } catch {
    return undefined;
  }
  if (tag === undefined || LANGUAGE_NAMES.of(tag) === undefined) return undefined;
  return tag;
}

/** The folders a navbar links to as a whole (`[中文](/zh-cn/)`): the languages it offers. */
export function foldersLinkedFrom(navbarText: string, routing: DocsifyRouting): string[] {
  const folders: string[] = [];
  const visit = (entries: readonly ListEntry[]) => {
    for (const entry of entries) {
      const target = entry.href === undefined ? undefined : docsifyTarget(entry.href, "/", routing);
      const folder = target?.kind === "route" ? /^\/([^/]+)\/?$/.exec(target.route)?.[1] : undefined;
      if (folder) folders.push(folder);
      visit(entry.children);
    }
  };
  visit(readLinkList(navbarText));
  return folders;
}

/**
 * The reader's address of a language's pages, for the route of its folder (`/zh-cn/` →
 * `/?lang=zh-CN`). The root route is the default language's where it cannot be a slot's own home
 * page (`rootIsLanguage`): in the navbar, which every language shares, and in another language's
 * pages and sidebar.
 */
export function languageLink(
  route: string,
  site: { languages: readonly LanguageFolder[]; defaultLang: string; rootIsLanguage: boolean },
): string | undefined {
  const folder = /^\/([^/]+)\/?(?:README)?$/.exec(route)?.[1];
  const language = site.languages.find((candidate) => candidate.folder === folder);
  if (language) return `/?lang=${encodeURIComponent(language.lang)}`;
  if (site.rootIsLanguage && route === "/" && site.languages.length > 0) {
    return `/?lang=${encodeURIComponent(site.defaultLang)}`;
  }
  return undefined;
}
