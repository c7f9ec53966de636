// Where a Nextra site keeps its pages, and in which languages. Nextra 4 reads `content/`, or the
// `page.mdx` files of `app/`; Nextra 2 and 3 read `pages/`; each may be under `src/`. Languages
// are Next.js' `i18n.locales` (else, in Nextra 2 and 3, the theme's `i18n` list): a folder each
// (`content/<lang>/` in Nextra 4, `pages/<lang>/` in Nextra 3), else a suffix of each file's name
// (`index.en-US.mdx` in Nextra 2). Nextra 4's `app/[lang]/` holds every language's pages at once.
import path from "node:path";
import { LANG_TAG } from "@rxdocs/contract";
import type { ContentWarning } from "../model.js";
import { scanContentFolder } from "../scanFolder.js";
import { appPageName } from "./nextraRoutes.js";
import { type NextConfig, nextLocales, type ThemeSettings } from "./nextraSettings.js";
import { isFolder, sitePath } from "./siteFiles.js";

const DEFAULT_LANG = "en";
/** `pages/api/` holds Next.js' API routes, which are no pages. */
const API_FOLDER = "api";
/** A dynamic folder of `app/` whose pages are every language's. */
const LANG_SEGMENT = "[lang]";

export type PagesKind = "pages" | "content" | "app";

export interface PagesFolder {
  kind: PagesKind;
  /** Absolute. */
  dir: string;
  /** The `app/` folders, where Nextra 4 keeps its layout and its _meta.global file. */
  appDirs: string[];
}

/** One language's pages, as the site lays them out. */
export interface LanguagePages {
  lang: string;
  /** The locale as Next.js names it in addresses; undefined for a site of one language. */
  locale?: string;
  isDefault: boolean;
  dir: string;
  excludedFolders?: string[];
  pageName?: (file: string) => string | undefined;
  /** The language of its _meta files' names (`_meta.en-US.json`), when the site names them so. */
  metaLang?: string;
}

/** Nextra 4's `content/`, else its `app/` when it holds pages, else Nextra 2 and 3's `pages/`. */
export async function findPagesFolder(root: string): Promise<PagesFolder | undefined> {
  const bases = [root, path.join(root, "src")];
  const appDirs: string[] = [];
  for (const base of bases) if (await isFolder(root, path.join(base, "app"))) appDirs.push(path.join(base, "app"));
  for (const base of bases) {
    const dir = path.join(base, "content");
    if (await holdsPages(root, dir)) return { kind: "content", dir, appDirs };
  }
  for (const dir of appDirs) {
    if (
      (await holdsPages(root, dir, appPageName)) ||
      (await holdsPages(root, path.join(dir, LANG_SEGMENT), appPageName))
    ) {
      return { kind: "app", dir, appDirs };
    }
  }
  for (const base of bases) {
    const dir = path.join(base, "pages");
    if (await holdsPages(root, dir)) return { kind: "pages", dir, appDirs };
  }
  return undefined;
}

async function holdsPages(
  root: string,
  dir: string,
  pageName?: (file: string) => string | undefined,
): Promise<boolean> {
  if (!(await isFolder(root, dir))) return false;
  return (await scanContentFolder(dir, { pageName })).some((entry) => entry.kind === "markdown");
}

/** The site's languages, the default one first, each with the folder and names of its pages. */
export async function languagesOf(
  root: string,
  pages: PagesFolder,
  config: NextConfig | undefined,
  theme: ThemeSettings,
  warnings: ContentWarning[],
): Promise<LanguagePages[]> {
  const i18n = nextLocales(config);
  const warn = (message: string) => warnings.push({ path: config?.source ?? sitePath(root, pages.dir), message });
  let locales = i18n.locales ?? theme.locales ?? [];
  if (i18n.isNamed && i18n.locales === undefined) {
    warn(
      theme.locales
        ? "i18n.locales is not written out as a list of strings; the theme's languages are taken"
        : "i18n.locales is not written out as a list of strings; the pages are read as one language's",
    );
  }
  locales = locales.filter((locale) => {
    if (LANG_TAG.test(locale)) return true;
    warn(`the locale ${JSON.stringify(locale)} is no language tag such as "en-US"; its pages are not read`);
    return false;
  });
  const defaultLocale =
    i18n.defaultLocale !== undefined && locales.includes(i18n.defaultLocale) ? i18n.defaultLocale : locales[0];
  const ordered =
    defaultLocale === undefined ? [] : [defaultLocale, ...locales.filter((each) => each !== defaultLocale)];
  const single: LanguagePages = {
    lang: defaultLocale ?? DEFAULT_LANG,
    isDefault: true,
    dir: pages.dir,
    ...(pages.kind === "pages" && { excludedFolders: [API_FOLDER] }),
    ...(pages.kind === "app" && { pageName: appPageName }),
  };
  if (pages.kind === "app") {
    const shared = path.join(pages.dir, LANG_SEGMENT);
    // `app/[lang]/` holds every language's pages at once: they are read once, in the default language.
    if (await holdsPages(root, shared, appPageName)) return [{ ...single, dir: shared, locale: defaultLocale }];
    return [single];
  }
  if (ordered.length === 0) return [single];

  const folders: LanguagePages[] = [];
  for (const locale of ordered) {
    const dir = path.join(pages.dir, locale);
    if (await isFolder(root, dir)) folders.push({ lang: locale, locale, isDefault: folders.length === 0, dir });
  }
  if (folders.length > 0 && folders[0]!.locale === defaultLocale) return folders;
  if (pages.kind === "content") return [{ ...single, locale: defaultLocale }];
  // Nextra 2: every language's files side by side, each named with its locale (`index.en-US.mdx`).
  const files = await scanContentFolder(pages.dir, { excluded: [API_FOLDER] });
  const suffixes = new Set(files.map((entry) => localeSuffixOf(entry.name, ordered)));
  return ordered.flatMap((locale, index) =>
    index === 0 || suffixes.has(locale)
      ? [
          {
            lang: locale,
            locale,
            isDefault: index === 0,
            dir: pages.dir,
            excludedFolders: [API_FOLDER],
            pageName: suffixedPageName(locale, ordered, index === 0),
            metaLang: locale,
          },
        ]
      : [],
  );
}

/** The locale a file's name ends with, before its extension (`index.en-US.mdx`), when it is one of `locales`. */
function localeSuffixOf(name: string, locales: readonly string[]): string | undefined {
  const suffix = /\.([^./]+)\.mdx?$/.exec(name)?.[1];
  return suffix !== undefined && locales.includes(suffix) ? suffix : undefined;
}

/** `guide.en-US.mdx` is the English `guide.mdx`; a file without a locale is the default language's. */
function suffixedPageName(
  locale: string,
  locales: readonly string[],
  isDefault: boolean,
): (file: string) => string | undefined {
  return (file) => {
    const suffix = localeSuffixOf(file, locales);
    if (suffix === undefined) return isDefault ? file : undefined;
    return suffix === locale ? file.replace(/\.[^./]+(\.mdx?)$/, "$1") : undefined;
  };
}
