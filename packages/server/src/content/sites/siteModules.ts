// The modules of a site as one reading of a configuration sees them: each file parsed once, each
// top-level name read once, imports followed into the site's own files and never out of its
// folder. Names are followed from module to module here; expressions are read in
// literalExpression.ts.
import type { Node } from "@babel/types";
import { callSiteFunction } from "./literalCalls.js";
import { readExpression } from "./literalExpression.js";
import {
  type Computed,
  computedAt,
  emptyLiteralObject,
  isLiteralObject,
  type Literal,
  type LiteralObject,
  type Place,
  propertyOf,
} from "./literals.js";
import { isRelativeSpecifier, readModuleText, resolveImport } from "./moduleFiles.js";
import { type ModuleScope, readModuleScope } from "./moduleScope.js";
import type { FunctionTarget, Scope } from "./readingScope.js";
import { memberNames, withoutTypeSyntax } from "./syntaxNames.js";

/** A module as read: its top level, its JSON value, or why it is not read. */
type SiteModule =
  { kind: "program"; scope: ModuleScope } | { kind: "json"; value: Literal } | { kind: "unreadable"; reason: string };

/** Following a name through aliases and re-exports stops after this many steps: they loop. */
const MAX_HOPS = 50;

/**
 * Names whose values are read one inside another (`const b = a`, `const c = b`…) stop at this
 * depth, well before the stack of the reader itself would overflow.
 */
const MAX_NESTED_NAMES = 200;

/**
 * The work one reading does, in expressions read and items copied. Real configurations take a
 * few thousand, long sidebars a few tens of thousands; a hostile one could ask for ever more
 * (`const b = [...a, ...a]`, a function calling itself three times), so the reader stops here.
 */
const MAX_STEPS = 200_000;

export class SiteModules {
  /** Every file read, in the order it was first read. */
  readonly files = new Set<string>();
  private readonly modules = new Map<string, SiteModule>();
  private readonly values = new Map<string, Literal>();
  private readonly reading = new Set<string>();
  private steps = 0;

  constructor(private readonly root: string) {}

  topScope(module: ModuleScope): Scope {
    return { modules: this, module, params: undefined, depth: 0 };
  }

  /** Counts work done by this reading; a Computed at `at` once it is more than any configuration needs. */
  spend(steps: number, at: Place): Computed | undefined {
    this.steps += steps;
    return this.steps > MAX_STEPS ? computedAt(at, "more than a configuration is read for") : undefined;
  }

  /** An expression's value where it is read. */
  read(node: Node, scope: Scope): Literal {
    return readExpression(node, scope);
  }

  /**
   * The module's export `name` ("default" for the default export). The default export of a
   * function is read as what it returns, since that is what the tool asks it for.
   */
  readExport(file: string, name: string): Literal {
    const module = this.module(file);
    if (module.kind === "unreadable") throw new Error(module.reason);
    const at = { file, line: module.kind === "program" ? (module.scope.exports.get(name)?.line ?? 1) : 1 };
    if (module.kind === "json") return name === "default" ? module.value : propertyOf(module.value, name, at);
    const configFunction = name === "default" ? this.functionOfExport(module.scope, name, 0) : undefined;
    if (!configFunction) return this.exportValue(module.scope, name, at);
    const passed = configFunction.node.params.map(() => computedAt(at, "a value the tool passes to the configuration"));
    return callSiteFunction(configFunction, passed, { at, name: "the default export", depth: 0, isAwaited: true });
  }

  /** The value of a top-level name of `module`, read for an expression at `at`. */
  bindingValue(module: ModuleScope, name: string, at: Place): Literal {
    const binding = module.bindings.get(name);
    const changedOn = module.changedOn.get(name);
    if (changedOn !== undefined) {
      return computedAt({ file: module.file, line: changedOn }, `${name} is changed after its declaration`);
    }
    switch (binding?.kind) {
      case undefined:
        return undefined;
      case "function":
        return computedAt(at, "a function");
      case "opaque":
        return computedAt(at, `${name}, ${binding.reason}`);
      case "import":
        return this.importValue(module, binding.source, binding.imported, at);
      case "value":
        return this.once(module, name, at, () => this.read(binding.init, this.topScope(module)));
      case "property":
        return this.once(module, name, at, () =>
          propertyOf(this.read(binding.init, this.topScope(module)), binding.key, at),
        );
    }
  }

