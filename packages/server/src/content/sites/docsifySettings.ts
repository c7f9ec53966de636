// What a Docsify configuration (window.$docsify, docsifyConfig.ts) says of the site, with Docsify's
// defaults for what it leaves out: which files hold the sidebar, the navbar and the covers, which
// file is the home page, where the pages are (basePath) and how links are routed. A value only
// running the page would tell is never evaluated: the default stands, and one warning names
// index.html and the line.
import type { ContentWarning } from "../model.js";
import { type DocsifyIndexPage, textOfHtml } from "./docsifyConfig.js";
import { DEFAULT_ROUTING, type DocsifyRouting, readAliases } from "./docsifyRoutes.js";
import { Computed, isLiteralObject, type Literal, type LiteralObject } from "./literalValue.js";

export interface DocsifySiteConfig {
  /** `name` as text, else the page's title. */
  title?: string;
  description?: string;
  logo?: string;
  /** The sidebar's file name (`loadSidebar`), looked for in each folder; undefined when Docsify loads none. */
  sidebarFile?: string;
  /** The navbar's file name (`loadNavbar`); undefined when Docsify loads none. */
  navbarFile?: string;
  /** The cover's file name by the route it covers ("/", "/zh-cn/"): `coverpage`. */
  covers: Map<string, string>;
  /** The file the site's root route loads (`homepage`), relative to the site's folder. */
  homepage: string;
  /** `basePath`, when the pages are elsewhere than beside index.html. */
  basePath?: string;
  routing: DocsifyRouting;
  /** The first path parts the configuration speaks of (`/zh-cn/` in a key or a value), and `fallbackLanguages`: the languages it knows of. */
  mentionedFolders: Set<string>;
  /** Whether the configuration was read (a site without index.html, or with a computed one, was not). */
  isRead: boolean;
  warnings: ContentWarning[];
}

const SIDEBAR = "_sidebar";
const NAVBAR = "_navbar";
const COVER = "_coverpage";

/**
 * The configuration of index.html (`indexPath`, relative to the import's root), or, without one,
 * the files the site has under Docsify's default names.
 */
export function readDocsifyConfig(page: DocsifyIndexPage | undefined, indexPath: string): DocsifySiteConfig {
  const warnings: ContentWarning[] = (page?.warnings ?? []).map(({ line, message }) => ({
    path: indexPath,
    line,
    message,
  }));
  const config = page?.config;
  if (config instanceof Computed) {
    warnings.push({
      path: indexPath,
      line: config.line,
      message: `window.$docsify is ${config.reason}; the site is read as Docsify's default files lay it out`,
    });
  }
  if (!isLiteralObject(config ?? null)) return unconfigured(page, warnings);
  const settings = new ConfigValues(config as LiteralObject, indexPath, warnings);

  const ext = settings.string("ext") ?? DEFAULT_ROUTING.ext;
  const alias = settings.object("alias");
  const { aliases, unread } = readAliases(alias ?? {});
  if (unread.length > 0) {
    warnings.push({
      path: indexPath,
      message: `window.$docsify.alias: ${unread.map((key) => JSON.stringify(key)).join(", ")} ${unread.length === 1 ? "is" : "are"} no route pattern and address; left out`,
    });
  }
  const name = settings.value("name");
  const title = typeof name === "string" && textOfHtml(name) !== "" ? textOfHtml(name) : page?.title;
  const basePath = settings.string("basePath");
  const logo = settings.string("logo");
  return {
    ...(title !== undefined && { title }),
    ...(page?.description !== undefined && { description: page.description }),
    ...(logo !== undefined && logo !== "" && { logo }),
    ...fileSetting("sidebarFile", settings.value("loadSidebar"), SIDEBAR + ext),
    ...fileSetting("navbarFile", settings.value("loadNavbar"), NAVBAR + ext),
    covers: coversOf(settings.value("coverpage"), ext),
    homepage: settings.string("homepage") ?? `README${ext}`,
    ...(basePath !== undefined && basePath !== "" && { basePath }),
    routing: { relativePath: settings.value("relativePath") === true, aliases, ext },
    mentionedFolders: mentionedFolders(config as LiteralObject),
    isRead: true,
    warnings,
  };
}

