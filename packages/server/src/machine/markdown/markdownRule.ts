// What the conversion rules read of the parsed HTML (turndown parses it with domino in Node,
// which has no DOM types here), and the shape of a rule: a test on an element, and the Markdown
// that replaces it given the Markdown of its children.
import type TurndownService from "turndown";

export interface DomElement {
  nodeName: string;
  textContent: string | null;
  parentNode: DomElement | null;
  nextSibling: unknown;
  children: ArrayLike<DomElement>;
  classList?: { contains(name: string): boolean };
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  querySelector(selectors: string): DomElement | null;
  closest(selectors: string): DomElement | null;
}

export interface MarkdownRule {
  filter(node: DomElement): boolean;
  replacement(content: string, node: DomElement): string;
}

export type MarkdownRules = Record<string, MarkdownRule>;

export function hasClass(node: DomElement | null | undefined, name: string): boolean {
  return node?.classList?.contains(name) === true;
}

export function elementChildren(node: DomElement): DomElement[] {
  return Array.from(node.children);
}

/** Text as one line: the whitespace of the markup collapsed. */
export function plainText(node: DomElement | null | undefined): string {
  return (node?.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** Markdown as a block of its own, set apart from what surrounds it. */
export function block(markdown: string): string {
  return `\n\n${markdown.trim()}\n\n`;
}

/** Each line prefixed (a blockquote's `> `, a list item's indent), blank lines kept blank. */
export function prefixLines(markdown: string, prefix: string, blankPrefix = prefix.trimEnd()): string {
  return markdown
    .split("\n")
    .map((line) => (line.trim() === "" ? blankPrefix : prefix + line))
    .join("\n");
}

/** Adds rules in order: a later rule wins over an earlier one, and over turndown's own. */
export function addRules(service: TurndownService, rules: MarkdownRules): void {
  for (const [name, rule] of Object.entries(rules)) service.addRule(name, rule as unknown as TurndownService.Rule);
}

/** Plain text made safe inside emphasis or a link's text. */
export function escapeInline(text: string): string {
  return text.replace(/[\\`*_[\]]/g, "\\$&");
}
