// What a module's top level names and exports, read from its syntax tree: the map the literal
// reader follows from a name to the expression that gives it its value. Only declarations at the
// top level count; a configuration builds its value there.
import type {
  Declaration,
  ExportDefaultDeclaration,
  ExportNamedDeclaration,
  Expression,
  FunctionDeclaration,
  ImportDeclaration,
  LVal,
  Node,
  Program,
  VariableDeclaration,
} from "@babel/types";
import { keyName, lineOf, memberNames, nameOf, patternNames, withoutTypeSyntax } from "./syntaxNames.js";

/** What a top-level name stands for. */
export type Binding =
  /** `const name = init` */
  | { kind: "value"; init: Expression }
  /** `const { key: name } = init` */
  | { kind: "property"; init: Expression; key: string }
  | { kind: "function"; node: FunctionDeclaration }
  /** `import name from source` is "default", `import * as name` is "*". */
  | { kind: "import"; source: string; imported: string }
  /** A name whose value no expression gives: a class, `let x;`, an array pattern. */
  | { kind: "opaque"; reason: string };

/** Where an export's value comes from. */
export type ExportSource = (
  | { kind: "binding"; name: string }
  | { kind: "expression"; node: ExportDefaultDeclaration["declaration"] }
  /** `export { imported as name } from source`; "*" for `export * as name from source`. */
  | { kind: "reexport"; source: string; imported: string }
) & { line: number };

export interface ModuleScope {
  file: string;
  bindings: Map<string, Binding>;
  /** By exported name; "default" is the default export, and `module.exports = X` too. */
  exports: Map<string, ExportSource>;
  /** `export * from source`: a name not among `exports` may be one of theirs. */
  starExports: { source: string; line: number }[];
  /** The X of `module.exports = X` or `export = X`, whose keys are what a named import gets. */
  commonJsValue: Expression | undefined;
  /** Whether the module exports through `module.exports` or `exports` at all. */
  isCommonJs: boolean;
  /**
   * The line where a top-level name is assigned, or changed in place (`links.push(...)`), after
   * its declaration: its declared value is then not the one the program ends up with.
   */
  changedOn: Map<string, number>;
}

/** A name destructured in a way the reader does not follow: `const [a] = list`, `const { [key]: b } = object`. */
const DESTRUCTURED: Binding = { kind: "opaque", reason: "a destructured binding" };

/** Methods that change the array, map or set they are called on. */
const CHANGING_METHODS = new Set([
  "push",
  "pop",
  "shift",
  "unshift",
  "splice",
  "sort",
  "reverse",
  "fill",
  "set",
  "add",
  "delete",
  "clear",
]);

export function readModuleScope(file: string, program: Program): ModuleScope {
  const scope: ModuleScope = {
    file,
    bindings: new Map(),
    exports: new Map(),
    starExports: [],
    commonJsValue: undefined,
    isCommonJs: false,
    changedOn: new Map(),
  };
  for (const statement of program.body) {
    switch (statement.type) {
      case "ImportDeclaration":
        addImport(scope, statement);
        break;
      case "ExportNamedDeclaration":
        addNamedExport(scope, statement);
        break;
      case "ExportDefaultDeclaration":
        addDefaultExport(scope, statement);
        break;
      case "ExportAllDeclaration":
        if (statement.exportKind !== "type") {
          scope.starExports.push({ source: statement.source.value, line: lineOf(statement) });
        }
        break;
      case "TSExportAssignment":
        setCommonJsValue(scope, statement.expression);
        break;
      case "ExpressionStatement":
        if (statement.expression.type === "AssignmentExpression" && statement.expression.operator === "=") {
          addCommonJsExport(scope, statement.expression.left, statement.expression.right);
        }
        break;
      default:
        addDeclaration(scope, statement);
    }
  }
  findChanges(scope, program);
  return scope;
}

function addImport(scope: ModuleScope, statement: ImportDeclaration): void {
  if (statement.importKind === "type" || statement.importKind === "typeof") return;
  const source = statement.source.value;
  for (const specifier of statement.specifiers) {
    if (specifier.type === "ImportSpecifier" && specifier.importKind === "type") continue;
    const imported =
      specifier.type === "ImportDefaultSpecifier"
        ? "default"
        : specifier.type === "ImportNamespaceSpecifier"
          ? "*"
          : nameOf(specifier.imported);
    scope.bindings.set(specifier.local.name, { kind: "import", source, imported });
  }
}

function addNamedExport(scope: ModuleScope, statement: ExportNamedDeclaration): void {
  if (statement.exportKind === "type") return;
  if (statement.declaration) {
    for (const name of addDeclaration(scope, statement.declaration)) {
      scope.exports.set(name, { kind: "binding", name, line: lineOf(statement) });
    }
  }
  for (const specifier of statement.specifiers) {
    if (specifier.type === "ExportSpecifier" && specifier.exportKind === "type") continue;
    const exported = nameOf(specifier.exported);
    const line = lineOf(specifier);
    if (specifier.type === "ExportNamespaceSpecifier" && statement.source) {
      scope.exports.set(exported, { kind: "reexport", source: statement.source.value, imported: "*", line });
    } else if (specifier.type === "ExportSpecifier") {
      scope.exports.set(
        exported,
        statement.source
          ? { kind: "reexport", source: statement.source.value, imported: specifier.local.name, line }
          : { kind: "binding", name: specifier.local.name, line },
      );
    }
  }
}

