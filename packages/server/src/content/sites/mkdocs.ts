// An MkDocs site: mkdocs.yml (or mkdocs.yaml) at the root names docs_dir, the folder of its
// pages (`docs` unless it says otherwise), its nav, its Markdown extensions and plugins, and
// what the site is called. Material for MkDocs' settings are read where they live (theme.logo,
// theme.language), the mkdocs-static-i18n plugin's languages become slots, and the
// awesome-pages plugin's `.pages` files make the navigation when they are there.
import { LANG_TAG } from "@rxdocs/contract";
import path from "node:path";
import { ONLY_VERSION } from "../../storage/slots.js";
import type { ContentWarning } from "../model.js";
import { Computed } from "./literals.js";
import {
  computedWarning,
  isMapping,
  type MkdocsConfig,
  namedEntries,
  readMkdocsConfig,
  RelativePath,
} from "./mkdocsConfig.js";
import { type MkdocsBlog, readMkdocsBlog, withBlog } from "./mkdocsBlog.js";
import { dialectOptions, mkdocsDialect } from "./mkdocsDialect.js";
import { type DocsTree, pageTitle, readDocsTree } from "./mkdocsFiles.js";
import { ignoreMatcher } from "./mkdocsGlob.js";
import { type MkdocsLanguage, readLanguages, suffixPageName } from "./mkdocsLanguages.js";
import { keepPages, type NavReading, readNav, restOfNav, translateNav } from "./mkdocsNav.js";
import { AwesomePages, awesomePagesOptions, type AwesomePagesOptions, type RestFilter } from "./mkdocsPages.js";
import { pageAddresses, readSiteSettings } from "./mkdocsSettings.js";
import { type RedirectMap, readRedirectMaps, redirectRules } from "./mkdocsRedirects.js";
import type { SnippetBase } from "./mkdocsIncludes.js";
import type { ContentSlot, NavItem, PageDialect, SiteDescription, SiteNavigation, SiteReader } from "./siteReader.js";
import { isFolder, sitePath } from "./siteFiles.js";

const DEFAULT_LANG = "en";
/** MkDocs leaves docs_dir's templates/ folder out of the site, unless exclude_docs says otherwise. */
const DEFAULT_EXCLUDED = "/templates/";

export const mkdocsSite: SiteReader = {
  tool: "MkDocs",
  async read(root) {
    const config = await readMkdocsConfig(root);
    return config && new MkdocsSite(root, config).describe();
  },
};

/** The settings behind the site's settings, for the sources. */
const SETTING_KEYS = ["site_name", "site_description", "repo_url", "edit_uri", "edit_uri_template", "theme"];

/** What every slot of the site is read with. */
interface SlotReading {
  dialect: PageDialect;
  /** exclude_docs' patterns, with MkDocs' own, on paths relative to docs_dir. */
  isExcluded: (path: string, isFolder: boolean) => boolean;
  awesome?: AwesomePagesOptions;
  /** Material's blog, when its plugin is on: the nav's entry for it is the section of its posts. */
  blog?: MkdocsBlog;
  /** The redirects plugin's redirect_maps. */
  redirects: RedirectMap[];
}

/** One language's folder of pages, before it is a slot. */
interface LanguagePages {
  language?: MkdocsLanguage;
  dir: string;
  /** The path that leads from docs_dir to `dir` ("fr/"), for exclude_docs' patterns. */
  prefix: string;
  pageName?: (file: string) => string | undefined;
}

class MkdocsSite {
  private readonly values: Record<string, unknown>;
  private readonly warnings: ContentWarning[];
  private readonly configDir: string;
  private readonly configPath: string;

  constructor(
    private readonly root: string,
    private readonly config: MkdocsConfig,
  ) {
    this.values = config.values;
    this.warnings = [...config.warnings];
    this.configDir = path.dirname(config.file);
    this.configPath = sitePath(root, config.file);
  }

