// One awesome-pages `.pages` file, checked key by key as the plugin checks it: a key of the wrong
// shape is a warning and is ignored, never a failed import.
import { readFile } from "node:fs/promises";
import yaml from "js-yaml";
import type { ContentWarning } from "../model.js";
import { globToRegExp } from "./mkdocsGlob.js";
import { isObject } from "./siteFiles.js";

export interface PagesMeta {
  /** The file's path relative to the site's root, for what is said of it. */
  source?: string;
  title?: string;
  nav?: PagesNavItem[];
  collapse?: boolean;
  collapseSinglePages?: boolean;
  hide?: boolean;
  ignoreCase?: boolean;
  order?: "asc" | "desc";
  sortType?: "natural";
  orderBy?: "title" | "filename";
}

/** An entry of a `.pages` nav: a file or folder name (or a link, with a title), a section of entries, or the rest. */
export type PagesNavItem = { value: string | PagesNavItem[]; title?: string } | { filter: RestFilter };

/** A `...` entry: what the nav does not name, all of it or what matches a glob or a regular expression. */
export interface RestFilter {
  written: string;
  type: "all" | "glob" | "regex";
  /** Whether what matches is listed without its folders' sections (mkdocs.yml's nav only). */
  flat: boolean;
  matches(path: string): boolean;
}

/** The plugin's own pattern: `...`, `... | flat`, `... | glob=*.md`, `...|regex=^a`, `... | flat | *.md`. */
const REST_ENTRY = /^\.{3}\s*(?:\|\s*(flat)\s*)?\s*(?:\|\s*(?:(regex|glob)=)?(.*))?/;

/** The `...` entry a nav item is, if it is one. */
export function parseRestEntry(written: unknown): RestFilter | undefined {
  if (typeof written !== "string") return undefined;
  const match = REST_ENTRY.exec(written);
  if (!match) return undefined;
  const [, flat, kind, pattern] = match;
  const type = kind === "regex" ? "regex" : pattern !== undefined ? "glob" : "all";
  let test: (path: string) => boolean = () => true;
  if (type === "glob") {
    const glob = globToRegExp(pattern!.trim());
    test = (path) => glob.test(path);
  } else if (type === "regex") {
    try {
      const regex = new RegExp(pattern!);
      test = (path) => regex.test(path);
    } catch {
      test = () => false;
    }
  }
  return { written, type, flat: flat !== undefined, matches: test };
}

/** The `.pages` file at `file` (absolute); `source` names it in warnings. */
export async function readPagesMeta(file: string, source: string, warnings: ContentWarning[]): Promise<PagesMeta> {
  let contents: unknown;
  try {
    contents = yaml.load(await readFile(file, "utf8"));
  } catch (error) {
    const line = error instanceof yaml.YAMLException ? error.mark.line + 1 : undefined;
    const reason = error instanceof yaml.YAMLException ? error.reason : String(error);
    warnings.push({
      path: source,
      ...(line && { line }),
      message: `the file is not valid YAML (${reason}); it is ignored`,
    });
    return {};
  }
  if (contents === undefined || contents === null) return { source };
  if (!isObject(contents)) {
    warnings.push({
      path: source,
      message: "the file must be a mapping of settings such as title and nav; it is ignored",
    });
    return {};
  }
  const warn = (message: string) => warnings.push({ path: source, message: `${message}; it is ignored` });
  const meta: PagesMeta = { source };
  const boolean = (key: string): boolean | undefined => {
    const value = contents[key];
    if (value === undefined || typeof value === "boolean") return value;
    warn(`${key} must be true or false`);
    return undefined;
  };
  const choice = <T extends string>(key: string, choices: readonly T[]): T | undefined => {
    const value = contents[key];
    if (value === undefined || choices.includes(value as T)) return value as T | undefined;
    warn(`${key} must be ${choices.map((choice) => JSON.stringify(choice)).join(" or ")}`);
    return undefined;
  };
  if (typeof contents.title === "string") meta.title = contents.title;
  else if (contents.title !== undefined) warn("title must be a string");
  meta.collapse = boolean("collapse");
  meta.collapseSinglePages = boolean("collapse_single_pages");
  meta.hide = boolean("hide");
  meta.ignoreCase = boolean("ignore_case");
  meta.order = choice("order", ["asc", "desc"]);
  meta.sortType = choice("sort_type", ["natural"]);
  meta.orderBy = choice("order_by", ["title", "filename"]);
  meta.nav = readNav(contents, warn);
  return meta;
}

/** `nav`, else the older `arrange` (a list of names, with the rest after them unless it says where). */
function readNav(contents: Record<string, unknown>, warn: (message: string) => void): PagesNavItem[] | undefined {
  const nav = contents.nav ?? contents.arrange;
  if (nav === undefined) return undefined;
  const key = contents.nav === undefined ? "arrange" : "nav";
  if (!Array.isArray(nav)) {
    warn(`${key} must be a list of files, folders, links and sections`);
    return undefined;
  }
  const items = nav.flatMap((item) => navItem(item, key, warn));
  if (key === "arrange" && !items.some((item) => "filter" in item && item.filter.type === "all")) {
    items.push({ filter: parseRestEntry("...")! });
  }
  return items;
}

function navItem(item: unknown, key: string, warn: (message: string) => void): PagesNavItem[] {
  const filter = parseRestEntry(item);
  if (filter) return [{ filter }];
  if (typeof item === "string") return [{ value: item }];
  if (isObject(item) && Object.keys(item).length === 1) {
    const [title, value] = Object.entries(item)[0]!;
    if (typeof value === "string") return [{ value, title }];
    if (Array.isArray(value)) return [{ value: value.flatMap((child) => navItem(child, key, warn)), title }];
  }
  warn(`${key} has an entry that is neither a name, a "Title: name" nor a "Title: [entries]": ${JSON.stringify(item)}`);
  return [];
}

/** Natural order: runs of digits compare as numbers ("page-2" before "page-10"). */
export function compareNatural(a: string, b: string): number {
  return a.localeCompare(b, "en", { numeric: true, sensitivity: "variant" });
}
