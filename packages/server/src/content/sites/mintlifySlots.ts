// Where each version in each language of a Mintlify site has its pages. A Mintlify site is one
// folder whose navigations name pages from its root; a language or a version usually keeps its
// pages in a folder of its own (`fr/`, `v1/`), which then is its slot's folder and is left out
// of the others. One that shares its folder with others reads only the pages its navigation
// names there. The default version in the default language reads the root, with every page no
// navigation names: Mintlify publishes those too, unlisted.
import path from "node:path";
import { FILE_CONCURRENCY, mapWithConcurrency } from "../boundedParallel.js";
import { isMarkdownFileName, withoutMarkdownExtension } from "../fileNames.js";
import type { MintlifyNavigation } from "./mintlifyNavEntries.js";
import type { IgnoredFiles } from "./mintlifyIgnore.js";
import type { Redirects } from "./mintlifyRedirects.js";
import type { ContentSlot, NavItem } from "./siteReader.js";
import { firstFile, sitePath } from "./siteFiles.js";

/** Mintlify's reusable parts of pages, imported by them: never pages. */
export const SNIPPETS_FOLDER = "snippets";

/** A navigation with the version and language rxdocs knows it by; none when the folders give the order. */
export interface NamedNavigation {
  version: string;
  lang: string;
  navigation?: MintlifyNavigation;
}

interface SlotOptions {
  redirects: Redirects;
  ignored: IgnoredFiles;
}

/** A slot for each navigation, in their order; the first is the default version in the default language. */
export async function planMintlifySlots(
  root: string,
  navigations: readonly NamedNavigation[],
  { redirects, ignored }: SlotOptions,
): Promise<ContentSlot[]> {
  const fileOf = await pageFiles(
    root,
    navigations.flatMap(({ navigation }) => (navigation ? [...navigation.pages, ...pagesIn(navigation.items)] : [])),
  );
  const named = navigations.map(
    ({ navigation }) => new Set((navigation?.pages ?? []).flatMap((page) => fileOf.get(page) ?? [])),
  );
  const folders = ownFolders(named);
  // Pages only the navigations that share the root name are theirs, not the default one's.
  const sharedOnly = new Set(
    named.flatMap((files, index) => (index === 0 || folders[index] !== undefined ? [] : [...files])),
  );
  for (const file of named[0] ?? []) sharedOnly.delete(file);

  return navigations.map(({ version, lang, navigation }, index) => {
    const folder = folders[index];
    const prefix = folder === undefined ? "" : `${folder}/`;
    const excluded = outermost(
      folders.flatMap((other, at) =>
        at !== index && other !== undefined && other.startsWith(prefix) ? [other.slice(prefix.length)] : [],
      ),
    );
    if (folder === undefined) excluded.push(SNIPPETS_FOLDER);
    const pageName = (file: string): string | undefined => {
      const fromRoot = prefix + file;
      if (ignored.isIgnored(fromRoot)) return undefined;
      if (folder !== undefined) return file;
      if (index === 0) return sharedOnly.has(fromRoot) ? undefined : file;
      return named[index]!.has(fromRoot) ? file : undefined;
    };
    const inSlot = (page: string) => {
      const file = fileOf.get(page) ?? page;
      return file.startsWith(prefix) ? file.slice(prefix.length) : file;
    };
    return {
      version,
      lang,
      dir: folder === undefined ? root : path.join(root, folder),
      excludedFolders: excluded,
      pageName,
      ...(navigation && { navigation: { items: renamePages(navigation.items, inSlot), source: navigation.source } }),
      addressesOf: (file: string) => redirects.leadingTo(pageAddresses(prefix + file)),
    };
  });
}

/**
 * The file of each page named, from the site's root: `quickstart` is `quickstart.mdx`, else
 * `quickstart.md`. A name that is no file of the site is not in the map.
 */
async function pageFiles(root: string, names: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(names)];
  const files = await mapWithConcurrency(unique, FILE_CONCURRENCY, async (name) => {
    const candidates = isMarkdownFileName(name) ? [name] : [`${name}.mdx`, `${name}.md`];
    const file = await firstFile(root, candidates);
    return file === undefined ? undefined : sitePath(root, file);
  });
  return new Map(unique.flatMap((name, index) => (files[index] === undefined ? [] : [[name, files[index]]])));
}

/**
 * The folder of each navigation but the first when it has one of its own: the deepest holding all
 * its pages, in which no other navigation names a page outside a folder of that one's own.
 */
function ownFolders(named: readonly ReadonlySet<string>[]): (string | undefined)[] {
  const folders: (string | undefined)[] = named.map(() => undefined);
  const candidates = named
    .map((files, index) => ({ index, folder: commonFolder([...files]) }))
    .filter(({ index, folder }) => index > 0 && folder !== undefined)
    .sort((a, b) => b.folder!.split("/").length - a.folder!.split("/").length);
  for (const { index, folder } of candidates) {
    const prefix = `${folder}/`;
    const isOwn = named.every(
      (files, other) =>
        other === index ||
        [...files].every((file) => !file.startsWith(prefix) || isInOwnFolder(file, folders[other], prefix)),
    );
    if (isOwn) folders[index] = folder;
  }
  return folders;
}

/** Whether a file of another navigation lies in that navigation's own folder, itself inside `prefix`. */
function isInOwnFolder(file: string, folder: string | undefined, prefix: string): boolean {
  return folder !== undefined && folder.startsWith(prefix) && file.startsWith(`${folder}/`);
}

/** The folders not inside another of them: leaving those out leaves the others out. */
function outermost(folders: readonly string[]): string[] {
  return folders.filter((folder) => !folders.some((other) => folder.startsWith(`${other}/`)));
}

/** The deepest folder holding every file; undefined when it is the root or there are none. */
function commonFolder(files: readonly string[]): string | undefined {
  if (files.length === 0) return undefined;
  let common = files[0]!.split("/").slice(0, -1);
  for (const file of files.slice(1)) {
    const parts = file.split("/").slice(0, -1);
    let same = 0;
    while (same < common.length && common[same] === parts[same]) same++;
    common = common.slice(0, same);
  }
  return common.length > 0 ? common.join("/") : undefined;
}

/** A page's addresses on a Mintlify site: its path without extension, a folder's index also at the folder's. */
export function pageAddresses(file: string): string[] {
  const page = withoutMarkdownExtension(file);
  if (page === "index") return ["/"];
  if (page.endsWith("/index")) return [`/${page.slice(0, -"/index".length)}`, `/${page}`];
  return [`/${page}`];
}

/** Every page the entries name: those of sections, links to the site's own addresses and groups' own pages too. */
function pagesIn(items: readonly NavItem[]): string[] {
  return items.flatMap((item): string[] => {
    if (item.kind === "page") return [item.file];
    if (item.kind === "section") return [...(item.file === undefined ? [] : [item.file]), ...pagesIn(item.items)];
    return [];
  });
}

function renamePages(items: readonly NavItem[], rename: (page: string) => string): NavItem[] {
  return items.map((item): NavItem => {
    if (item.kind === "page") return { ...item, file: rename(item.file) };
    if (item.kind !== "section") return item;
    const section = { ...item, items: renamePages(item.items, rename) };
    if (item.file !== undefined) section.file = rename(item.file);
    return section;
  });
}
