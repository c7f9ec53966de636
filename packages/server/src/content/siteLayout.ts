// Where the pages of each version and language of a site are, as a Docusaurus site lays them out
// when its root is given: `docs/` is the current version (unreleased `next` once versions.json
// names released ones, the first of them the latest), `versioned_docs/version-<name>/` the
// released versions, `i18n/<lang>/docusaurus-plugin-content-docs/(current|version-<name>)/`
// their translations, and `static/` the files pages link from the root ("/img/logo.png").
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";

/** One version in one language: a folder of pages. */
export interface ContentSlot {
  version: string;
  lang: string;
  /** The folder of its pages, absolute. */
  dir: string;
}

export interface SiteLayout {
  /** Every slot in the folder, the latest version in the default language first. */
  slots: ContentSlot[];
  /** The folder whose public folders (`static/`) root-relative links may point into, absolute. */
  publicRoot: string;
}

const CONFIG_FILES = ["docusaurus.config.js", "docusaurus.config.ts", "docusaurus.config.mjs", "docusaurus.config.cjs"];
/** The current version's name when the site has released versions, as Docusaurus names it. */
export const UNRELEASED_VERSION = "next";
/** The current version's name when it is the only one. */
export const ONLY_VERSION = "current";
const DEFAULT_LANG = "en";

/** The layout of a Docusaurus site's root; undefined for any other folder. */
export async function readDocusaurusLayout(root: string): Promise<SiteLayout | undefined> {
  const config = await firstFile(root, CONFIG_FILES);
  if (config === undefined || !(await isFolder(path.join(root, "docs")))) return undefined;
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
    if (await isFolder(path.join(root, docs))) slots.push({ version, lang: defaultLang, dir: path.join(root, docs) });
  }
  for (const lang of await translations(root)) {
    for (const { version, i18n } of versionFolders) {
      const dir = path.join(root, "i18n", lang, "docusaurus-plugin-content-docs", i18n);
      if (lang !== defaultLang && (await isFolder(dir))) slots.push({ version, lang, dir });
    }
  }
  return { slots, publicRoot: root };
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
  let versions: unknown;
  try {
    versions = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not valid JSON`);
  }
  if (!Array.isArray(versions) || !versions.every((version) => typeof version === "string" && version !== "")) {
    throw new Error(`${file} is not a list of version names`);
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

async function firstFile(root: string, names: readonly string[]): Promise<string | undefined> {
  for (const name of names) {
    const file = path.join(root, name);
    if ((await stat(file).catch(() => undefined))?.isFile()) return file;
  }
  return undefined;
}

async function isFolder(folder: string): Promise<boolean> {
  return (await stat(folder).catch(() => undefined))?.isDirectory() ?? false;
}