function addDefaultExport(scope: ModuleScope, statement: ExportDefaultDeclaration): void {
  const { declaration } = statement;
  const line = lineOf(statement);
  const [name] = declaration.type === "Identifier" ? [declaration.name] : addDeclaration(scope, declaration);
  scope.exports.set(
    "default",
    name === undefined ? { kind: "expression", node: declaration, line } : { kind: "binding", name, line },
  );
}

/** `module.exports = X`, `exports.name = X`, `module.exports.name = X`. */
function addCommonJsExport(scope: ModuleScope, target: LVal | Expression, value: Expression): void {
  const names = memberNames(target);
  if (names?.join(".") === "module.exports") {
    setCommonJsValue(scope, value);
    return;
  }
  const name =
    names?.length === 2 && names[0] === "exports"
      ? names[1]
      : names?.length === 3 && names[0] === "module" && names[1] === "exports"
        ? names[2]
        : undefined;
  if (name === undefined) return;
  scope.isCommonJs = true;
  scope.exports.set(name, { kind: "expression", node: value, line: lineOf(value) });
}

function setCommonJsValue(scope: ModuleScope, value: Expression): void {
  scope.isCommonJs = true;
  scope.commonJsValue = value;
  scope.exports.set("default", { kind: "expression", node: value, line: lineOf(value) });
}

/** Binds the names a declaration declares, and returns them. */
function addDeclaration(scope: ModuleScope, declaration: Declaration | Node): string[] {
  switch (declaration.type) {
    case "VariableDeclaration":
      return addVariables(scope, declaration);
    case "FunctionDeclaration":
      if (!declaration.id) return [];
      scope.bindings.set(declaration.id.name, { kind: "function", node: declaration });
      return [declaration.id.name];
    case "ClassDeclaration":
    case "TSEnumDeclaration": {
      if (!declaration.id) return [];
      const reason = declaration.type === "ClassDeclaration" ? "a class" : "an enum";
      scope.bindings.set(declaration.id.name, { kind: "opaque", reason });
      return [declaration.id.name];
    }
    default:
      return [];
  }
}

function addVariables(scope: ModuleScope, declaration: VariableDeclaration): string[] {
  const names: string[] = [];
  for (const { id, init } of declaration.declarations) {
    if (id.type === "Identifier") {
      const binding: Binding =
        init && !declaration.declare ? { kind: "value", init } : { kind: "opaque", reason: "declared without a value" };
      scope.bindings.set(id.name, binding);
      names.push(id.name);
    } else if (id.type === "ObjectPattern" && init) {
      for (const property of id.properties) {
        const key = property.type === "ObjectProperty" && !property.computed ? keyName(property.key) : undefined;
        if (property.type === "ObjectProperty" && property.value.type === "Identifier") {
          const name = property.value.name;
          scope.bindings.set(name, key === undefined ? DESTRUCTURED : { kind: "property", init, key });
          names.push(name);
        } else {
          for (const name of patternNames(property)) scope.bindings.set(name, DESTRUCTURED);
        }
      }
    } else {
      for (const name of patternNames(id)) scope.bindings.set(name, DESTRUCTURED);
    }
  }
  return names;
}

/** Where a top-level name is assigned or changed in place, anywhere in the module. */
function findChanges(scope: ModuleScope, program: Program): void {
  forEachNode(program, (node) => {
    let target: Node | undefined;
    if (node.type === "AssignmentExpression") target = node.left;
    else if (node.type === "UpdateExpression") target = node.argument;
    else if (node.type === "UnaryExpression" && node.operator === "delete") target = node.argument;
    else if (node.type === "CallExpression" && node.callee.type === "MemberExpression") {
      const method = node.callee.computed ? undefined : keyName(node.callee.property);
      if (method !== undefined && CHANGING_METHODS.has(method)) target = node.callee.object;
      else if (["Object.assign", "Object.defineProperty"].includes(memberNames(node.callee)?.join(".") ?? "")) {
        target = node.arguments[0];
      }
    }
    const name = target && rootName(target);
    if (name !== undefined && scope.bindings.has(name) && !scope.changedOn.has(name)) {
      scope.changedOn.set(name, lineOf(node));
    }
  });
}

/** Properties of a syntax node that are not nodes below it. */
const NOT_CHILDREN = new Set([
  "type",
  "loc",
  "start",
  "end",
  "range",
  "extra",
  "leadingComments",
  "trailingComments",
  "innerComments",
]);

function forEachNode(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const [key, value] of Object.entries(node)) {
    if (NOT_CHILDREN.has(key)) continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (typeof child === "object" && child !== null && typeof (child as Node).type === "string") {
        forEachNode(child as Node, visit);
      }
    }
  }
}

/** The name a chain of properties starts from: `config` for `config.themeConfig.nav[0]`. */
function rootName(node: Node): string | undefined {
  const inner = withoutTypeSyntax(node);
  if (inner.type === "Identifier") return inner.name;
  if (inner.type === "MemberExpression" || inner.type === "OptionalMemberExpression") return rootName(inner.object);
  return undefined;
}
