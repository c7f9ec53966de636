// docusaurus.config.* read as data: the literal values written in it, never the program run.
// What the docs plugin is told (its folder, its route, its sidebars, its edit address), what the
// site is called, its languages and its navbar. A value only running the config would tell is
// left at Docusaurus' default, with one warning naming the file and line where it is computed.
import path from "node:path";
import type { RedirectRule } from "../declaredRedirects.js";
import type { ContentWarning } from "../model.js";
import { readClientRedirects } from "./docusaurusRedirects.js";
import {
  Computed,
  isLiteralObject,
  type Literal,
  LiteralCall,
  type LiteralObject,
  readModuleDefault,
} from "./literalValue.js";
import { sitePath } from "./siteFiles.js";

/** The options of the docs plugin rxdocs reads, with Docusaurus' defaults filled in. */
export interface DocsOptions {
  /** The current version's folder, as written: relative to the config's folder. */
  path: string;
  /** The docs' addresses start with it ("docs"); "" for the site's root. */
  routeBasePath: string;
  /** The sidebars file, relative to the config's folder; false for none; undefined when not given. */
  sidebarPath?: string | false;
  /** The edit address of the docs folder's files, without the folder's own path. */
  editUrl?: string;
  /** The version readers get by default ("current" for the docs folder), when given. */
  lastVersion?: string;
  includeCurrentVersion: boolean;
  /** The address part of a version (`versions: { current: { path: "next" } }`), by version name. */
  versionPaths: Map<string, string>;
}

export interface DocusaurusConfig {
  /** The config file, absolute. */
  file: string;
  /** The folder of the config: Docusaurus' site folder, where static/, i18n/ and versions are. */
  siteDir: string;
  title?: string;
  tagline?: string;
  /** themeConfig.navbar.logo.src, a file of static/ or an address. */
  logo?: string;
  baseUrl: string;
  trailingSlash?: boolean;
  defaultLocale: string;
  /** i18n.locales, when written; the languages whose translations are read come first, in this order. */
  locales?: string[];
  /** The address part of each language (`localeConfigs.<locale>.path`), the locale's name otherwise. */
  localePaths: Map<string, string>;
  /** The docs plugin's options; undefined when the site has no docs plugin (`docs: false`). */
  docs?: DocsOptions;
  /** The classic preset's blog; undefined when it is turned off (`blog: false`) or the preset is not used. */
  blog?: BlogOptions;
  /** themeConfig.navbar.items, as written. */
  navbarItems: Literal[];
  /** The client-redirects plugin's redirects. */
  redirects: RedirectRule[];
  warnings: ContentWarning[];
}

const DEFAULT_LOCALE = "en";
const CLASSIC_PRESETS = ["classic", "@docusaurus/preset-classic", "docusaurus-preset-classic"];
const DOCS_PLUGINS = ["content-docs", "@docusaurus/plugin-content-docs", "docusaurus-plugin-content-docs"];
const DEFAULT_PLUGIN_ID = "default";

/**
 * The config file's values. Throws (naming the file and line) only when the file does not parse;
 * what cannot be read in it is a warning.
 */
export async function readDocusaurusConfig(file: string, root: string): Promise<DocusaurusConfig> {
  const values = new ConfigValues(root, file);
  const { value } = await readModuleDefault(file, root);
  const config = values.object(value, "the configuration", "Docusaurus' defaults are used") ?? {};
  const themeConfig = values.object(config.themeConfig, "themeConfig", "the navbar is not read");
  const navbar = values.object(themeConfig?.navbar, "themeConfig.navbar", "the navbar is not read");
  const i18n = values.object(config.i18n, "i18n", `the language is "${DEFAULT_LOCALE}"`);
  return {
    file,
    siteDir: path.dirname(file),
    title: values.string(config.title, "title", "the site has no title"),
    tagline: values.string(config.tagline, "tagline", "the site has no description"),
    logo: values.string(
      values.object(navbar?.logo, "themeConfig.navbar.logo", "the site has no logo")?.src,
      "themeConfig.navbar.logo.src",
      "the site has no logo",
    ),
    baseUrl: values.string(config.baseUrl, "baseUrl", 'it is taken as "/"') ?? "/",
    trailingSlash: values.boolean(config.trailingSlash, "trailingSlash", "addresses end without a slash"),
    defaultLocale:
      values.string(i18n?.defaultLocale, "i18n.defaultLocale", `the language is "${DEFAULT_LOCALE}"`) ?? DEFAULT_LOCALE,
    locales: values.strings(i18n?.locales, "i18n.locales", "the translations found in i18n/ are read"),
    localePaths: localePaths(values, i18n?.localeConfigs),
    docs: docsOptions(values, config),
    blog: blogOptions(values, config.presets),
    navbarItems: values.list(navbar?.items, "themeConfig.navbar.items", "the site names no top-bar links") ?? [],
    redirects: readClientRedirects(values, config.plugins, sitePath(root, file)),
    warnings: values.warnings,
  };
}

