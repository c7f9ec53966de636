// Where the pages of each version and language of a site are. A Docusaurus site's root lays them
// out its way: `docs/` is the current version (unreleased `next` once versions.json names
// released ones, the first of them the latest), `versioned_docs/version-<name>/` the released
// versions, `i18n/<lang>/docusaurus-plugin-content-docs/(current|version-<name>)/` their
// translations, and `static/` the files pages link from the root ("/img/logo.png"). Any other
// folder may name its languages in rxdocs.json's `locales`, as VitePress does: the folder is
// the default language, and each named sub-folder (`zh/`) another.
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { LANG_TAG, VERSION_NAME } from "@rxdocs/contract";
import { ONLY_VERSION } from "../storage/slots.js";
import { isInsideFolder, LEADS_OUTSIDE } from "./insideFolder.js";
import { SITE_SETTINGS_FILE } from "./siteSettings.js";

/** One version in one language: a folder of pages. */
export interface ContentSlot {
  version: string;
  lang: string;
  /** The folder of its pages, absolute. */
  dir: string;
  /** Sub-folders of `dir` that hold other slots' pages. */
  excludedFolders?: string[];
}

export interface SiteLayout {
  /** Every slot in the folder, the latest version in the default language first. */
  slots: ContentSlot[];
  /** The folder whose public folders (`static/`) root-relative links may point into, absolute. */
  publicRoot: string;
  /** The versions in the switcher's order: the unreleased one first, then newest to oldest. */
  versions: string[];
  /** The version readers get by default. */
  latest: string;
}

const CONFIG_FILES = ["docusaurus.config.js", "docusaurus.config.ts", "docusaurus.config.mjs", "docusaurus.config.cjs"];
/** The current version's name when the site has released versions, as Docusaurus names it. */
const UNRELEASED_VERSION = "next";
const DEFAULT_LANG = "en";

/** The layout of the folder; undefined for a folder of one version in one language. */
export async function readSiteLayout(root: string): Promise<SiteLayout | undefined> {
  return (await readDocusaurusLayout(root)) ?? (await readLocalesLayout(root));
}

/** The layout of a Docusaurus site's root; undefined for any other folder. */
export async function readDocusaurusLayout(root: string): Promise<SiteLayout | undefined> {
  const config = await firstFile(root, CONFIG_FILES);
  if (config === undefined || !(await isFolder(root, path.join(root, "docs")))) return undefined;
  const released = await readVersions(root);
  const defaultLang = defaultLocaleOf(await readFile(config, "utf8"));
  const current = released.length > 0 ? UNRELEASED_VERSION : ONLY_VERSION;

  const versionFolders = [
    ...released.map((version) => ({
      version,
      docs: path.join("versioned_docs", `version-${version}`),
      i18n: `version-${version}`,
    })),
    { version: current, docs: "docs", i18n: "current" },
  ];
  const slots: ContentSlot[] = [];
  for (const { version, docs } of versionFolders) {
    if (await isFolder(root, path.join(root, docs))) {
      slots.push({ version, lang: defaultLang, dir: path.join(root, docs) });
    }
  }
  for (const lang of await translations(root)) {
    for (const { version, i18n } of versionFolders) {
      const dir = path.join(root, "i18n", lang, "docusaurus-plugin-content-docs", i18n);
      if (lang !== defaultLang && (await isFolder(root, dir))) slots.push({ version, lang, dir });
    }
  }
  return {
    slots,
    publicRoot: root,
    versions: released.length > 0 ? [current, ...released] : [current],
    latest: released[0] ?? current,
  };
}

/**
 * The languages rxdocs.json's `locales` names, in VitePress's shape: `root` for the folder
 * itself, each other key a sub-folder, with the language in `lang` (else the key):
 * `{ "root": { "lang": "en" }, "zh": { "lang": "zh-CN", "label": "简体中文" } }`.
 */
async function readLocalesLayout(root: string): Promise<SiteLayout | undefined> {
  const file = path.join(root, SITE_SETTINGS_FILE);
  let settings: unknown;
  try {
    if (!(await isInsideFolder(root, file))) return undefined; // the import refuses it (readFolder.ts)
    settings = JSON.parse((await readFile(file, "utf8")).replace(/^\uFEFF/, ""));
  } catch {
    return undefined; // no file, or one the import refuses with its reasons
  }
  const locales = isObject(settings) ? settings.locales : undefined;
  if (locales === undefined) return undefined;
  if (!isObject(locales)) throw new Error(`${file}: locales must be an object of languages by folder`);
  const langOf = (key: string): string => {
    const locale = locales[key] ?? {};
    const lang = isObject(locale) ? (locale.lang ?? (key === "root" ? DEFAULT_LANG : key)) : undefined;
    if (typeof lang !== "string" || !LANG_TAG.test(lang)) {
      throw new Error(`${file}: locales.${key} must be an object whose lang is a language tag such as "zh-CN"`);
    }
    return lang;
  };
  const folders = Object.keys(locales).filter((key) => key !== "root");
  const defaultLang = langOf("root");
  const slots: ContentSlot[] = [{ version: ONLY_VERSION, lang: defaultLang, dir: root, excludedFolders: folders }];
  for (const folder of folders) {
    const dir = path.join(root, folder);
    if (folder.includes("/") || folder.startsWith(".") || !(await isFolder(root, dir))) {
      throw new Error(`${file}: locales names ${JSON.stringify(folder)}, which is no folder of the site`);
    }
    slots.push({ version: ONLY_VERSION, lang: langOf(folder), dir });
  }
  return folders.length > 0 ? { slots, publicRoot: root, versions: [ONLY_VERSION], latest: ONLY_VERSION } : undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** versions.json: the released versions, latest first; none without the file. */
async function readVersions(root: string): Promise<string[]> {
  const file = path.join(root, "versions.json");
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    return [];
  }
  // A link to a list elsewhere would make its names the site's versions.
  if (!(await isInsideFolder(root, file))) throw new Error(`${file} ${LEADS_OUTSIDE}`);
  let versions: unknown;
  try {
    versions = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not valid JSON`);
  }
  // A name is part of a folder's name: it can lead nowhere else.
  if (
    !Array.isArray(versions) ||
    !versions.every((version) => typeof version === "string" && VERSION_NAME.test(version))
  ) {
    throw new Error(`${file} is not a list of version names such as "2.x"`);
  }
  return versions as string[];
}

/**
 * The config's `i18n.defaultLocale`. The config is a program, which an import does not run: the
 * value is read from its text, where Docusaurus sites write it as a string literal.
 */
function defaultLocaleOf(configText: string): string {
  return /\bdefaultLocale\s*:\s*["'`]([\w-]+)["'`]/.exec(configText)?.[1] ?? DEFAULT_LANG;
}

async function translations(root: string): Promise<string[]> {
  const entries = await readdir(path.join(root, "i18n"), { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The first of the files that is inside the folder; a link out of it counts as no file. */
async function firstFile(root: string, names: readonly string[]): Promise<string | undefined> {
  for (const name of names) {
    const file = path.join(root, name);
    if ((await stat(file).catch(() => undefined))?.isFile() && (await isInsideFolder(root, file))) return file;
  }
  return undefined;
}

/**
 * Whether `folder` is a folder inside `root`: the pages of a version or a language linked from
 * elsewhere are not the site's, and must not be read as if they were.
 */
async function isFolder(root: string, folder: string): Promise<boolean> {
  const isDirectory = (await stat(folder).catch(() => undefined))?.isDirectory() ?? false;
  return isDirectory && (await isInsideFolder(root, folder));
}
