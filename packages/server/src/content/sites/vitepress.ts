// A VitePress site: a project folder holding `.vitepress/config.*` (the imported folder, or its
// docs/), whose `srcDir` holds the pages. The default language's pages are srcDir's (or those of
// the folder a rewrite moves to its root, as `'en/:rest*': ':rest*'` does), each other language's
// those of the folder named by its key in `locales`. Each language's sidebar and settings are its
// configuration's, stacked as VitePress stacks them: the folders' additional configs, the
// locale's entry, the site's.
import path from "node:path";
import { ONLY_VERSION } from "../../storage/slots.js";
import { humanizeFileName } from "../fileNames.js";
import { findFirstHeading } from "../firstHeading.js";
import { parseMarkdownFile } from "../frontMatter.js";
import type { SiteSettings } from "../model.js";
import { readIncludedFile } from "./includedFile.js";
import type { Literal } from "./literalValue.js";
import type { ContentSlot, PageDialect, SiteReader, SiteSources } from "./siteReader.js";
import { isFolder, sitePath } from "./siteFiles.js";
import {
  AdditionalConfigs,
  asComputed,
  type ConfigLayer,
  ConfigNotes,
  configField,
  findVitepressProject,
  originOf,
  readSiteConfig,
  stackLayers,
} from "./vitepressConfig.js";
import { vitepressDialect } from "./vitepressDialect.js";
import { type Locale, readLocales } from "./vitepressLocales.js";
import { readSidebar } from "./vitepressNav.js";
import { pageFilter } from "./vitepressPageFilter.js";
import { PageRoutes, readRewrites, SlotPages } from "./vitepressRoutes.js";
import { readSettings, settingsSources } from "./vitepressSettings.js";

const TOOL = "VitePress";

export const vitepressSite: SiteReader = {
  tool: TOOL,
  async read(root) {
    const project = await findVitepressProject(root);
    if (!project) return undefined;
    const notes = new ConfigNotes(root);
    const site: ConfigLayer = {
      value: await readSiteConfig(project.configFile, root, notes),
      file: project.configFile,
    };
    const srcDir = await sourceFolder(root, project.folder, site, notes);
    const reading = new SiteReading(root, srcDir, site, notes);
    const locales = readLocales(site, notes);
    const folders = await reading.languageFolders(locales);

    const slots: ContentSlot[] = [];
    const sources: SiteSources = { navigation: [], languages: [], versions: [], settings: [] };
    let settings: SiteSettings = {};
    for (const [locale, folder] of folders) {
      const others = [...folders.values()].filter((other) => other !== folder && isInside(other, folder));
      const language = await reading.language(locale, folder, others, locales);
      slots.push(language.slot);
      if (language.slot.navigation) sources.navigation.push(language.slot.navigation.source);
      if (locale.key !== "") continue;
      settings = readSettings(language.config, folder, locale, notes);
      sources.settings = settingsSources(language.layers, settings).map((file) => sitePath(root, file));
    }
    if (slots.length > 1) sources.languages.push(sitePath(root, site.file));
    sources.navigation = [...new Set(sources.navigation)];
    return {
      tool: TOOL,
      sources,
      slots,
      versions: [ONLY_VERSION],
      latest: ONLY_VERSION,
      publicRoot: srcDir,
      settings,
      warnings: notes.warnings,
    };
  },
};

/** What every language of a site is read with. */
class SiteReading {
  private readonly routes: PageRoutes;
  private readonly additional: AdditionalConfigs;
  private readonly cleanUrls: boolean;
  private readonly isPage: (source: string) => boolean;
  private readonly dialect: PageDialect;

  constructor(
    private readonly root: string,
    private readonly srcDir: string,
    private readonly site: ConfigLayer,
    private readonly notes: ConfigNotes,
  ) {
    const warn = (message: string) => notes.warn(site.file, message);
    this.routes = new PageRoutes(srcDir, readRewrites(configField(site.value, "rewrites"), warn));
    this.additional = new AdditionalConfigs(root, srcDir, site, notes);
    this.cleanUrls = configField(site.value, "cleanUrls") === true;
    this.isPage = pageFilter(configField(site.value, "srcExclude"), warn);
    this.dialect = vitepressDialect({ srcDir, root });
  }

