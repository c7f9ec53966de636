// A Docsify site: an index.html that configures or loads Docsify (`window.$docsify = { … }`)
// beside the site's Markdown, or, without one, a README.md with a _sidebar.md beside it. Docsify
// builds nothing: it loads README.md for the root route, `guide.md` for `/#/guide`, the sidebar
// from _sidebar.md (the page's folder's own, else its parent's), the top bar from _navbar.md and
// the home page's cover from _coverpage.md. Each translation is a folder of its own (`zh-cn/`),
// with its own README.md and sidebar: a slot of its own here.
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { HomeHero, TopNavLink } from "@rxdocs/contract";
import { ONLY_VERSION } from "../../storage/slots.js";
import type { ContentWarning, SiteSettings } from "../model.js";
import { type DocsifyIndexPage, isDocsifyPage, readIndexPage } from "./docsifyConfig.js";
import { readCover } from "./docsifyCover.js";
import { docsifyDialect } from "./docsifyDialect.js";
import { DocsifyFiles, pagesFolder, type SiteText } from "./docsifyFiles.js";
import { findLanguageFolders, foldersLinkedFrom, type LanguageFolder, languageLink } from "./docsifyLanguages.js";
import { docsifyTarget, isExternal, routeOfFile } from "./docsifyRoutes.js";
import { type DocsifySiteConfig, readDocsifyConfig } from "./docsifySettings.js";
import { pageAddress, readNavbar, readSidebar, type SidebarReading } from "./docsifySidebar.js";
import type { ContentSlot, PageDialect, SiteDescription, SiteReader } from "./siteReader.js";
import { firstFile, sitePath } from "./siteFiles.js";

const INDEX_PAGE = "index.html";
/** A page larger than this is no site's entry page; it is not read. */
const MAX_INDEX_BYTES = 4 * 1024 * 1024;
const DEFAULT_LANG = "en";
/** The name rxdocs reads a home page under when Docsify's `homepage` names another file. */
const HOME_PAGE = "index.md";

export const docsifySite: SiteReader = {
  tool: "Docsify",
  async read(root) {
    const indexFile = await firstFile(root, [INDEX_PAGE]);
    let page: DocsifyIndexPage | undefined;
    if (indexFile && (await stat(indexFile)).size <= MAX_INDEX_BYTES) {
      const html = await readFile(indexFile, "utf8");
      if (isDocsifyPage(html)) page = readIndexPage(html, INDEX_PAGE);
    }
    if (!page && !((await firstFile(root, ["_sidebar.md"])) && (await firstFile(root, ["README.md"]))))
      return undefined;
    const config = readDocsifyConfig(page, INDEX_PAGE);
    const warnings = [...config.warnings];
    const dir = await pagesFolder(root, config.basePath, (warning) => warnings.push(warning), INDEX_PAGE);
    return new DocsifySite(new DocsifyFiles(root, dir, config.routing), config, page, warnings).describe();
  },
};

/** The file the root route loads (`homepage`), and the name it is read under. */
interface HomeFiles {
  written: string;
  read: string;
}

class DocsifySite {
  /** Every sidebar read, relative to the root. */
  private readonly sidebarsRead = new Set<string>();
  private languages: LanguageFolder[] = [];
  private readonly defaultLang: string;
  private readonly readme: string;

  constructor(
    private readonly files: DocsifyFiles,
    private readonly config: DocsifySiteConfig,
    private readonly page: DocsifyIndexPage | undefined,
    private readonly warnings: ContentWarning[],
  ) {
    this.defaultLang = languageOf(page?.lang) ?? DEFAULT_LANG;
    this.readme = `README${config.routing.ext}`;
  }

