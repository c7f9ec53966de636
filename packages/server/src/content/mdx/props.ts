// A component's props, taken only where they are written as literals: `title="Setup"`,
// `cols={2}`, `items={['npm', 'yarn']}`, `type={{ id: { type: 'string' } }}`. Anything that
// only running the page would tell reads as not given.
import { parseExpression } from "@babel/parser";
import type { Expression, Node } from "@babel/types";
import { staticJsValue } from "./jsSource.js";
import type { JsxTag } from "./jsxTag.js";

export type PropValue = string | number | boolean | null | PropValue[] | { [key: string]: PropValue };

/** The literal value of a prop; `true` for a name written alone, undefined when not given or not literal. */
export function propValue(tag: JsxTag, ...names: string[]): PropValue | undefined {
  for (const name of names) {
    for (const attribute of tag.attributes) {
      if (attribute.kind === "spread" || attribute.name !== name) continue;
      if (attribute.kind === "plain") return attribute.value ?? true;
      const simple = staticJsValue(attribute.source);
      return simple !== undefined ? simple : literalOf(attribute.source);
    }
  }
  return undefined;
}

/** A prop given as a string, or a number written as one; the first of `names` that is. */
export function stringProp(tag: JsxTag, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = propValue(tag, name);
    if (typeof value === "string") return value;
    if (typeof value === "number") return String(value);
  }
  return undefined;
}

/** A flag: written alone, or `={true}`. */
export function flagProp(tag: JsxTag, name: string): boolean {
  const value = propValue(tag, name);
  return value === true || value === "true";
}

/** A list of strings: `items={['npm', 'yarn']}`; undefined when it is not one. */
export function stringListProp(tag: JsxTag, name: string): string[] | undefined {
  const value = propValue(tag, name);
  return Array.isArray(value) && value.every((item) => typeof item === "string") ? (value as string[]) : undefined;
}

export function isPropObject(value: PropValue | undefined): value is { [key: string]: PropValue } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The value of an expression made only of literals, arrays and objects; undefined otherwise. */
export function literalOf(source: string): PropValue | undefined {
  let node: Expression;
  try {
    node = parseExpression(source, { plugins: ["jsx", "typescript"] });
  } catch {
    return undefined;
  }
  return literalNode(node);
}

function literalNode(node: Node): PropValue | undefined {
  switch (node.type) {
    case "StringLiteral":
    case "NumericLiteral":
    case "BooleanLiteral":
      return node.value;
    case "NullLiteral":
      return null;
    case "TemplateLiteral":
      return node.expressions.length === 0 ? node.quasis.map((quasi) => quasi.value.cooked ?? "").join("") : undefined;
    case "JSXElement":
    case "JSXFragment":
      // A title written as an element (`summary={<summary>Toggle me!</summary>}`) is its text.
      return node.children.every((child) => child.type === "JSXText")
        ? node.children
            .map((child) => child.value)
            .join("")
            .trim()
        : undefined;
    case "TSAsExpression":
    case "TSSatisfiesExpression":
      return literalNode(node.expression);
    case "ArrayExpression": {
      const items = node.elements.map((element) => (element ? literalNode(element) : undefined));
      return items.every((item) => item !== undefined) ? (items as PropValue[]) : undefined;
    }
    case "ObjectExpression": {
      const object: { [key: string]: PropValue } = Object.create(null);
      for (const property of node.properties) {
        if (property.type !== "ObjectProperty" || property.computed) return undefined;
        const key = property.key.type === "Identifier" ? property.key.name : literalNode(property.key);
        const value = literalNode(property.value);
        if ((typeof key !== "string" && typeof key !== "number") || value === undefined) return undefined;
        object[String(key)] = value;
      }
      return object;
    }
    default:
      return undefined;
  }
}
