// One expression of a configuration read as a literal: what is written is taken as it is,
// TypeScript's type syntax is seen through, names are followed (siteModules.ts) and calls read
// (literalCalls.ts). Whatever only running the program would tell becomes a Computed where it
// is; a part that is computed never spoils the literal parts around it.
import type {
  ArrayExpression,
  BinaryExpression,
  ConditionalExpression,
  Identifier,
  LogicalExpression,
  MemberExpression,
  Node,
  ObjectExpression,
  ObjectMethod,
  ObjectProperty,
  OptionalMemberExpression,
  SpreadElement,
  TemplateLiteral,
  UnaryExpression,
} from "@babel/types";
import { readCall, spreadItems } from "./literalCalls.js";
import {
  Computed,
  computedAt,
  describeValue,
  emptyLiteralObject,
  type Literal,
  LiteralCall,
  type LiteralObject,
  propertyOf,
} from "./literals.js";
import { modulePath } from "./modulePaths.js";
import { isGlobal, placeOf, type Scope } from "./readingScope.js";
import { keyName, memberNames } from "./syntaxNames.js";

/**
 * Where an object keeps what it could not place under a key: the first spread of a computed
 * value (`...base()`), and the first computed key that is not a literal (`[name]: value`).
 */
export const COMPUTED_SPREAD_KEY = "...";
export const COMPUTED_KEY_KEY = "[computed]";

/** Strings longer than this are no configuration's; a hostile one could double one until memory runs out. */
const MAX_STRING_LENGTH = 1_000_000;
const STRING_TOO_LONG = "a string too long to be configuration";

/** The globals whose value is known without running anything. */
const GLOBAL_VALUES: Readonly<Record<string, Literal>> = { undefined: undefined, NaN: NaN, Infinity: Infinity };

/** What an expression that is not literal is, in a few words. */
const DESCRIPTIONS: Partial<Record<Node["type"], string>> = {
  ArrowFunctionExpression: "a function",
  FunctionExpression: "a function",
  FunctionDeclaration: "a function",
  ClassExpression: "a class",
  ClassDeclaration: "a class",
  RegExpLiteral: "a regular expression",
  BigIntLiteral: "a big integer",
  JSXElement: "JSX",
  JSXFragment: "JSX",
  AwaitExpression: "an awaited value",
  TaggedTemplateExpression: "a tagged template",
  ThisExpression: "this",
  AssignmentExpression: "an assignment",
  UpdateExpression: "an assignment",
  SequenceExpression: "a sequence of expressions",
  MetaProperty: "import.meta",
};

export function readExpression(node: Node, scope: Scope): Literal {
  const tooMuch = scope.modules.spend(1, placeOf(node, scope));
  if (tooMuch) return tooMuch;
  switch (node.type) {
    case "StringLiteral":
    case "NumericLiteral":
    case "BooleanLiteral":
      return node.value;
    case "NullLiteral":
      return null;
    case "TemplateLiteral":
      return readTemplate(node, scope);
    case "UnaryExpression":
      return readUnary(node, scope);
    case "BinaryExpression":
      return readBinary(node, scope);
    case "ArrayExpression":
      return readArray(node, scope);
    case "ObjectExpression":
      return readObject(node, scope);
    case "Identifier":
      return readName(node, scope);
    case "MemberExpression":
    case "OptionalMemberExpression":
      return readMember(node, scope);
    case "CallExpression":
    case "OptionalCallExpression":
    case "NewExpression":
      return readCall(node, scope);
    case "ConditionalExpression":
      return readConditional(node, scope);
    case "LogicalExpression":
      return readLogical(node, scope);
    // `/** @type {T} */ (x)` is only parentheses to a parser.
    case "TSAsExpression":
    case "TSSatisfiesExpression":
    case "TSTypeAssertion":
    case "TSNonNullExpression":
    case "TSInstantiationExpression":
    case "ParenthesizedExpression":
      return readExpression(node.expression, scope);
    default:
      return computedAt(placeOf(node, scope), DESCRIPTIONS[node.type] ?? `an expression (${node.type})`);
  }
}