  async describe(): Promise<SiteDescription> {
    const docsDir = await this.docsDir();
    const plugins = namedEntries(this.values.plugins);
    const i18n = readLanguages(plugins.get("i18n"), (message) => this.warn("plugins", message));
    const reading: SlotReading = {
      dialect: mkdocsDialect(
        dialectOptions(namedEntries(this.values.markdown_extensions), {
          configDir: this.configDir,
          docsDir,
          basePaths: (value) => this.basePaths(value, docsDir),
        }),
      ),
      isExcluded: ignoreMatcher(`${DEFAULT_EXCLUDED}\n${this.text("exclude_docs") ?? ""}`),
      awesome: plugins.has("awesome-pages") ? awesomePagesOptions(plugins.get("awesome-pages")!) : undefined,
      blog: this.blog(plugins.get("blog") ?? plugins.get("material/blog"), docsDir),
      redirects: readRedirectMaps(plugins.get("redirects") ?? {}, (message) => this.warn("plugins", message)),
    };
    const slots: ContentSlot[] = [];
    const navigationSources = new Set<string>();
    for (const pages of await this.languagePages(docsDir, i18n)) {
      const { slot, sources } = await this.slot(pages, reading);
      slots.push(slot);
      for (const source of sources) navigationSources.add(source);
    }
    const settings = readSiteSettings({
      root: this.root,
      values: this.values,
      docsPath: sitePath(this.root, docsDir),
      pagesInLanguageFolders: i18n?.structure === "folder",
      defaultLang: i18n?.languages[0]?.lang,
      sourceOf: (key) => this.sourceOf(key),
      warnings: this.warnings,
    });
    return {
      tool: "MkDocs",
      sources: {
        navigation: [...navigationSources],
        languages: i18n ? [this.sourceOf("plugins")] : [],
        versions: [],
        settings: Object.keys(settings).length > 0 ? this.sourcesOf(SETTING_KEYS) : [],
      },
      slots,
      versions: [ONLY_VERSION],
      latest: ONLY_VERSION,
      publicRoot: this.root,
      settings,
      // Each language reads the same nav and .pages files: what is said of them is said once.
      warnings: [...new Map(this.warnings.map((warning) => [JSON.stringify(warning), warning])).values()],
    };
  }

  /** One language's slot, and the files its navigation came from. */
  private async slot(pages: LanguagePages, reading: SlotReading): Promise<{ slot: ContentSlot; sources: string[] }> {
    const excludedFolders: string[] = [];
    const tree = await readDocsTree(pages.dir, {
      pageName: pages.pageName,
      isExcluded: (file, isFolderPath) => {
        const excluded = reading.isExcluded(pages.prefix + file, isFolderPath);
        if (excluded && isFolderPath) excludedFolders.push(file);
        return excluded;
      },
    });
    // Material's theme overrides may live in docs_dir: they are no pages.
    const customDir = isMapping(this.values.theme) ? this.values.theme.custom_dir : undefined;
    if (typeof customDir === "string") {
      const theme = path.relative(pages.dir, path.resolve(this.configDir, customDir));
      if (!theme.startsWith("..") && !path.isAbsolute(theme)) excludedFolders.push(theme.split(path.sep).join("/"));
    }
    const navigation = await this.navigation(tree, pages.language, reading, sitePath(this.root, pages.dir));
    const addressesOf = pageAddresses(
      this.values,
      pages.language?.isDefault === false ? `${pages.language.locale}/` : "",
    );
    const slot: ContentSlot = {
      version: ONLY_VERSION,
      lang: pages.language?.lang ?? this.themeLanguage(),
      dir: pages.dir,
      ...(excludedFolders.length > 0 && { excludedFolders }),
      pageName: (file) => {
        if (reading.isExcluded(pages.prefix + file, false)) return undefined;
        return pages.pageName ? pages.pageName(file) : file;
      },
      ...(navigation && { navigation: navigation.navigation }),
      addressesOf,
      dialect: reading.dialect,
      ...(reading.redirects.length > 0 && {
        redirects: redirectRules(reading.redirects, addressesOf, this.sourceOf("plugins")),
      }),
    };
    return { slot, sources: navigation?.sources ?? [] };
  }

  private blog(options: Record<string, unknown> | undefined, docsDir: string): MkdocsBlog | undefined {
    if (!options || options.enabled === false) return undefined;
    return readMkdocsBlog(options, { root: this.root, docsDir, warn: (message) => this.warn("plugins", message) });
  }

  /** docs_dir, relative to mkdocs.yml's folder; a site whose docs_dir is missing has nothing to read. */
  private async docsDir(): Promise<string> {
    const written = this.text("docs_dir") ?? "docs";
    const dir = path.resolve(this.configDir, written);
    if (!(await isFolder(this.root, dir))) {
      throw new Error(`${this.config.file}: docs_dir ${JSON.stringify(written)} is no folder of the site`);
    }
    return dir;
  }

  /** Each language's pages: docs_dir for one language or for languages by suffix, a folder each otherwise. */
  private async languagePages(docsDir: string, i18n: ReturnType<typeof readLanguages>): Promise<LanguagePages[]> {
    if (!i18n) return [{ dir: docsDir, prefix: "" }];
    if (i18n.structure === "folder") {
      const pages: LanguagePages[] = [];
      for (const language of i18n.languages) {
        const dir = path.join(docsDir, language.locale);
        if (await isFolder(this.root, dir)) pages.push({ language, dir, prefix: `${language.locale}/` });
        else
          this.warn(
            "plugins",
            `the language ${language.locale} has no folder ${sitePath(this.root, dir)}; it is left out`,
          );
      }
      if (pages[0]?.language?.isDefault) return pages;
      return [{ dir: docsDir, prefix: "" }];
    }
    const files = (await readDocsTree(docsDir)).pages;
    const locales = new Set(i18n.languages.map((language) => language.locale));
    const defaultLocale = i18n.languages[0]!.locale;
    return i18n.languages.map((language) => ({
      language,
      dir: docsDir,
      prefix: "",
      pageName: suffixPageName(language, defaultLocale, locales, files),
    }));
  }