  /** The folder of each language's pages under srcDir; the languages without one are left out. */
  async languageFolders(locales: readonly Locale[]): Promise<Map<Locale, string>> {
    const folders = new Map<Locale, string>();
    for (const locale of locales) {
      const moved = this.routes.folderMovedTo(locale.key);
      if (moved !== undefined && (await isFolder(this.root, path.join(this.srcDir, moved)))) {
        folders.set(locale, moved);
      } else if (locale.key === "" || (await isFolder(this.root, path.join(this.srcDir, locale.key)))) {
        folders.set(locale, locale.key);
      } else if (!locale.isElsewhere) {
        this.notes.warn(
          this.site.file,
          `locales.${locale.key} names the folder ${JSON.stringify(locale.key)}, which srcDir does not have; the language is left out`,
        );
      }
    }
    return folders;
  }

  /**
   * One language's slot, and the configuration its pages see. `others` are the folders of other
   * languages inside this one's, which are not its pages.
   */
  async language(
    locale: Locale,
    folder: string,
    others: readonly string[],
    locales: readonly Locale[],
  ): Promise<{ slot: ContentSlot; config: Literal; layers: ConfigLayer[] }> {
    const layers = [...(await this.additional.layersOf(folder)), locale.layer, this.site];
    const config = stackLayers(layers.map((layer) => layer.value));
    const dir = path.join(this.srcDir, folder);
    const pages = new SlotPages(this.routes, folder, this.cleanUrls, others);
    const sidebarSource = originOf(layers, ["themeConfig", "sidebar"]) ?? this.site.file;
    const items = readSidebar(configField(config, "themeConfig", "sidebar"), {
      pages,
      lang: locale.lang,
      prefix: prefixOf(locale.key),
      otherPrefixes: locales.filter((other) => other !== locale).map((other) => prefixOf(other.key)),
      nav: configField(config, "themeConfig", "nav"),
      source: sidebarSource,
      notes: this.notes,
      pageTitle: (file) => pageTitle(this.root, dir, file),
    });
    const excludedFolders = others.map((other) => (folder === "" ? other : other.slice(folder.length + 1)));
    const slot: ContentSlot = {
      version: ONLY_VERSION,
      lang: locale.lang,
      dir,
      ...(excludedFolders.length > 0 && { excludedFolders }),
      pageName: (file) => (this.isPage(folder === "" ? file : `${folder}/${file}`) ? file : undefined),
      ...(items && { navigation: { items, source: sitePath(this.root, sidebarSource) } }),
      addressesOf: (file) => pages.addressesOf(file),
      dialect: this.dialect,
    };
    return { slot, config, layers };
  }
}

/** `srcDir`, relative to the project's folder; the project's folder itself without one. */
async function sourceFolder(root: string, project: string, site: ConfigLayer, notes: ConfigNotes): Promise<string> {
  const written = configField(site.value, "srcDir");
  const computed = asComputed(written);
  if (computed) notes.computed(computed, "srcDir", "the pages are read from the project's folder");
  if (typeof written !== "string") return project;
  const srcDir = path.resolve(project, written);
  if (!(await isFolder(root, srcDir))) {
    throw new Error(
      `${sitePath(root, site.file)}: srcDir names ${JSON.stringify(written)}, which is no folder of the site`,
    );
  }
  return srcDir;
}

/** A page's name as the import gives it: its sidebar label, its title, its first heading, its file's name. */
function pageTitle(root: string, dir: string, file: string): string {
  const read = readIncludedFile(root, file, { fromDir: dir });
  const fallback = humanizeFileName(path.posix.basename(file));
  if ("reason" in read) return fallback;
  const parsed = parseMarkdownFile(read.text);
  return parsed.frontMatter?.menuName ?? parsed.frontMatter?.title ?? findFirstHeading(parsed.body) ?? fallback;
}

function isInside(folder: string, parent: string): boolean {
  return parent === "" || folder.startsWith(`${parent}/`);
}

function prefixOf(key: string): string {
  return key === "" ? "/" : `/${key}/`;
}
