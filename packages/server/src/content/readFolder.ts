// Reads a docs-as-code folder into the content model, reporting every problem and warning it finds.
import type { HomeHero } from "@rxdocs/contract";
import path from "node:path";
import { FILE_CONCURRENCY, mapWithConcurrency } from "./boundedParallel.js";
import { assembleContent } from "./assembleContent.js";
import { type ParsedCategoryFile, parseCategoryFile } from "./categoryFile.js";
import { fillChildCards } from "./childCards.js";
import { DEFAULT_MAX_FILE_BYTES } from "./contentFiles.js";
import { collectRedirects, type RedirectRule } from "./declaredRedirects.js";
import type { FallbackFolder } from "./fallbackPages.js";
import { CATEGORY_FILE_NAME } from "./fileNames.js";
import { type FolderPagePlan, planFolderPages } from "./folderPages.js";
import { readGitDates } from "./gitDates.js";
import { readHomePage } from "./homePage.js";
import { isInsideFolder, LEADS_OUTSIDE } from "./insideFolder.js";
import { resolveLinks } from "./linkResolution.js";
import { readingWarnings, fileOf, type ReadMarkdownFile, readMarkdownFiles } from "./markdownFiles.js";
import { folderDraft, type MenuDraft, pageDraft, type PageSource } from "./menuDrafts.js";
import type { ContentProblem, ContentWarning, FolderContent, SiteSettings, SiteSource } from "./model.js";
import { placeByNavigation } from "./navigation.js";
import { readPathAliases } from "./pathAliases.js";
import { readApiReference } from "./openapi/apiReference.js";
import { type FolderMount, type ScannedEntry, scanContentFolder } from "./scanFolder.js";
import type { ContentSlot, PageDialect, SiteNavigation } from "./sites/siteReader.js";
import { parseSiteSettings, SITE_SETTINGS_FILE } from "./siteSettings.js";
import { type PageTabs, resolveTabs } from "./tabFiles.js";
import { describeReadError, readTextFile } from "./textFile.js";

export interface ReadFolderOptions {
  /** Called after each Markdown file is read; `total` is the number of Markdown files. */
  onProgress?: (done: number, total: number) => void;
  /** A linked file larger than this refuses the import; 20 MB unless given. */
  maxFileBytes?: number;
  /**
   * The site's root when the folder is one part of it (a version of a Docusaurus site, MkDocs'
   * docs_dir): files linked from the root ("/img/logo.png") are looked for there and in its
   * public folders too.
   */
  publicRoot?: string;
  /** Folders under the root left out: another language's or version's pages, the tool's own files. */
  excludedFolders?: readonly string[];
  /** The name each Markdown file is read under, or undefined to leave it out (ContentSlot.pageName). */
  pageName?: ContentSlot["pageName"];
  /** The site's own navigation: the menus follow it rather than the folders. */
  navigation?: SiteNavigation;
  /** The addresses pages had on the tool's own site, which links may be written to. */
  addressesOf?: ContentSlot["addressesOf"];
  /** What the site's tool says of the site (sites/siteReader.ts); rxdocs.json's settings win over these. */
  toolSettings?: SiteSettings;
  /** What the site's tool adds to Markdown, rewritten as rxdocs' Markdown. */
  dialect?: PageDialect;
  /** The home page's hero, when the tool gives it elsewhere than in the page. */
  homeHero?: HomeHero;
  /** Folders outside the root whose pages are the root's too (ContentSlot.mounts). */
  mounts?: readonly FolderMount[];
  /** The OpenAPI files the site's tool names (ContentSlot.apiSpecs). */
  apiSpecs?: readonly string[];
  /** For a translation: the default language's folder (ContentSlot.fallback). */
  fallback?: FallbackFolder;
  /** The redirects the site's tool writes (ContentSlot.redirects). */
  redirects?: readonly RedirectRule[];
}

/**
 * Never throws for a problem in the content: the result lists them all, each with the file's
 * path, and leaves out what they concern. Throws when the root itself cannot be listed.
 */
