// What a Nextra site's configuration says of it, read without running anything. next.config.*
// says whether the site uses Nextra, its languages (Next.js' `i18n: { locales, defaultLocale }`)
// and where `content/` is served (`contentDirBasePath`); it is a program wrapped in calls of
// functions it makes itself (`withNextra({...})`), so those few values are read from its text.
// The docs theme's settings are `theme.config.*`'s default export in Nextra 2 and 3, and the
// props of `<Layout>` and `<Navbar>` in `app/layout.*` in Nextra 4, whose `metadata` export names
// the site.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { TopNavLink } from "@rxdocs/contract";
import type { ContentWarning, SiteSettings } from "../model.js";
import {
  Computed,
  isLiteralObject,
  type Literal,
  type LiteralObject,
  readModuleDefault,
  readModuleExport,
} from "./literalValue.js";
import { describeValue } from "./literals.js";
import { firstFile, isObject, readJsonFile, sitePath } from "./siteFiles.js";

const NEXT_CONFIG_FILES = ["next.config.js", "next.config.mjs", "next.config.cjs", "next.config.ts", "next.config.mts"];
const THEME_CONFIG_FILES = [
  "theme.config.tsx",
  "theme.config.jsx",
  "theme.config.ts",
  "theme.config.js",
  "theme.config.mjs",
];
const LAYOUT_FILES = ["layout.tsx", "layout.jsx", "layout.js", "layout.ts"];
const IMPORTS_NEXTRA = /(?:\bfrom\s*|\brequire\s*\(\s*|\bimport\s*\(\s*)["']nextra["']/;

export interface NextConfig {
  /** The file, relative to the site's root. */
  source: string;
  text: string;
  importsNextra: boolean;
}

/** The languages Next.js' `i18n` names; `locales` undefined when the config names none it writes out. */
export interface NextLocales {
  locales?: string[];
  defaultLocale?: string;
  /** Whether the config has an `i18n` key at all. */
  isNamed: boolean;
}

export async function readNextConfig(root: string): Promise<NextConfig | undefined> {
  const file = await firstFile(root, NEXT_CONFIG_FILES);
  if (file === undefined) return undefined;
  const text = withoutComments(await readFile(file, "utf8"));
  return { source: sitePath(root, file), text, importsNextra: IMPORTS_NEXTRA.test(text) };
}

/** Whether package.json's dependencies name Nextra; a package.json that is not JSON names nothing. */
export async function dependsOnNextra(root: string): Promise<boolean> {
  const manifest = await readPackageJson(root);
  return ["dependencies", "devDependencies"].some((key) => {
    const dependencies = manifest?.[key];
    return isObject(dependencies) && typeof dependencies.nextra === "string";
  });
}

/** `i18n: { locales: [...], defaultLocale: "..." }` as the config writes it. */
export function nextLocales(config: NextConfig | undefined): NextLocales {
  const block = config && /\bi18n\s*:\s*\{([^}]*)\}/.exec(config.text)?.[1];
  if (block === undefined) return { isNamed: config !== undefined && /\bi18n\s*:/.test(config.text) };
  const list = /\blocales\s*:\s*\[([^\]]*)\]/.exec(block)?.[1];
  const locales = list === undefined ? undefined : stringsOf(list);
  const defaultLocale = /\bdefaultLocale\s*:\s*["'`]([^"'`]+)["'`]/.exec(block)?.[1];
  return { isNamed: true, ...(locales && { locales }), ...(defaultLocale !== undefined && { defaultLocale }) };
}

/** Where Nextra 4 serves `content/` (`contentDirBasePath`), "" for the root. */
export function contentBasePath(config: NextConfig | undefined): string {
  const written = config && /\bcontentDirBasePath\s*:\s*["'`]([^"'`]*)["'`]/.exec(config.text)?.[1];
  return (written ?? "").replace(/^\/+|\/+$/g, "");
}

export interface ThemeSettings {
  sources: string[];
  /** The address of the project's files (`docsRepositoryBase`), to which a page's path is added. */
  repositoryBase?: string;
  settings: SiteSettings;
  /** The language switcher's languages (`i18n: [{ locale }]` in Nextra 2 and 3). */
  locales?: string[];
}

/** Nextra 2 and 3: theme.config.*, or the file next.config's `themeConfig` names. */
export async function readThemeConfig(
  root: string,
  config: NextConfig | undefined,
  warnings: ContentWarning[],
): Promise<ThemeSettings> {
  const named = config && /\bthemeConfig\s*:\s*["'`]([^"'`]+)["'`]/.exec(config.text)?.[1];
  const file = await firstFile(root, named === undefined ? THEME_CONFIG_FILES : [path.posix.normalize(named)]);
  if (file === undefined) return { sources: [], settings: {} };
  const source = sitePath(root, file);
  let value: Literal;
  try {
    value = (await readModuleDefault(file, root)).value;
  } catch (error) {
    warnings.push({ path: source, message: `${(error as Error).message}; its settings are not read` });
    return { sources: [], settings: {} };
  }
  const warn = warner(root, source, warnings);
  if (!isLiteralObject(value)) {
    warn(`the theme's settings are ${describeValue(value)}, not an object; they are not read`, value);
    return { sources: [], settings: {} };
  }
  const theme: ThemeSettings = { sources: [source], settings: {} };
  const repositoryBase = text(value.docsRepositoryBase, "docsRepositoryBase", warn);
  if (repositoryBase !== undefined) theme.repositoryBase = repositoryBase;
  const project = value.project;
  const projectLink = isLiteralObject(project) ? text(project.link, "project.link", warn) : undefined;
  if (projectLink !== undefined) theme.settings.nav = [projectNavLink(projectLink)];
  const locales = Array.isArray(value.i18n)
    ? value.i18n.flatMap((each) => (isLiteralObject(each) && typeof each.locale === "string" ? [each.locale] : []))
    : [];
  if (locales.length > 0) theme.locales = locales;
  return theme;
}

/**
 * Nextra 4: `<Layout docsRepositoryBase="…">` and `<Navbar projectLink="…">` as written in the
 * root layout (JSX, whose props are read only when they are plain strings), and the layout's
 * `metadata` (title, description).
 */
export async function readLayoutSettings(
  root: string,
  appDirs: readonly string[],
  warnings: ContentWarning[],
): Promise<ThemeSettings> {
  const candidates = appDirs.flatMap((dir) =>
    [dir, path.join(dir, "[lang]")].flatMap((folder) =>
      LAYOUT_FILES.map((name) => sitePath(root, path.join(folder, name))),
    ),
  );
  const file = await firstFile(root, candidates);
  if (file === undefined) return { sources: [], settings: {} };
  const source = sitePath(root, file);
  const layoutText = withoutComments(await readFile(file, "utf8"));
  const theme: ThemeSettings = { sources: [source], settings: {} };
  const repositoryBase = jsxStringProp(layoutText, "docsRepositoryBase");
  if (repositoryBase !== undefined) theme.repositoryBase = repositoryBase;
  const projectLink = jsxStringProp(layoutText, "projectLink");
  if (projectLink !== undefined) theme.settings.nav = [projectNavLink(projectLink)];
  let metadata: Literal;
  try {
    metadata = (await readModuleExport(file, root, "metadata")).value;
  } catch (error) {
    warnings.push({ path: source, message: `${(error as Error).message}; its metadata is not read` });
    return theme;
  }
  if (isLiteralObject(metadata)) Object.assign(theme.settings, metadataSettings(metadata));
  return theme;
}

/** package.json's `name`, the title of a site that names itself nowhere else. */
export async function packageName(root: string): Promise<string | undefined> {
  const name = (await readPackageJson(root))?.name;
  return typeof name === "string" && name !== "" ? name : undefined;
}

/** Next.js' metadata: the site's short name (its application's, its Open Graph site's…), and its description. */
function metadataSettings(metadata: LiteralObject): SiteSettings {
  const settings: SiteSettings = {};
  const openGraph = isLiteralObject(metadata.openGraph) ? metadata.openGraph : undefined;
  const appleWebApp = isLiteralObject(metadata.appleWebApp) ? metadata.appleWebApp : undefined;
  const title = metadata.title;
  const titled = isLiteralObject(title) ? title : undefined;
  const name = [
    metadata.applicationName,
    openGraph?.siteName,
    appleWebApp?.title,
    typeof title === "string" ? title : titled?.default,
    typeof titled?.template === "string"
      ? titled.template.replace(/%s/g, "").replace(/^[\s|–—:·-]+|[\s|–—:·-]+$/g, "")
      : undefined,
  ].find((each): each is string => typeof each === "string" && each !== "");
  if (name !== undefined) settings.title = name;
  if (typeof metadata.description === "string" && metadata.description !== "")
    settings.description = metadata.description;
  return settings;
}

/** The project's link in the top bar, named after where it leads. */
function projectNavLink(link: string): TopNavLink {
  const host = /^https?:\/\/(?:www\.)?([^/]+)/i.exec(link)?.[1]?.toLowerCase();
  const names: Record<string, string> = {
    "github.com": "GitHub",
    "gitlab.com": "GitLab",
    "bitbucket.org": "Bitbucket",
  };
  return { text: (host && names[host]) ?? "Project", link };
}

/** `name="value"`, `name='value'` or `name={"value"}` in JSX. */
function jsxStringProp(source: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:\\{\\s*)?(["'\`])([^"'\`]*)\\1`).exec(source);
  return match?.[2] || undefined;
}

/** The strings of a list as written (`'en', "zh-CN"`); undefined when an item is anything else. */
function stringsOf(list: string): string[] | undefined {
  const items = list
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  const strings = items.map((item) => /^["'`]([^"'`]+)["'`]$/.exec(item)?.[1]);
  return strings.every((each): each is string => each !== undefined) ? strings : undefined;
}

/** Comments out of the way, so that an example in one is not read as the config. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
}

async function readPackageJson(root: string): Promise<Record<string, unknown> | undefined> {
  try {
    const manifest = await readJsonFile(root, path.join(root, "package.json"));
    return isObject(manifest) ? manifest : undefined;
  } catch {
    return undefined;
  }
}

type Warn = (message: string, at: Literal) => void;

function warner(root: string, source: string, warnings: ContentWarning[]): Warn {
  return (message, at) => {
    warnings.push(
      at instanceof Computed ? { path: sitePath(root, at.file), line: at.line, message } : { path: source, message },
    );
  };
}

function text(value: Literal, key: string, warn: Warn): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string") return value === "" ? undefined : value;
  warn(`${key} is ${describeValue(value)}; it is not read`, value);
  return undefined;
}
