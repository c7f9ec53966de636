// Which Markdown file is a folder's own page, and which is the home page. A folder's page is
// the doc its _category_.json links to (Docusaurus' `link: { type: "doc", id }`), else its
// index.md, README.md or `<folder name>.md` (the conventions of GitHub, VitePress and Docusaurus),
// else a page of the same name beside it (`blog.md` beside `blog/`, as VitePress and MkDocs sites have);
// `link: { type: "generated-index" }` gives it a generated list of its children instead. The
// root's index.md (else README.md) is the home page.
import type { ParsedCategoryFile } from "./categoryFile.js";
import { stripNumericPrefix, withoutMarkdownExtension } from "./fileNames.js";
import type { ContentWarning } from "./model.js";
import type { ScannedEntry } from "./scanFolder.js";

export interface FolderPagePlan {
  /** The root's index.md or README.md. */
  homePath?: string;
  /** The Markdown file that is each folder's own page, by folder path. */
  pageByFolder: Map<string, string>;
  /** Folders whose page is a generated list of their children. */
  generatedIndexes: Map<string, { title?: string; description?: string }>;
  warnings: ContentWarning[];
}

/** What the plan needs to know of each Markdown file: Docusaurus' `id` front matter, if any. */
export type DocIdOverrides = ReadonlyMap<string, string | undefined>;

const INDEX_NAMES = ["index", "readme"];

export function planFolderPages(
  entries: readonly ScannedEntry[],
  categories: ReadonlyMap<string, ParsedCategoryFile>,
  docIdOverrides: DocIdOverrides,
): FolderPagePlan {
  const plan: FolderPagePlan = { pageByFolder: new Map(), generatedIndexes: new Map(), warnings: [] };
  const markdownByFolder = new Map<string, ScannedEntry[]>();
  const pathByDocId = new Map<string, string>();
  for (const entry of entries) {
    if (entry.kind !== "markdown") continue;
    const siblings = markdownByFolder.get(entry.parentPath) ?? [];
    siblings.push(entry);
    markdownByFolder.set(entry.parentPath, siblings);
    pathByDocId.set(docIdOf(entry.path, docIdOverrides.get(entry.path)), entry.path);
  }

  plan.homePath = conventionalIndex(markdownByFolder.get("") ?? [], undefined)?.path;
  for (const folder of entries) {
    if (folder.kind !== "folder") continue;
    const link = categories.get(folder.path)?.settings?.link;
    if (link?.type === "generated-index") {
      plan.generatedIndexes.set(folder.path, link);
      continue;
    }
    let page: string | undefined;
    if (link?.type === "doc") {
      page = pathByDocId.get(link.id);
      if (page === undefined) {
        plan.warnings.push({
          path: `${folder.path}/_category_.json`,
          message: `link names the doc ${JSON.stringify(link.id)}, which the folder does not have; the folder has no page`,
        });
      }
    } else {
      page =
        conventionalIndex(markdownByFolder.get(folder.path) ?? [], folder.name)?.path ??
        pageBeside(markdownByFolder.get(folder.parentPath) ?? [], folder.name)?.path;
    }
    if (page !== undefined) plan.pageByFolder.set(folder.path, page);
  }
  return plan;
}

/** Docusaurus' doc id: the path without extension and number prefixes, its last part replaced by the `id` front matter. */
export function docIdOf(path: string, idOverride: string | undefined): string {
  const parts = withoutMarkdownExtension(path).split("/").map(stripNumericPrefix);
  if (idOverride) parts[parts.length - 1] = idOverride;
  return parts.join("/");
}

/** `<folder name>.md` among the folder's siblings; not the home page, which a root folder named index would find. */
function pageBeside(siblings: readonly ScannedEntry[], folderName: string): ScannedEntry | undefined {
  const name = folderName.toLowerCase();
  if (INDEX_NAMES.includes(name)) return undefined;
  return siblings.find((entry) => withoutMarkdownExtension(entry.name).toLowerCase() === name);
}

/** index.md, then README.md, then (for a folder) `<folder name>.md`, in any case and with or without number prefixes. */
function conventionalIndex(files: readonly ScannedEntry[], folderName: string | undefined): ScannedEntry | undefined {
  const baseName = (entry: ScannedEntry) => stripNumericPrefix(withoutMarkdownExtension(entry.name)).toLowerCase();
  const names = folderName === undefined ? INDEX_NAMES : [...INDEX_NAMES, stripNumericPrefix(folderName).toLowerCase()];
  for (const name of names) {
    const found = files.find((entry) => baseName(entry) === name);
    if (found) return found;
  }
  return undefined;
}
