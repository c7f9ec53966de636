// mkdocs.yml, read as MkDocs reads it but never run: the YAML tags MkDocs and its plugins use
// (`!!python/name:…`, `!!python/object/apply:…`, `!ENV`, `!relative`) load without failing, each
// as what can be known of it without a Python interpreter, and `INHERIT: base.yml` merges a base
// configuration under this one (the base's mappings key by key, anything else replaced), as
// MkDocs' mergedeep does.
import { readFile } from "node:fs/promises";
import path from "node:path";
import yaml from "js-yaml";
import { isInsideFolder } from "../insideFolder.js";
import type { ContentWarning } from "../model.js";
import { Computed } from "./literals.js";
import { firstFile, isObject, sitePath } from "./siteFiles.js";

export const CONFIG_FILES = ["mkdocs.yml", "mkdocs.yaml"];

/** Bases a configuration may INHERIT from, one from another, before it is taken for a loop. */
const MAX_INHERITANCE = 8;

export interface MkdocsConfig {
  /** The configuration file, absolute. */
  file: string;
  /** Every file it was read from (itself and its bases), relative to the root, itself first. */
  files: string[];
  /** The merged configuration; what only running MkDocs would tell is a Computed. */
  values: Record<string, unknown>;
  /** The file (relative to the root) each top-level setting was last written in. */
  origins: Map<string, string>;
  warnings: ContentWarning[];
}

/**
 * MkDocs' `!relative` path: the page's own folder (`!relative`), or one under the folder of
 * mkdocs.yml (`!relative $config_dir/snippets`) or under docs_dir (`!relative $docs_dir`).
 */
export class RelativePath {
  constructor(
    readonly base: "page" | "config" | "docs",
    readonly path: string,
  ) {}
}

/** The site's mkdocs.yml (or mkdocs.yaml), merged with its bases; undefined when it has none. */
export async function readMkdocsConfig(root: string): Promise<MkdocsConfig | undefined> {
  const file = await firstFile(root, CONFIG_FILES);
  if (file === undefined) return undefined;
  const config: MkdocsConfig = { file, files: [], values: {}, origins: new Map(), warnings: [] };
  config.values = await readWithBases(root, file, config, 0);
  return config;
}

async function readWithBases(
  root: string,
  file: string,
  config: MkdocsConfig,
  depth: number,
): Promise<Record<string, unknown>> {
  config.files.push(sitePath(root, file));
  const values = loadConfigText(await readFile(file, "utf8"), file);
  const { INHERIT: inherit, ...own } = values;
  const base = inherit === undefined ? {} : await readBase(root, file, inherit, config, depth);
  // The base is read first: a setting this file writes too is this file's.
  for (const key of Object.keys(own)) config.origins.set(key, sitePath(root, file));
  return mergeConfig(base, own);
}

/** The configuration `INHERIT` names, relative to the file that names it; none, with a warning, outside the site. */
async function readBase(
  root: string,
  file: string,
  inherit: unknown,
  config: MkdocsConfig,
  depth: number,
): Promise<Record<string, unknown>> {
  const warn = (message: string) => config.warnings.push({ path: sitePath(root, file), message });
  if (typeof inherit !== "string") {
    warn("INHERIT must name a configuration file; it is not followed");
    return {};
  }
  const base = path.resolve(path.dirname(file), inherit);
  if (depth >= MAX_INHERITANCE || config.files.includes(sitePath(root, base))) {
    warn(`INHERIT: ${inherit} leads back to a configuration already read; it is not followed`);
    return {};
  }
  if ((await firstFile(path.dirname(base), [path.basename(base)])) !== base || !(await isInsideFolder(root, base))) {
    warn(`INHERIT: ${inherit} is no file of the site; it is not followed`);
    return {};
  }
  return readWithBases(root, base, config, depth + 1);
}

/** One configuration file's values; throws an Error naming the file when it is not a YAML mapping. */
export function loadConfigText(text: string, file: string): Record<string, unknown> {
  const open: number[] = [];
  let loaded: unknown;
  try {
    loaded = yaml.load(text.replace(/^\uFEFF/, ""), {
      schema: MKDOCS_SCHEMA,
      // A tag's value learns its line here, where the parser still knows it.
      listener(event, state) {
        if (event === "open") {
          open.push(state.line);
          return;
        }
        const line = open.pop() ?? 0;
        if (state.result instanceof TaggedValue) state.result.line ??= line + 1;
      },
    });
  } catch (error) {
    const reason = error instanceof yaml.YAMLException ? error.reason : String(error);
    const line = error instanceof yaml.YAMLException ? ` on line ${error.mark.line + 1}` : "";
    throw new Error(`${file} is not valid YAML: ${reason}${line}`);
  }
  if (loaded === undefined || loaded === null) return {};
  if (!isObject(loaded)) throw new Error(`${file} must be a mapping of MkDocs settings such as site_name`);
  return resolveTags(loaded, file) as Record<string, unknown>;
}

