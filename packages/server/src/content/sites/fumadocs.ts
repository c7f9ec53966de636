// A Fumadocs site keeps its pages in a docs folder (`content/docs/` unless source.config.* says
// otherwise), with a meta file in any folder to order and name it (fumadocsMeta.ts). Languages
// follow the site's i18n parser: `page.cn.mdx` and `meta.cn.json` beside the default language's
// files ("dot", the default), or a folder of each language (`content/docs/cn/`, "dir"); a page
// a language lacks is the default language's. Pages are served at the loader's `baseUrl` and
// their slugs (`guide/index.mdx` at `/docs/guide`; a folder `(group)` adds nothing), with the
// language in front unless `hideLocale` says otherwise.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { load as loadYaml } from "js-yaml";
import { LANG_TAG } from "@rxdocs/contract";
import { ONLY_VERSION } from "../../storage/slots.js";
import { withoutMarkdownExtension } from "../fileNames.js";
import type { ContentWarning, SiteSettings } from "../model.js";
import { scanContentFolder } from "../scanFolder.js";
import { dependsOnFumadocs, type FumadocsConfig, readFumadocsConfig, SOURCE_CONFIG_FILES } from "./fumadocsConfig.js";
import { type DocsFolder, docsTree, fumadocsNavigation, type MetaFile } from "./fumadocsMeta.js";
import { readPageFacts } from "./pageFacts.js";
import type { ContentSlot, SiteReader } from "./siteReader.js";
import { firstFile, isFolder, isObject, pagesOfSlot, readJsonFile, sitePath, uniqueWarnings } from "./siteFiles.js";

const TOOL = "Fumadocs";
const DEFAULT_LANG = "en";
const META_NAMES = ["meta.json", "meta.yaml"];
/** Language codes Fumadocs sites write that are not the language's BCP 47 tag. */
const LANG_TAGS: Readonly<Record<string, string>> = { cn: "zh", jp: "ja", kr: "ko" };

/** One language's pages, as the site lays them out. */
interface LanguagePages {
  /** As the site writes it in file and folder names and addresses; undefined for a site of one language. */
  code?: string;
  lang: string;
  isDefault: boolean;
  dir: string;
  excludedFolders?: string[];
  pageName?: (file: string) => string | undefined;
  /** The meta files of a folder (relative to the docs folder), this language's first. */
  metaFiles(folder: string): string[];
}

export const fumadocsSite: SiteReader = {
  tool: TOOL,
  async read(root) {
    const sourceConfig = await firstFile(root, SOURCE_CONFIG_FILES);
    if (sourceConfig === undefined && !(await dependsOnFumadocs(root))) return undefined;
    const warnings: ContentWarning[] = [];
    const config = await readFumadocsConfig(root, sourceConfig, warnings);
    const docsDir = path.join(root, config.docsDir);
    if (!(await isFolder(root, docsDir))) return undefined;

    const languages = await languagesOf(root, docsDir, config, warnings);
    const defaultPaths = new Set<string>();
    const slots: ContentSlot[] = [];
    const metaSources = new Set<string>();
    for (const language of languages) {
      const files = await pagesOfSlot(language);
      const tree = docsTree([...files.keys()]);
      if (language.isDefault) for (const file of files.keys()) addPathsOf(defaultPaths, file);
      const metas = await readMetaFiles(root, tree, language, warnings);
      for (const meta of metas.values()) metaSources.add(meta.source);
      const facts = await readPageFacts(language.dir, folderPages(files, tree, metas));
      const navigation = fumadocsNavigation({
        tree,
        metaOf: (folder) => metas.get(folder),
        factsOf: (file) => facts.get(file),
        isFallback: (target) => !language.isDefault && defaultPaths.has(target.replace(/\.mdx?$/, "")),
      });
      warnings.push(...navigation.warnings);
      slots.push({
        version: ONLY_VERSION,
        lang: language.lang,
        dir: language.dir,
        ...(language.excludedFolders && { excludedFolders: language.excludedFolders }),
        ...(language.pageName && { pageName: language.pageName }),
        navigation: { items: navigation.items, source: metas.get(tree)?.source ?? sitePath(root, language.dir) },
        addressesOf: (file) => addressesOf(file, language, config),
      });
    }

    const settings: SiteSettings = {};
    if (languages.length > 1 || languages[0]?.code !== undefined) settings.lang = languages[0]!.lang;
    return {
      tool: TOOL,
      sources: {
        navigation: [...metaSources].sort(),
        languages: config.i18n ? [config.i18n.source] : [],
        versions: [],
        settings: [],
      },
      slots,
      versions: [ONLY_VERSION],
      latest: ONLY_VERSION,
      publicRoot: root,
      settings,
      warnings: uniqueWarnings(warnings),
    };
  },
};