/**
 * The options of the preset's docs, else of the docs plugin's default instance. A config that
 * names neither (rxdocs' own export writes one with its languages only) has the docs plugin's
 * defaults; one whose preset turns the docs off (`docs: false`) has no docs.
 */
function docsOptions(values: ConfigValues, config: LiteralObject): DocsOptions | undefined {
  const fromPreset = presetDocs(values, config.presets);
  const fromPlugin = pluginDocs(values, config.plugins);
  const options = fromPreset === false ? fromPlugin : (fromPreset ?? fromPlugin ?? {});
  if (options === undefined) return undefined;
  const key = (name: string) => `docs.${name}`;
  const sidebarPath =
    options.sidebarPath === false
      ? false
      : values.string(options.sidebarPath, key("sidebarPath"), "the sidebars are looked for beside the config");
  return {
    path: values.string(options.path, key("path"), 'the docs are read from "docs"') ?? "docs",
    routeBasePath: trimSlashes(
      values.string(options.routeBasePath, key("routeBasePath"), 'addresses start with "/docs"') ?? "docs",
    ),
    ...(sidebarPath !== undefined && { sidebarPath }),
    editUrl: values.string(options.editUrl, key("editUrl"), "pages have no edit address"),
    lastVersion: values.string(options.lastVersion, key("lastVersion"), "the first of versions.json is the latest"),
    includeCurrentVersion:
      values.boolean(options.includeCurrentVersion, key("includeCurrentVersion"), "the docs folder is read") ?? true,
    versionPaths: versionPaths(values, options.versions),
  };
}

export interface BlogOptions {
  /** The blog's folder, relative to the site's folder. */
  path: string;
  routeBasePath: string;
  /** Its authors file, relative to the blog's folder. */
  authorsMapPath: string;
}

/** The classic preset's blog, with Docusaurus' defaults; none with `blog: false` or without the preset. */
function blogOptions(values: ConfigValues, presets: Literal): BlogOptions | undefined {
  const options = presetPart(values, presets, "blog");
  if (options === false || options === undefined) return undefined;
  const key = (name: string) => `blog.${name}`;
  return {
    path: values.string(options.path, key("path"), 'the blog is read from "blog"') ?? "blog",
    routeBasePath: trimSlashes(
      values.string(options.routeBasePath, key("routeBasePath"), 'its addresses start with "/blog"') ?? "blog",
    ),
    authorsMapPath:
      values.string(options.authorsMapPath, key("authorsMapPath"), 'its authors are read from "authors.yml"') ??
      "authors.yml",
  };
}

/** The classic preset's `docs` options: {} when it gives none, false with `docs: false`, undefined without the preset. */
function presetDocs(values: ConfigValues, presets: Literal): LiteralObject | false | undefined {
  return presetPart(values, presets, "docs");
}

/** The options of one part of the classic preset (`docs`, `blog`): {} when it gives none, false when turned off. */
function presetPart(values: ConfigValues, presets: Literal, part: string): LiteralObject | false | undefined {
  for (const preset of values.list(presets, "presets", "the docs are read with Docusaurus' defaults") ?? []) {
    const [name, options] = Array.isArray(preset) ? preset : [preset, undefined];
    if (typeof name !== "string" || !CLASSIC_PRESETS.includes(name)) continue;
    const presetOptions = values.object(
      options,
      "the classic preset's options",
      "the docs are read with Docusaurus' defaults",
    );
    const partOptions = presetOptions?.[part];
    if (partOptions === false) return false;
    const fallback = `the ${part} ${part === "docs" ? "are" : "is"} read with Docusaurus' defaults`;
    return values.object(partOptions, `the classic preset's ${part}`, fallback) ?? {};
  }
  return undefined;
}

