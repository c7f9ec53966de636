// What a VitePress site's configuration says of the site as rxdocs keeps it: `title`,
// `description`, `lang`, and the default theme's `logo`, `editLink.pattern` and `nav`.
import type { SiteSettings } from "../model.js";
import { isLiteralObject, type Literal } from "./literalValue.js";
import { asComputed, type ConfigLayer, type ConfigNotes, configField, originOf } from "./vitepressConfig.js";
import type { Locale } from "./vitepressLocales.js";
import { readTopNav } from "./vitepressNav.js";

/** Where each setting is written in a configuration. */
const SETTING_KEYS: Record<keyof SiteSettings, string[]> = {
  title: ["title"],
  description: ["description"],
  logo: ["themeConfig", "logo"],
  editUrl: ["themeConfig", "editLink"],
  lang: ["lang"],
  nav: ["themeConfig", "nav"],
};

/**
 * The settings of a language's configuration (`config`, its layers stacked); `folder` is the
 * language's folder under srcDir.
 */
export function readSettings(config: Literal, folder: string, locale: Locale, notes: ConfigNotes): SiteSettings {
  const text = (keys: string[], what: string): string | undefined => {
    const value = configField(config, ...keys);
    const computed = asComputed(value);
    if (computed) notes.computed(computed, what, "it is left out");
    return typeof value === "string" && value !== "" ? value : undefined;
  };
  const settings: SiteSettings = {
    title: text(["title"], "the title"),
    description: text(["description"], "the description"),
    logo: logoOf(configField(config, "themeConfig", "logo"), notes),
    editUrl: editUrlOf(text(["themeConfig", "editLink", "pattern"], "the edit link"), folder),
    lang: locale.isLangWritten ? locale.lang : undefined,
    nav: readTopNav(configField(config, "themeConfig", "nav"), notes),
  };
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)) as SiteSettings;
}

/** The files of the layers the settings were read from. */
export function settingsSources(layers: readonly ConfigLayer[], settings: SiteSettings): string[] {
  const keys = Object.keys(settings) as (keyof SiteSettings)[];
  const files = keys.flatMap((setting) => originOf(layers, SETTING_KEYS[setting]) ?? []);
  return [...new Set(files)];
}

/** `logo: '/logo.svg'` or `{ src }`, `{ light, dark }`: the light one is shown. */
function logoOf(value: Literal, notes: ConfigNotes): string | undefined {
  const computed = asComputed(value);
  if (computed) notes.computed(computed, "the logo", "it is left out");
  if (typeof value === "string") return value;
  if (!isLiteralObject(value)) return undefined;
  const logo = [value.src, value.light, value.dark].find((each) => typeof each === "string");
  return logo as string | undefined;
}

/** VitePress' `:path` is the page's file under srcDir; rxdocs' `{path}` is under the language's folder. */
function editUrlOf(pattern: string | undefined, folder: string): string | undefined {
  if (pattern === undefined || !pattern.includes(":path")) return undefined;
  return pattern.replace(/:path/g, `${folder === "" ? "" : `${folder}/`}{path}`);
}