/** The site's languages, the default one first, each with its folder and the names of its files. */
async function languagesOf(
  root: string,
  docsDir: string,
  config: FumadocsConfig,
  warnings: ContentWarning[],
): Promise<LanguagePages[]> {
  const metaFiles = (dir: string) => (folder: string) => META_NAMES.map((name) => path.join(dir, folder, name));
  const i18n = config.i18n;
  if (i18n === undefined || i18n.parser === "none") {
    return [{ lang: DEFAULT_LANG, isDefault: true, dir: docsDir, metaFiles: metaFiles(docsDir) }];
  }
  const codes = i18n.languages ?? (await languagesInNames(docsDir, i18n.parser));
  const defaultCode = i18n.defaultLanguage ?? codes[0] ?? DEFAULT_LANG;
  const ordered = [defaultCode, ...codes.filter((code) => code !== defaultCode)];
  const valid = ordered.filter((code) => {
    if (LANG_TAG.test(LANG_TAGS[code] ?? code)) return true;
    warnings.push({
      path: i18n.source,
      message: `the language ${JSON.stringify(code)} is no language tag such as "en"; its pages are not read`,
    });
    return false;
  });
  const langOf = (code: string) => LANG_TAGS[code] ?? code;

  if (i18n.parser === "dir") {
    // The default language's pages are in its folder, or in the docs folder beside the others'.
    const defaultDir = path.join(docsDir, defaultCode);
    const hasOwnFolder = await isFolder(root, defaultDir);
    const languages: LanguagePages[] = [];
    for (const code of valid) {
      const isDefault = code === defaultCode;
      const dir = isDefault && !hasOwnFolder ? docsDir : path.join(docsDir, code);
      if (!(await isFolder(root, dir))) continue;
      const fallbacks = hasOwnFolder ? defaultDir : docsDir;
      languages.push({
        code,
        lang: langOf(code),
        isDefault,
        dir,
        ...(dir === docsDir && { excludedFolders: valid.filter((each) => each !== code) }),
        metaFiles: (folder) => [...metaFiles(dir)(folder), ...(isDefault ? [] : metaFiles(fallbacks)(folder))],
      });
    }
    return languages;
  }
  return valid.map((code) => {
    const isDefault = code === defaultCode;
    return {
      code,
      lang: langOf(code),
      isDefault,
      dir: docsDir,
      pageName: dotPageName(code, valid, isDefault),
      // A language's meta file is `meta.<code>.json`; without one, the default language's.
      metaFiles: (folder) => [
        ...META_NAMES.map((name) => path.join(docsDir, folder, name.replace(".", `.${code}.`))),
        ...metaFiles(docsDir)(folder),
      ],
    };
  });
}

/** `page.cn.mdx` is the Chinese `page.mdx`; a file named without a language is the default language's. */
function dotPageName(code: string, codes: readonly string[], isDefault: boolean): (file: string) => string | undefined {
  return (file) => {
    const suffix = /\.([^./]+)\.mdx?$/.exec(file)?.[1];
    if (suffix === undefined || !codes.includes(suffix)) return isDefault ? file : undefined;
    return suffix === code ? file.replace(/\.[^./]+(\.mdx?)$/, "$1") : undefined;
  };
}