function readName(node: Identifier, scope: Scope): Literal {
  const { name } = node;
  if (scope.params?.has(name)) return scope.params.get(name);
  if (scope.module.bindings.has(name)) return scope.modules.bindingValue(scope.module, name, placeOf(node, scope));
  if (Object.hasOwn(GLOBAL_VALUES, name)) return GLOBAL_VALUES[name];
  const reason = name === "__dirname" || name === "__filename" ? name : `the global ${name}`;
  return computedAt(placeOf(node, scope), reason);
}

/** A template whose every `${}` is a literal string or number is that string. */
function readTemplate(node: TemplateLiteral, scope: Scope): Literal {
  let text = node.quasis[0]?.value.cooked ?? "";
  for (const [index, expression] of node.expressions.entries()) {
    const value = readExpression(expression, scope);
    if (value instanceof Computed) return value;
    if (typeof value === "object" && value !== null) {
      return computedAt(placeOf(expression, scope), `${describeValue(value)} in a template`);
    }
    text += String(value) + (node.quasis[index + 1]?.value.cooked ?? "");
    if (text.length > MAX_STRING_LENGTH) return computedAt(placeOf(node, scope), STRING_TOO_LONG);
  }
  return text;
}

function readUnary(node: UnaryExpression, scope: Scope): Literal {
  if (node.operator === "void") return undefined;
  const value = readExpression(node.argument, scope);
  if (value instanceof Computed) return value;
  if (node.operator === "-" && typeof value === "number") return -value;
  if (node.operator === "+" && typeof value === "number") return value;
  const truth = truthOf(value);
  if (node.operator === "!" && truth !== undefined) return !truth;
  return computedAt(placeOf(node, scope), `an operation (${node.operator})`);
}

/** Only `+` of strings and numbers: a configuration joins strings, it seldom computes. */
function readBinary(node: BinaryExpression, scope: Scope): Literal {
  const left = node.left.type === "PrivateName" ? undefined : readExpression(node.left, scope);
  const right = readExpression(node.right, scope);
  if (left instanceof Computed) return left;
  if (right instanceof Computed) return right;
  const isOperand = (value: Literal) => typeof value === "string" || typeof value === "number";
  if (node.operator !== "+" || !isOperand(left) || !isOperand(right)) {
    return computedAt(placeOf(node, scope), `an operation (${node.operator})`);
  }
  if (typeof left === "number" && typeof right === "number") return left + right;
  const text = `${left}${right}`;
  return text.length > MAX_STRING_LENGTH ? computedAt(placeOf(node, scope), STRING_TOO_LONG) : text;
}

function readArray(node: ArrayExpression, scope: Scope): Literal[] {
  return node.elements.flatMap((element) => {
    if (element === null) return [undefined];
    return element.type === "SpreadElement" ? spreadItems(element, scope) : [readExpression(element, scope)];
  });
}

function readObject(node: ObjectExpression, scope: Scope): LiteralObject {
  const object = emptyLiteralObject();
  for (const property of node.properties) {
    if (property.type === "SpreadElement") {
      spreadInto(object, property, scope);
      continue;
    }
    const key = propertyKey(property, scope);
    if (key instanceof Computed) object[COMPUTED_KEY_KEY] ??= key;
    else if (property.type === "ObjectMethod") object[key] = computedAt(placeOf(property, scope), methodKind(property));
    else object[key] = readExpression(property.value, scope);
  }
  return object;
}

