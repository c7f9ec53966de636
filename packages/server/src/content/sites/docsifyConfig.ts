// A Docsify site's index.html, read as text and never run: the configuration its inline script
// sets (`window.$docsify = { … }`, parsed, with only the values written in it taken), the page's
// language (`<html lang>`), title and description, and the links of a `<nav>` written in HTML
// (Docsify's custom navbar without _navbar.md).
import { parse } from "@babel/parser";
import type { Node } from "@babel/types";
import { Computed, isLiteralObject, type Literal, type LiteralObject } from "./literalValue.js";
import { decodeCharacterReferences } from "./docsifyLists.js";

export interface DocsifyIndexPage {
  /** `window.$docsify`; undefined when no script sets it. */
  config: LiteralObject | Computed | undefined;
  /** `<html lang>`, as written. */
  lang?: string;
  /** `<title>`'s text. */
  title?: string;
  /** `<meta name="description">`. */
  description?: string;
  /** The links of the page's `<nav>`, in order. */
  navLinks: { text: string; href: string }[];
  /** What could not be read, by line of index.html. */
  warnings: { line: number; message: string }[];
}

/** Whether a text sets Docsify's configuration, cheaply: before anything is parsed. */
export function setsDocsifyConfig(text: string): boolean {
  return /\$docsify\s*(?:=|\.|\[)/.test(text);
}

/** Docsify's own script, which older sites configure with data-* attributes (`data-load-sidebar`). */
const DOCSIFY_SCRIPT = /<script\b[^>]*\bsrc\s*=\s*["']?[^"'\s>]*\bdocsify(?:@[^/"'\s>]*)?(?:\/[^"'\s>]*)?\.js[^>]*>/gi;

/** Whether index.html is a Docsify site's: it configures Docsify, or loads it. */
export function isDocsifyPage(html: string): boolean {
  DOCSIFY_SCRIPT.lastIndex = 0;
  return setsDocsifyConfig(html) || DOCSIFY_SCRIPT.test(html);
}

/** index.html's text read; `file` is its path, which a computed value names. */
export function readIndexPage(html: string, file: string): DocsifyIndexPage {
  // Comments are blanked, not removed, so that what follows keeps its lines.
  const text = html.replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, " "));
  const page: DocsifyIndexPage = { config: undefined, navLinks: [], warnings: [] };
  const lang = /<html\b[^>]*?\slang\s*=\s*["']?([^"'\s>]+)/i.exec(text)?.[1];
  if (lang) page.lang = lang;
  const title = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(text)?.[1];
  if (title !== undefined && textOfHtml(title) !== "") page.title = textOfHtml(title);
  for (const tag of text.match(/<meta\b[^>]*>/gi) ?? []) {
    const attributes = attributesOf(tag);
    if (attributes.get("name")?.toLowerCase() === "description" && attributes.get("content")) {
      page.description = decodeCharacterReferences(attributes.get("content")!).trim();
    }
  }
  const withoutScripts = text.replace(/<script\b[\s\S]*?<\/script\s*>/gi, "");
  const nav = /<nav\b[^>]*>([\s\S]*?)<\/nav\s*>/i.exec(withoutScripts)?.[1] ?? "";
  for (const anchor of nav.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a\s*>/gi)) {
    const href = attributesOf(`<a ${anchor[1]}>`).get("href");
    if (href !== undefined) page.navLinks.push({ text: textOfHtml(anchor[2] ?? ""), href });
  }
  for (const script of inlineScripts(text)) {
    if (!setsDocsifyConfig(script.text)) continue;
    readScript(script, file, page);
  }
  readScriptAttributes(text, page);
  return page;
}

/** `<script src="docsify.min.js" data-load-sidebar data-name="x">`: keys over the script's, as Docsify reads them. */
function readScriptAttributes(text: string, page: DocsifyIndexPage): void {
  if (page.config instanceof Computed) return;
  for (const tag of text.match(DOCSIFY_SCRIPT) ?? []) {
    for (const [name, value] of attributesOf(tag)) {
      if (!name.startsWith("data-") || name.length === "data-".length) continue;
      page.config ??= Object.create(null) as LiteralObject;
      const key = name.slice("data-".length).replace(/-([a-z0-9])/g, (_all, letter: string) => letter.toUpperCase());
      page.config[key] = value === "" ? true : value;
    }
  }
}

