// The files a configuration is made of: found the way Node and TypeScript find a relative
// import, only ever inside the site's folder, and parsed into a syntax tree that nothing runs.
// Reads are synchronous because the literal reader asks for a module in the middle of reading
// an expression; configurations are a handful of small files.
import { parse, type ParserPlugin } from "@babel/parser";
import type { Program } from "@babel/types";
import { realpathSync, statSync } from "node:fs";
import path from "node:path";
import { LEADS_OUTSIDE } from "../insideFolder.js";
import { describeReadError, readTextFileSync } from "../textFile.js";
import { emptyLiteralObject, type Literal } from "./literals.js";
import { sitePath } from "./siteFiles.js";

/** A module as read: a program, a JSON value, or why it could not be read. */
export type ModuleText =
  | { kind: "program"; file: string; program: Program }
  | { kind: "json"; file: string; value: Literal }
  | { kind: "unreadable"; file: string; reason: string };

/** Larger files are not configuration; reading them would only cost memory. */
const MAX_MODULE_BYTES = 2 * 1024 * 1024;

const EXTENSIONS = [".ts", ".mts", ".cts", ".tsx", ".js", ".mjs", ".cjs", ".jsx", ".json"];

/** TypeScript lets `./x.js` name the `./x.ts` it compiles to. */
const TYPESCRIPT_SOURCES: Readonly<Record<string, readonly string[]>> = {
  ".js": [".ts", ".tsx"],
  ".mjs": [".mts"],
  ".cjs": [".cts"],
  ".jsx": [".tsx"],
};

export function isRelativeSpecifier(specifier: string): boolean {
  return specifier.startsWith("./") || specifier.startsWith("../") || specifier === "." || specifier === "..";
}

/** The file a relative import names, or why it is not read. */
export function resolveImport(
  fromFile: string,
  specifier: string,
  root: string,
): { file: string } | { reason: string } {
  const target = path.resolve(path.dirname(fromFile), specifier);
  if (!isLexicallyInside(root, target)) return { reason: `"${specifier}" is outside the site` };
  const file = candidateFiles(target).find((candidate) => isLexicallyInside(root, candidate) && isFile(candidate));
  if (!file) return { reason: `"${specifier}" is not found` };
  return leadsOutside(root, file) ? { reason: `"${specifier}" ${LEADS_OUTSIDE}` } : { file };
}

/** Why the file a reader starts from is not read: it is outside the site, or links out of it. */
export function whyNotSiteFile(root: string, file: string): string | undefined {
  if (!isLexicallyInside(root, file)) return `${file} is outside the site ${root}`;
  if (isFile(file) && leadsOutside(root, file)) return `${sitePath(root, file)} ${LEADS_OUTSIDE}`;
  return undefined;
}

/** Reads and parses a module; a file that is not valid JavaScript, TypeScript or JSON is unreadable, with the reason. */
export function readModuleText(file: string, root: string): ModuleText {
  const name = sitePath(root, file);
  let text: string;
  try {
    if (statSync(file).size > MAX_MODULE_BYTES) {
      return { kind: "unreadable", file, reason: `${name} is too large to be a configuration` };
    }
    text = readTextFileSync(file);
  } catch (error) {
    return { kind: "unreadable", file, reason: `${name} ${describeReadError(error)}` };
  }
  if (path.extname(file) === ".json") {
    try {
      return { kind: "json", file, value: JSON.parse(text, withoutPrototypes) as Literal };
    } catch (error) {
      return { kind: "unreadable", file, reason: `${name}: not valid JSON: ${(error as Error).message}` };
    }
  }
  try {
    return { kind: "program", file, program: parse(text, parserOptions(file)).program };
  } catch (error) {
    const { message, loc } = error as Error & { loc?: { line: number } };
    // Babel ends its message with "(line:column)", which the prefix already tells.
    const reason = message.replace(/ \(\d+:\d+\)$/, "");
    return {
      kind: "unreadable",
      file,
      reason: `${name}:${loc?.line ?? 1}: not valid JavaScript or TypeScript: ${reason}`,
    };
  }
}

function parserOptions(file: string) {
  const extension = path.extname(file);
  // TypeScript's `<T>x` and JSX cannot both be read, so JSX only where the extension allows it.
  const syntax: ParserPlugin[] = [".ts", ".mts", ".cts"].includes(extension)
    ? ["typescript"]
    : extension === ".tsx"
      ? ["typescript", "jsx"]
      : ["jsx"];
  return {
    sourceType: "unambiguous" as const,
    plugins: [...syntax, "importAttributes", "decorators-legacy", "topLevelAwait"] satisfies ParserPlugin[],
    errorRecovery: false,
    allowReturnOutsideFunction: false,
  };
}

function candidateFiles(target: string): string[] {
  const extension = path.extname(target);
  const withoutExtension = target.slice(0, target.length - extension.length);
  return [
    target,
    ...EXTENSIONS.map((candidate) => target + candidate),
    ...(TYPESCRIPT_SOURCES[extension] ?? []).map((source) => withoutExtension + source),
    ...EXTENSIONS.map((candidate) => path.join(target, `index${candidate}`)),
  ];
}

export function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Whether a symbolic link on the way leads the file out of the site. */
function leadsOutside(root: string, file: string): boolean {
  return !isLexicallyInside(realpathSync(root), realpathSync(file));
}

function isLexicallyInside(root: string, target: string): boolean {
  const fromRoot = path.relative(root, target);
  return fromRoot !== ".." && !fromRoot.startsWith(`..${path.sep}`) && !path.isAbsolute(fromRoot);
}

/** JSON objects like every other literal object: keys only, no prototype. */
function withoutPrototypes(_key: string, value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  return Object.assign(emptyLiteralObject(), value);
}
