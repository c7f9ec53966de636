// A Docusaurus site's root lays out its pages its way: `docs/` is the current version (unreleased
// `next` once versions.json names released ones, the first of them the latest),
// `versioned_docs/version-<name>/` the released versions,
// `i18n/<lang>/docusaurus-plugin-content-docs/(current|version-<name>)/` their translations, and
// `static/` the files pages link from the root ("/img/logo.png").
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { VERSION_NAME } from "@rxdocs/contract";
import { ONLY_VERSION } from "../../storage/slots.js";
import type { ContentSlot, SiteReader } from "./siteReader.js";
import { firstFile, isFolder, readJsonFile, sitePath } from "./siteFiles.js";

const CONFIG_FILES = ["docusaurus.config.js", "docusaurus.config.ts", "docusaurus.config.mjs", "docusaurus.config.cjs"];
/** The current version's name when the site has released versions, as Docusaurus names it. */
const UNRELEASED_VERSION = "next";
const DEFAULT_LANG = "en";

export const docusaurusSite: SiteReader = {
  tool: "Docusaurus",
  async read(root) {
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
    const languages = await translations(root);
    for (const lang of languages) {
      for (const { version, i18n } of versionFolders) {
        const dir = path.join(root, "i18n", lang, "docusaurus-plugin-content-docs", i18n);
        if (lang !== defaultLang && (await isFolder(root, dir))) slots.push({ version, lang, dir });
      }
    }
    return {
      tool: "Docusaurus",
      sources: {
        navigation: [],
        languages: languages.length > 0 ? [sitePath(root, config), "i18n"] : [],
        versions: released.length > 0 ? ["versions.json"] : [],
        settings: [],
      },
      slots,
      versions: released.length > 0 ? [current, ...released] : [current],
      latest: released[0] ?? current,
      publicRoot: root,
      settings: {},
      warnings: [],
    };
  },
};

/** versions.json: the released versions, latest first; none without the file. */
async function readVersions(root: string): Promise<string[]> {
  const file = path.join(root, "versions.json");
  const versions = await readJsonFile(root, file);
  if (versions === undefined) return [];
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
