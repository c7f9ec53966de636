// A Docusaurus site, found by its docusaurus.config.* at the root or in website/ (where a
// repository keeps its site, its docs often in ../docs). The config says where the docs are
// (the docs plugin's `path`), how their addresses start and which sidebars file orders them.
// Its folder lays out the rest: versions.json names the released versions, latest first,
// `versioned_docs/version-<name>/` and `versioned_sidebars/version-<name>-sidebars.json` hold
// them, `i18n/<lang>/docusaurus-plugin-content-docs/(current|version-<name>)/` their
// translations, which use the version's sidebars, and `static/` the files pages link from the
// root ("/img/logo.png").
import path from "node:path";
import { type TopNavLink } from "@rxdocs/contract";
import type { SiteSettings } from "../model.js";
import { readDocusaurusBlog } from "./docusaurusBlog.js";
import { ConfigValues, type DocsOptions, type DocusaurusConfig, readDocusaurusConfig } from "./docusaurusConfig.js";
import { docAddresses, type DocIndex, type DocRoute, readDocIndex } from "./docusaurusDocs.js";
import {
  DOCS_TRANSLATIONS,
  planDocusaurusVersions,
  translationLanguages,
  type VersionPlan,
} from "./docusaurusLayout.js";
import { readNavbarItems, sidebarLabels, topNavLinks } from "./docusaurusNavbar.js";
import {
  DEFAULT_SIDEBARS,
  readSidebarsFile,
  type Sidebar,
  sidebarDocs,
  sidebarNavigation,
} from "./docusaurusSidebars.js";
import type { ContentSlot, SiteDescription, SiteNavigation, SiteReader } from "./siteReader.js";
import { firstFile, isFolder, sitePath } from "./siteFiles.js";

const CONFIG_NAMES = ["js", "ts", "mjs", "mts", "cjs"].map((extension) => `docusaurus.config.${extension}`);
/** Where a repository keeps its Docusaurus site when the site is not its root. */
const SITE_FOLDERS = ["", "website"];

export const docusaurusSite: SiteReader = {
  tool: "Docusaurus",
  async read(root) {
    const configFile = await findConfig(root);
    if (configFile === undefined) return undefined;
    const config = await readDocusaurusConfig(configFile, root);
    if (config.docs === undefined) return undefined; // a site without docs (`docs: false`): a blog, pages
    const docsDir = path.resolve(config.siteDir, config.docs.path);
    refuseOutside(root, docsDir, config.docs.path);
    if (!(await isFolder(root, docsDir))) return undefined;
    return new DocusaurusSite(root, config, config.docs, docsDir).describe();
  },
};

async function findConfig(root: string): Promise<string | undefined> {
  for (const folder of SITE_FOLDERS) {
    const file = await firstFile(
      root,
      CONFIG_NAMES.map((name) => path.join(folder, name)),
    );
    if (file !== undefined) return file;
  }
  return undefined;
}

/** The docs of a site in website/ are often in ../docs: importing website/ alone cannot read them. */
function refuseOutside(root: string, docsDir: string, written: string): void {
  const fromRoot = path.relative(root, docsDir);
  if (fromRoot !== ".." && !fromRoot.startsWith(`..${path.sep}`) && !path.isAbsolute(fromRoot)) return;
  let ancestor = path.dirname(root);
  while (path.relative(ancestor, docsDir).startsWith("..")) ancestor = path.dirname(ancestor);
  throw new Error(`docs.path ${JSON.stringify(written)} leads outside ${root}; import ${ancestor} instead`);
}

/** One reading of a site: its versions' docs and sidebars are read once, for every language. */
class DocusaurusSite {
  private readonly values: ConfigValues;
  private readonly sidebarsByVersion = new Map<VersionPlan, Promise<Sidebar[] | undefined>>();
  private readonly navigationSources = new Set<string>();

  constructor(
    private readonly root: string,
    private readonly config: DocusaurusConfig,
    private readonly docs: DocsOptions,
    private readonly docsDir: string,
  ) {
    this.values = new ConfigValues(root, config.file);
    this.values.warnings.push(...config.warnings);
  }

