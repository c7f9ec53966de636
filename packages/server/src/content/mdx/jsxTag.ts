// One JSX tag as MDX reads it: `<Tabs groupId="os">`, `</TabItem>`, `<img src={x} />`, `<>`.
import { findExpressionEnd, isBlankLineAt } from "./jsSource.js";

export type JsxAttribute =
  /** `name="value"`, `name='value'`, or `name` alone (value undefined). */
  | { kind: "plain"; name: string; value: string | undefined }
  /** `name={source}`, the source without its braces. */
  | { kind: "expression"; name: string; source: string }
  /** `{...props}` */
  | { kind: "spread"; source: string };

export interface JsxTag {
  /** Empty for a fragment (`<>`, `</>`). */
  name: string;
  attributes: JsxAttribute[];
  isClosing: boolean;
  isSelfClosing: boolean;
  /** The tag as written, and where it is in the text. */
  source: string;
  start: number;
  end: number;
}

/** A capitalised name or a member expression (`Foo.Bar`) is a component; the rest is HTML. */
export function isComponentName(name: string): boolean {
  return /^[A-Z]/.test(name) || name.includes(".");
}

/** HTML elements that never have content, so that `<br>` and `<img ...>` need no closing tag. */
export const VOID_ELEMENTS: ReadonlySet<string> = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

const TAG_NAME = /[A-Za-z][\w$-]*(?:[.:][A-Za-z][\w$-]*)*/y;
const ATTRIBUTE_NAME = /[A-Za-z_:][\w:.-]*/y;
/** HTML allows unquoted values (`<img width=40>`); JSX does not, but a .md file may have them. */
const UNQUOTED_VALUE = /[^\s"'=<>`]+/y;

/**
 * The tag starting with the "<" at `start`, or undefined when what follows is not a tag (an
 * autolink `<https://…>`, a comparison `a < b`, a tag broken by a blank line…): then the "<"
 * is text.
 */
export function parseJsxTag(text: string, start: number): JsxTag | undefined {
  let index = start + 1;
  const isClosing = text[index] === "/";
  if (isClosing) index += 1;
  const name = matchAt(TAG_NAME, text, index) ?? "";
  if (name === "" && text[index] !== ">") return undefined;
  index += name.length;

  const attributes: JsxAttribute[] = [];
  for (;;) {
    const spaceEnd = skipSpace(text, index);
    if (spaceEnd === -1) return undefined;
    const hasSpace = spaceEnd > index;
    index = spaceEnd;
    const char = text[index];
    if (char === ">" || (char === "/" && text[index + 1] === ">" && !isClosing)) {
      const end = char === ">" ? index + 1 : index + 2;
      return { name, attributes, isClosing, isSelfClosing: char === "/", source: text.slice(start, end), start, end };
    }
    // Attributes are separated from the name and from each other by white space.
    if (isClosing || !hasSpace || name === "") return undefined;
    const attribute = parseAttribute(text, index);
    if (!attribute) return undefined;
    attributes.push(attribute.attribute);
    index = attribute.end;
  }
}

function parseAttribute(text: string, start: number): { attribute: JsxAttribute; end: number } | undefined {
  if (text[start] === "{") {
    const end = findExpressionEnd(text, start);
    const source = end === -1 ? "" : text.slice(start + 1, end - 1);
    if (!source.trim().startsWith("...")) return undefined;
    return { attribute: { kind: "spread", source }, end };
  }
  const name = matchAt(ATTRIBUTE_NAME, text, start);
  if (name === undefined) return undefined;
  let index = start + name.length;
  const beforeEquals = skipSpace(text, index);
  if (beforeEquals === -1 || text[beforeEquals] !== "=") {
    return { attribute: { kind: "plain", name, value: undefined }, end: index };
  }
  index = skipSpace(text, beforeEquals + 1);
  if (index === -1) return undefined;
  const char = text[index];
  if (char === '"' || char === "'") {
    const close = text.indexOf(char, index + 1);
    if (close === -1 || /\n[ \t]*\n/.test(text.slice(index, close))) return undefined;
    return { attribute: { kind: "plain", name, value: text.slice(index + 1, close) }, end: close + 1 };
  }
  if (char === "{") {
    const end = findExpressionEnd(text, index);
    if (end === -1) return undefined;
    return { attribute: { kind: "expression", name, source: text.slice(index + 1, end - 1) }, end };
  }
  const unquoted = matchAt(UNQUOTED_VALUE, text, index);
  if (unquoted === undefined) return undefined;
  return { attribute: { kind: "plain", name, value: unquoted }, end: index + unquoted.length };
}

/** Past the spaces, tabs and newlines at `index`; -1 when they hold a blank line. */
function skipSpace(text: string, index: number): number {
  let position = index;
  while (position < text.length && /\s/.test(text[position] as string)) {
    if (text[position] === "\n" && isBlankLineAt(text, position + 1)) return -1;
    position += 1;
  }
  return position;
}

function matchAt(pattern: RegExp, text: string, index: number): string | undefined {
  pattern.lastIndex = index;
  return pattern.exec(text)?.[0];
}
