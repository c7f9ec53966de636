// The languages of an MkDocs site, as the mkdocs-static-i18n plugin lays them out:
//   plugins:
//     - i18n:
//         docs_structure: folder        # docs/en/, docs/fr/: a folder each
//         languages:                    # or suffix (the default): index.fr.md beside index.md
//           - { locale: en, default: true, name: English }
//           - { locale: fr, name: Français, nav_translations: { Home: Accueil } }
// and in the plugin's older shape: `default_language: en`, `languages: { fr: { name: Français } }`.
import { LANG_TAG } from "@rxdocs/contract";
import path from "node:path";
import { isMapping } from "./mkdocsConfig.js";

export interface MkdocsLanguage {
  /** As the plugin names it: `fr`, `en_US`; the language's folder or file suffix. */
  locale: string;
  /** As a BCP 47 tag: `en-US`. */
  lang: string;
  isDefault: boolean;
  /** The language's own nav, when it has one. */
  nav?: unknown;
  navTranslations: Map<string, string>;
}

export interface MkdocsLanguages {
  structure: "suffix" | "folder";
  /** The languages built, the default first. */
  languages: MkdocsLanguage[];
}

/** The plugin's languages; undefined without the plugin or with fewer than one language to build. */
export function readLanguages(
  plugin: Record<string, unknown> | undefined,
  warn: (message: string) => void,
): MkdocsLanguages | undefined {
  if (plugin === undefined) return undefined;
  const structure = plugin.docs_structure === "folder" ? "folder" : "suffix";
  const written = Array.isArray(plugin.languages) ? plugin.languages : olderLanguages(plugin);
  const oldTranslations = isMapping(plugin.nav_translations) ? plugin.nav_translations : {};
  const languages: MkdocsLanguage[] = [];
  for (const entry of written) {
    if (!isMapping(entry) || typeof entry.locale !== "string") {
      warn("an i18n language without a locale is left out");
      continue;
    }
    const { locale } = entry;
    // "null" is the plugin's entry for a link in the language switcher, never built.
    if (locale === "null" || (entry.build === false && entry.default !== true)) continue;
    const lang = locale.replace(/_/g, "-");
    if (!LANG_TAG.test(lang)) {
      warn(`the i18n locale ${JSON.stringify(locale)} is no language tag such as "fr" or "pt_BR"; it is left out`);
      continue;
    }
    const translations = isMapping(entry.nav_translations) ? entry.nav_translations : oldTranslations[locale];
    languages.push({
      locale,
      lang,
      isDefault: entry.default === true,
      ...(entry.nav !== undefined && { nav: entry.nav }),
      navTranslations: new Map(
        Object.entries(isMapping(translations) ? translations : {}).filter(
          (pair): pair is [string, string] => typeof pair[1] === "string",
        ),
      ),
    });
  }
  if (languages.length === 0) return undefined;
  const defaultIndex = Math.max(
    0,
    languages.findIndex((language) => language.isDefault),
  );
  const [defaultLanguage] = languages.splice(defaultIndex, 1);
  return { structure, languages: [{ ...defaultLanguage!, isDefault: true }, ...languages] };
}

/** The plugin's shape before 1.0: `default_language: en` and `languages: { fr: { name } }` (or `{ fr: Français }`). */
function olderLanguages(plugin: Record<string, unknown>): Record<string, unknown>[] {
  const defaultLanguage = typeof plugin.default_language === "string" ? plugin.default_language : undefined;
  const languages = isMapping(plugin.languages) ? plugin.languages : {};
  const entries = Object.entries(languages).map(([locale, settings]) => ({
    ...(isMapping(settings) ? settings : {}),
    locale,
    default: locale === defaultLanguage,
  }));
  if (defaultLanguage !== undefined && !(defaultLanguage in languages)) {
    entries.unshift({ locale: defaultLanguage, default: true });
  }
  return entries;
}

/**
 * The name a file of docs_dir is read under in a language of a suffix structure, or undefined
 * when it is not that language's: `guide/index.fr.md` is the French `guide/index.md`; a file
 * without a suffix is the default language's, unless a file with the default's suffix stands
 * beside it (the plugin takes that one).
 */
export function suffixPageName(
  language: MkdocsLanguage,
  defaultLocale: string,
  locales: ReadonlySet<string>,
  files: ReadonlySet<string>,
): (file: string) => string | undefined {
  return (file) => {
    const { stem, locale, extension } = splitSuffix(file, locales);
    const plain = `${stem}${extension}`;
    if (locale === undefined) {
      if (!language.isDefault) return undefined;
      return files.has(`${stem}.${defaultLocale}${extension}`) ? undefined : file;
    }
    return locale === language.locale ? plain : undefined;
  };
}

function splitSuffix(file: string, locales: ReadonlySet<string>): { stem: string; locale?: string; extension: string } {
  const extension = path.posix.extname(file);
  const withoutExtension = file.slice(0, file.length - extension.length);
  const suffix = path.posix.extname(withoutExtension).slice(1);
  if (suffix !== "" && locales.has(suffix)) {
    return { stem: withoutExtension.slice(0, -suffix.length - 1), locale: suffix, extension };
  }
  return { stem: withoutExtension, extension };
}
