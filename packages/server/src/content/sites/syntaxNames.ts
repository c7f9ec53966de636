// Names spelled by pieces of syntax: the dotted name of `module.exports.name`, the key of
// `{ "odd key": 1 }`, the names a destructuring pattern declares, and the line a node is on.
import type { Node } from "@babel/types";

/** The 1-based line a node starts on. */
export function lineOf(node: Node): number {
  return node.loc?.start.line ?? 1;
}

/** Every name a binding pattern declares (`{ a, b: [c, ...d] = [] }` declares a, c and d). */
export function patternNames(pattern: Node): string[] {
  switch (pattern.type) {
    case "Identifier":
      return [pattern.name];
    case "ObjectPattern":
      return pattern.properties.flatMap(patternNames);
    case "ObjectProperty":
      return patternNames(pattern.value);
    case "ArrayPattern":
      return pattern.elements.flatMap((element) => (element ? patternNames(element) : []));
    case "RestElement":
      return patternNames(pattern.argument);
    case "AssignmentPattern":
      return patternNames(pattern.left);
    default:
      return [];
  }
}

/** The expression inside TypeScript's `x as T`, `x satisfies T`, `<T>x`, `x!` and parentheses. */
export function withoutTypeSyntax(node: Node): Node {
  switch (node.type) {
    case "TSAsExpression":
    case "TSSatisfiesExpression":
    case "TSTypeAssertion":
    case "TSNonNullExpression":
    case "TSInstantiationExpression":
    case "ParenthesizedExpression":
      return withoutTypeSyntax(node.expression);
    default:
      return node;
  }
}

/** ["module", "exports", "name"] for `module.exports.name` or `module.exports["name"]`; undefined for anything else. */
export function memberNames(node: Node): string[] | undefined {
  if (node.type === "Identifier") return [node.name];
  if (node.type !== "MemberExpression" && node.type !== "OptionalMemberExpression") return undefined;
  const object = memberNames(node.object);
  const property = node.computed && node.property.type !== "StringLiteral" ? undefined : keyName(node.property);
  return object && property !== undefined ? [...object, property] : undefined;
}

/** The name an identifier or a string literal gives as a key. */
export function keyName(node: Node): string | undefined {
  if (node.type === "Identifier") return node.name;
  if (node.type === "StringLiteral") return node.value;
  if (node.type === "NumericLiteral") return String(node.value);
  return undefined;
}

/** The name an import or export specifier spells (`export { x as "odd name" }`). */
export function nameOf(node: Node & { type: "Identifier" | "StringLiteral" }): string {
  return node.type === "Identifier" ? node.name : node.value;
}
