// A VitePress site's configuration as VitePress assembles it, read without running anything:
// `.vitepress/config.*` (or `.vitepress/config/index.*`) in the project's folder, whose default
// export may be wrapped in calls (`defineConfig`, `withMermaid`, a theme's `extendConfig`) and may
// `extends` another; a folder of pages may hold a `config.*` of its own (VitePress' additional
// configs, `defineAdditionalConfig`), and a language's entry in `locales` adds to the site's for
// its pages. A page sees them stacked, the nearest first, objects merged key by key.
import path from "node:path";
import type { ContentWarning } from "../model.js";
import {
  COMPUTED_SPREAD_KEY,
  Computed,
  isLiteralObject,
  type Literal,
  LiteralCall,
  type LiteralObject,
  readModuleDefault,
} from "./literalValue.js";
import { emptyLiteralObject } from "./literals.js";
import { firstFile, sitePath } from "./siteFiles.js";

const CONFIG_EXTENSIONS = ["js", "ts", "mjs", "mts", "cjs", "cts"];
/** Where VitePress looks for its configuration in a project's folder, in its order. */
const CONFIG_FILES = CONFIG_EXTENSIONS.flatMap((extension) => [
  `.vitepress/config/index.${extension}`,
  `.vitepress/config.${extension}`,
]);
/** A folder's additional configuration, as VitePress finds it among the pages. */
const ADDITIONAL_CONFIG_FILES = ["js", "mjs", "ts", "mts"].map((extension) => `config.${extension}`);
/** The project is the folder itself, or its docs/ when a repository keeps its site beside its code. */
const PROJECT_FOLDERS = ["", "docs"];
/** `extends` chains longer than this are taken to loop. */
const MAX_EXTENDS = 10;

export interface VitepressProject {
  /** The folder holding `.vitepress`, absolute: srcDir is relative to it. */
  folder: string;
  /** The configuration file, absolute. */
  configFile: string;
}

/** One part of the stack a page's configuration is made of, and the file it was read from. */
export interface ConfigLayer {
  value: LiteralObject;
  file: string;
}

export async function findVitepressProject(root: string): Promise<VitepressProject | undefined> {
  for (const folder of PROJECT_FOLDERS) {
    const configFile = await firstFile(
      root,
      CONFIG_FILES.map((name) => path.join(folder, name)),
    );
    if (configFile) return { folder: path.join(root, folder), configFile };
  }
  return undefined;
}

/**
 * What the site says that could not be read as VitePress means it, one warning per place: a part
 * that is computed is said once, however many settings depend on it.
 */
export class ConfigNotes {
  readonly warnings: ContentWarning[] = [];
  private readonly places = new Set<string>();

  constructor(private readonly root: string) {}

  /** `what` is computed where `value` says; `fallback` says what rxdocs does instead. */
  computed(value: Computed, what: string, fallback: string): void {
    this.warn(value.file, `${what} is computed (${value.reason}); ${fallback}`, value.line);
  }

  warn(file: string, message: string, line?: number): void {
    const place = line === undefined ? `${file}\0${message}` : `${file}:${line}`;
    if (this.places.has(place)) return;
    this.places.add(place);
    this.warnings.push({ path: sitePath(this.root, file), ...(line !== undefined && { line }), message });
  }
}

/** A value only running the site would tell, as a Computed: a call of a package's function is one too. */
export function asComputed(value: Literal): Computed | undefined {
  if (value instanceof Computed) return value;
  if (value instanceof LiteralCall) return new Computed(value.file, value.line, `a call of ${value.callee}`);
  return undefined;
}

/**
 * `object.a.b…`: undefined where a key is missing, the Computed where a part is computed. A key
 * missing from an object that spreads a computed value may be in it: the spread is the answer.
 */
export function configField(object: Literal, ...keys: string[]): Literal {
  let value = object;
  for (const key of keys) {
    const computed = asComputed(value);
    if (computed) return computed;
    if (!isLiteralObject(value)) return undefined;
    const spread = value[COMPUTED_SPREAD_KEY];
    value = value[key] === undefined && spread instanceof Computed ? spread : value[key];
  }
  return value;
}

/** The file of the nearest layer that sets the key. */
export function originOf(layers: readonly ConfigLayer[], keys: string[]): string | undefined {
  return layers.find((layer) => configField(layer.value, ...keys) !== undefined)?.file;
}

/** The site's configuration, wrappers unwrapped and `extends` merged in; throws when the file is not JavaScript or TypeScript. */
export async function readSiteConfig(file: string, root: string, notes: ConfigNotes): Promise<LiteralObject> {
  const { value } = await readModuleDefault(file, root);
  return withExtends(configObject(value, notes, "the configuration"), notes, 0);
}

