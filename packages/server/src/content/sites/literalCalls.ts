// Calls in a configuration, read without running anything. A call of one of the site's own
// functions whose body is a single `return` reads as the returned expression with the
// parameters bound to the arguments: substitution into a literal expression, not execution.
// `require("./x")` reads the module, the path helpers name files (modulePaths.ts), and a call of
// a package's function or of a global is kept as a LiteralCall for callers that know it.
import type {
  ArgumentPlaceholder,
  CallExpression,
  Expression,
  FunctionParameter,
  NewExpression,
  Node,
  OptionalCallExpression,
  SpreadElement,
} from "@babel/types";
import { Computed, computedAt, describeValue, type Literal, LiteralCall, type Place } from "./literals.js";
import { modulePath } from "./modulePaths.js";
import { type FunctionNode, type FunctionTarget, isGlobal, placeOf, type Scope } from "./readingScope.js";
import { memberNames, patternNames, withoutTypeSyntax } from "./syntaxNames.js";

/** Calls of the site's functions nest no deeper than this; deeper, they are taken to recurse. */
const MAX_CALL_DEPTH = 20;

type Call = CallExpression | OptionalCallExpression | NewExpression;

export function readCall(node: Call, scope: Scope): Literal {
  const place = placeOf(node, scope);
  const path = modulePath(node, scope);
  if (path !== undefined) return path;
  const callee = withoutTypeSyntax(node.callee);
  if (callee.type === "Import") return computedAt(place, "a dynamic import");
  const isNew = node.type === "NewExpression";
  if (!isNew && callee.type === "Identifier" && callee.name === "require" && isGlobal("require", scope)) {
    return readRequire(node, scope);
  }
  const target = isNew ? undefined : scope.modules.functionOf(callee, scope);
  if (target) {
    const args = argumentValues(node.arguments, scope);
    return callSiteFunction(target, args, { at: place, name: calleeText(callee), depth: scope.depth });
  }
  const name = outsideName(callee, scope);
  if (name === undefined) return computedAt(place, `a call of ${calleeText(callee)}`);
  const args = argumentValues(node.arguments, scope);
  return new LiteralCall(isNew ? `new ${name}` : name, args, place.file, place.line);
}

export interface SiteFunctionCall {
  at: Place;
  /** The function as the call names it, for what is said of the call. */
  name: string;
  depth: number;
  /** Whether the caller awaits the result (a tool calling its configuration function), so that an async function returns its value. */
  isAwaited?: boolean;
}

/** What a site function returns for these arguments, when its body is a single `return`. */
export function callSiteFunction(target: FunctionTarget, args: Literal[], call: SiteFunctionCall): Literal {
  const { node } = target;
  if (call.depth >= MAX_CALL_DEPTH) return computedAt(call.at, `calls nested more than ${MAX_CALL_DEPTH} deep`);
  const returned = returnedExpression(node);
  if (node.generator || (node.async && !call.isAwaited) || returned === undefined) {
    return computedAt(call.at, `a call of ${call.name}`);
  }
  const params = new Map(target.scope.params);
  const scope: Scope = { ...target.scope, params, depth: call.depth + 1 };
  node.params.forEach((param, index) => bindParameter(param, index, args, scope, params));
  return returned === null ? undefined : scope.modules.read(returned, scope);
}

/** The expression a function returns; null for `return;`, undefined when its body does more than return. */
function returnedExpression(node: FunctionNode): Expression | null | undefined {
  if (node.body.type !== "BlockStatement") return node.body;
  const [statement, ...rest] = node.body.body;
  if (rest.length > 0 || statement?.type !== "ReturnStatement") return undefined;
  return statement.argument ?? null;
}

/** Binds a parameter to its argument, or to its default when the argument is undefined; a destructured one is computed. */
function bindParameter(
  param: FunctionParameter,
  index: number,
  args: Literal[],
  scope: Scope,
  params: Map<string, Literal>,
): void {
  if (param.type === "Identifier") {
    params.set(param.name, args[index]);
    return;
  }
  if (param.type === "AssignmentPattern" && param.left.type === "Identifier") {
    const argument = args[index];
    params.set(param.left.name, argument === undefined ? scope.modules.read(param.right, scope) : argument);
    return;
  }
  if (param.type === "RestElement" && param.argument.type === "Identifier") {
    params.set(param.argument.name, args.slice(index));
    return;
  }
  for (const name of patternNames(param)) {
    params.set(name, computedAt(placeOf(param, scope), "a destructured parameter"));
  }
}

/** Every item a spread (`...items`) gives in an array or a call's arguments. */
export function spreadItems(spread: SpreadElement, scope: Scope): Literal[] {
  const value = scope.modules.read(spread.argument, scope);
  if (Array.isArray(value) || typeof value === "string") {
    const tooMuch = scope.modules.spend(value.length, placeOf(spread, scope));
    return tooMuch ? [tooMuch] : [...value];
  }
  if (value instanceof Computed) return [value];
  return [computedAt(placeOf(spread, scope), `a spread of ${describeValue(value)}`)];
}

function argumentValues(args: (Expression | SpreadElement | ArgumentPlaceholder)[], scope: Scope): Literal[] {
  return args.flatMap((argument) =>
    argument.type === "SpreadElement" ? spreadItems(argument, scope) : [scope.modules.read(argument, scope)],
  );
}

/** `require("./x")`: the module's exports, read like an import. */
function readRequire(node: CallExpression | OptionalCallExpression, scope: Scope): Literal {
  const place = placeOf(node, scope);
  const [argument] = node.arguments;
  const source = argument && scope.modules.read(argument, scope);
  if (typeof source !== "string") return computedAt(place, "a require of a computed path");
  return scope.modules.requireValue(scope.module, source, place);
}

/**
 * The dotted name of a function the site does not define: a global's (`Object.entries`) or a
 * package's, under the name the package gives it (`import { defineConfig as define }` calls
 * "defineConfig"). Undefined for anything of the site's own.
 */
function outsideName(callee: Node, scope: Scope): string | undefined {
  const [root, ...rest] = memberNames(callee) ?? [];
  if (root === undefined || scope.params?.has(root)) return undefined;
  // `process.env.X.slice()`: what the environment holds is only known when running.
  if (isGlobal(root, scope)) return root === "process" && rest[0] === "env" ? undefined : [root, ...rest].join(".");
  const origin = scope.modules.packageOrigin(scope.module, root);
  if (!origin) return undefined;
  const name = origin.imported === "default" || origin.imported === "*" ? root : origin.imported;
  return [name, ...rest].join(".");
}

/** The callee as the reader would name it: "sidebarFor", "links.map", "new Date(…).getFullYear", "an inline function". */
function calleeText(callee: Node): string {
  const names = memberNames(callee);
  if (names) return names.join(".");
  switch (callee.type) {
    case "ArrowFunctionExpression":
    case "FunctionExpression":
      return "an inline function";
    case "CallExpression":
    case "OptionalCallExpression":
      return `${calleeText(withoutTypeSyntax(callee.callee))}(…)`;
    case "NewExpression":
      return `new ${calleeText(withoutTypeSyntax(callee.callee))}(…)`;
    case "MemberExpression":
    case "OptionalMemberExpression":
      if (!callee.computed && callee.property.type === "Identifier") {
        return `${calleeText(withoutTypeSyntax(callee.object))}.${callee.property.name}`;
      }
  }
  return "(…)";
}