  /** An export of `module`; undefined when it has none by that name. */
  exportValue(module: ModuleScope, name: string, at: Place): Literal {
    const source = module.exports.get(name);
    switch (source?.kind) {
      case "binding":
        return this.bindingValue(module, source.name, at);
      case "expression":
        return this.once(module, `the export ${name}`, at, () => this.read(source.node, this.topScope(module)));
      case "reexport":
        return this.once(module, `the export ${name}`, at, () =>
          this.importValue(module, source.source, source.imported, at),
        );
    }
    // `exports.name = …` alone: `module.exports` is the object of those names.
    if (name === "default") return module.isCommonJs ? this.exportsObject(module, at) : undefined;
    if (module.commonJsValue) return propertyOf(this.exportValue(module, "default", at), name, at);
    for (const star of module.starExports) {
      const target = this.imported(module, star.source);
      if (target.kind === "program" && this.exportNames(target.scope).has(name)) {
        return this.exportValue(target.scope, name, at);
      }
    }
    return undefined;
  }

  /** What `import … from source` gets: `imported` is a name, "default", or "*" for the whole module. */
  importValue(module: ModuleScope, source: string, imported: string, at: Place): Literal {
    const target = this.imported(module, source);
    switch (target.kind) {
      case "unreadable":
        return computedAt(at, target.reason);
      case "json":
        return imported === "default" || imported === "*" ? target.value : propertyOf(target.value, imported, at);
      case "program":
        return imported === "*" ? this.namespaceValue(target.scope, at) : this.exportValue(target.scope, imported, at);
    }
  }

  /** What `require(source)` gets: `module.exports`, or an ES module's namespace. */
  requireValue(module: ModuleScope, source: string, at: Place): Literal {
    const target = this.imported(module, source);
    if (target.kind !== "program" || !target.scope.isCommonJs) return this.importValue(module, source, "*", at);
    return this.exportValue(target.scope, "default", at);
  }

  /** The function a callee names, when it is one of the site's own. */
  functionOf(callee: Node, scope: Scope, hops = 0): FunctionTarget | undefined {
    const node = withoutTypeSyntax(callee);
    if (hops > MAX_HOPS) return undefined;
    switch (node.type) {
      case "ArrowFunctionExpression":
      case "FunctionExpression":
      case "FunctionDeclaration":
        return { node, scope };
      case "Identifier":
        return scope.params?.has(node.name) ? undefined : this.functionOfName(scope.module, node.name, hops + 1);
      case "MemberExpression": {
        // `helpers.sidebar()` where `import * as helpers from "./helpers"`
        const [name, exported, ...rest] = memberNames(node) ?? [];
        const binding = name === undefined || scope.params?.has(name) ? undefined : scope.module.bindings.get(name);
        if (binding?.kind !== "import" || binding.imported !== "*" || exported === undefined || rest.length > 0) {
          return undefined;
        }
        const target = this.imported(scope.module, binding.source);
        return target.kind === "program" ? this.functionOfExport(target.scope, exported, hops + 1) : undefined;
      }
      default:
        return undefined;
    }
  }

  /** The package a top-level name comes from (by `import` or `require`), and the name it has there. */
  packageOrigin(module: ModuleScope, name: string): { source: string; imported: string } | undefined {
    const binding = module.bindings.get(name);
    if (binding?.kind === "import") {
      return isRelativeSpecifier(binding.source) ? undefined : { source: binding.source, imported: binding.imported };
    }
    if (binding?.kind !== "value" && binding?.kind !== "property") return undefined;
    const required = requiredPackage(binding.init);
    if (!required) return undefined;
    return { source: required.source, imported: binding.kind === "property" ? binding.key : required.imported };
  }

  private functionOfName(module: ModuleScope, name: string, hops: number): FunctionTarget | undefined {
    const binding = module.bindings.get(name);
    if (module.changedOn.has(name)) return undefined;
    switch (binding?.kind) {
      case "function":
        return { node: binding.node, scope: this.topScope(module) };
      case "value":
        return this.functionOf(binding.init, this.topScope(module), hops + 1);
      case "import": {
        const target = this.imported(module, binding.source);
        return target.kind === "program" ? this.functionOfExport(target.scope, binding.imported, hops + 1) : undefined;
      }
      default:
        return undefined;
    }
  }

