// A Mintlify site's configuration: `docs.json` (the current format, whose `navigation` is an
// object) or, before it, `mint.json` (whose `navigation` is a list of groups). docs.json may be
// split into several files with `{ "$ref": "./other.json" }` anywhere in it: the reference is
// replaced by the other file's content, relative to the file that names it, with the keys beside
// `$ref` laid over an object's. Each object remembers the file it was written in, so that what is
// said of it names that file.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { isInsideFolder } from "../insideFolder.js";
import type { ContentWarning } from "../model.js";
import { firstFile, isObject, readJsonFile, sitePath } from "./siteFiles.js";

export type MintlifyFormat = "docs.json" | "mint.json";

export interface MintlifyConfig {
  format: MintlifyFormat;
  /** The configuration file, relative to the root. */
  file: string;
  /** The configuration, its references replaced. */
  value: Record<string, unknown>;
  /** The file an object of the configuration was written in, relative to the root. */
  fileOf(value: object): string | undefined;
  /** Every file read, the configuration's first. */
  files: string[];
  warnings: ContentWarning[];
}

/** Mintlify's own address of the docs.json schema, which its sites name in `$schema`. */
const DOCS_JSON_SCHEMA = "mintlify.com/docs.json";

/** The site's Mintlify configuration; undefined when the root has none (a `mint.json` of another tool is none). */
export async function readMintlifyConfig(root: string): Promise<MintlifyConfig | undefined> {
  const docsJson = await firstFile(root, ["docs.json"]);
  if (docsJson !== undefined) {
    const value = parseDocsJson(docsJson, await readFile(docsJson, "utf8"));
    if (value !== undefined) return resolveReferences(root, docsJson, value);
  }
  const mintJson = await firstFile(root, ["mint.json"]);
  if (mintJson === undefined) return undefined;
  const value = await readJsonFile(root, mintJson);
  // The Mint language keeps its own mint.json, which has no navigation.
  if (!isObject(value) || !Array.isArray(value.navigation)) return undefined;
  return {
    format: "mint.json",
    file: "mint.json",
    value,
    fileOf: () => "mint.json",
    files: ["mint.json"],
    warnings: [],
  };
}

/**
 * docs.json's configuration when it is Mintlify's (other tools have files of that name too);
 * throws when a Mintlify docs.json is no JSON, since nothing of the site can be read then.
 */
function parseDocsJson(file: string, text: string): Record<string, unknown> | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    if (!text.includes(DOCS_JSON_SCHEMA)) return undefined;
    throw new Error(`${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!isObject(value)) return undefined;
  const isMintlify =
    isObject(value.navigation) || (typeof value.$schema === "string" && value.$schema.includes(DOCS_JSON_SCHEMA));
  return isMintlify ? value : undefined;
}

async function resolveReferences(
  root: string,
  configFile: string,
  config: Record<string, unknown>,
): Promise<MintlifyConfig> {
  const fileOf = new WeakMap<object, string>();
  const files = [sitePath(root, configFile)];
  const warnings: ContentWarning[] = [];

  const resolve = async (value: unknown, file: string, chain: readonly string[]): Promise<unknown> => {
    if (Array.isArray(value)) {
      // One after the other, so that warnings and files come in the order they are written.
      const items: unknown[] = [];
      for (const item of value) items.push(await resolve(item, file, chain));
      return items;
    }
    if (!isObject(value)) return value;
    const { $ref: reference, ...siblings } = value;
    const resolved: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(siblings)) resolved[key] = await resolve(item, file, chain);
    fileOf.set(resolved, sitePath(root, file));
    if (typeof reference !== "string") return resolved;
    const referred = await readReference(reference, file, chain);
    // A reference to a list or a value stands alone; an object's keys beside it win over the file's.
    return isObject(referred) ? Object.assign(referred, resolved) : referred;
  };

  /** What a `$ref` names, its own references replaced; undefined, with a warning, when it cannot be read. */
  const readReference = async (reference: string, file: string, chain: readonly string[]): Promise<unknown> => {
    const from = sitePath(root, file);
    const target = reference.startsWith("/") ? path.join(root, reference) : path.resolve(path.dirname(file), reference);
    const warn = (why: string) => {
      warnings.push({ path: from, message: `"$ref": ${JSON.stringify(reference)} ${why}; it is left out` });
      return undefined;
    };
    const named = sitePath(root, target);
    if (named === ".." || named.startsWith("../") || path.isAbsolute(named)) return warn("leads out of the site");
    if (chain.includes(target)) return warn("refers back to a file that refers to it");
    let referred: unknown;
    try {
      if (!(await isInsideFolder(root, target).catch(() => true))) return warn("leads out of the site");
      referred = await readJsonFile(root, target);
    } catch (error) {
      const reason = error instanceof Error ? error.message.replace(target, named) : String(error);
      return warn(`cannot be read: ${reason}`);
    }
    if (referred === undefined) return warn("names no file of the site");
    if (!files.includes(named)) files.push(named);
    return resolve(referred, target, [...chain, target]);
  };

  const value = (await resolve(config, configFile, [configFile])) as Record<string, unknown>;
  return {
    format: "docs.json",
    file: sitePath(root, configFile),
    value,
    fileOf: (object) => fileOf.get(object),
    files,
    warnings,
  };
}
