// Starlight's languages: `locales` names each by the folder of its pages under the docs folder,
// `root` standing for the docs folder itself (served from "/"), and `defaultLocale` says which is
// the site's own language (the root one when there is one). Each is `{ label, lang?, dir? }`, its
// language tag the key when `lang` is not given. Without `locales` the site has one language,
// English unless the root locale says otherwise.
import { LANG_TAG } from "@rxdocs/contract";
import { isLiteralObject, type Literal, type LiteralObject } from "./literalValue.js";
import { type ConfigWarn, describe, placeOf } from "./starlightConfig.js";

const ROOT_LOCALE = "root";
/** Starlight's language when the config names none. */
export const STARLIGHT_DEFAULT_LANG = "en";

export interface StarlightLocale {
  /** The folder of its pages under the docs folder; "" for the root locale. */
  folder: string;
  /** Its language tag, as Starlight normalises it ("zh-cn" → "zh-CN"). */
  lang: string;
}

/** The site's languages, its default one first, then the others in the config's order. */
export function readLocales(
  options: LiteralObject | undefined,
  warn: ConfigWarn,
): [StarlightLocale, ...StarlightLocale[]] {
  const single: [StarlightLocale] = [{ folder: "", lang: STARLIGHT_DEFAULT_LANG }];
  const locales = options?.locales;
  if (locales === undefined || locales === null) return single;
  if (!isLiteralObject(locales)) {
    warn(`locales is ${describe(locales)}; the site is read as one language`, placeOf(locales));
    return single;
  }
  const keys = Object.keys(locales);
  if (keys.length === 0) return single;
  const defaultKey = defaultLocaleKey(options?.defaultLocale, keys, warn);

  const read: StarlightLocale[] = [];
  for (const key of [defaultKey, ...keys.filter((key) => key !== defaultKey)]) {
    const locale = readLocale(key, locales[key], warn);
    if (locale === undefined) continue;
    if (read.some((other) => other.lang === locale.lang)) {
      warn(`locales.${key} has the language ${locale.lang} of another locale; its pages are left out`);
      continue;
    }
    read.push(locale);
  }
  const [first, ...others] = read;
  return first ? [first, ...others] : single;
}

/** `defaultLocale`, else `root`; Starlight refuses a site with neither, which is read by its first locale. */
function defaultLocaleKey(value: Literal, keys: readonly string[], warn: ConfigWarn): string {
  if (typeof value === "string" && keys.includes(value)) return value;
  if (keys.includes(ROOT_LOCALE)) return ROOT_LOCALE;
  if (keys.length === 1) return keys[0]!;
  warn(
    value === undefined
      ? `defaultLocale is not set and there is no root locale; ${keys[0]} is taken as the default language`
      : `defaultLocale is ${describe(value)}, which names none of the locales; ${keys[0]} is taken as the default language`,
    placeOf(value),
  );
  return keys[0]!;
}

function readLocale(key: string, value: Literal, warn: ConfigWarn): StarlightLocale | undefined {
  const computed = placeOf(value);
  if (computed !== undefined) {
    // A computed spread or key is kept under a key of its own, which names no locale.
    warn(`a locale is ${describe(value)}; its pages are left out`, computed);
    return undefined;
  }
  const folder = key === ROOT_LOCALE ? "" : key;
  // A locale's key is one folder of the docs folder, and the first segment of its addresses.
  if (folder.includes("/") || folder.includes("\\") || folder.startsWith(".")) {
    warn(`locales.${key} names no folder of the docs folder; its pages are left out`);
    return undefined;
  }
  if (!isLiteralObject(value)) {
    warn(`locales.${key} is ${describe(value)}, not { label, lang }; its pages are left out`, placeOf(value));
    return undefined;
  }
  const written = value.lang ?? (key === ROOT_LOCALE ? STARLIGHT_DEFAULT_LANG : key);
  const lang = typeof written === "string" ? normalizeLangTag(written) : undefined;
  if (lang === undefined || !LANG_TAG.test(lang)) {
    warn(`locales.${key}.lang is ${describe(written)}, not a language tag such as "zh-CN"; its pages are left out`);
    return undefined;
  }
  return { folder, lang };
}

/** BCP 47's casing: language lowercase, script titlecase, region uppercase ("zh-hans-cn" → "zh-Hans-CN"). */
export function normalizeLangTag(tag: string): string {
  return tag
    .split("-")
    .map((part, index) => {
      if (index === 0) return part.toLowerCase();
      if (part.length === 4 && /^[a-z]+$/i.test(part)) return part[0]!.toUpperCase() + part.slice(1).toLowerCase();
      if (part.length === 2 || /^\d{3}$/.test(part)) return part.toUpperCase();
      return part.toLowerCase();
    })
    .join("-");
}
