// docs.json's `navigation`, as Mintlify's documentation describes it: divisions (tabs, anchors,
// dropdowns, products, a tab's menu) hold groups and pages, groups hold pages and groups, and
// languages and versions may split the whole at any level. Each version in each language becomes
// a navigation of its own, with the entries every split leads to in it; a split that does not
// name that language or version gives its default entry, as Mintlify shows it.
//
// Tabs and other divisions are top-level sections (rxdocs shows those in its top bar), a group's
// `root` is its own page, a division or anchor with an `href` is a link (a page when the address
// is the site's own), and hidden divisions and groups name their pages without listing them.
// Pages Mintlify makes from an OpenAPI file are entries rxdocs makes pages of (mintlifyApi.ts);
// those it makes from an AsyncAPI specification, or from an SDK's build artifacts, are left out
// with one warning per file.
import type { ContentWarning } from "../model.js";
import type { NavItem, NavSection } from "./siteReader.js";
import { endpointItem, mintlifyApiFiles, wholeApiItem } from "./mintlifyApi.js";
import type { MintlifyConfig } from "./mintlifyConfig.js";
import {
  GeneratedPages,
  hrefItem,
  isEndpoint,
  type MintlifyNavigation,
  type MintlifyNavigations,
  pageName,
} from "./mintlifyNavEntries.js";
import { isObject } from "./siteFiles.js";

type Json = Record<string, unknown>;

/** The keys of a division's entries and the key of each entry's name. */
const DIVISIONS = [
  ["tabs", "tab"],
  ["anchors", "anchor"],
  ["dropdowns", "dropdown"],
  ["products", "product"],
  ["menu", "item"],
] as const;
/** The keys under which the navigation goes on; languages and versions are splits. */
const NESTING_KEYS = [...DIVISIONS.map(([key]) => key), "groups", "pages", "languages", "versions"];
/** Keys of a division or group whose pages Mintlify generates. */
const GENERATED = { asyncapi: "AsyncAPI", sdk: "SDK reference" } as const;

interface Choice {
  version?: string;
  lang?: string;
}

/** The navigations docs.json describes, one per version and language. */
export function readDocsJsonNavigation(config: MintlifyConfig): MintlifyNavigations {
  return new DocsJsonNavigation(config).read();
}

class DocsJsonNavigation {
  private readonly warnings: ContentWarning[] = [];
  private readonly generated = new GeneratedPages();
  private readonly splits = { versions: new Split("version"), languages: new Split("language") };
  private readonly navigationFiles = new Set<string>();
  /** The pages the navigation being read names. */
  private pages: string[] = [];
  /** The file of the language or version entry the navigation being read is in. */
  private source = "";
  /** The OpenAPI file of the nearest entry that names one, which its endpoints are operations of. */
  private apiSpec?: string;
  private readonly apiSpecs = new Set<string>();
  /** How many endpoints have been read: a node that names an OpenAPI file and none of them lists it whole. */
  private endpoints = 0;

  constructor(private readonly config: MintlifyConfig) {}

  read(): MintlifyNavigations {
    const root = this.config.value.navigation;
    if (!isObject(root)) {
      this.warnings.push({
        path: this.config.file,
        message: "navigation must be an object; the folders give the order instead",
      });
      return this.result([]);
    }
    const choices = this.choicesIn(root, {}, this.config.file);
    const defaults = { version: this.splits.versions.defaultName(), lang: this.splits.languages.defaultName() };
    const seen = new Set<string>();
    const navigations: MintlifyNavigation[] = [];
    for (const choice of choices) {
      const full = { version: choice.version ?? defaults.version, lang: choice.lang ?? defaults.lang };
      const key = `${full.version}\u0000${full.lang}`;
      if (seen.has(key)) continue;
      seen.add(key);
      this.pages = [];
      this.source = this.fileOf(root, this.config.file);
      const items = [...this.itemsOf(root, full, this.config.file), ...this.globalItems(root)];
      navigations.push({ ...full, items, pages: this.pages, source: this.source });
    }
    const isDefault = (navigation: MintlifyNavigation) =>
      navigation.version === defaults.version && navigation.lang === defaults.lang;
    navigations.sort((a, b) => Number(isDefault(b)) - Number(isDefault(a)));
    return this.result(navigations);
  }