export async function readContentFolder(root: string, options: ReadFolderOptions = {}): Promise<FolderContent> {
  const absoluteRoot = path.resolve(root);
  const entries = await scanContentFolder(absoluteRoot, {
    excluded: options.excludedFolders,
    pageName: options.pageName,
    mounts: options.mounts,
  });
  const markdownEntries = entries.filter((entry) => entry.kind === "markdown");
  // The history is read while the files are.
  const history = readGitDates(absoluteRoot);
  const siteRoot = options.publicRoot ?? absoluteRoot;
  const aliases = readPathAliases(siteRoot);
  const pages = await readMarkdownFiles(absoluteRoot, markdownEntries, {
    onProgress: options.onProgress,
    dialect: options.dialect,
    siteRoot,
    aliases,
  });
  const categories = await readCategoryFiles(absoluteRoot, entries);
  const settings = await readSettingsFile(absoluteRoot);
  const dates = await history;
  // Before the pages become menus: a page that names an operation gets its reference.
  const api = await readApiReference({
    root: absoluteRoot,
    siteRoot: options.publicRoot ?? absoluteRoot,
    declared: options.apiSpecs,
    pages,
    navigation: options.navigation,
  });

  const texts = new Map<string, string>();
  const pageTabs: PageTabs[] = [];
  for (const [pagePath, page] of pages) {
    if (page.text !== undefined) texts.set(pagePath, page.text);
    if (page.frontMatter) pageTabs.push({ path: pagePath, tabs: page.frontMatter.tabs });
  }
  const tabs = await resolveTabs(absoluteRoot, pageTabs, texts);
  const plan = planFolderPages(
    entries,
    categories,
    new Map([...pages].map(([at, page]) => [at, page.frontMatter?.docId])),
  );
  const ownPages = new Set([...plan.pageByFolder.values(), ...(plan.homePath ? [plan.homePath] : [])]);

  const unreadable: ContentProblem[] = [];
  const bodyLines = new Map<string, number>();
  const problemsOf = (pagePath: string, page: ReadMarkdownFile | undefined): ContentProblem[] =>
    (page?.reasons ?? []).map((reason) => ({
      path: pagePath,
      ...(page?.reasonLine !== undefined && { line: page.reasonLine }),
      reason,
    }));
  /** A page's own source, or undefined when its file could not be read (its problems are kept). */
  const pageSource = (entry: ScannedEntry): PageSource | undefined => {
    const page = pages.get(entry.path);
    const problems = problemsOf(entry.path, page);
    if (!page?.frontMatter) {
      unreadable.push(...problems);
      return undefined;
    }
    return {
      path: entry.path,
      frontMatter: page.frontMatter,
      body: page.body,
      problems: [...problems, ...tabs.problems.filter((problem) => problem.path === entry.path)],
      tabContent: tabs.contentByPage.get(entry.path) ?? null,
      history: dates.get(fileOf(entry)),
    };
  };

  let drafts: MenuDraft[] = [];
  const markdownByPath = new Map(markdownEntries.map((entry) => [entry.path, entry]));
  for (const entry of entries) {
    if (entry.kind === "folder") {
      const pagePath = plan.pageByFolder.get(entry.path);
      const page = pagePath === undefined ? undefined : pageSource(markdownByPath.get(pagePath)!);
      drafts.push(folderDraft(entry, categories.get(entry.path), page));
      continue;
    }
    // A file used as a tab belongs to its page, and a folder's page to its folder.
    if (tabs.tabFilePaths.has(entry.path) || ownPages.has(entry.path)) continue;
    const page = pageSource(entry);
    if (page) drafts.push(pageDraft(entry, page));
  }
  drafts.push(...api.drafts);

  // The home page is no menu, so pageSource never reads it: a front matter that cannot be read
  // would leave the site without its home page, and without a word.
  const homePage = plan.homePath === undefined ? undefined : pages.get(plan.homePath);
  if (homePage && !homePage.frontMatter) unreadable.push(...problemsOf(plan.homePath!, homePage));

  const siteWarnings: ContentWarning[] = [];
  const site = siteSource(settings, plan, pages, siteWarnings);
  site.settings = { ...options.toolSettings, ...site.settings };
  if (site.home && !site.home.hero && options.homeHero) site.home.hero = options.homeHero;
  const placed = api.navigation
    ? placeByNavigation(drafts, api.navigation, {
        homePath: plan.homePath,
        homeTitle: site.home?.title,
        pageByFolder: plan.pageByFolder,
      })
    : undefined;
  if (placed) drafts = placed.drafts;

  const content = assembleContent(drafts);
  for (const article of content.articles) {
    const line = article.sourceFile && pages.get(article.sourceFile)?.bodyLine;
    if (line) bodyLines.set(article.menuCode, line);
  }
  content.site = site;
  content.warnings.push(
    ...siteWarnings,
    ...plan.warnings,
    ...readingWarnings(pages),
    ...(placed?.warnings ?? []),
    ...api.warnings,
  );
  content.problems.push(...unreadable, ...settingsProblems(settings));
  fillChildCards(content);
  const addresses = options.addressesOf && pageAddresses(content, pages, options.addressesOf);
  await resolveLinks(content, {
    root: absoluteRoot,
    publicRoot: options.publicRoot,
    maxFileBytes: options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES,
    bodyLines,
    homeBodyLine: plan.homePath === undefined ? undefined : pages.get(plan.homePath)?.bodyLine,
    addresses,
    mounts: options.mounts,
    fallback: options.fallback,
    aliases,
  });
  collectRedirects(content, {
    root: absoluteRoot,
    addresses,
    rules: options.redirects,
    frontMatterOf: (file) => pages.get(file)?.data,
  });
  nameFilesAsWritten(content, markdownEntries);
  content.problems.sort(byPlace);
  content.warnings.sort(byPlace);
  return content;
}