/**
 * The additional configurations a folder of pages sees (`folder` relative to srcDir, "" for
 * srcDir itself), the nearest first: its own, then its parents'. The site's `additionalConfig`,
 * when it sets one, replaces the files.
 */
export class AdditionalConfigs {
  private readonly byFolder = new Map<string, ConfigLayer | undefined>();

  constructor(
    private readonly root: string,
    private readonly srcDir: string,
    private readonly site: ConfigLayer,
    private readonly notes: ConfigNotes,
  ) {}

  async layersOf(folder: string): Promise<ConfigLayer[]> {
    const folders = [""];
    const parts = folder === "" ? [] : folder.split("/");
    for (let depth = 1; depth <= parts.length; depth++) folders.unshift(parts.slice(0, depth).join("/"));
    const layers: ConfigLayer[] = [];
    for (const each of folders) {
      const layer = await this.layerOf(each);
      if (layer) layers.push(layer);
    }
    return layers;
  }

  private async layerOf(folder: string): Promise<ConfigLayer | undefined> {
    if (!this.byFolder.has(folder)) this.byFolder.set(folder, await this.readLayer(folder));
    return this.byFolder.get(folder);
  }

  private async readLayer(folder: string): Promise<ConfigLayer | undefined> {
    const given = configField(this.site.value, "additionalConfig");
    if (given !== undefined) return this.givenLayer(given, folder);
    const file = await firstFile(
      this.root,
      ADDITIONAL_CONFIG_FILES.map((name) => path.join(path.relative(this.root, this.srcDir), folder, name)),
    );
    if (file === undefined) return undefined;
    try {
      const { value } = await readModuleDefault(file, this.root);
      return { value: configObject(value, this.notes, "the folder's configuration"), file };
    } catch (error) {
      // VitePress, too, goes on without an additional configuration it cannot load.
      this.notes.warn(file, `${(error as Error).message}; its settings are left out`);
      return undefined;
    }
  }

  /** The site's own `additionalConfig: { "/zh/": {...} }`. */
  private givenLayer(given: Literal, folder: string): ConfigLayer | undefined {
    const computed = asComputed(given);
    if (computed) {
      this.notes.computed(computed, "additionalConfig", "the folders' settings are left out");
      return undefined;
    }
    const value = configField(given, folder === "" ? "/" : `/${folder}/`);
    return value === undefined
      ? undefined
      : { value: configObject(value, this.notes, "additionalConfig"), file: this.site.file };
  }
}

/**
 * The layers as one configuration, the nearest first: objects are merged key by key, anything
 * else is the nearest layer's (VitePress' stackView).
 */
export function stackLayers(layers: readonly Literal[]): Literal {
  const values = layers.filter((value) => value !== undefined);
  const [nearest] = values;
  if (!isLiteralObject(nearest)) return nearest;
  const objects = values.filter(isLiteralObject);
  const stacked = emptyLiteralObject();
  for (const key of new Set(objects.flatMap((object) => Object.keys(object)))) {
    stacked[key] = stackLayers(objects.map((object) => object[key]));
  }
  return stacked;
}

/** The configuration a wrapper call holds: its first argument that is an object or another call. */
function configObject(value: Literal, notes: ConfigNotes, what: string): LiteralObject {
  let unwrapped = value;
  while (unwrapped instanceof LiteralCall) {
    const call: LiteralCall = unwrapped;
    const argument = call.args.find((arg) => isLiteralObject(arg) || arg instanceof LiteralCall);
    if (argument === undefined) break;
    unwrapped = argument;
  }
  if (isLiteralObject(unwrapped)) return unwrapped;
  const computed = asComputed(unwrapped);
  if (computed) notes.computed(computed, what, "its settings are left out");
  return emptyLiteralObject();
}

/** `extends: base`: the base's settings under the configuration's own, as VitePress merges them. */
function withExtends(config: LiteralObject, notes: ConfigNotes, depth: number): LiteralObject {
  const base = config.extends;
  if (base === undefined || depth >= MAX_EXTENDS) return config;
  const own = emptyLiteralObject();
  for (const [key, value] of Object.entries(config)) if (key !== "extends") own[key] = value;
  return mergeConfigs(withExtends(configObject(base, notes, "extends"), notes, depth + 1), own);
}

/** VitePress' mergeConfig: lists are joined, objects merged key by key, and the rest replaced. */
function mergeConfigs(base: LiteralObject, own: LiteralObject): LiteralObject {
  const merged = emptyLiteralObject();
  Object.assign(merged, base);
  for (const [key, value] of Object.entries(own)) {
    if (value === null || value === undefined) continue;
    const existing = merged[key];
    if (Array.isArray(existing) && Array.isArray(value)) merged[key] = [...existing, ...value];
    else if (isLiteralObject(existing) && isLiteralObject(value)) merged[key] = mergeConfigs(existing, value);
    else merged[key] = value;
  }
  return merged;
}
