// The one reader of configurations that are programs (docusaurus.config.ts, sidebars.js,
// .vitepress/config.mts, astro.config.mjs, _meta.ts). rxdocs never runs a site's code: it parses
// the files and takes what is written in them as values. What only running would tell is marked
// as a Computed where it is, so that a reader can fall back and warn "file:line"; a call of a
// package's function is kept as a LiteralCall, so that a reader can look inside the wrappers it
// knows (`defineConfig({...})`).
//
// An object keeps what it cannot place under a key: the first spread of a computed value under
// "..." (`{ ...base(), title: "x" }` keeps title), the first computed key that is not a literal
// under "[computed]". An array keeps a computed spread as one Computed item where it was.
import path from "node:path";
import { type Literal, LiteralCall } from "./literals.js";
import { whyNotSiteFile } from "./moduleFiles.js";
import { SiteModules } from "./siteModules.js";

export { Computed, isLiteralObject, type Literal, LiteralCall, type LiteralObject } from "./literals.js";
/** Where an object keeps a spread (`...x`) or a key (`[k]:`) that only running the program would tell. */
export { COMPUTED_KEY_KEY, COMPUTED_SPREAD_KEY } from "./literalExpression.js";

export interface ModuleValue {
  /** undefined when the module has no such export. */
  value: Literal;
  /** Every file read to get it (the module and the site's own modules it imports), absolute. */
  files: string[];
}

/**
 * The default export of a module (`export default X`, `module.exports = X`, `export = X`,
 * `export default function () { return X }` with a single return), read as a literal.
 * `root` is the site's folder: imports of files outside it are Computed, never read.
 * Throws an Error with a clear one-line message (file name, line, parser message) when the file is not valid JS/TS.
 */
export async function readModuleDefault(file: string, root: string): Promise<ModuleValue> {
  return readModuleValue(file, root, "default");
}

/** A named export (`export const locales = {...}`, `export { x as locales }`, `exports.locales = ...`). */
export async function readModuleExport(file: string, root: string, name: string): Promise<ModuleValue> {
  return readModuleValue(file, root, name);
}

/** Unwraps known wrapper calls: given a LiteralCall whose callee is one of `names` (e.g. ["defineConfig", "withMermaid"]) returns its first argument, recursively (withMermaid(defineConfig({...})) → the object). Anything else is returned as it is. */
export function unwrapCalls(value: Literal, names: readonly string[]): Literal {
  let unwrapped = value;
  while (unwrapped instanceof LiteralCall && names.includes(unwrapped.callee)) unwrapped = unwrapped.args[0];
  return unwrapped;
}

function readModuleValue(file: string, root: string, name: string): ModuleValue {
  const site = path.resolve(root);
  const entry = path.resolve(file);
  const whyNot = whyNotSiteFile(site, entry);
  if (whyNot !== undefined) throw new Error(whyNot);
  const modules = new SiteModules(site);
  const value = modules.readExport(entry, name);
  return { value, files: [...modules.files] };
}
