// A lowercase JSX tag written back as HTML: JSX's attribute names become HTML's, attributes
// whose value is known without running code keep it, and the rest are dropped, so that no
// `className=` or `={…}` reaches the page as text.
import { staticJsValue } from "./jsSource.js";
import { type JsxAttribute, VOID_ELEMENTS } from "./jsxTag.js";
import type { PlacedTag } from "./parse.js";

const HTML_NAMES: Readonly<Record<string, string>> = { className: "class", htmlFor: "for" };
/**
 * Dropped without a word: React's own `key` and `ref` mean nothing in HTML, and the renderer's
 * sanitizer removes every `style`, even one written in plain HTML.
 */
const IGNORED = new Set(["key", "ref", "style"]);

/** The opening (or void, or self-closing) tag as HTML; `warn` hears of each attribute dropped. */
export function htmlOpeningTag(tag: PlacedTag, warn: (message: string) => void): string {
  const isVoid = VOID_ELEMENTS.has(tag.name);
  const isHtmlAlready =
    tag.attributes.every((attribute) => attribute.kind === "plain" && !(attribute.name in HTML_NAMES)) &&
    !tag.source.includes("\n") &&
    (isVoid || !tag.isSelfClosing);
  if (isHtmlAlready) return tag.source;

  const attributes = tag.attributes.flatMap((attribute) => {
    const html = htmlAttribute(attribute);
    if (html === undefined)
      warn(`${describeAttribute(attribute)} on <${tag.name}> is not HTML; the attribute was dropped`);
    return html ? [` ${html}`] : [];
  });
  const opening = `<${tag.name}${attributes.join("")}`;
  if (!tag.isSelfClosing) return `${opening}>`;
  // `<div />` is an opening tag in HTML, which would swallow what follows.
  return isVoid ? `${opening} />` : `${opening}></${tag.name}>`;
}

/** The attribute as HTML, "" when it is dropped quietly, undefined when it is dropped with a warning. */
function htmlAttribute(attribute: JsxAttribute): string | undefined {
  if (attribute.kind === "spread") return undefined;
  const name = HTML_NAMES[attribute.name] ?? attribute.name;
  if (IGNORED.has(name)) return "";
  const value = attribute.kind === "plain" ? (attribute.value ?? true) : staticJsValue(attribute.source);
  if (value === undefined) return undefined;
  if (typeof value === "boolean") return value ? name : "";
  return `${name}="${value.replaceAll('"', "&quot;")}"`;
}

function describeAttribute(attribute: JsxAttribute): string {
  return attribute.kind === "spread" ? "{...}" : `${attribute.name}={…}`;
}