  async describe(): Promise<SiteDescription> {
    const { root, config } = this;
    const plan = await planDocusaurusVersions(root, config, this.docs, this.docsDir);
    const latest = plan.versions.find((version) => version.version === plan.latest)!;
    const latestDocs = await readDocIndex(latest.dir);
    const latestSidebars = (await this.sidebarsOf(latest)) ?? [];
    const navbar = readNavbarItems(config.navbarItems, this.values);
    const labels = sidebarLabels(navbar, (docId) => {
      return latestSidebars.find((sidebar) => sidebarDocs(sidebar, latestDocs).some((doc) => doc.id === docId))?.id;
    });
    const labelOf = (sidebar: Sidebar) => labels.get(sidebar.id) ?? humanizeId(sidebar.id);

    const slots: ContentSlot[] = [];
    for (const version of plan.versions) {
      const docs = version === latest ? latestDocs : await readDocIndex(version.dir);
      slots.push(await this.slot(version, config.defaultLocale, version.dir, docs, labelOf));
    }
    const languages = await translationLanguages(root, config, this.values);
    for (const lang of languages) {
      for (const version of plan.versions) {
        const dir = path.join(config.siteDir, "i18n", lang, DOCS_TRANSLATIONS, version.i18nFolder);
        if (!(await isFolder(root, dir))) continue;
        slots.push(await this.slot(version, lang, dir, await readDocIndex(dir), labelOf));
      }
    }

    await this.addBlog(slots[0]);
    const latestRoute = this.route(latest, config.defaultLocale);
    const nav = topNavLinks(navbar, {
      doc: (docId) => {
        const doc = latestDocs.byId.get(docId);
        return doc && { address: docAddresses(doc.file, doc.addressData, latestRoute)[0]!, label: doc.label ?? docId };
      },
      sidebar: (sidebarId) => {
        const sidebar = latestSidebars.find((candidate) => candidate.id === sidebarId);
        const first = sidebar && sidebarDocs(sidebar, latestDocs)[0];
        return first && docAddresses(first.file, first.addressData, latestRoute)[0];
      },
    });
    const configPath = sitePath(root, config.file);
    return {
      tool: "Docusaurus",
      sources: {
        navigation: [...this.navigationSources],
        languages: slots.some((slot) => slot.lang !== config.defaultLocale)
          ? [configPath, sitePath(root, path.join(config.siteDir, "i18n"))]
          : [],
        versions: plan.source === undefined ? [] : [plan.source],
        settings: [configPath],
      },
      slots,
      versions: plan.order,
      latest: plan.latest,
      publicRoot: config.siteDir,
      settings: this.settings(nav),
      warnings: this.values.warnings,
    };
  }

  /**
   * The blog, as a section of the latest version's pages in the default language, after its
   * sidebars (or after the docs in their folder's order, without them).
   */
  private async addBlog(slot: ContentSlot | undefined): Promise<void> {
    const { config } = this;
    if (!slot || !config.blog) return;
    const blog = await readDocusaurusBlog(this.root, config.siteDir, config.blog, "Blog");
    if (!blog) return;
    const docAddressesOf = slot.addressesOf;
    const navigation = slot.navigation ?? {
      items: [{ kind: "folder", folder: "" }],
      source: sitePath(this.root, config.file),
    };
    slot.mounts = [blog.mount];
    slot.navigation = { ...navigation, items: [...navigation.items, blog.section] };
    slot.addressesOf = (file, data) => [...(docAddressesOf?.(file, data) ?? []), ...blog.addressesOf(file, data)];
    this.navigationSources.add(sitePath(this.root, blog.mount.dir));
  }

  private async slot(
    version: VersionPlan,
    lang: string,
    dir: string,
    docs: DocIndex,
    labelOf: (sidebar: Sidebar) => string,
  ): Promise<ContentSlot> {
    const route = this.route(version, lang);
    const navigation = await this.navigation(version, dir, docs, labelOf, lang === this.config.defaultLocale);
    return {
      version: version.version,
      lang,
      dir,
      ...(navigation && { navigation }),
      addressesOf: (file, data) => docAddresses(file, data, route),
      ...(this.config.redirects.length > 0 && { redirects: this.config.redirects }),
    };
  }

