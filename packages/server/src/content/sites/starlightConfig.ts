// Finds Starlight's configuration in an Astro site's astro.config.*: the first argument of the
// `starlight(...)` call among the config's `integrations`, read as a literal (literalValue.ts),
// never run. Astro's own `srcDir` and `base` are read too: they move the pages and their addresses.
import { readFile } from "node:fs/promises";
import type { ContentWarning } from "../model.js";
import {
  COMPUTED_SPREAD_KEY,
  Computed,
  isLiteralObject,
  type Literal,
  LiteralCall,
  type LiteralObject,
  readModuleDefault,
  unwrapCalls,
} from "./literalValue.js";
import { sitePath } from "./siteFiles.js";

/** The names Astro looks for its configuration under, in its order. */
export const ASTRO_CONFIG_FILES = [
  "astro.config.mjs",
  "astro.config.js",
  "astro.config.ts",
  "astro.config.mts",
  "astro.config.cjs",
  "astro.config.cts",
];

const STARLIGHT_PACKAGE = "@astrojs/starlight";
/** Where the literal reader keeps an object's computed spread (`{ ...shared(), title }`). */
/** Astro's wrappers of a configuration, which return it as it is. */
const CONFIG_WRAPPERS = ["defineConfig"];

export interface StarlightConfig {
  /** Starlight's options; undefined when they cannot be read without running the config. */
  options?: LiteralObject;
  /** Astro's `srcDir`, relative to the root, without "./". */
  srcDir: string;
  /** Astro's `base`: the path the site is served under ("" for the root). */
  base: string;
  warnings: ContentWarning[];
}

/** Says what a config holds that rxdocs cannot read as Starlight means it; `at` is where it is, when known. */
export type ConfigWarn = (message: string, at?: Computed | LiteralCall) => void;

/** A warning about the config, at the place a computed value stands when there is one. */
export function configWarner(root: string, configPath: string, warnings: ContentWarning[]): ConfigWarn {
  return (message, at) => {
    warnings.push(at ? { path: sitePath(root, at.file), line: at.line, message } : { path: configPath, message });
  };
}

/**
 * Starlight's configuration in `file`, or undefined when the site is not a Starlight site (the
 * config neither imports the package nor calls it). Throws, naming the file, when it is not
 * JavaScript or TypeScript at all.
 */
export async function readStarlightConfig(root: string, file: string): Promise<StarlightConfig | undefined> {
  const text = await readFile(file, "utf8");
  // Cheap to tell: a Starlight site's config imports the package by name.
  if (!text.includes(STARLIGHT_PACKAGE)) return undefined;
  const imported = new RegExp(`import\\s+(\\w+)\\s+from\\s+["']${STARLIGHT_PACKAGE}["']`).exec(text);
  const calleeNames = ["starlight", ...(imported ? [imported[1]!] : [])];

  const warnings: ContentWarning[] = [];
  const warn = configWarner(root, sitePath(root, file), warnings);
  const astro = unwrapCalls((await readModuleDefault(file, root)).value, CONFIG_WRAPPERS);
  if (!isLiteralObject(astro)) {
    warn(`the config is ${describe(astro)}, not an object; the folders give the order instead`, placeOf(astro));
    return { srcDir: "src", base: "", warnings };
  }
  const call = findStarlightCall(astro.integrations, calleeNames);
  if (call === undefined) {
    if (!(astro.integrations instanceof Computed)) return undefined;
    warn("the integrations are computed; Starlight's settings are not read", astro.integrations);
  }
  const options = call === undefined ? undefined : unwrapCalls(call.args[0] ?? null, CONFIG_WRAPPERS);
  if (call !== undefined && !isLiteralObject(options)) {
    warn(`Starlight's options are ${describe(options)}; the folders give the order instead`, placeOf(options) ?? call);
  }
  const spread = isLiteralObject(options) ? placeOf(options[COMPUTED_SPREAD_KEY]) : undefined;
  if (spread !== undefined) {
    warn(`Starlight's options take keys from what is ${describe(spread)}; those keys are not read`, spread);
  }
  return {
    ...(isLiteralObject(options) && { options }),
    srcDir: pathOption(astro.srcDir, "src", "srcDir", warn),
    base: pathOption(astro.base, "", "base", warn),
    warnings,
  };
}

/** The `starlight(...)` call among the integrations (Astro flattens nested lists of them). */
function findStarlightCall(integrations: Literal, calleeNames: readonly string[]): LiteralCall | undefined {
  if (!Array.isArray(integrations)) return undefined;
  for (const integration of integrations) {
    if (integration instanceof LiteralCall && calleeNames.includes(integration.callee)) return integration;
    const nested = findStarlightCall(integration, calleeNames);
    if (nested) return nested;
  }
  return undefined;
}

/** `srcDir: "./www"` → "www", `base: "/docs/"` → "/docs"; the default when it is not a literal. */
function pathOption(value: Literal, fallback: string, key: string, warn: ConfigWarn): string {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== "string") {
    warn(`${key} is ${describe(value)}; "${fallback}" is taken instead`, placeOf(value));
    return fallback;
  }
  if (key === "base") return value === "/" ? "" : `/${value.replace(/^\/+|\/+$/g, "")}`;
  return value.replace(/^\.\//, "").replace(/\/+$/, "");
}

/** Where a value that only running the config would tell stands, when it is one. */
export function placeOf(value: Literal): Computed | LiteralCall | undefined {
  return value instanceof Computed || value instanceof LiteralCall ? value : undefined;
}

/** A value in a few words, for a warning. */
export function describe(value: Literal): string {
  if (value instanceof Computed) return `computed (${value.reason})`;
  if (value instanceof LiteralCall) return `computed by a call of ${value.callee}`;
  if (Array.isArray(value)) return "a list";
  if (isLiteralObject(value)) return "an object";
  return JSON.stringify(value) ?? String(value);
}