/** The text of HTML, as a reader sees it: tags taken off, references decoded, one line. */
export function textOfHtml(html: string): string {
  return decodeCharacterReferences(html.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

interface InlineScript {
  text: string;
  /** The line of index.html the script's text starts on. */
  line: number;
}

function inlineScripts(text: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  for (const match of text.matchAll(/(<script\b([^>]*)>)([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = attributesOf(match[1]!);
    const type = attributes.get("type")?.toLowerCase();
    if (
      attributes.has("src") ||
      (type !== undefined && !/^(?:module|text\/javascript|application\/javascript)$/.test(type))
    ) {
      continue;
    }
    const start = (match.index ?? 0) + match[1]!.length;
    scripts.push({ text: match[3] ?? "", line: text.slice(0, start).split("\n").length });
  }
  return scripts;
}

/** Reads the assignments of `window.$docsify` (and of its keys) in a script, in order. */
function readScript(script: InlineScript, file: string, page: DocsifyIndexPage): void {
  let program: Node;
  try {
    program = parse(script.text, {
      sourceType: "unambiguous",
      allowReturnOutsideFunction: true,
      errorRecovery: false,
    }).program;
  } catch (error) {
    const line = script.line + ((error as { loc?: { line: number } }).loc?.line ?? 1) - 1;
    page.warnings.push({
      line,
      message: `the script that sets window.$docsify is not valid JavaScript (${(error as Error).message.replace(/\s*\(\d+:\d+\)$/, "")}); Docsify's defaults are used instead`,
    });
    return;
  }
  const reader = new ScriptLiterals(program, file, script.line);
  walk(program, (node) => {
    if (
      node.type === "VariableDeclarator" &&
      node.id.type === "Identifier" &&
      node.id.name === "$docsify" &&
      node.init
    ) {
      page.config = reader.readObject(node.init);
    } else if (node.type === "AssignmentExpression" && node.operator === "=") {
      if (isDocsifyReference(node.left)) {
        page.config = reader.readObject(node.right);
      } else if (
        node.left.type === "MemberExpression" &&
        isDocsifyReference(node.left.object) &&
        isLiteralObject(page.config ?? null)
      ) {
        const key = propertyName(node.left);
        if (key !== undefined) (page.config as LiteralObject)[key] = reader.read(node.right);
      }
    }
  });
}

/** `window.$docsify`, `self.$docsify`, `globalThis.$docsify`, or `$docsify` itself. */
function isDocsifyReference(node: Node): boolean {
  if (node.type === "Identifier") return node.name === "$docsify";
  if (node.type !== "MemberExpression" || node.object.type !== "Identifier") return false;
  return ["window", "self", "globalThis"].includes(node.object.name) && propertyName(node) === "$docsify";
}

function propertyName(node: Node & { type: "MemberExpression" }): string | undefined {
  if (!node.computed && node.property.type === "Identifier") return node.property.name;
  if (node.property.type === "StringLiteral") return node.property.value;
  return undefined;
}

/**
 * Values as written: strings, numbers, booleans, null, arrays and objects of them, and the
 * names the script declares with such values. Anything else is a Computed saying what and where.
 */
class ScriptLiterals {
  private readonly declared = new Map<string, Node>();

  constructor(
    program: Node,
    private readonly file: string,
    private readonly firstLine: number,
  ) {
    if (program.type !== "Program") return;
    for (const statement of program.body) {
      if (statement.type !== "VariableDeclaration" || statement.kind !== "const") continue;
      for (const declarator of statement.declarations) {
        if (declarator.id.type === "Identifier" && declarator.init)
          this.declared.set(declarator.id.name, declarator.init);
      }
    }
  }

  /** A value that must be an object: anything else is a Computed, as Docsify could make nothing of it. */
  readObject(node: Node): LiteralObject | Computed {
    const value = this.read(node);
    if (value instanceof Computed || isLiteralObject(value)) return value;
    return this.computed(node, "not an object");
  }

  read(node: Node, depth = 0): Literal {
    switch (node.type) {
      case "StringLiteral":
      case "NumericLiteral":
      case "BooleanLiteral":
        return node.value;
      case "NullLiteral":
        return null;
      case "TemplateLiteral":
        return node.expressions.length === 0
          ? (node.quasis[0]?.value.cooked ?? "")
          : this.computed(node, "a template with expressions");
      case "UnaryExpression":
        if (node.operator === "-" && node.argument.type === "NumericLiteral") return -node.argument.value;
        if (node.operator === "!" && node.argument.type === "NumericLiteral") return !node.argument.value;
        return this.computed(node, "an expression");
      case "ArrayExpression":
        return node.elements.map((element) => (element === null ? null : this.read(element, depth)));
      case "ObjectExpression":
        return this.objectOf(node, depth);
      case "Identifier": {
        if (node.name === "undefined") return undefined;
        const declared = this.declared.get(node.name);
        if (declared && depth < 10) return this.read(declared, depth + 1);
        return this.computed(node, `the variable ${node.name}`);
      }
      case "CallExpression":
        return this.computed(node, `a call of ${calleeName(node.callee)}`);
      case "FunctionExpression":
      case "ArrowFunctionExpression":
        return this.computed(node, "a function");
      default:
        return this.computed(node, "an expression");
    }
  }

  private objectOf(node: Node & { type: "ObjectExpression" }, depth: number): LiteralObject {
    const object = Object.create(null) as LiteralObject;
    for (const property of node.properties) {
      if (property.type === "SpreadElement" || property.computed) continue;
      const key =
        property.key.type === "Identifier"
          ? property.key.name
          : property.key.type === "StringLiteral" || property.key.type === "NumericLiteral"
            ? String(property.key.value)
            : undefined;
      if (key === undefined) continue;
      object[key] =
        property.type === "ObjectMethod" ? this.computed(property, "a function") : this.read(property.value, depth);
    }
    return object;
  }

  private computed(node: Node, reason: string): Computed {
    return new Computed(this.file, this.firstLine + (node.loc?.start.line ?? 1) - 1, reason);
  }
}

function calleeName(node: Node): string {
  if (node.type === "Identifier") return node.name;
  if (node.type === "MemberExpression" && node.property.type === "Identifier") {
    return `${calleeName(node.object)}.${node.property.name}`;
  }
  return "a function";
}

/** Visits every node of a tree, parents before children, in source order. */
function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const [key, value] of Object.entries(node) as [string, unknown][]) {
    if (key === "loc" || key === "leadingComments" || key === "trailingComments" || key === "innerComments") continue;
    if (Array.isArray(value)) {
      for (const child of value) if (isNode(child)) walk(child, visit);
    } else if (isNode(value)) {
      walk(value, visit);
    }
  }
}

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";
}

/** An HTML tag's attributes, by lower-case name, their values unquoted. */
function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const inside = tag.replace(/^<\w+/, "").replace(/\/?>$/, "");
  for (const match of inside.matchAll(/([^\s=/>]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g)) {
    const value = match[2] ?? "";
    attributes.set(
      match[1]!.toLowerCase(),
      value.startsWith('"') || value.startsWith("'") ? value.slice(1, -1) : value,
    );
  }
  return attributes;
}