  /** The version's sidebars as the slot's navigation; none when the version has no sidebars file. */
  private async navigation(
    version: VersionPlan,
    dir: string,
    docs: DocIndex,
    labelOf: (sidebar: Sidebar) => string,
    isOwnDocs: boolean,
  ): Promise<SiteNavigation | undefined> {
    const sidebars = await this.sidebarsOf(version);
    if (sidebars === undefined || version.sidebars === "none") return undefined;
    const source = sitePath(this.root, version.sidebars === "default" ? this.config.file : version.sidebars.file);
    const onMissingDoc = (sidebar: Sidebar, id: string) =>
      this.values.warnings.push({
        path: source,
        message: `the sidebar ${JSON.stringify(sidebar.id)} names the doc ${JSON.stringify(id)}, which ${sitePath(this.root, dir)} does not have; it is left out`,
      });
    return { items: sidebarNavigation(sidebars, { docs, labelOf, ...(isOwnDocs && { onMissingDoc }) }), source };
  }

  private sidebarsOf(version: VersionPlan): Promise<Sidebar[] | undefined> {
    let sidebars = this.sidebarsByVersion.get(version);
    if (sidebars === undefined) {
      sidebars = this.readSidebars(version);
      this.sidebarsByVersion.set(version, sidebars);
    }
    return sidebars;
  }

  private async readSidebars(version: VersionPlan): Promise<Sidebar[] | undefined> {
    if (version.sidebars === "default") return DEFAULT_SIDEBARS;
    if (version.sidebars === "none") return undefined;
    // A released version's ids may carry the version, as older Docusaurus wrote them.
    const read = await readSidebarsFile(
      version.sidebars.file,
      this.root,
      version.isReleased ? version.version : undefined,
    );
    for (const file of read.files) this.navigationSources.add(sitePath(this.root, file));
    this.values.warnings.push(...read.warnings);
    return read.sidebars;
  }

  private route(version: VersionPlan, lang: string): DocRoute {
    const { config } = this;
    return {
      localePath: lang === config.defaultLocale ? "" : (config.localePaths.get(lang) ?? lang),
      routeBasePath: this.docs.routeBasePath,
      versionPath: version.path,
      baseUrl: config.baseUrl,
      trailingSlash: config.trailingSlash === true,
    };
  }

  private settings(nav: TopNavLink[]): SiteSettings {
    const { config } = this;
    const editUrl =
      this.docs.editUrl === undefined ? undefined : editAddress(this.docs.editUrl, config.siteDir, this.docsDir);
    return {
      ...(config.title !== undefined && { title: config.title }),
      ...(config.tagline !== undefined && { description: config.tagline }),
      ...(config.logo !== undefined && { logo: logoAddress(config.logo) }),
      ...(editUrl !== undefined && { editUrl }),
      lang: config.defaultLocale,
      ...(nav.length > 0 && { nav }),
    };
  }
}

/**
 * Docusaurus edits a doc at editUrl + the docs folder's path from the site's folder + the doc's
 * path: `https://github.com/o/r/tree/main/website/` and `../docs` edit `…/main/docs/{path}`.
 */
function editAddress(editUrl: string, siteDir: string, docsDir: string): string {
  const base = editUrl.endsWith("/") ? editUrl : `${editUrl}/`;
  const folder = path.relative(siteDir, docsDir).split(path.sep).join("/");
  const relative = folder === "" ? "" : `${folder}/`;
  try {
    return `${new URL(relative, base).href}{path}`;
  } catch {
    return `${base}${relative}{path}`; // not an absolute address: joined as written
  }
}

/** A logo of static/ is served from the site's root; an address stays as it is. */
function logoAddress(src: string): string {
  return /^[a-z][a-z+.-]*:/i.test(src) || src.startsWith("/") ? src : `/${src}`;
}

/** "tutorialSidebar" → "Tutorial sidebar": a sidebar's name when the navbar gives it none. */
function humanizeId(id: string): string {
  const words = id
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
