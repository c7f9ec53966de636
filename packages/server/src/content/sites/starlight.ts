// A Starlight site is an Astro project whose astro.config.* calls `starlight({...})` among its
// integrations. Its pages are Astro's docs collection, `src/content/docs/`: the root locale's
// pages in the folder itself, each other locale's in the sub-folder of its name (a language
// each). Its sidebar, languages and settings are Starlight's options, read without running the
// config; its pages are served at `/<locale>/<id>/`, which links written to them lead to.
import path from "node:path";
import { ONLY_VERSION } from "../../storage/slots.js";
import type { ContentWarning, SiteSettings } from "../model.js";
import { isLiteralObject, type Literal, type LiteralObject } from "./literalValue.js";
import type { ContentSlot, SiteReader } from "./siteReader.js";
import { firstFile, isFolder, sitePath } from "./siteFiles.js";
import {
  ASTRO_CONFIG_FILES,
  type ConfigWarn,
  configWarner,
  describe,
  placeOf,
  readStarlightConfig,
} from "./starlightConfig.js";
import { readLocales, type StarlightLocale } from "./starlightLocales.js";
import { namedPageIds, readSidebar } from "./starlightNav.js";
import { LanguagePages, starlightAddresses } from "./starlightPages.js";

const TOOL = "Starlight";
/** Where Astro keeps the docs collection, under its `srcDir`. */
const DOCS_COLLECTION = "content/docs";

export const starlightSite: SiteReader = {
  tool: TOOL,
  async read(root) {
    const configFile = await firstFile(root, ASTRO_CONFIG_FILES);
    if (configFile === undefined) return undefined;
    const config = await readStarlightConfig(root, configFile);
    if (config === undefined) return undefined;
    const configPath = sitePath(root, configFile);
    const docsDir = path.join(root, config.srcDir, DOCS_COLLECTION);
    if (!(await isFolder(root, docsDir))) {
      throw new Error(`${docsDir} is not a folder of the site: a Starlight site keeps its pages there`);
    }
    const docsPath = sitePath(root, docsDir);
    const warnings: ContentWarning[] = [...config.warnings];
    const warn = configWarner(root, configPath, warnings);
    const options = config.options;

    const [defaultLocale, ...translations] = readLocales(options, warn);
    const defaultDir = path.join(docsDir, defaultLocale.folder);
    if (!(await isFolder(root, defaultDir))) {
      throw new Error(`${defaultDir} is not a folder of the site: the default language keeps its pages there`);
    }
    const locales: StarlightLocale[] = [defaultLocale];
    for (const locale of translations) {
      // A language without a folder has no page of its own yet: Starlight shows the default one's.
      if (await isFolder(root, path.join(docsDir, locale.folder))) locales.push(locale);
    }
    const otherFolders = locales.flatMap((locale) => (locale.folder === "" ? [] : [locale.folder]));

    const sidebar = options?.sidebar;
    const slots: ContentSlot[] = [];
    for (const locale of locales) {
      const isDefault = locale === defaultLocale;
      const dir = path.join(docsDir, locale.folder);
      const excludedFolders = locale.folder === "" ? otherFolders : [];
      const pages = await LanguagePages.read(dir, {
        localeFolder: locale.folder,
        excluded: excludedFolders,
        wantedIds: namedPageIds(sidebar ?? null),
      });
      const items = readSidebar(sidebar, {
        lang: locale.lang,
        defaultLang: defaultLocale.lang,
        pages,
        isDefault,
        folderName: sitePath(root, dir),
        // The sidebar is one for every language: what is wrong with it is said once.
        warn: isDefault ? warn : () => {},
      });
      slots.push({
        version: ONLY_VERSION,
        lang: locale.lang,
        dir,
        ...(excludedFolders.length > 0 && { excludedFolders }),
        ...(items && { navigation: { items, source: configPath } }),
        addressesOf: starlightAddresses(locale.folder, config.base),
        ...(!isDefault && {
          fallback: { dir: path.join(docsDir, defaultLocale.folder), addressPrefix: `/${locale.folder}` },
        }),
      });
    }

    const settings = readSettings(options, { docsPath, defaultLocale, warn });
    return {
      tool: TOOL,
      sources: {
        navigation: slots[0]?.navigation ? [configPath] : [],
        languages: options?.locales !== undefined ? [configPath] : [],
        versions: [],
        settings: Object.keys(settings).some((key) => key !== "lang") ? [configPath] : [],
      },
      slots,
      versions: [ONLY_VERSION],
      latest: ONLY_VERSION,
      publicRoot: root,
      settings,
      warnings,
    };
  },
};

interface SettingsContext {
  /** The docs folder relative to the root ("src/content/docs"). */
  docsPath: string;
  defaultLocale: StarlightLocale;
  warn: ConfigWarn;
}

/** Starlight's `title`, `description`, `logo` and `editLink`, and the default language. */
function readSettings(options: LiteralObject | undefined, context: SettingsContext): SiteSettings {
  const { defaultLocale, warn } = context;
  const settings: SiteSettings = { lang: defaultLocale.lang };
  if (options === undefined) return settings;
  const title = textByLanguage(options.title, defaultLocale.lang, "title", warn);
  if (title !== undefined) settings.title = title;
  const description = text(options.description, "description", warn);
  if (description !== undefined) settings.description = description;
  const logo = logoOf(options.logo, warn);
  if (logo !== undefined) settings.logo = logo;
  const editLink = options.editLink;
  const baseUrl = isLiteralObject(editLink) ? text(editLink.baseUrl, "editLink.baseUrl", warn) : undefined;
  if (baseUrl !== undefined) {
    // Starlight's edit link is the base address and the page's file from the project's root.
    const folder = [context.docsPath, defaultLocale.folder].filter(Boolean).join("/");
    settings.editUrl = `${baseUrl.replace(/\/*$/, "/")}${folder}/{path}`;
  }
  return settings;
}

/** `title: "Docs"`, or `{ en: "Docs", fr: "Docs" }` by language: the default language's. */
function textByLanguage(value: Literal, lang: string, key: string, warn: ConfigWarn): string | undefined {
  if (!isLiteralObject(value)) return text(value, key, warn);
  const inLanguage = value[lang] ?? Object.values(value).find((each) => typeof each === "string");
  return text(inLanguage, `${key}.${lang}`, warn);
}

/** `logo: { src }` or `{ light, dark }` (the light one), a path from the project's root: "./src/logo.svg" → "/src/logo.svg". */
function logoOf(value: Literal, warn: ConfigWarn): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isLiteralObject(value)) {
    warn(`logo is ${describe(value)}, not { src } or { light, dark }; the site has no logo`, placeOf(value));
    return undefined;
  }
  const src = text(value.src ?? value.light ?? value.dark, "logo", warn);
  if (src === undefined) return undefined;
  if (/^[a-z][a-z\d+.-]*:/i.test(src) || src.startsWith("/")) return src;
  return `/${path.posix.normalize(src)}`;
}

/** A setting's text; a value only running the config would tell is left out, with a warning. */
function text(value: Literal, key: string, warn: ConfigWarn): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string") return value;
  warn(`${key} is ${describe(value)}, not a text; it is left out`, placeOf(value));
  return undefined;
}