/** mergedeep's REPLACE strategy: mappings merge key by key, anything else the child's replaces the base's. */
function mergeConfig(base: Record<string, unknown>, child: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(child)) {
    const under = merged[key];
    merged[key] = isMapping(under) && isMapping(value) ? mergeConfig(under, value) : value;
  }
  return merged;
}

/** A value written with a tag the schema does not know, with the line it was written on. */
class TaggedValue {
  line?: number;
  constructor(
    readonly tag: string,
    readonly data: unknown,
  ) {}
}

const YAML_TAG_PREFIX = "tag:yaml.org,2002:";

// Whatever the tag, local (`!ENV`) or global (`!!python/…`), on any kind of node: the standard
// tags (`!!str`) are matched before these catch-alls are tried.
const MKDOCS_SCHEMA = yaml.DEFAULT_SCHEMA.extend(
  (["scalar", "sequence", "mapping"] as const).flatMap((kind) =>
    ["!", YAML_TAG_PREFIX].map(
      (prefix) =>
        new yaml.Type(prefix, {
          kind,
          multi: true,
          construct: (data: unknown, tag?: string) => new TaggedValue(tag ?? prefix, data),
        }),
    ),
  ),
);

/** Replaces each tagged value by what it stands for. */
function resolveTags(value: unknown, file: string): unknown {
  if (value instanceof TaggedValue) return resolveTag(value, file);
  if (Array.isArray(value)) return value.map((item) => resolveTags(item, file));
  if (isObject(value)) {
    const resolved: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) resolved[key] = resolveTags(item, file);
    return resolved;
  }
  return value;
}

function resolveTag({ tag, data, line = 1 }: TaggedValue, file: string): unknown {
  if (tag === "!ENV") {
    // pyyaml-env-tag: `!ENV NAME`, or `!ENV [NAME, OTHER, default]` whose last item is the default.
    const names = Array.isArray(data) ? data : [data];
    const fallback = names.length > 1 ? names.at(-1) : undefined;
    if (fallback !== undefined && !(fallback instanceof TaggedValue)) return fallback;
    return new Computed(file, line, `the environment variable ${names.map(String).join(" or ")}`);
  }
  if (tag === "!relative") {
    const written = typeof data === "string" ? data.trim() : "";
    const base = /^\$(config_dir|docs_dir)(?:\/|$)/.exec(written);
    if (!base) return new RelativePath("page", "");
    return new RelativePath(base[1] === "config_dir" ? "config" : "docs", written.slice(base[0].length));
  }
  const shown = tag.startsWith(YAML_TAG_PREFIX) ? `!!${tag.slice(YAML_TAG_PREFIX.length)}` : tag;
  return new Computed(file, line, `the tag ${shown}`);
}

/**
 * A mapping of the configuration as YAML wrote it: not a value standing for a tag (Computed,
 * RelativePath), which is an object too.
 */
export function isMapping(value: unknown): value is Record<string, unknown> {
  return isObject(value) && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * The entries of `plugins` or `markdown_extensions` by name, with their options: MkDocs takes a
 * list of names and one-key mappings, or a mapping. A list item whose name has no value but
 * which holds other keys is read as that name's options, as some plugins' documentation indents
 * them.
 */
export function namedEntries(value: unknown): Map<string, Record<string, unknown>> {
  const entries = new Map<string, Record<string, unknown>>();
  const add = (name: string, options: unknown) => entries.set(name, isMapping(options) ? options : {});
  if (isMapping(value)) {
    for (const [name, options] of Object.entries(value)) add(name, options);
    return entries;
  }
  if (!Array.isArray(value)) return entries;
  for (const item of value) {
    if (typeof item === "string") add(item, {});
    if (!isMapping(item)) continue;
    const [name, options] = Object.entries(item)[0] ?? [];
    if (name === undefined) continue;
    const rest = Object.fromEntries(Object.entries(item).slice(1));
    add(name, options ?? rest);
  }
  return entries;
}

/**
 * What is said of a setting only MkDocs running would know, at the file and line it was written:
 * `nav comes from the tag !!python/name:x, which only MkDocs running knows; the folders give the order instead`.
 */
export function computedWarning(root: string, value: Computed, setting: string, consequence: string): ContentWarning {
  return {
    path: sitePath(root, value.file),
    line: value.line,
    message: `${setting} comes from ${value.reason}, which only MkDocs running knows; ${consequence}`,
  };
}
