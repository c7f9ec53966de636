// Which catalogue speaks to the reader of a page in a language: the language's own, else the one
// of its base language (`fr` for `fr-CA`), with the tags that name a script or a region of
// Chinese and Portuguese led to the catalogue written for them; English when none fits.

/** The languages the reader's interface is written in; English is the app's own (contract). */
export const CATALOGUE_LANGS = [
  "en",
  "zh-CN",
  "zh-TW",
  "ja",
  "ko",
  "fr",
  "de",
  "es",
  "pt-BR",
  "ru",
  "it",
  "tr",
  "uk",
  "pl",
  "id",
  "vi",
  "hi",
  "ar",
  "fa",
  "he",
] as const;

export type CatalogueLang = (typeof CATALOGUE_LANGS)[number];

// Traditional Chinese is written in Taiwan, Hong Kong and Macau, and named by its script.
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)\b/;

const byLowerCase = new Map<string, CatalogueLang>(CATALOGUE_LANGS.map((lang) => [lang.toLowerCase(), lang]));
// A base language whose catalogue is named with its region.
const BY_BASE: Readonly<Record<string, CatalogueLang>> = { zh: "zh-CN", pt: "pt-BR" };

export function catalogueLang(lang: string): CatalogueLang {
  const tag = lang.toLowerCase();
  const exact = byLowerCase.get(tag);
  if (exact) return exact;
  if (TRADITIONAL_CHINESE.test(tag)) return "zh-TW";
  const base = tag.split("-", 1)[0]!;
  return byLowerCase.get(base) ?? BY_BASE[base] ?? "en";
}
