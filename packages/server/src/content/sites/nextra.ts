// A Nextra site is a Next.js project that uses Nextra (its next.config imports it, or its
// package.json depends on it). Its pages are Markdown files in `content/` (Nextra 4), `page.mdx`
// files in `app/` (Nextra 4), or Markdown files in `pages/` (Nextra 2 and 3), each under `src/`
// or not. Languages are Next.js' `i18n.locales`: one folder each (`content/<lang>/` in Nextra 4,
// `pages/<lang>/` in Nextra 3), or a suffix of each file in Nextra 2 (`index.en-US.mdx`,
// `_meta.en-US.json`). Its sidebar and top bar are made from its routes and _meta files
// (nextraNavigation.ts); its pages keep their routes as the addresses links lead to.
import type { TopNavLink } from "@rxdocs/contract";
import { ONLY_VERSION } from "../../storage/slots.js";
import type { ContentWarning, SiteSettings } from "../model.js";
import { findPagesFolder, type LanguagePages, languagesOf, type PagesKind } from "./nextraLanguages.js";
import { firstGlobalMeta, readFolderMetas, readGlobalMeta } from "./nextraMeta.js";
import { nextraNavigation } from "./nextraNavigation.js";
import { routeOf, routeTree } from "./nextraRoutes.js";
import {
  contentBasePath,
  dependsOnNextra,
  nextLocales,
  packageName,
  readLayoutSettings,
  readNextConfig,
  readThemeConfig,
  type ThemeSettings,
} from "./nextraSettings.js";
import { readPageFacts } from "./pageFacts.js";
import type { ContentSlot, SiteReader } from "./siteReader.js";
import { pagesOfSlot, sitePath, uniqueWarnings } from "./siteFiles.js";

const TOOL = "Nextra";

export const nextraSite: SiteReader = {
  tool: TOOL,
  async read(root) {
    const config = await readNextConfig(root);
    if (!config?.importsNextra && !(await dependsOnNextra(root))) return undefined;
    const pages = await findPagesFolder(root);
    if (pages === undefined) return undefined;

    const warnings: ContentWarning[] = [];
    const theme =
      pages.kind === "pages"
        ? await readThemeConfig(root, config, warnings)
        : await readLayoutSettings(root, pages.appDirs, warnings);
    const languages = await languagesOf(root, pages, config, theme, warnings);
    const defaultLanguage = languages[0]!;
    const globalMeta = pages.kind === "pages" ? undefined : await firstGlobalMeta(root, pages.appDirs);
    const addresses = new SiteAddresses(pages.kind, contentBasePath(config));

    const slots: ContentSlot[] = [];
    const metaSources = new Set<string>();
    let topBar: TopNavLink[] = [];
    for (const language of languages) {
      const files = await pagesOfSlot(language);
      const tree = routeTree([...files.keys()]);
      const metas = globalMeta
        ? await readGlobalMeta(root, globalMeta, tree, warnings)
        : await readFolderMetas(root, language.dir, tree, language.metaLang, warnings);
      const facts = await readPageFacts(language.dir, files);
      const addressOf = (route: string) => addresses.of(route, language)[0]!;
      const navigation = nextraNavigation({
        tree,
        metaOf: (folder) => metas.get(folder),
        factsOf: (file) => facts.get(file),
        addressOf,
      });
      warnings.push(...navigation.warnings);
      if (language.isDefault) {
        for (const record of metas.values()) metaSources.add(record.source);
        topBar = navigation.topBar;
      }
      slots.push({
        version: ONLY_VERSION,
        lang: language.lang,
        dir: language.dir,
        ...(language.excludedFolders && { excludedFolders: language.excludedFolders }),
        ...(language.pageName && { pageName: language.pageName }),
        navigation: { items: navigation.items, source: metas.get(tree)?.source ?? sitePath(root, language.dir) },
        addressesOf: (file) => addresses.of(routeOf(file), language),
      });
    }

    const isMultilingual = languages.length > 1 || defaultLanguage.locale !== undefined;
    const settings = await siteSettings(root, theme, defaultLanguage, isMultilingual, topBar);
    const titleFromPackage = theme.settings.title === undefined && settings.title !== undefined;
    // The languages are next.config's, else the theme's.
    const languageSources = config && nextLocales(config).locales ? [config.source] : theme.sources;
    return {
      tool: TOOL,
      sources: {
        navigation: [...metaSources].sort(),
        languages: isMultilingual ? languageSources : [],
        versions: [],
        settings: [...theme.sources, ...(titleFromPackage ? ["package.json"] : [])],
      },
      slots,
      versions: [ONLY_VERSION],
      latest: ONLY_VERSION,
      publicRoot: root,
      settings,
      warnings: uniqueWarnings(warnings),
    };
  },
};

/** The addresses Nextra serves a route at: under `contentDirBasePath` for `content/`, with the locale in front. */
class SiteAddresses {
  constructor(
    private readonly kind: PagesKind,
    private readonly contentBase: string,
  ) {}

  /** The address the site gives first, then the other one a link may be written with. */
  of(route: string, language: LanguagePages): string[] {
    const base = this.kind === "content" ? this.contentBase : "";
    const bare = `/${[base, route].filter(Boolean).join("/")}`;
    if (language.locale === undefined) return [bare];
    const withLocale = `/${[language.locale, base, route].filter(Boolean).join("/")}`;
    // Next.js' Pages Router serves the default language without its locale; Nextra 4 always names it.
    const isBareFirst = this.kind === "pages" && language.isDefault;
    return isBareFirst ? [bare, withLocale] : [withLocale, bare];
  }
}

/** The theme's settings, the top bar the _meta files make, and package.json's name when nothing else names the site. */
async function siteSettings(
  root: string,
  theme: ThemeSettings,
  defaultLanguage: LanguagePages,
  isMultilingual: boolean,
  topBar: TopNavLink[],
): Promise<SiteSettings> {
  const settings: SiteSettings = { ...theme.settings };
  const nav = [...topBar, ...(theme.settings.nav ?? [])];
  if (nav.length > 0) settings.nav = nav;
  else delete settings.nav;
  // Nextra's edit link is docsRepositoryBase and the page's file from the project's root.
  if (theme.repositoryBase !== undefined) {
    settings.editUrl = `${theme.repositoryBase.replace(/\/+$/, "")}/${sitePath(root, defaultLanguage.dir)}/{path}`;
  }
  if (isMultilingual) settings.lang = defaultLanguage.lang;
  settings.title ??= await packageName(root);
  if (settings.title === undefined) delete settings.title;
  return settings;
}