/**
 * Pages read under another name (ScanOptions.pageName) or from a mounted folder (ScanOptions.mounts)
 * are spoken of by their files' own paths. A mounted page keeps the path it has in the folder as
 * its file, which an edit address or an export can use.
 */
function nameFilesAsWritten(content: FolderContent, markdownEntries: readonly ScannedEntry[]): void {
  const renamed = new Map(
    markdownEntries.flatMap((entry) => (entry.path === fileOf(entry) ? [] : [[entry.path, fileOf(entry)]])),
  );
  if (renamed.size === 0) return;
  for (const said of [...content.problems, ...content.warnings]) said.path = renamed.get(said.path) ?? said.path;
  const asWritten = (file: string) => {
    const own = renamed.get(file);
    return own === undefined || own.startsWith("../") ? file : own;
  };
  for (const article of content.articles) if (article.sourceFile) article.sourceFile = asWritten(article.sourceFile);
  const home = content.site.home;
  if (home) home.sourceFile = asWritten(home.sourceFile);
}

/** The addresses each page had on its tool's site, by the page's file. */
function pageAddresses(
  content: FolderContent,
  pages: ReadonlyMap<string, ReadMarkdownFile>,
  addressesOf: NonNullable<ContentSlot["addressesOf"]>,
): Map<string, string[]> {
  const addresses = new Map<string, string[]>();
  const files = [...content.articles.map((article) => article.sourceFile), content.site.home?.sourceFile];
  for (const file of files) {
    if (file !== undefined) addresses.set(file, addressesOf(file, pages.get(file)?.data ?? {}));
  }
  return addresses;
}

function siteSource(
  settings: SettingsFile,
  plan: FolderPagePlan,
  pages: ReadonlyMap<string, ReadMarkdownFile>,
  warnings: ContentWarning[],
): SiteSource {
  warnings.push(...settings.warnings.map((message) => ({ path: SITE_SETTINGS_FILE, message })));
  const site: SiteSource = { settings: settings.settings ?? {}, home: null, homeFileHashes: [], siteFileHashes: [] };
  const homeFile = plan.homePath === undefined ? undefined : pages.get(plan.homePath);
  if (plan.homePath !== undefined && homeFile?.frontMatter) {
    const { home, warnings: homeWarnings } = readHomePage(plan.homePath, homeFile);
    site.home = home;
    warnings.push(...homeWarnings.map((message) => ({ path: plan.homePath!, message })));
  }
  return site;
}

/** By folder path; folders without a _category_.json are not in the map. */
async function readCategoryFiles(
  root: string,
  entries: readonly ScannedEntry[],
): Promise<Map<string, ParsedCategoryFile>> {
  const folders = entries.filter((entry) => entry.kind === "folder" && entry.hasCategoryFile);
  const categories = await mapWithConcurrency(folders, FILE_CONCURRENCY, async (folder) => {
    try {
      return parseCategoryFile(await readTextFile(path.join(root, fileOf(folder), CATEGORY_FILE_NAME)));
    } catch (error) {
      return { reasons: [describeReadError(error)] };
    }
  });
  return new Map(folders.map((folder, index) => [folder.path, categories[index] as ParsedCategoryFile]));
}

type SettingsFile = ReturnType<typeof parseSiteSettings>;

/** rxdocs.json at the root; a folder without one has default settings. */
async function readSettingsFile(root: string): Promise<SettingsFile> {
  const file = path.join(root, SITE_SETTINGS_FILE);
  let text: string;
  try {
    // A link to a file elsewhere would make its title and description the site's.
    if (!(await isInsideFolder(root, file))) return { reasons: [LEADS_OUTSIDE], warnings: [] };
    text = await readTextFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    if (code === "ENOENT") return { settings: {}, reasons: [], warnings: [] };
    return { reasons: [describeReadError(error)], warnings: [] };
  }
  return parseSiteSettings(text);
}

function settingsProblems(settings: SettingsFile): ContentProblem[] {
  return settings.reasons.map((reason) => ({ path: SITE_SETTINGS_FILE, reason }));
}

function byPlace(a: { path: string; line?: number }, b: { path: string; line?: number }): number {
  if (a.path !== b.path) return a.path < b.path ? -1 : 1;
  return (a.line ?? 0) - (b.line ?? 0);
}
