// What a Fumadocs site's code says of its docs, read without running it: the docs folder is the
// `dir` of `defineDocs({ dir })` in source.config.* (fumadocs-mdx; `content/docs` unless said);
// its pages are served under the `baseUrl` of the `loader({ baseUrl, i18n })` the site makes its
// source with (in lib/source.ts by convention), and its languages are that loader's i18n config,
// `defineI18n({ languages, defaultLanguage, parser, hideLocale })` (in lib/i18n.ts by convention).
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { ContentWarning } from "../model.js";
import {
  Computed,
  isLiteralObject,
  type Literal,
  LiteralCall,
  type LiteralObject,
  readModuleExport,
  unwrapCalls,
} from "./literalValue.js";
import { describeValue } from "./literals.js";
import { firstFile, isFolder, isObject, readJsonFile, sitePath } from "./siteFiles.js";

export const SOURCE_CONFIG_FILES = ["source.config.ts", "source.config.mts", "source.config.js", "source.config.mjs"];
const DEFAULT_DOCS_DIR = "content/docs";
const DEFAULT_BASE_URL = "/docs";
const SCRIPT_EXTENSIONS = ["ts", "tsx", "mts", "js", "jsx", "mjs"];
/** Where sites keep the module that makes their source, and their i18n config: lib/, app/, utils/, under src/ or not. */
const MODULE_FOLDERS = ["lib", "src/lib", "app", "src/app", "utils", "src/utils", "src"];

export type I18nParser = "dot" | "dir" | "none";

export interface FumadocsI18n {
  /** As the config writes them; undefined when it computes them. */
  languages?: string[];
  defaultLanguage?: string;
  parser: I18nParser;
  hideLocale: "always" | "default-locale" | "never";
  /** The file it was read from, relative to the root. */
  source: string;
}

export interface FumadocsConfig {
  /** The docs folder, relative to the root. */
  docsDir: string;
  /** Where the pages are served, "/docs"; "" for the root. */
  baseUrl: string;
  i18n?: FumadocsI18n;
  /** The files read for the docs folder and the loader, relative to the root. */
  sources: string[];
}

/** Whether package.json's dependencies name Fumadocs' core or its MDX source; a package.json that is not JSON names nothing. */
export async function dependsOnFumadocs(root: string): Promise<boolean> {
  let manifest: unknown;
  try {
    manifest = await readJsonFile(root, path.join(root, "package.json"));
  } catch {
    return false;
  }
  if (!isObject(manifest)) return false;
  return ["dependencies", "devDependencies"].some((key) => {
    const dependencies = manifest[key];
    return isObject(dependencies) && ["fumadocs-core", "fumadocs-mdx"].some((name) => name in dependencies);
  });
}

export async function readFumadocsConfig(
  root: string,
  sourceConfig: string | undefined,
  warnings: ContentWarning[],
): Promise<FumadocsConfig> {
  const config: FumadocsConfig = { docsDir: DEFAULT_DOCS_DIR, baseUrl: DEFAULT_BASE_URL, sources: [] };
  if (sourceConfig !== undefined) {
    const docs = await readExport(root, sourceConfig, "docs", warnings);
    const options = unwrapCalls(docs, ["defineDocs"]);
    if (docs instanceof LiteralCall && docs.callee === "defineDocs" && isLiteralObject(options)) {
      const dir = docsDirOf(options.dir, root, sitePath(root, sourceConfig), warnings);
      if (dir !== undefined) config.docsDir = dir;
      config.sources.push(sitePath(root, sourceConfig));
    }
  }
  const loader = await findLoader(root, warnings);
  if (loader) {
    config.sources.push(loader.source);
    const baseUrl = loader.options.baseUrl;
    if (typeof baseUrl === "string") config.baseUrl = `/${baseUrl.replace(/^\/+|\/+$/g, "")}`.replace(/^\/$/, "");
    else if (baseUrl !== undefined)
      warn(
        warnings,
        root,
        loader.source,
        `baseUrl is ${describeValue(baseUrl)}; pages are taken to be served under ${DEFAULT_BASE_URL}`,
        baseUrl,
      );
    const i18n = loader.options.i18n;
    if (i18n !== undefined) config.i18n = i18nOf(i18n, root, loader.source, warnings);
  } else {
    const i18nFile = await findModule(root, "i18n");
    const i18n = i18nFile === undefined ? undefined : await readExport(root, i18nFile, "i18n", warnings);
    if (i18n !== undefined) config.i18n = i18nOf(i18n, root, sitePath(root, i18nFile!), warnings);
  }
  return config;
}