  /** The slot's navigation: its language's nav, else mkdocs.yml's, else the `.pages` files'; none otherwise. */
  private async navigation(
    tree: DocsTree,
    language: MkdocsLanguage | undefined,
    { awesome: awesomeOptions, blog }: SlotReading,
    docsPath: string,
  ): Promise<{ navigation: SiteNavigation; sources: string[] } | undefined> {
    const ownNav = language?.nav !== undefined;
    const nav = ownNav ? language.nav : this.values.nav;
    const source = this.sourceOf(ownNav ? "plugins" : "nav");
    const awesome =
      awesomeOptions &&
      new AwesomePages(tree, awesomeOptions, docsPath, (page) => pageTitle(tree, page), this.warnings);
    if (nav instanceof Computed) {
      this.warnings.push(computedWarning(this.root, nav, "nav", "the folders give the order instead"));
    } else if (nav !== undefined && nav !== null) {
      const reading: NavReading = {
        root: this.root,
        configFile: this.config.file,
        hasPage: (file: string) => tree.pages.has(file),
        titleOf: (page: string) => pageTitle(tree, page),
        warnings: this.warnings,
      };
      // awesome-pages fills the nav's `...` entries with what it names nowhere, as .pages files arrange it.
      const rest = awesome ? await this.restOfNav(nav, reading, awesome) : undefined;
      let items = readNav(nav, { ...reading, rest: rest?.fill });
      if (blog) items = withBlog(items, blog);
      if (language && !language.isDefault) {
        items = keepPages(translateNav(items, language.navTranslations), (file) => tree.pages.has(file));
      }
      return { navigation: { items, source }, sources: [source, ...(rest?.sources ?? [])] };
    }
    if (!awesome?.hasPagesFiles()) return undefined;
    const files = awesome.pagesFiles();
    return { navigation: { items: await awesome.navigation(), source: files[0]! }, sources: files };
  }

  /** What the nav's `...` entries stand for, and the .pages files that arranged it; none without such entries. */
  private async restOfNav(
    nav: unknown,
    reading: NavReading,
    awesome: AwesomePages,
  ): Promise<{ fill: (filter: RestFilter) => readonly NavItem[]; sources: string[] } | undefined> {
    const { filters, named } = restOfNav(nav, reading);
    if (filters.length === 0) return undefined;
    const blocks = await awesome.restBlocks(named, filters);
    const byWritten = new Map([...blocks].map(([filter, items]) => [filter.written, items]));
    return { fill: (filter) => byWritten.get(filter.written) ?? [], sources: awesome.pagesFiles() };
  }

  /** pymdownx.snippets' (or markdown-include's) base_path: folders relative to mkdocs.yml's, or `!relative` ones. */
  private basePaths(value: unknown, docsDir: string): SnippetBase[] | undefined {
    if (value === undefined || value === null) return undefined;
    const bases = (Array.isArray(value) ? value : [value]).flatMap((base): SnippetBase[] => {
      if (typeof base === "string") return [{ dir: path.resolve(this.configDir, base) }];
      if (base instanceof RelativePath) {
        if (base.base === "page") return ["page"];
        return [{ dir: path.resolve(base.base === "config" ? this.configDir : docsDir, base.path) }];
      }
      if (base instanceof Computed) this.warnings.push(computedWarning(this.root, base, "base_path", "it is left out"));
      return [];
    });
    return bases.length > 0 ? bases : undefined;
  }

  private themeLanguage(): string {
    const language = isMapping(this.values.theme) ? this.values.theme.language : undefined;
    const lang = typeof language === "string" ? language.replace(/_/g, "-") : DEFAULT_LANG;
    return LANG_TAG.test(lang) ? lang : DEFAULT_LANG;
  }

  /** A top-level setting's text; one only MkDocs running knows is a warning and no text. */
  private text(key: string): string | undefined {
    const value = this.values[key];
    if (value instanceof Computed) {
      this.warnings.push(computedWarning(this.root, value, key, "it is left out"));
      return undefined;
    }
    return typeof value === "string" ? value : undefined;
  }

  /** The files the settings were written in, once each. */
  private sourcesOf(keys: readonly string[]): string[] {
    return [...new Set(keys.filter((key) => key in this.values).map((key) => this.sourceOf(key)))];
  }

  private sourceOf(key: string): string {
    return this.config.origins.get(key) ?? this.configPath;
  }

  private warn(key: string, message: string): void {
    this.warnings.push({ path: this.sourceOf(key), message });
  }
}