/** Docsify's default names, for a site whose configuration cannot be read: the files it has decide. */
function unconfigured(page: DocsifyIndexPage | undefined, warnings: ContentWarning[]): DocsifySiteConfig {
  return {
    ...(page?.title !== undefined && { title: page.title }),
    ...(page?.description !== undefined && { description: page.description }),
    sidebarFile: `${SIDEBAR}${DEFAULT_ROUTING.ext}`,
    navbarFile: `${NAVBAR}${DEFAULT_ROUTING.ext}`,
    covers: new Map([["/", `${COVER}${DEFAULT_ROUTING.ext}`]]),
    homepage: `README${DEFAULT_ROUTING.ext}`,
    routing: DEFAULT_ROUTING,
    mentionedFolders: new Set(),
    isRead: false,
    warnings,
  };
}

/** `loadSidebar: true` is the default file, a string is a file of its own. */
function fileSetting<K extends "sidebarFile" | "navbarFile">(
  key: K,
  value: Literal,
  defaultFile: string,
): Partial<Record<K, string>> {
  if (value === true) return { [key]: defaultFile } as Record<K, string>;
  if (typeof value === "string" && value !== "") return { [key]: value } as Record<K, string>;
  return {};
}

/**
 * `coverpage`: true or a file name covers the root route; a list of routes each has
 * `_coverpage.md` in its folder; an object names each route's file (or true for the default).
 */
function coversOf(value: Literal, ext: string): Map<string, string> {
  const defaultFile = `${COVER}${ext}`;
  if (value === true) return new Map([["/", defaultFile]]);
  if (typeof value === "string" && value !== "") return new Map([["/", value]]);
  if (Array.isArray(value)) {
    return new Map(
      value.filter((route): route is string => typeof route === "string").map((route) => [route, defaultFile]),
    );
  }
  if (isLiteralObject(value ?? null)) {
    const covers = new Map<string, string>();
    for (const [route, file] of Object.entries(value as LiteralObject)) {
      if (file === true) covers.set(route, defaultFile);
      else if (typeof file === "string" && file !== "") covers.set(route, file);
    }
    return covers;
  }
  return new Map();
}

/** The first part of every route the configuration writes (`/zh-cn/` → zh-cn), and its fallbackLanguages. */
function mentionedFolders(config: LiteralObject): Set<string> {
  const folders = new Set<string>();
  const note = (text: string) => {
    const folder = /^\/([^/()[\]*.?]+)\//.exec(text)?.[1];
    if (folder) folders.add(folder);
  };
  const visit = (value: Literal) => {
    if (typeof value === "string") note(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (isLiteralObject(value ?? null)) {
      for (const [key, inner] of Object.entries(value as LiteralObject)) {
        note(key);
        visit(inner);
      }
    }
  };
  visit(config);
  const fallbacks = config.fallbackLanguages;
  if (Array.isArray(fallbacks)) for (const lang of fallbacks) if (typeof lang === "string") folders.add(lang);
  return folders;
}

/** The configuration's values; one that is computed is a warning, and reads as left out. */
class ConfigValues {
  constructor(
    private readonly config: LiteralObject,
    private readonly indexPath: string,
    private readonly warnings: ContentWarning[],
  ) {}

  value(key: string): Literal {
    const value = Object.hasOwn(this.config, key) ? this.config[key] : undefined;
    if (!(value instanceof Computed)) return value;
    this.warnings.push({
      path: this.indexPath,
      line: value.line,
      message: `window.$docsify.${key} is ${value.reason}, which an import does not run; Docsify's default is used`,
    });
    return undefined;
  }

  string(key: string): string | undefined {
    const value = this.value(key);
    return typeof value === "string" ? value : undefined;
  }

  object(key: string): Readonly<Record<string, unknown>> | undefined {
    const value = this.value(key);
    if (!isLiteralObject(value ?? null)) return undefined;
    const object: Record<string, unknown> = {};
    for (const [name, inner] of Object.entries(value as LiteralObject)) {
      if (inner instanceof Computed) this.computedPart(`${key}.${name}`, inner);
      else object[name] = inner;
    }
    return object;
  }

  private computedPart(key: string, value: Computed): void {
    this.warnings.push({
      path: this.indexPath,
      line: value.line,
      message: `window.$docsify.${key} is ${value.reason}, which an import does not run; it is left out`,
    });
  }
}