/** `{ ...base }`: the keys of a literal object (or the items of an array) in place; a computed spread is kept under "...". */
function spreadInto(object: LiteralObject, spread: SpreadElement, scope: Scope): void {
  const value = readExpression(spread.argument, scope);
  // null, undefined, booleans and numbers spread nothing.
  if (value === null || (typeof value !== "object" && typeof value !== "string")) return;
  if (value instanceof Computed || value instanceof LiteralCall) {
    const place = placeOf(spread, scope);
    object[COMPUTED_SPREAD_KEY] ??=
      value instanceof Computed ? value : computedAt(place, `a spread of ${describeValue(value)}`);
    return;
  }
  const tooMuch = scope.modules.spend(Object.keys(value).length, placeOf(spread, scope));
  if (tooMuch) object[COMPUTED_SPREAD_KEY] ??= tooMuch;
  else Object.assign(object, value);
}

function propertyKey(property: ObjectProperty | ObjectMethod, scope: Scope): string | Computed {
  const written = property.computed ? undefined : keyName(property.key);
  if (written !== undefined) return written;
  const value = readExpression(property.key, scope);
  if (typeof value === "string" || typeof value === "number") return String(value);
  return value instanceof Computed ? value : computedAt(placeOf(property.key, scope), "a computed key");
}

function methodKind(method: ObjectMethod): string {
  return method.kind === "get" ? "a getter" : method.kind === "set" ? "a setter" : "a function";
}

function readMember(node: MemberExpression | OptionalMemberExpression, scope: Scope): Literal {
  const place = placeOf(node, scope);
  const path = modulePath(node, scope);
  if (path !== undefined) return path;
  const names = memberNames(node);
  if (names?.[0] === "process" && names[1] === "env" && isGlobal("process", scope)) {
    return computedAt(place, names.join("."));
  }
  const key = memberKey(node, scope);
  if (key instanceof Computed) return key;
  const namespace = node.object.type === "Identifier" ? importedNamespace(node.object.name, scope) : undefined;
  // `ns.name` of `import * as ns` reads that one export, not the whole module.
  if (namespace) return scope.modules.importValue(scope.module, namespace, String(key), place);
  return propertyOf(readExpression(node.object, scope), key, place, node.type === "OptionalMemberExpression");
}

function memberKey(node: MemberExpression | OptionalMemberExpression, scope: Scope): string | number | Computed {
  const written = node.computed ? undefined : keyName(node.property);
  if (written !== undefined) return written;
  const value = node.property.type === "PrivateName" ? undefined : readExpression(node.property, scope);
  if (typeof value === "string" || typeof value === "number" || value instanceof Computed) return value;
  return computedAt(placeOf(node.property, scope), "a computed property");
}

/** The source of `import * as name`, when that is what `name` is here. */
function importedNamespace(name: string, scope: Scope): string | undefined {
  const binding = scope.params?.has(name) ? undefined : scope.module.bindings.get(name);
  return binding?.kind === "import" && binding.imported === "*" && !scope.module.changedOn.has(name)
    ? binding.source
    : undefined;
}

function readConditional(node: ConditionalExpression, scope: Scope): Literal {
  const test = readExpression(node.test, scope);
  const truth = truthOf(test);
  if (truth === undefined) {
    return test instanceof Computed ? test : computedAt(placeOf(node.test, scope), describeValue(test));
  }
  return readExpression(truth ? node.consequent : node.alternate, scope);
}

function readLogical(node: LogicalExpression, scope: Scope): Literal {
  const left = readExpression(node.left, scope);
  if (left instanceof Computed) return left;
  if (left instanceof LiteralCall) return computedAt(placeOf(node.left, scope), describeValue(left));
  const isLeftTheValue =
    node.operator === "??" ? left !== null && left !== undefined : node.operator === "||" ? Boolean(left) : !left;
  return isLeftTheValue ? left : readExpression(node.right, scope);
}

/** Whether a literal is truthy; undefined when only running would tell. */
function truthOf(value: Literal): boolean | undefined {
  return value instanceof Computed || value instanceof LiteralCall ? undefined : Boolean(value);
}