/** The options of the `loader(...)` the site's `source` export is made with. */
async function findLoader(
  root: string,
  warnings: ContentWarning[],
): Promise<{ source: string; options: LiteralObject } | undefined> {
  const file = await findModule(root, "source");
  if (file === undefined) return undefined;
  const source = sitePath(root, file);
  const value = await readExport(root, file, "source", warnings);
  if (value instanceof LiteralCall && value.callee === "loader") {
    // loader(options) or loader(source, options): the options are the object that says how to serve.
    const options = value.args.filter(isLiteralObject).find((arg) => "baseUrl" in arg || "i18n" in arg);
    if (options) return { source, options };
  }
  // `export const { getPage, pageTree } = loader({ baseUrl: "/docs" })`: its text still says where.
  const baseUrl = /\bbaseUrl\s*:\s*["'`]([^"'`]*)["'`]/.exec(await readFile(file, "utf8"))?.[1];
  return baseUrl === undefined
    ? undefined
    : { source, options: Object.assign(Object.create(null) as LiteralObject, { baseUrl }) };
}

/** `source.ts` or `source/index.ts` (any script extension) in the usual folders, or one folder below lib/. */
async function findModule(root: string, name: string): Promise<string | undefined> {
  const names = (folder: string) =>
    SCRIPT_EXTENSIONS.flatMap((extension) => [
      `${folder}/${name}.${extension}`,
      `${folder}/${name}/index.${extension}`,
    ]);
  const direct = await firstFile(root, MODULE_FOLDERS.flatMap(names));
  if (direct !== undefined) return direct;
  for (const folder of ["lib", "src/lib"]) {
    if (!(await isFolder(root, path.join(root, folder)))) continue;
    const subfolders = (await readdir(path.join(root, folder), { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${folder}/${entry.name}`)
      .sort();
    const nested = await firstFile(root, subfolders.flatMap(names));
    if (nested !== undefined) return nested;
  }
  return undefined;
}

function i18nOf(value: Literal, root: string, source: string, warnings: ContentWarning[]): FumadocsI18n | undefined {
  const options = unwrapCalls(value, ["defineI18n"]);
  if (!isLiteralObject(options)) {
    warn(
      warnings,
      root,
      source,
      `the i18n config is ${describeValue(value)}; the languages are taken from the files' names`,
      value,
    );
    return { parser: "dot", hideLocale: "never", source };
  }
  const i18n: FumadocsI18n = {
    // The config's own file, when the loader imports it.
    source: value instanceof LiteralCall ? sitePath(root, value.file) : source,
    parser: options.parser === "dir" || options.parser === "none" ? options.parser : "dot",
    hideLocale:
      options.hideLocale === "always" || options.hideLocale === "default-locale" ? options.hideLocale : "never",
  };
  const languages = options.languages;
  if (Array.isArray(languages) && languages.every((each): each is string => typeof each === "string")) {
    i18n.languages = languages;
  } else {
    warn(
      warnings,
      root,
      source,
      `languages is ${describeValue(languages)}; the languages are taken from the files' names`,
      languages,
    );
  }
  if (typeof options.defaultLanguage === "string") i18n.defaultLanguage = options.defaultLanguage;
  return i18n;
}

async function readExport(root: string, file: string, name: string, warnings: ContentWarning[]): Promise<Literal> {
  try {
    return (await readModuleExport(file, root, name)).value;
  } catch (error) {
    warnings.push({ path: sitePath(root, file), message: `${(error as Error).message}; it is not read` });
    return undefined;
  }
}

function docsDirOf(value: Literal, root: string, source: string, warnings: ContentWarning[]): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "string" && value !== "") return path.posix.normalize(value).replace(/\/+$/, "");
  warn(
    warnings,
    root,
    source,
    `defineDocs' dir is ${describeValue(value)}; the docs are taken to be in ${DEFAULT_DOCS_DIR}`,
    value,
  );
  return undefined;
}

/** A warning at the place a computed value stands, else in the file it was read from. */
function warn(warnings: ContentWarning[], root: string, source: string, message: string, at: Literal): void {
  const place =
    at instanceof Computed || at instanceof LiteralCall
      ? { path: sitePath(root, at.file), line: at.line }
      : { path: source };
  warnings.push({ ...place, message });
}