  private result(navigations: MintlifyNavigation[]): MintlifyNavigations {
    const { versions, languages } = this.splits;
    return {
      navigations,
      versions: versions.names,
      defaultVersion: versions.defaultName(),
      languages: languages.names,
      defaultLang: languages.defaultName(),
      sources: { versions: versions.files(), languages: languages.files(), navigation: [...this.navigationFiles] },
      apiSpecs: [...this.apiSpecs],
      warnings: [...this.warnings, ...this.generated.warnings()],
    };
  }

  private fileOf(node: object, fallback: string): string {
    const file = this.config.fileOf(node) ?? fallback;
    this.navigationFiles.add(file);
    return file;
  }

  /** Each version in each language the navigation leads to; {} for a navigation without either. */
  private choicesIn(node: Json, choice: Choice, file: string): Choice[] {
    const here = this.fileOf(node, file);
    const split = this.split(node, here);
    if (split) {
      return split.entries.flatMap(({ name, entry }) =>
        this.choicesIn(entry, { ...choice, [split.key === "versions" ? "version" : "lang"]: name }, here),
      );
    }
    const choices: Choice[] = [];
    for (const key of NESTING_KEYS) {
      for (const entry of asList(node[key])) {
        if (isObject(entry)) choices.push(...this.choicesIn(entry, choice, here));
      }
    }
    return choices.length > 0 ? choices : [choice];
  }

  /** The languages or versions a node splits into, named, each entry with the file it was written in. */
  private split(node: Json, file: string) {
    for (const key of ["languages", "versions"] as const) {
      if (!Array.isArray(node[key])) continue;
      const entries = this.splits[key].read(node[key] as unknown[], file, this.config.fileOf, this.warnings);
      return { key, entries };
    }
    return undefined;
  }

  /** The entries of a node in the version and language chosen. */
  private itemsOf(node: Json, choice: Choice, file: string): NavItem[] {
    const here = this.fileOf(node, file);
    this.noteGenerated(node, here);
    const split = this.split(node, here);
    if (split) {
      const wanted = split.key === "versions" ? choice.version : choice.lang;
      const chosen =
        split.entries.find(({ name }) => name === wanted) ?? split.entries.find(({ isDefault }) => isDefault);
      if (!chosen) return [];
      this.source = this.fileOf(chosen.entry, here);
      return this.itemsOf(chosen.entry, choice, here);
    }
    return this.withApi(node, here, () => {
      const items: NavItem[] = [];
      for (const [key, nameKey] of DIVISIONS) {
        for (const entry of asList(node[key])) items.push(...this.division(entry, nameKey, choice, here));
      }
      for (const group of asList(node.groups)) items.push(...this.group(group, choice, here));
      items.push(...this.pageEntries(node.pages, choice, here));
      return items;
    });
  }

  /**
   * The entries of a node that may name an OpenAPI file: its endpoints are that file's, and
   * when it names none of them, every operation of the file is listed after its own entries.
   */
  private withApi(node: Json, file: string, entries: () => NavItem[]): NavItem[] {
    const said: ContentWarning[] = [];
    const [spec] = node.openapi === undefined ? [] : mintlifyApiFiles(node.openapi, file, said);
    for (const warning of said) this.warn(warning.path, warning.message);
    if (spec === undefined) return entries();
    this.apiSpecs.add(spec);
    const outer = this.apiSpec;
    this.apiSpec = spec;
    const before = this.endpoints;
    const items = entries();
    this.apiSpec = outer;
    if (this.endpoints === before) items.push(wholeApiItem(spec));
    return items;
  }

  /** A tab, anchor, dropdown, product or menu item: a section of what it holds, or a link. */
  private division(entry: unknown, nameKey: string, choice: Choice, file: string): NavItem[] {
    const here = isObject(entry) ? this.fileOf(entry, file) : file;
    const label = isObject(entry) ? entry[nameKey] : undefined;
    if (!isObject(entry) || typeof label !== "string") {
      this.warn(here, `an entry without a "${nameKey}" name is left out of the navigation`);
      return [];
    }
    const items = this.itemsOf(entry, choice, here);
    if (entry.hidden === true) return [];
    if (items.length === 0 && typeof entry.href === "string") return [hrefItem(label, entry.href)];
    return items.length > 0 ? [{ kind: "section", label, items }] : [];
  }

