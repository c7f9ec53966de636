// Paths a configuration names from its own file: `path.resolve(__dirname, "./sidebars.json")`,
// `fileURLToPath(new URL('./src', import.meta.url))`, `require.resolve("./plugin")`. Where the
// program runs decides the absolute path, but the way from the module's folder is written in the
// file, and that is what a reader of the site needs.
import type { Node } from "@babel/types";
import nodePath from "node:path";
import { Computed, computedAt } from "./literals.js";
import { isRelativeSpecifier } from "./moduleFiles.js";
import { isGlobal, placeOf, type Scope } from "./readingScope.js";
import { memberNames } from "./syntaxNames.js";

const PATH_MODULES = ["path", "node:path", "path/posix", "node:path/posix"];
const URL_MODULES = ["url", "node:url"];

/** Following a name to the path it was given stops after this many steps: they loop. */
const MAX_HOPS = 20;

/**
 * The path a path expression names, "/"-separated and relative to the folder of the module it is
 * written in ("./sidebars.json", "../shared", "./" for the folder itself); a Computed when the
 * expression starts from the module's place but cannot be followed; undefined when it is not one
 * of these expressions.
 */
export function modulePath(node: Node, scope: Scope): string | Computed | undefined {
  // `__dirname` alone is not read as a path: only what is built from it is.
  if (node.type === "Identifier") return undefined;
  if (node.type === "NewExpression") {
    const url = urlPath(node, scope);
    return url === undefined ? undefined : computedAt(placeOf(node, scope), "a URL of the module's place");
  }
  const path = pathFromFolder(node, scope, 0);
  return typeof path === "string" ? asRelativePath(path) : path;
}

/** The path from the module's folder, as `path.posix.join` would write it ("." is the folder). */
function pathFromFolder(node: Node, scope: Scope, hops: number): string | Computed | undefined {
  if (hops > MAX_HOPS) return undefined;
  switch (node.type) {
    case "Identifier":
      return namedPath(node.name, scope, hops);
    case "MemberExpression":
      if (isImportMeta(node, "dirname")) return ".";
      if (isImportMeta(node, "filename")) return moduleFileName(scope);
      return !node.computed && node.property.type === "Identifier" && node.property.name === "pathname"
        ? urlPath(node.object, scope)
        : undefined;
    case "CallExpression":
      return calledPath(node.callee, node.arguments, scope, hops);
    default:
      return undefined;
  }
}

/** `__dirname`, `__filename`, or a top-level constant given such a path (`const docs = path.join(__dirname, "docs")`). */
function namedPath(name: string, scope: Scope, hops: number): string | Computed | undefined {
  if (isGlobal(name, scope)) {
    if (name === "__dirname") return ".";
    return name === "__filename" ? moduleFileName(scope) : undefined;
  }
  const binding = scope.params?.has(name) ? undefined : scope.module.bindings.get(name);
  if (binding?.kind !== "value" || scope.module.changedOn.has(name)) return undefined;
  return pathFromFolder(binding.init, scope.modules.topScope(scope.module), hops + 1);
}

function calledPath(callee: Node, args: readonly Node[], scope: Scope, hops: number): string | Computed | undefined {
  const [first, ...rest] = args;
  const place = placeOf(callee, scope);
  const names = memberNames(callee);
  if (names?.join(".") === "require.resolve" && isGlobal("require", scope)) {
    const specifier = first && scope.modules.read(first, scope);
    if (typeof specifier !== "string") return computedAt(place, "require.resolve of a computed path");
    return isRelativeSpecifier(specifier) ? specifier : computedAt(place, `a file of a package: ${specifier}`);
  }
  if (importedFunction(callee, scope, URL_MODULES) === "fileURLToPath" && first) {
    return isImportMeta(first, "url") ? moduleFileName(scope) : urlPath(first, scope);
  }
  const pathFunction = importedFunction(callee, scope, PATH_MODULES);
  if (pathFunction !== "resolve" && pathFunction !== "join" && pathFunction !== "dirname") return undefined;
  const base = first && pathFromFolder(first, scope, hops + 1);
  if (typeof base !== "string") return base;
  if (pathFunction === "dirname") return nodePath.posix.dirname(base);
  let path = base;
  for (const part of rest) {
    const value = scope.modules.read(part, scope);
    if (typeof value !== "string") {
      return value instanceof Computed ? value : computedAt(place, `a path built from ${names?.join(".")}`);
    }
    // path.resolve starts again at an absolute path, which depends on the machine.
    if (pathFunction === "resolve" && value.startsWith("/")) return computedAt(place, `the absolute path ${value}`);
    path = nodePath.posix.join(path, value);
  }
  return path;
}

/** `new URL('./x', import.meta.url)`: the URL of a file beside the module. */
function urlPath(node: Node, scope: Scope): string | Computed | undefined {
  const isUrl = node.type === "NewExpression" && node.callee.type === "Identifier" && node.callee.name === "URL";
  if (!isUrl) return undefined;
  const [relative, base] = node.arguments;
  if (!base || !isImportMeta(base, "url") || !isGlobal("URL", scope)) return undefined;
  const value = relative && scope.modules.read(relative, scope);
  if (typeof value === "string" && !value.startsWith("/") && !/^[a-z][a-z\d+.-]*:/i.test(value)) {
    return nodePath.posix.join(".", value);
  }
  return value instanceof Computed ? value : computedAt(placeOf(node, scope), "a URL that is not beside the module");
}

/** The name a path or url function has in its module, when the callee is one (`path.join`, or `join` imported from "node:path"). */
function importedFunction(callee: Node, scope: Scope, modules: readonly string[]): string | undefined {
  const [name, property, ...rest] = memberNames(callee) ?? [];
  if (name === undefined || rest.length > 0 || scope.params?.has(name)) return undefined;
  const origin = scope.modules.packageOrigin(scope.module, name);
  if (!origin || !modules.includes(origin.source)) return undefined;
  if (property === undefined) return origin.imported;
  return origin.imported === "default" || origin.imported === "*" ? property : undefined;
}

function isImportMeta(node: Node, property: string): boolean {
  return (
    node.type === "MemberExpression" &&
    node.object.type === "MetaProperty" &&
    node.object.meta.name === "import" &&
    !node.computed &&
    node.property.type === "Identifier" &&
    node.property.name === property
  );
}

function moduleFileName(scope: Scope): string {
  return nodePath.basename(scope.module.file);
}

/** "./x", "../x", or "./" for the folder itself. */
function asRelativePath(path: string): string {
  const normal = nodePath.posix.normalize(path).replace(/\/+$/, "");
  if (normal === "." || normal === "") return "./";
  if (normal === "..") return "../";
  return normal.startsWith("../") ? normal : `./${normal}`;
}
