// The path aliases of a site's tsconfig.json or jsconfig.json (`"~/*": ["./src/*"]`,
// `"@components/*": ["components/*"]`), with which its pages import the Markdown they include
// and name images (Starlight's hero: `file: ~/assets/hero.webp`). Read as data, never run.
import { readFileSync } from "node:fs";
import path from "node:path";
import { isPropObject, literalOf, type PropValue } from "./mdx/props.js";

export interface PathAliases {
  /** The path from the site's root (`/src/assets/hero.webp`) an aliased target names; undefined for one that is not aliased. */
  resolve(target: string): string | undefined;
}

const CONFIG_FILES = ["tsconfig.json", "jsconfig.json"];
const NONE: PathAliases = { resolve: () => undefined };

export function readPathAliases(siteRoot: string): PathAliases {
  for (const name of CONFIG_FILES) {
    let text: string;
    try {
      text = readFileSync(path.join(siteRoot, name), "utf8");
    } catch {
      continue;
    }
    // JSON with comments and trailing commas, as these files are written, is a JavaScript literal.
    const options = property(literalOf(`(${text})`), "compilerOptions");
    const paths = property(options, "paths");
    if (!isPropObject(paths)) return NONE;
    const baseUrl = property(options, "baseUrl");
    return aliasesOf(paths, typeof baseUrl === "string" ? baseUrl : ".");
  }
  return NONE;
}

function aliasesOf(paths: { [key: string]: PropValue }, baseUrl: string): PathAliases {
  const aliases = Object.entries(paths).flatMap(([pattern, targets]) => {
    const target = Array.isArray(targets) ? targets.find((item) => typeof item === "string") : undefined;
    return typeof target === "string" ? [{ pattern, target }] : [];
  });
  return {
    resolve(written) {
      for (const { pattern, target } of aliases) {
        const isWildcard = pattern.endsWith("*") && target.endsWith("*");
        const prefix = isWildcard ? pattern.slice(0, -1) : pattern;
        if (isWildcard ? !written.startsWith(prefix) : written !== pattern) continue;
        const mapped = isWildcard ? target.slice(0, -1) + written.slice(prefix.length) : target;
        const fromRoot = path.posix.normalize(path.posix.join(baseUrl, mapped));
        if (fromRoot.startsWith("..")) return undefined;
        return `/${fromRoot.replace(/^\.?\//, "")}`;
      }
      return undefined;
    },
  };
}

function property(value: PropValue | undefined, key: string): PropValue | undefined {
  return isPropObject(value) ? value[key] : undefined;
}