  async describe(): Promise<SiteDescription> {
    const { dir } = this.files;
    const navbar = this.config.navbarFile === undefined ? undefined : this.files.nearest("/", this.config.navbarFile);
    const linkedFolders = navbar ? foldersLinkedFrom(navbar.text, this.config.routing) : [];
    this.languages = await findLanguageFolders(dir, {
      defaultLang: this.defaultLang,
      named: new Set([...this.config.mentionedFolders, ...linkedFolders]),
      ...(this.config.sidebarFile !== undefined && { sidebarFile: this.config.sidebarFile }),
      readme: this.readme,
    });
    const dialect = docsifyDialect({
      routing: this.config.routing,
      languageLink: (route, slotRoute) => this.languageLink(route, slotRoute !== "/"),
    });
    const home = await this.homeFiles();
    const nav = this.navOf(navbar, home);
    const slots = [
      {
        ...this.slot("/", this.defaultLang, dir, dialect, home),
        excludedFolders: this.languages.map(({ folder }) => folder),
      },
      ...this.languages.map(({ folder, lang }) =>
        this.slot(`/${folder}/`, lang, path.join(dir, folder), dialect, { written: this.readme, read: this.readme }),
      ),
    ];
    const linksLanguages = linkedFolders.some((folder) =>
      this.languages.some((language) => language.folder === folder),
    );
    return {
      tool: "Docsify",
      sources: {
        navigation: [...this.sidebarsRead],
        languages:
          this.languages.length === 0
            ? []
            : [
                ...this.languages.map(({ folder }) => sitePath(this.files.root, path.join(dir, folder))),
                ...(linksLanguages && navbar ? [navbar.path] : []),
              ],
        versions: [],
        settings: [...(this.page ? [INDEX_PAGE] : []), ...(nav && navbar ? [navbar.path] : [])],
      },
      slots,
      versions: [ONLY_VERSION],
      latest: ONLY_VERSION,
      publicRoot: dir,
      settings: this.settings(nav),
      warnings: this.warnings,
    };
  }

  private settings(nav: TopNavLink[] | undefined): SiteSettings {
    const { title, description, logo } = this.config;
    return {
      ...(title !== undefined && { title }),
      ...(description !== undefined && { description }),
      ...(logo !== undefined && { logo }),
      ...(this.page?.lang !== undefined && { lang: this.defaultLang }),
      ...(nav && nav.length > 0 && { nav }),
    };
  }

  /** One language's pages: its folder, its sidebar, its cover, the addresses its pages had. */
  private slot(slotRoute: string, lang: string, dir: string, dialect: PageDialect, home: HomeFiles): ContentSlot {
    const reading = this.reading(slotRoute, home);
    const slot: ContentSlot = {
      version: ONLY_VERSION,
      lang,
      dir,
      dialect,
      addressesOf: (file) => this.addressesOf(file, slotRoute, home),
      ...this.pageNames(home),
    };
    const sidebar =
      this.config.sidebarFile === undefined ? undefined : this.files.nearest(slotRoute, this.config.sidebarFile);
    if (sidebar) {
      const { items, warnings, sources } = readSidebar(sidebar, reading);
      for (const source of sources) this.sidebarsRead.add(source);
      this.warnings.push(...warnings);
      slot.navigation = { items, source: sidebar.path };
    } else if (slotRoute === "/") {
      this.warnOfSidebar();
    }
    const hero = this.coverOf(slotRoute, reading);
    if (hero) slot.homeHero = hero;
    return slot;
  }

  /**
   * The files Docsify loads beside the pages are not pages (a sidebar named `summary.md` is in
   * every folder), and the home page is read as index.md when `homepage` names another file.
   * Names that start with "_" are never read as pages.
   */
  private pageNames(home: HomeFiles): Pick<ContentSlot, "pageName"> {
    const { sidebarFile, navbarFile, covers } = this.config;
    const toolFiles = [sidebarFile, navbarFile, ...covers.values()].filter(
      (name): name is string => name !== undefined && !name.startsWith("_"),
    );
    const isToolFile = (file: string) => toolFiles.some((name) => file === name || file.endsWith(`/${name}`));
    if (toolFiles.length === 0 && home.written === home.read) return {};
    return { pageName: (file) => (isToolFile(file) ? undefined : file === home.written ? home.read : file) };
  }

  /** How the slot's sidebar and navbar are read. */
  private reading(slotRoute: string, home: HomeFiles): SidebarReading {
    return {
      routing: this.config.routing,
      slotRoute,
      home,
      languageLink: (route, isNavbar) => this.languageLink(route, isNavbar || slotRoute !== "/"),
      folderSidebar: (folder) =>
        this.config.sidebarFile === undefined
          ? undefined
          : this.files.own(`${slotRoute}${folder}/`, this.config.sidebarFile),
    };
  }

