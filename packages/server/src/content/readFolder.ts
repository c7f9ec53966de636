// Reads a docs-as-code folder into the content model, reporting every problem it finds.
import path from "node:path";
import { FILE_CONCURRENCY, mapWithConcurrency } from "./boundedParallel.js";
import { assembleContent } from "./assembleContent.js";
import { type ParsedCategoryFile, parseCategoryFile } from "./categoryFile.js";
import { CATEGORY_FILE_NAME } from "./fileNames.js";
import { type ParsedMarkdownFile, parseMarkdownFile } from "./frontMatter.js";
import { folderDraft, type MenuDraft, pageDraft } from "./menuDrafts.js";
import type { ContentProblem, FolderContent } from "./model.js";
import { resolvePageLinks } from "./pageLinks.js";
import { type ScannedEntry, scanContentFolder } from "./scanFolder.js";
import { type PageTabs, resolveTabs } from "./tabFiles.js";
import { describeReadError, readTextFile } from "./textFile.js";

export interface ReadFolderOptions {
  /** Called after each Markdown file is read; `total` is the number of Markdown files. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Never throws for a problem in the content: the result lists them all, each with the file's
 * path, and leaves out what they concern. Throws when the root itself cannot be listed.
 */
export async function readContentFolder(root: string, options: ReadFolderOptions = {}): Promise<FolderContent> {
  const absoluteRoot = path.resolve(root);
  const entries = await scanContentFolder(absoluteRoot);
  const markdownEntries = entries.filter((entry) => entry.kind === "markdown");
  // One after the other, so that no more than FILE_CONCURRENCY files are open at once.
  const pages = await readMarkdownFiles(absoluteRoot, markdownEntries, options.onProgress);
  const categories = await readCategoryFiles(absoluteRoot, entries);

  const texts = new Map<string, string>();
  const pageTabs: PageTabs[] = [];
  for (const [pagePath, page] of pages) {
    if (page.text !== undefined) texts.set(pagePath, page.text);
    if (page.frontMatter) pageTabs.push({ path: pagePath, tabs: page.frontMatter.tabs });
  }
  const tabs = await resolveTabs(absoluteRoot, pageTabs, texts);

  const unreadable: ContentProblem[] = [];
  const drafts: MenuDraft[] = [];
  for (const entry of entries) {
    if (entry.kind === "folder") {
      drafts.push(folderDraft(entry, categories.get(entry.path)));
      continue;
    }
    // A file used as a tab belongs to its page, even if it would not make a page of its own.
    if (tabs.tabFilePaths.has(entry.path)) continue;
    const page = pages.get(entry.path);
    const problems = (page?.reasons ?? []).map((reason) => ({ path: entry.path, reason }));
    if (!page?.frontMatter) {
      unreadable.push(...problems);
      continue;
    }
    drafts.push(
      pageDraft(entry, {
        frontMatter: page.frontMatter,
        body: page.body,
        problems: [...problems, ...tabs.problems.filter((problem) => problem.path === entry.path)],
        tabContent: tabs.contentByPage.get(entry.path) ?? null,
      }),
    );
  }

  const content = assembleContent(drafts);
  content.problems = [...content.problems, ...unreadable].sort(byPath);
  resolvePageLinks(content);
  return content;
}

/** `text` is undefined when the file could not be read. */
type ReadMarkdownFile = ParsedMarkdownFile & { text?: string };

async function readMarkdownFiles(
  root: string,
  entries: readonly ScannedEntry[],
  onProgress: ReadFolderOptions["onProgress"],
): Promise<Map<string, ReadMarkdownFile>> {
  let done = 0;
  const files = await mapWithConcurrency(entries, FILE_CONCURRENCY, async (entry): Promise<ReadMarkdownFile> => {
    let file: ReadMarkdownFile;
    try {
      const text = await readTextFile(path.join(root, entry.path));
      file = { ...parseMarkdownFile(text), text };
    } catch (error) {
      file = { body: "", reasons: [describeReadError(error)] };
    }
    done += 1;
    onProgress?.(done, entries.length);
    return file;
  });
  return new Map(entries.map((entry, index) => [entry.path, files[index] as ReadMarkdownFile]));
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

function byPath(a: ContentProblem, b: ContentProblem): number {
  if (a.path === b.path) return 0;
  return a.path < b.path ? -1 : 1;
}