/** The languages the files' names show, when the config computes them: suffixes ("dot") or folders ("dir"). */
async function languagesInNames(docsDir: string, parser: "dot" | "dir"): Promise<string[]> {
  const entries = await scanContentFolder(docsDir);
  const codes = new Set<string>();
  const looksLikeLanguage = (name: string) => /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(name);
  for (const entry of entries) {
    if (parser === "dir") {
      if (entry.kind === "folder" && entry.parentPath === "" && looksLikeLanguage(entry.name)) codes.add(entry.name);
      continue;
    }
    const suffix = /\.([^./]+)\.mdx?$/.exec(entry.name)?.[1];
    if (entry.kind === "markdown" && suffix !== undefined && looksLikeLanguage(suffix)) codes.add(suffix);
  }
  return [...codes].sort();
}

/** The meta file of each folder of the tree, by the language's order of preference. */
async function readMetaFiles(
  root: string,
  tree: DocsFolder,
  language: LanguagePages,
  warnings: ContentWarning[],
): Promise<Map<DocsFolder, MetaFile>> {
  const metas = new Map<DocsFolder, MetaFile>();
  const visit = async (folder: DocsFolder): Promise<void> => {
    const file = await firstFile(
      root,
      language.metaFiles(folder.path).map((candidate) => sitePath(root, candidate)),
    );
    const meta = file === undefined ? undefined : await readMetaFile(root, file, warnings);
    if (meta) metas.set(folder, meta);
    for (const child of folder.folders.values()) await visit(child);
  };
  await visit(tree);
  return metas;
}

async function readMetaFile(root: string, file: string, warnings: ContentWarning[]): Promise<MetaFile | undefined> {
  const source = sitePath(root, file);
  let data: unknown;
  try {
    data = file.endsWith(".json") ? await readJsonFile(root, file) : loadYaml(await readFile(file, "utf8"));
  } catch (error) {
    warnings.push({ path: source, message: `${(error as Error).message}; the folder's own order is used` });
    return undefined;
  }
  if (isObject(data)) return { source, data };
  warnings.push({ path: source, message: "is not an object of settings; the folder's own order is used" });
  return undefined;
}

/** The pages whose titles name folders: each folder's index, and the page its `pagesIndex` names. */
function folderPages(
  files: ReadonlyMap<string, string>,
  tree: DocsFolder,
  metas: ReadonlyMap<DocsFolder, MetaFile>,
): Map<string, string> {
  const wanted = new Map<string, string>();
  const visit = (folder: DocsFolder) => {
    const index = folder.pages.get("index");
    if (index !== undefined) wanted.set(index, files.get(index)!);
    const named = metas.get(folder)?.data.pagesIndex;
    const page = typeof named === "string" ? folder.pages.get(withoutMarkdownExtension(named)) : undefined;
    if (page !== undefined) wanted.set(page, files.get(page)!);
    for (const child of folder.folders.values()) visit(child);
  };
  visit(tree);
  return wanted;
}

/** A page's path and each folder's, without extension, as a meta file may name them. */
function addPathsOf(paths: Set<string>, file: string): void {
  const parts = withoutMarkdownExtension(file).split("/");
  for (let count = parts.length; count > 0; count -= 1) paths.add(parts.slice(0, count).join("/"));
}

/** The loader's address of a page: its language (unless hidden), the base, and its slugs. */
function addressesOf(file: string, language: LanguagePages, config: FumadocsConfig): string[] {
  const slugs = withoutMarkdownExtension(file)
    .split("/")
    .filter((part) => !/^\(.+\)$/.test(part));
  if (slugs.at(-1) === "index") slugs.pop();
  const bare = `/${[config.baseUrl.replace(/^\//, ""), ...slugs].filter(Boolean).join("/")}`;
  if (language.code === undefined) return [bare];
  const withCode = `/${language.code}${bare === "/" ? "" : bare}`;
  const hide = config.i18n?.hideLocale ?? "never";
  const isBareFirst = hide === "always" || (hide === "default-locale" && language.isDefault);
  return isBareFirst ? [bare, withCode] : [withCode, bare];
}