  private languageLink(route: string, rootIsLanguage: boolean): string | undefined {
    return languageLink(route, { languages: this.languages, defaultLang: this.defaultLang, rootIsLanguage });
  }

  /**
   * `homepage` names another file than README.md for the root route: it is read as index.md,
   * which rxdocs takes for the home page, unless the site has an index.md of its own.
   */
  private async homeFiles(): Promise<HomeFiles> {
    const home = this.config.homepage;
    const readme = { written: this.readme, read: this.readme };
    if (home === this.readme) return readme;
    const say = (message: string) => this.warnings.push({ path: INDEX_PAGE, message });
    if (isExternal(home) || !(await firstFile(this.files.dir, [home]))) {
      say(`homepage names ${JSON.stringify(home)}, which is no page of the site; ${this.readme} is the home page`);
      return readme;
    }
    if (await firstFile(this.files.dir, [HOME_PAGE])) {
      say(
        `homepage names ${JSON.stringify(home)}, but rxdocs takes ${HOME_PAGE} for the home page; ${home} is read as a page`,
      );
      return readme;
    }
    return { written: home, read: HOME_PAGE };
  }

  /** Docsify's routes of a page: `guide.md` is `/guide` (and `/#/guide`), `zh-cn/README.md` is `/zh-cn/`. */
  private addressesOf(file: string, slotRoute: string, home: HomeFiles): string[] {
    const ext = this.config.routing.ext;
    const isRenamedHome = file === home.read && home.written !== home.read;
    const routes = isRenamedHome ? ["/", routeOfFile(home.written, ext)] : [routeOfFile(file, ext)];
    return routes.flatMap((route) => {
      const full = `${slotRoute}${route.slice(1)}`;
      return [full, `/#${full}`];
    });
  }

  /** A sidebar file there is but Docsify does not load, or one it loads that is not there. */
  private warnOfSidebar(): void {
    const { sidebarFile, isRead } = this.config;
    if (sidebarFile !== undefined) {
      if (isRead) {
        this.warnings.push({
          path: INDEX_PAGE,
          message: `loadSidebar names ${sidebarFile}, which the site does not have; the folders give the order instead`,
        });
      }
      return;
    }
    if (this.files.ofRoute(`/_sidebar${this.config.routing.ext}`)) {
      this.warnings.push({
        path: INDEX_PAGE,
        message:
          "window.$docsify does not set loadSidebar, so Docsify shows no _sidebar.md; the folders give the order instead",
      });
    }
  }

  /** The hero of the slot's home page, from the cover Docsify shows on its route. */
  private coverOf(slotRoute: string, reading: SidebarReading): HomeHero | undefined {
    const name = this.config.covers.get(slotRoute);
    const cover = name === undefined ? undefined : this.files.ofRoute(`${slotRoute}${name}`);
    if (!cover) return undefined;
    return readCover(cover.text, (href) => {
      const target = docsifyTarget(href, slotRoute, this.config.routing);
      if (target.kind === "external") return target.href;
      if (target.kind === "anchor") return `#${target.anchor}`;
      return reading.languageLink(target.route, false) ?? pageAddress(target.route, target.anchor, reading);
    });
  }

  /** The top bar's links: the navbar's, else those of a `<nav>` written in index.html. */
  private navOf(navbar: SiteText | undefined, home: HomeFiles): TopNavLink[] | undefined {
    const reading = this.reading("/", home);
    const links = this.page?.navLinks ?? [];
    if (!navbar && links.length === 0) return undefined;
    // The links of HTML are read as a list of Markdown links, which the same reading routes.
    const source = navbar ?? {
      text: links.map((link) => `- [${link.text.replace(/[[\]\\]/g, "\\$&")}](<${link.href}>)`).join("\n"),
      path: INDEX_PAGE,
    };
    const { nav, warnings } = readNavbar(source, reading);
    this.warnings.push(...(navbar ? warnings : warnings.map(({ line: _line, ...warning }) => warning)));
    return nav;
  }
}

/** `<html lang>` as a language tag, when it is one. */
function languageOf(lang: string | undefined): string | undefined {
  if (lang === undefined) return undefined;
  try {
    return Intl.getCanonicalLocales(lang)[0];
  } catch {
    return undefined;
  }
}