  private functionOfExport(module: ModuleScope, name: string, hops: number): FunctionTarget | undefined {
    if (hops > MAX_HOPS) return undefined;
    const source = module.exports.get(name);
    switch (source?.kind) {
      case "binding":
        return this.functionOfName(module, source.name, hops + 1);
      case "expression":
        return this.functionOf(source.node, this.topScope(module), hops + 1);
      case "reexport": {
        const target = this.imported(module, source.source);
        return target.kind === "program" ? this.functionOfExport(target.scope, source.imported, hops + 1) : undefined;
      }
    }
    for (const star of module.starExports) {
      const target = this.imported(module, star.source);
      const found = target.kind === "program" ? this.functionOfExport(target.scope, name, hops + 1) : undefined;
      if (found) return found;
    }
    return undefined;
  }

  /** `import * as name`: every export, as an object. */
  private namespaceValue(module: ModuleScope, at: Place): LiteralObject {
    const namespace = this.exportsObject(module, at);
    if (!module.isCommonJs) return namespace;
    // Node gives a CommonJS module's namespace its `module.exports` as the default, and its keys as names.
    const moduleExports = this.exportValue(module, "default", at);
    namespace.default = moduleExports;
    if (isLiteralObject(moduleExports)) {
      for (const key of Object.keys(moduleExports)) namespace[key] ??= moduleExports[key];
    }
    return namespace;
  }

  private exportsObject(module: ModuleScope, at: Place): LiteralObject {
    const exported = emptyLiteralObject();
    for (const name of this.exportNames(module)) exported[name] = this.exportValue(module, name, at);
    return exported;
  }

  private exportNames(module: ModuleScope, seen = new Set<string>()): Set<string> {
    const names = new Set(module.exports.keys());
    seen.add(module.file);
    for (const star of module.starExports) {
      const target = this.imported(module, star.source);
      if (target.kind !== "program" || seen.has(target.scope.file)) continue;
      for (const name of this.exportNames(target.scope, seen)) if (name !== "default") names.add(name);
    }
    return names;
  }

  /** The module in `file`, read and parsed once. */
  private module(file: string): SiteModule {
    let module = this.modules.get(file);
    if (!module) {
      const text = readModuleText(file, this.root);
      this.files.add(file);
      module = text.kind === "program" ? { kind: "program", scope: readModuleScope(file, text.program) } : text;
      this.modules.set(file, module);
    }
    return module;
  }

  /** The module an import names; a package's, or a file outside the site, is not read. */
  private imported(module: ModuleScope, source: string): SiteModule {
    if (!isRelativeSpecifier(source)) return { kind: "unreadable", reason: `imported from "${source}"` };
    const resolved = resolveImport(module.file, source, this.root);
    return "reason" in resolved ? { kind: "unreadable", reason: resolved.reason } : this.module(resolved.file);
  }

  /** A value read once per reading, and a Computed for a name whose value depends on itself. */
  private once(module: ModuleScope, what: string, at: Place, read: () => Literal): Literal {
    const key = `${module.file}\0${what}`;
    if (this.values.has(key)) return this.values.get(key);
    if (this.reading.has(key)) return computedAt(at, `a cycle through ${what}`);
    if (this.reading.size >= MAX_NESTED_NAMES) return computedAt(at, `names nested more than ${MAX_NESTED_NAMES} deep`);
    this.reading.add(key);
    try {
      const value = read();
      this.values.set(key, value);
      return value;
    } finally {
      this.reading.delete(key);
    }
  }
}

/** The package of `require("pkg")` or `require("pkg").name`, with the name ("*" for the whole module). */
function requiredPackage(init: Node): { source: string; imported: string } | undefined {
  const node = withoutTypeSyntax(init);
  if (node.type === "MemberExpression" && !node.computed && node.property.type === "Identifier") {
    const required = requiredPackage(node.object);
    return required && required.imported === "*"
      ? { source: required.source, imported: node.property.name }
      : undefined;
  }
  if (node.type !== "CallExpression" || node.callee.type !== "Identifier" || node.callee.name !== "require") {
    return undefined;
  }
  const [argument] = node.arguments;
  if (argument?.type !== "StringLiteral" || isRelativeSpecifier(argument.value)) return undefined;
  return { source: argument.value, imported: "*" };
}
