// Reads a docs-as-code folder into the content model, reporting every problem and warning it finds.
import path from "node:path";
import { setImmediate } from "node:timers/promises";
import { FILE_CONCURRENCY, mapWithConcurrency } from "./boundedParallel.js";
import { assembleContent } from "./assembleContent.js";
import { type ParsedCategoryFile, parseCategoryFile } from "./categoryFile.js";
import { DEFAULT_MAX_FILE_BYTES } from "./contentFiles.js";
import { CATEGORY_FILE_NAME, isMdxFileName } from "./fileNames.js";
import { type FolderPagePlan, planFolderPages } from "./folderPages.js";
import { type ParsedMarkdownFile, parseMarkdownFile } from "./frontMatter.js";
import { readGitDates } from "./gitDates.js";
import { keepHeapNearLive } from "./heapCeiling.js";
import { readHomePage } from "./homePage.js";
import { isInsideFolder, LEADS_OUTSIDE } from "./insideFolder.js";
import { resolveLinks } from "./linkResolution.js";
import { normalizeMdx } from "./mdx.js";
import { folderDraft, type MenuDraft, pageDraft, type PageSource } from "./menuDrafts.js";
import type { ContentProblem, ContentWarning, FolderContent, SiteSource } from "./model.js";
import { batches } from "../storage/menus.js";
import { type ScannedEntry, scanContentFolder } from "./scanFolder.js";
import { parseSiteSettings, SITE_SETTINGS_FILE } from "./siteSettings.js";
import { type PageTabs, resolveTabs } from "./tabFiles.js";
import { describeReadError, readTextFile, readTextFileSync } from "./textFile.js";

export interface ReadFolderOptions {
  /** Called after each Markdown file is read; `total` is the number of Markdown files. */
  onProgress?: (done: number, total: number) => void;
  /** A linked file larger than this refuses the import; 20 MB unless given. */
  maxFileBytes?: number;
  /**
   * The site's root when the folder is one part of it (a version of a Docusaurus site): files
   * linked from the root ("/img/logo.png") are looked for in its public folders too.
   */
  publicRoot?: string;
  /** Sub-folders of the root left out: the pages of other languages (siteLayout.ts). */
  excludedFolders?: readonly string[];
}

/**
 * Never throws for a problem in the content: the result lists them all, each with the file's
 * path, and leaves out what they concern. Throws when the root itself cannot be listed.
 */
export async function readContentFolder(root: string, options: ReadFolderOptions = {}): Promise<FolderContent> {
  const absoluteRoot = path.resolve(root);
  const entries = await scanContentFolder(absoluteRoot, options.excludedFolders);
  const markdownEntries = entries.filter((entry) => entry.kind === "markdown");
  // The history is read while the files are.
  const history = readGitDates(absoluteRoot);
  const pages = await readMarkdownFiles(absoluteRoot, markdownEntries, options.onProgress);
  const categories = await readCategoryFiles(absoluteRoot, entries);
  const settings = await readSettingsFile(absoluteRoot);
  const dates = await history;

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
      history: dates.get(entry.path),
    };
  };

  const drafts: MenuDraft[] = [];
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

  // The home page is no menu, so pageSource never reads it: a front matter that cannot be read
  // would leave the site without its home page, and without a word.
  const homePage = plan.homePath === undefined ? undefined : pages.get(plan.homePath);
  if (homePage && !homePage.frontMatter) unreadable.push(...problemsOf(plan.homePath!, homePage));

  const content = assembleContent(drafts);
  for (const article of content.articles) {
    const line = article.sourceFile && pages.get(article.sourceFile)?.bodyLine;
    if (line) bodyLines.set(article.menuCode, line);
  }
  content.site = siteSource(settings, plan, pages, content.warnings);
  content.warnings.push(...plan.warnings, ...mdxWarnings(pages));
  content.problems.push(...unreadable, ...settingsProblems(settings));
  await resolveLinks(content, {
    root: absoluteRoot,
    publicRoot: options.publicRoot,
    maxFileBytes: options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES,
    bodyLines,
    homeBodyLine: plan.homePath === undefined ? undefined : pages.get(plan.homePath)?.bodyLine,
  });
  content.problems.sort(byPlace);
  content.warnings.sort(byPlace);
  return content;
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

/** `text` is undefined when the file could not be read. */
type ReadMarkdownFile = ParsedMarkdownFile & {
  text?: string;
  /** What reading MDX as Markdown left out, by line of the file. */
  mdxWarnings?: { line: number; message: string }[];
};

/** An MDX page's body as the Markdown rxdocs renders (see mdx.ts). */
function readAsMarkdown(file: ReadMarkdownFile): void {
  const { markdown, warnings } = normalizeMdx(file.body);
  file.body = markdown;
  file.mdxWarnings = warnings.map(({ line, message }) => ({ line: file.bodyLine + line - 1, message }));
}

function mdxWarnings(pages: ReadonlyMap<string, ReadMarkdownFile>): ContentWarning[] {
  const warnings: ContentWarning[] = [];
  for (const [pagePath, page] of pages) {
    for (const warning of page.mdxWarnings ?? []) warnings.push({ path: pagePath, ...warning });
  }
  return warnings;
}

/** Files read synchronously between two turns of the event loop (see readTextFileSync). */
const FILES_PER_SLICE = 200;

async function readMarkdownFiles(
  root: string,
  entries: readonly ScannedEntry[],
  onProgress: ReadFolderOptions["onProgress"],
): Promise<Map<string, ReadMarkdownFile>> {
  const files = new Map<string, ReadMarkdownFile>();
  for (const slice of batches(entries, FILES_PER_SLICE)) {
    if (files.size > 0) await setImmediate();
    keepHeapNearLive();
    for (const entry of slice) {
      files.set(entry.path, readMarkdownFile(root, entry));
      onProgress?.(files.size, entries.length);
    }
  }
  return files;
}

function readMarkdownFile(root: string, entry: ScannedEntry): ReadMarkdownFile {
  try {
    const text = readTextFileSync(path.join(root, entry.path));
    const file: ReadMarkdownFile = { ...parseMarkdownFile(text), text };
    if (isMdxFileName(entry.name)) readAsMarkdown(file);
    return file;
  } catch (error) {
    return { body: "", bodyLine: 1, reasons: [describeReadError(error)] };
  }
}

/** By folder path; folders without a _category_.json are not in the map. */
async function readCategoryFiles(
  root: string,
  entries: readonly ScannedEntry[],
): Promise<Map<string, ParsedCategoryFile>> {
  const folders = entries.filter((entry) => entry.kind === "folder" && entry.hasCategoryFile);
  const categories = await mapWithConcurrency(folders, FILE_CONCURRENCY, async (folder) => {
    try {
      return parseCategoryFile(await readTextFile(path.join(root, folder.path, CATEGORY_FILE_NAME)));
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
