// Turns the tabs of each page into articleTabContent, reading the tab files they point to.
import type { ArticleTab } from "@rxdocs/contract";
import { realpath } from "node:fs/promises";
import path from "node:path";
import { formatArticleTabContent } from "./articleTabContent.js";
import { FILE_CONCURRENCY, mapWithConcurrency } from "./boundedParallel.js";
import type { TabSource } from "./frontMatter.js";
import type { ContentProblem } from "./model.js";
import { describeReadError, readTextFile } from "./textFile.js";

export interface PageTabs {
  /** The page's path relative to the root. */
  path: string;
  tabs: TabSource[];
}

export interface ResolvedTabs {
  /** articleTabContent by page path, for the pages whose tabs are all usable. */
  contentByPage: Map<string, string>;
  /** Every file a tab points to; such a file is part of its page, not a page of its own. */
  tabFilePaths: Set<string>;
  problems: ContentProblem[];
}

type TabFileText = { text: string } | { reason: string };

/**
 * @param knownTexts texts already read, by relative path, so that tab files inside the scanned
 *   tree are not read twice.
 */
export async function resolveTabs(
  root: string,
  pages: readonly PageTabs[],
  knownTexts: ReadonlyMap<string, string>,
): Promise<ResolvedTabs> {
  const tabFilePaths = new Set<string>();
  for (const page of pages) {
    for (const tab of page.tabs) {
      const target = "file" in tab ? tabFilePath(page.path, tab.file) : undefined;
      if (target !== undefined && target !== page.path) tabFilePaths.add(target);
    }
  }
  const texts = await readTabFiles(root, [...tabFilePaths], knownTexts);
  const tabText = (pagePath: string, file: string): TabFileText => {
    const target = tabFilePath(pagePath, file);
    if (target === undefined) return { reason: "is outside the content folder" };
    if (target === pagePath) return { reason: "is the page itself" };
    return texts.get(target) ?? { reason: "does not exist" };
  };

  const contentByPage = new Map<string, string>();
  const problems: ContentProblem[] = [];
  for (const page of pages) {
    const tabs: ArticleTab[] = [];
    for (const tab of page.tabs) {
      if ("md" in tab) {
        tabs.push({ label: tab.label, md: tab.md });
        continue;
      }
      const read = tabText(page.path, tab.file);
      if ("text" in read) tabs.push({ label: tab.label, md: read.text });
      else problems.push({ path: page.path, reason: `tab file ${JSON.stringify(tab.file)} ${read.reason}` });
    }
    const content = formatArticleTabContent(tabs);
    if (tabs.length === page.tabs.length && content !== null) contentByPage.set(page.path, content);
  }
  return { contentByPage, tabFilePaths, problems };
}

/** The tab file's path relative to the root, or undefined when the path leads outside it. */
function tabFilePath(pagePath: string, file: string): string | undefined {
  if (path.posix.isAbsolute(file)) return undefined;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(pagePath), file));
  return target === ".." || target.startsWith("../") ? undefined : target;
}

async function readTabFiles(
  root: string,
  relativePaths: readonly string[],
  knownTexts: ReadonlyMap<string, string>,
): Promise<Map<string, TabFileText>> {
  const realRoot = await realpath(root);
  const texts = await mapWithConcurrency(relativePaths, FILE_CONCURRENCY, async (relativePath) => {
    const known = knownTexts.get(relativePath);
    return known !== undefined ? { text: known } : readTabFile(realRoot, relativePath);
  });
  return new Map(relativePaths.map((relativePath, index) => [relativePath, texts[index] as TabFileText]));
}

/** Checks the real location too: a symbolic link inside the root may point anywhere. */
async function readTabFile(realRoot: string, relativePath: string): Promise<TabFileText> {
  try {
    const realFile = await realpath(path.join(realRoot, relativePath));
    const fromRoot = path.relative(realRoot, realFile);
    const outside = fromRoot === ".." || fromRoot.startsWith(`..${path.sep}`) || path.isAbsolute(fromRoot);
    if (outside) return { reason: "is outside the content folder" };
    return { text: await readTextFile(realFile) };
  } catch (error) {
    return { reason: describeReadError(error) };
  }
}
