// What mkdocs.yml says of the site besides its pages: its name, description, logo and language,
// where a page is edited (repo_url with edit_uri, or edit_uri_template), and the address MkDocs
// gives each page.
import { LANG_TAG } from "@rxdocs/contract";
import path from "node:path";
import type { ContentWarning, SiteSettings } from "../model.js";
import { Computed } from "./literals.js";
import { computedWarning, isMapping } from "./mkdocsConfig.js";
import { isIndexPage } from "./mkdocsFiles.js";

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:|^\/\//i;
/** Stands for the page's path while an address is joined, in letters a URL keeps as they are. */
const PATH_MARK = "RXDOCSPAGEPATH";

export interface SettingsReading {
  root: string;
  values: Record<string, unknown>;
  /** docs_dir relative to the root, "/"-separated ("" for the root itself). */
  docsPath: string;
  /** Whether each language's pages are in a folder of their own under docs_dir (mkdocs-static-i18n's folder structure). */
  pagesInLanguageFolders: boolean;
  /** The default language, when mkdocs-static-i18n names one. */
  defaultLang?: string;
  /** The configuration file a top-level setting was written in, relative to the root. */
  sourceOf(key: string): string;
  warnings: ContentWarning[];
}

export function readSiteSettings(reading: SettingsReading): SiteSettings {
  const { values } = reading;
  const text = (key: string, where: unknown = values[key]): string | undefined => {
    if (where instanceof Computed) {
      reading.warnings.push(computedWarning(reading.root, where, key, "it is left out"));
      return undefined;
    }
    return typeof where === "string" && where.trim() !== "" ? where.trim() : undefined;
  };
  const theme = isMapping(values.theme) ? values.theme : {};
  const settings: SiteSettings = {};
  const title = text("site_name");
  if (title !== undefined) settings.title = title;
  const description = text("site_description");
  if (description !== undefined) settings.description = description;
  const logo = text("theme.logo", theme.logo);
  if (logo !== undefined) {
    // theme.logo is a file of docs_dir: from the site's root when the pages are in language folders.
    const file = logo.replace(/^\.?\//, "");
    settings.logo = HAS_SCHEME.test(logo)
      ? logo
      : `/${reading.pagesInLanguageFolders ? path.posix.join(reading.docsPath, file) : file}`;
  }
  const lang = reading.defaultLang ?? text("theme.language", theme.language)?.replace(/_/g, "-");
  if (lang !== undefined && LANG_TAG.test(lang)) settings.lang = lang;
  const editUrl = readEditUrl(reading, text);
  if (editUrl !== undefined) settings.editUrl = editUrl;
  return settings;
}

/**
 * MkDocs' edit address: edit_uri_template's `{path}`, else repo_url joined with edit_uri (for
 * github.com and gitlab.com `edit/master/docs/`, for bitbucket.org `src/default/docs/`, unless
 * edit_uri says otherwise), then the page's path in docs_dir.
 */
function readEditUrl(
  reading: SettingsReading,
  text: (key: string, where?: unknown) => string | undefined,
): string | undefined {
  const { values } = reading;
  const repoUrl = text("repo_url");
  const template = text("edit_uri_template");
  let pageAddress: string | undefined;
  if (template !== undefined) {
    if (/\{path_noext(?:![a-z])?\}/.test(template)) {
      reading.warnings.push(
        warningOf(
          reading,
          "edit_uri_template",
          "uses {path_noext}, which rxdocs' edit address has no place for; it is left out",
        ),
      );
      return undefined;
    }
    pageAddress = template.replace(/\{path(?:![a-z])?\}/g, PATH_MARK);
  } else {
    const editUri = "edit_uri" in values ? text("edit_uri") : defaultEditUri(repoUrl);
    if (editUri === undefined) return undefined;
    pageAddress = `${editUri.endsWith("/") ? editUri : `${editUri}/`}${PATH_MARK}`;
  }
  if (reading.pagesInLanguageFolders) {
    reading.warnings.push(
      warningOf(reading, "edit_uri", "cannot name the pages of language folders in one address; it is left out"),
    );
    return undefined;
  }
  let address: string;
  try {
    if (repoUrl === undefined) address = new URL(pageAddress).href;
    else
      address = new URL(pageAddress, /^[?#]/.test(pageAddress) || repoUrl.endsWith("/") ? repoUrl : `${repoUrl}/`).href;
  } catch {
    reading.warnings.push(warningOf(reading, "edit_uri", "does not make an address with repo_url; it is left out"));
    return undefined;
  }
  return address.includes(PATH_MARK) ? address.replaceAll(PATH_MARK, "{path}") : undefined;
}

function defaultEditUri(repoUrl: string | undefined): string | undefined {
  if (repoUrl === undefined) return undefined;
  let host: string;
  try {
    host = new URL(repoUrl).host.toLowerCase();
  } catch {
    return undefined;
  }
  if (host === "github.com" || host === "gitlab.com") return "edit/master/docs/";
  if (host === "bitbucket.org") return "src/default/docs/";
  return undefined;
}

function warningOf(reading: SettingsReading, key: string, message: string): ContentWarning {
  return { path: reading.sourceOf(key), message: `${key} ${message}` };
}

/**
 * The addresses MkDocs gives a page (`a/b.md` → `/a/b/`, `a/index.md` → `/a/`; `/a/b.html`
 * without directory URLs), under a language's folder (`/fr/a/b/`), and again under site_url's
 * path when the site is served below its host's root.
 */
export function pageAddresses(values: Record<string, unknown>, languagePrefix: string): (file: string) => string[] {
  const directoryUrls = values.use_directory_urls !== false;
  const sitePath = typeof values.site_url === "string" ? pathOfUrl(values.site_url) : "/";
  return (file) => {
    const folder = path.posix.dirname(file) === "." ? "" : `${path.posix.dirname(file)}/`;
    const stem = path.posix.basename(file).replace(/\.mdx?$/i, "");
    const page = isIndexPage(file)
      ? `${folder}${directoryUrls ? "" : "index.html"}`
      : `${folder}${stem}${directoryUrls ? "/" : ".html"}`;
    const address = `/${languagePrefix}${page}`;
    return sitePath === "/" ? [address] : [address, `${sitePath}${address.slice(1)}`];
  };
}

function pathOfUrl(url: string): string {
  try {
    const { pathname } = new URL(url);
    return pathname.endsWith("/") ? pathname : `${pathname}/`;
  } catch {
    return "/";
  }
}