  private group(entry: unknown, choice: Choice, file: string): NavItem[] {
    const here = isObject(entry) ? this.fileOf(entry, file) : file;
    if (!isObject(entry) || typeof entry.group !== "string") {
      this.warn(here, 'a group without a "group" name is left out of the navigation');
      return [];
    }
    this.noteGenerated(entry, here);
    const root = typeof entry.root === "string" ? this.namePage(entry.root) : undefined;
    const items = this.withApi(entry, here, () => this.pageEntries(entry.pages, choice, here));
    if (entry.hidden === true || (items.length === 0 && root === undefined)) return [];
    const section: NavSection = { kind: "section", label: entry.group, items };
    if (root !== undefined) section.file = root;
    if (typeof entry.tag === "string" && entry.tag.trim() !== "") {
      section.badge = { text: entry.tag.trim(), variant: "default" };
    }
    return [section];
  }

  /** A `pages` list: page names, endpoints (left out) and groups. */
  private pageEntries(pages: unknown, choice: Choice, file: string): NavItem[] {
    const items: NavItem[] = [];
    for (const entry of asList(pages)) {
      if (typeof entry === "string") {
        const endpoint = isEndpoint(entry) ? endpointItem(entry, this.apiSpec) : undefined;
        if (endpoint) {
          this.endpoints++;
          items.push(endpoint);
        } else if (isEndpoint(entry)) this.generated.note(file, "OpenAPI", entry);
        else items.push({ kind: "page", file: this.namePage(entry) });
      } else if (isObject(entry) && "group" in entry) {
        items.push(...this.group(entry, choice, file));
      } else {
        this.warn(file, `${JSON.stringify(entry)} in pages is neither a page nor a group; it is left out`);
      }
    }
    return items;
  }

  /** `navigation.global`: links shown with every navigation, after its own entries. */
  private globalItems(root: Json): NavItem[] {
    const global = root.global;
    if (!isObject(global)) return [];
    const file = this.fileOf(global, this.config.file);
    const items: NavItem[] = [];
    for (const [key, nameKey] of DIVISIONS) {
      for (const entry of asList(global[key])) {
        const label = isObject(entry) ? entry[nameKey] : undefined;
        if (!isObject(entry) || entry.hidden === true) continue;
        if (typeof label === "string" && typeof entry.href === "string") items.push(hrefItem(label, entry.href));
        else this.warn(file, `a global ${nameKey} must have a "${nameKey}" name and an href; it is left out`);
      }
    }
    return items;
  }

  private namePage(name: string): string {
    const page = pageName(name);
    this.pages.push(page);
    return page;
  }

  private noteGenerated(node: Json, file: string): void {
    for (const [key, kind] of Object.entries(GENERATED)) {
      if (node[key] !== undefined) this.generated.note(file, kind, `${key}: ${JSON.stringify(node[key])}`);
    }
  }

  private warn(path: string, message: string): void {
    if (!this.warnings.some((said) => said.path === path && said.message === message)) {
      this.warnings.push({ path, message });
    }
  }
}

/** The languages or the versions of the navigation, in the order first named. */
class Split {
  readonly names: string[] = [];
  private markedDefault?: string;
  private readonly sourceFiles = new Set<string>();

  constructor(private readonly nameKey: "version" | "language") {}

  read(
    list: readonly unknown[],
    file: string,
    fileOf: MintlifyConfig["fileOf"],
    warnings: ContentWarning[],
  ): { name: string; entry: Json; isDefault: boolean }[] {
    this.sourceFiles.add(file);
    const entries: { name: string; entry: Json; isDefault: boolean }[] = [];
    for (const entry of list) {
      const name = isObject(entry) ? entry[this.nameKey] : undefined;
      if (!isObject(entry) || typeof name !== "string" || name.trim() === "") {
        const message = `an entry of ${this.nameKey}s without a "${this.nameKey}" is left out`;
        if (!warnings.some((said) => said.path === file && said.message === message))
          warnings.push({ path: file, message });
        continue;
      }
      this.sourceFiles.add(fileOf(entry) ?? file);
      if (!this.names.includes(name)) this.names.push(name);
      if (entry.default === true) this.markedDefault ??= name;
      entries.push({ name, entry, isDefault: entry.default === true });
    }
    // Without an entry marked default, the first is.
    if (!entries.some(({ isDefault }) => isDefault) && entries[0]) entries[0].isDefault = true;
    return entries;
  }

  defaultName(): string | undefined {
    return this.markedDefault ?? this.names[0];
  }

  files(): string[] {
    return this.names.length > 0 ? [...this.sourceFiles] : [];
  }
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