/** The options of `@docusaurus/plugin-content-docs` without an id (or "default"); other instances are warned about. */
function pluginDocs(values: ConfigValues, plugins: Literal): LiteralObject | undefined {
  let found: LiteralObject | undefined;
  for (const plugin of values.list(plugins, "plugins", "no docs plugin is read from them") ?? []) {
    const [name, options] = Array.isArray(plugin) ? plugin : [plugin, undefined];
    if (typeof name !== "string" || !DOCS_PLUGINS.includes(name)) continue;
    const pluginOptions = values.object(options, `the options of ${name}`, "Docusaurus' defaults are used") ?? {};
    const id = pluginOptions.id ?? DEFAULT_PLUGIN_ID;
    if (id === DEFAULT_PLUGIN_ID && found === undefined) {
      found = pluginOptions;
      continue;
    }
    values.warn(plugin, `the docs plugin ${JSON.stringify(id)} is a second set of docs, which rxdocs does not read`);
  }
  return found;
}

function versionPaths(values: ConfigValues, versions: Literal): Map<string, string> {
  const paths = new Map<string, string>();
  const byName = values.object(versions, "docs.versions", "versions have Docusaurus' addresses") ?? {};
  for (const [name, version] of Object.entries(byName)) {
    const versionPath = isLiteralObject(version) ? version.path : undefined;
    if (typeof versionPath === "string") paths.set(name, trimSlashes(versionPath));
  }
  return paths;
}

function localePaths(values: ConfigValues, localeConfigs: Literal): Map<string, string> {
  const paths = new Map<string, string>();
  const byLocale = values.object(localeConfigs, "i18n.localeConfigs", "languages have Docusaurus' addresses") ?? {};
  for (const [locale, settings] of Object.entries(byLocale)) {
    const localePath = isLiteralObject(settings) ? settings.path : undefined;
    if (typeof localePath === "string") paths.set(locale, trimSlashes(localePath));
  }
  return paths;
}

function trimSlashes(text: string): string {
  return text.replace(/^\/+|\/+$/g, "");
}

/**
 * Reads the values of a config file, each of the type it must have. A value only running the
 * program would tell, or one of another type, gives undefined and a warning saying what
 * follows from it.
 */
export class ConfigValues {
  readonly warnings: ContentWarning[] = [];

  /** `file` is where a value without a place of its own (a literal of the wrong type) is said to be. */
  constructor(
    private readonly root: string,
    private readonly file: string,
  ) {}

  string(value: Literal, key: string, consequence: string): string | undefined {
    return this.typed(value, key, consequence, "a string", (known): known is string => typeof known === "string");
  }

  boolean(value: Literal, key: string, consequence: string): boolean | undefined {
    return this.typed(
      value,
      key,
      consequence,
      "true or false",
      (known): known is boolean => typeof known === "boolean",
    );
  }

  object(value: Literal, key: string, consequence: string): LiteralObject | undefined {
    return this.typed(value, key, consequence, "an object", isLiteralObject);
  }

  list(value: Literal, key: string, consequence: string): Literal[] | undefined {
    return this.typed(value, key, consequence, "a list", (known): known is Literal[] => Array.isArray(known));
  }

  /** A list of strings; what else it holds is left out, with one warning. */
  strings(value: Literal, key: string, consequence: string): string[] | undefined {
    const list = this.list(value, key, consequence);
    if (list === undefined) return undefined;
    const strings = list.filter((item): item is string => typeof item === "string");
    const other = list.find((item) => typeof item !== "string");
    if (other !== undefined)
      this.warn(other, `${key} holds ${describeLiteral(other)}, which is no name; it is left out`);
    return strings;
  }

  /** A warning at the value's place when it is computed, else at the file. */
  warn(value: Literal, message: string): void {
    const place = value instanceof Computed || value instanceof LiteralCall ? value : undefined;
    this.warnings.push(
      place
        ? { path: sitePath(this.root, place.file), line: place.line, message }
        : { path: sitePath(this.root, this.file), message },
    );
  }

  private typed<T extends Literal>(
    value: Literal,
    key: string,
    consequence: string,
    kind: string,
    isKind: (known: Literal) => known is T,
  ): T | undefined {
    if (value === undefined || value === null) return undefined;
    if (isKind(value)) return value;
    this.warn(
      value,
      `${key} ${value instanceof Computed || value instanceof LiteralCall ? `is computed (${describeLiteral(value)})` : `must be ${kind}`}; ${consequence}`,
    );
    return undefined;
  }
}

/** What a value is, in a few words: "a function", "a call of sidebarFor", "a number". */
export function describeLiteral(value: Literal): string {
  if (value instanceof Computed) return value.reason;
  if (value instanceof LiteralCall) return `a call of ${value.callee}`;
  if (Array.isArray(value)) return "a list";
  if (isLiteralObject(value)) return "an object";
  return `a ${typeof value}`;
}
