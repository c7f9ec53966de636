// The languages of a VitePress site, by its config's `locales`: `root` is the default language,
// at srcDir's root; each other key is a language whose pages are in the folder of that name. An
// entry's `lang` is the language (the key's own name without it); its `label`, `link` and
// `markdown` are the switcher's and the renderer's, and the rest adds to the site's configuration
// for its pages.
import { LANG_TAG } from "@rxdocs/contract";
import {
  COMPUTED_KEY_KEY,
  COMPUTED_SPREAD_KEY,
  isLiteralObject,
  type Literal,
  type LiteralObject,
} from "./literalValue.js";
import { emptyLiteralObject } from "./literals.js";
import { asComputed, type ConfigLayer, type ConfigNotes, configField } from "./vitepressConfig.js";
import { isExternalAddress } from "./vitepressRoutes.js";

/** The language of a site that names none; VitePress' own default, en-US, is no different to a reader. */
const DEFAULT_LANG = "en";
/** What a locale's entry holds for the language switcher and the renderer, not for its pages' configuration. */
const LOCALE_ONLY_KEYS = new Set(["label", "link", "markdown"]);

export interface Locale {
  /** Its key in `locales`, "" for root: the folder of its pages under srcDir, and its addresses' prefix. */
  key: string;
  lang: string;
  /** Whether `lang` is written in the config, rather than taken from the key or the default. */
  isLangWritten: boolean;
  /** Its configuration, as a layer of the stack its pages see. */
  layer: ConfigLayer;
  /** Whether its pages are another site's (`link: 'https://…'`), which the site needs no folder for. */
  isElsewhere: boolean;
}

/** The default language first, then `locales`' others in their order. */
export function readLocales(site: ConfigLayer, notes: ConfigNotes): Locale[] {
  const locales = configField(site.value, "locales");
  const computed = asComputed(locales);
  if (computed) notes.computed(computed, "locales", "only the default language is read");
  const entries = isLiteralObject(locales) ? locales : emptyLiteralObject();
  const rootEntry = localeEntry(entries.root, notes);
  const rootLang =
    langOf(rootEntry.lang, notes, site.file) ?? langOf(configField(site.value, "lang"), notes, site.file);
  const read: Locale[] = [
    {
      key: "",
      lang: rootLang ?? DEFAULT_LANG,
      isLangWritten: rootLang !== undefined,
      layer: localeLayer(rootEntry, site.file),
      isElsewhere: false,
    },
  ];
  for (const [key, value] of Object.entries(entries)) {
    if (key === "root" || key === COMPUTED_SPREAD_KEY || key === COMPUTED_KEY_KEY || isExternalAddress(key)) continue;
    const entry = localeEntry(value, notes);
    const written = langOf(entry.lang, notes, site.file);
    const lang = written ?? langOf(key, notes, site.file);
    const isElsewhere = typeof entry.link === "string" && isExternalAddress(entry.link);
    if (lang === undefined || read.some((other) => other.lang === lang)) {
      if (!isElsewhere)
        notes.warn(site.file, `locales.${key} has no language of its own (lang); the language is left out`);
      continue;
    }
    const folder = key.replace(/^\/+|\/+$/g, "");
    read.push({
      key: folder,
      lang,
      isLangWritten: written !== undefined,
      layer: localeLayer(entry, site.file),
      isElsewhere,
    });
  }
  return read;
}

function localeEntry(value: Literal, notes: ConfigNotes): LiteralObject {
  const computed = asComputed(value);
  if (computed) notes.computed(computed, "a language's entry in locales", "its settings are left out");
  return isLiteralObject(value) ? value : emptyLiteralObject();
}

function langOf(value: Literal, notes: ConfigNotes, file: string): string | undefined {
  if (typeof value !== "string") return undefined;
  if (LANG_TAG.test(value)) return value;
  notes.warn(file, `${JSON.stringify(value)} is not a language tag such as "en" or "zh-CN"`);
  return undefined;
}

function localeLayer(entry: LiteralObject, file: string): ConfigLayer {
  const value = emptyLiteralObject();
  for (const [key, each] of Object.entries(entry)) if (!LOCALE_ONLY_KEYS.has(key)) value[key] = each;
  return { value, file };
}
