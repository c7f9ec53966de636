// Reads an MDX body into text and JSX elements. Code (fenced and inline), math, HTML comments
// and Markdown escapes are text that is never looked into; top-level import and export
// statements and {/* comments */} are dropped; other {expressions} are dropped with a warning.
// Malformed input never stops the reading: what cannot be read as MDX is kept as text.
import { withoutTrailingBlanks } from "./blockText.js";
import { openingFence } from "./codeFences.js";
import { findExpressionEnd, findStatementEnd, isBlankLineAt, staticJsValue } from "./jsSource.js";
import { isComponentName, type JsxTag, parseJsxTag, VOID_ELEMENTS } from "./jsxTag.js";
import { LineIndex } from "./lineIndex.js";
import { literalOf } from "./props.js";
import { closingRunEnd, displayMathEnd, fencedCodeEnd, inlineMathEnd } from "./opaqueText.js";

export interface MdxWarning {
  /** 1-based, in the text given to the parser. */
  line: number;
  message: string;
  /** For the warning about a component rxdocs does not know: which, and what is said of all its uses. */
  unsupported?: UnsupportedComponent;
}

export interface UnsupportedComponent {
  name: string;
  uses: number;
  /** The message without the lines of the uses, for a warning about the uses in many pages. */
  summary: string;
}

/** A warning with the offset of what it is about, which puts warnings of one line in order. */
export interface PlacedWarning extends MdxWarning {
  offset: number;
}

/** A tag and where it sits on its line, which decides whether its element is a block. */
export interface PlacedTag extends JsxTag {
  line: number;
  /** The spaces and tabs that start the tag's line. */
  indent: string;
  /** Nothing but white space before the tag on its line. */
  startsLine: boolean;
  /** Nothing but white space after the tag on its line. */
  endsLine: boolean;
}

export interface MdxElement {
  kind: "element";
  open: PlacedTag;
  /** Undefined for a void or self-closing element, and for an HTML tag that is never closed. */
  close: PlacedTag | undefined;
  children: MdxNode[];
}

export type MdxNode = { kind: "text"; text: string } | MdxElement;

export interface ParsedMdx {
  nodes: MdxNode[];
  warnings: PlacedWarning[];
  imports: PageImports;
}

/** What the page's imports and exports name, by the name the page uses. */
export interface PageImports {
  /** Markdown files used as components (`import Intro from './_intro.mdx'`): their paths. */
  partials: Map<string, string>;
  /** Files imported as text (`import code from './a.json?raw'`): their paths. */
  rawFiles: Map<string, string>;
  /** Strings the page exports (`export const code = \`…\``). */
  constants: Map<string, string>;
}

export function parseMdx(text: string): ParsedMdx {
  return new MdxParser(text).parse();
}

/** What MDX takes for ESM at the start of a line; prose such as "import the file" is not. */
const ESM_START =
  /^(?:import(?:[ \t]*["'{*]|[ \t]+[\w$]+[ \t]*(?:,|from\b)|[ \t]+type[ \t])|export(?:[ \t]*[{*]|[ \t]+(?:default|const|let|var|function|async|class|type|interface|enum)\b))/;
/** A default import of a Markdown file: the page uses it as a component that stands for its content. */
const PARTIAL_IMPORT = /^import\s+([A-Za-z_$][\w$]*)\s+from\s+(["'])([^"'\n]+\.mdx?)\2/;
/** A file imported as its text, with Vite's suffix. */
const RAW_IMPORT = /^import\s+([A-Za-z_$][\w$]*)\s+from\s+(["'])([^"'\n?]+)\?raw\2/;
const CONSTANT_EXPORT = /^export\s+const\s+([A-Za-z_$][\w$]*)\s*=\s*([\s\S]*?);?\s*$/;
/** A container's opening fence up to its attributes: `:::tip` or `:::tip[Title]`. */
const CONTAINER_NAME_BEFORE = /^[ \t]*:{3,}[\w-]+(?:\[[^\]\n]*\])?$/;
const MDX_COMMENT = /^\s*\/\*((?:(?!\*\/)[\s\S])*)\*\/\s*$/;
/** Docusaurus' explicit heading id, `## Title {#my-id}`, or its MDX comment form `{/* #my-id *\/}`. */
const HEADING_ID = /^#[^\s{}]+$/;
const HEADING_LINE = /^[ \t]*#{1,6}[ \t]/;
const TEXT_RUN = /[^\\`$<{}\n]+/y;
const REST_OF_LINE_BLANK = /[ \t]*(?:\n|$)/y;
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;

interface OpenElement {
  open: PlacedTag;
  children: MdxNode[];
}

class MdxParser {
  private pos = 0;
  private readonly root: MdxNode[] = [];
  private readonly stack: OpenElement[] = [];
  private readonly warnings: PlacedWarning[] = [];
  private readonly imports: PageImports = { partials: new Map(), rawFiles: new Map(), constants: new Map() };
  private readonly lines: LineIndex;
  /** Where the braces met so far close (-1: never), so that no paragraph is searched twice. */
  private readonly braceEnds = new Map<number, number>();

  constructor(private readonly text: string) {
    this.lines = new LineIndex(text);
  }

  parse(): ParsedMdx {
    while (this.pos < this.text.length) {
      if (this.isLineStart() && this.readLineConstruct()) continue;
      this.readInline();
    }
    while (this.stack.length > 0) this.leaveUnclosed();
    return { nodes: this.root, warnings: this.warnings, imports: this.imports };
  }

  /** Fenced code, display math and top-level ESM, which only start at the start of a line. */
  private readLineConstruct(): boolean {
    const lineEnd = this.lines.lineEndOf(this.pos);
    const line = this.text.slice(this.pos, lineEnd);
    const fence = openingFence(line);
    if (fence) {
      this.takeText(fencedCodeEnd(this.text, lineEnd, fence) - this.pos);
      return true;
    }
    const mathEnd = line.trim() === "$$" ? displayMathEnd(this.text, lineEnd) : -1;
    if (mathEnd !== -1) {
      this.takeText(mathEnd - this.pos);
      return true;
    }
    // MDX reads ESM at the start of a block inside a component's content too (Starlight's docs
    // export the strings their examples show), though not inside an HTML element.
    const inside = this.stack.at(-1)?.open.name;
    const isBlockStart =
      inside === undefined ||
      (isComponentName(inside) && isBlankLineAt(this.text, this.lines.lineStartOf(Math.max(this.pos - 1, 0))));
    return isBlockStart && ESM_START.test(line) && this.dropStatement();
  }

  private readInline(): void {
    const char = this.text[this.pos];
    if (char === "\\") this.takeText(ASCII_PUNCTUATION.test(this.text[this.pos + 1] ?? "") ? 2 : 1);
    else if (char === "`") this.readDelimitedRun("`");
    else if (char === "$") this.readDelimitedRun("$");
    else if (char === "<") this.readAngleBracket();
    else if (char === "{") this.readExpression();
    else if (char === "}") {
      this.warn(this.pos, '"}" has no opening "{"; it is kept as text');
      this.takeText(1);
    } else if (char === "\n") this.takeText(1);
    else {
      TEXT_RUN.lastIndex = this.pos;
      this.takeText(TEXT_RUN.exec(this.text)?.[0].length ?? 1);
    }
  }

  /** Inline code (`` `a` ``) or math (`$x$`): up to a run of the same length, within the paragraph. */
  private readDelimitedRun(char: "`" | "$"): void {
    let runEnd = this.pos;
    while (this.text[runEnd] === char) runEnd += 1;
    const length = runEnd - this.pos;
    const end =
      char === "$" && length === 1 ? inlineMathEnd(this.text, runEnd) : closingRunEnd(this.text, runEnd, char, length);
    this.takeText((end === -1 ? runEnd : end) - this.pos);
  }

  private readAngleBracket(): void {
    if (this.text.startsWith("<!--", this.pos)) {
      const close = this.text.indexOf("-->", this.pos + 4);
      this.takeText(close === -1 ? 4 : close + 3 - this.pos);
      return;
    }
    const tag = parseJsxTag(this.text, this.pos);
    if (!tag) {
      this.takeText(1);
      return;
    }
    const placed = this.place(tag);
    const isComponent = isComponentName(tag.name) || tag.name === "";
    if (tag.isClosing) this.closeElement(placed, isComponent);
    else if (tag.isSelfClosing || (!isComponent && VOID_ELEMENTS.has(tag.name))) {
      this.append({ kind: "element", open: placed, close: undefined, children: [] });
      this.pos = tag.end;
    } else {
      this.stack.push({ open: placed, children: [] });
      this.pos = tag.end;
    }
  }

  private closeElement(close: PlacedTag, isComponent: boolean): void {
    const index = this.stack.findLastIndex((element) => element.open.name === close.name);
    if (index === -1) {
      // A stray HTML closing tag is harmless HTML; a stray component tag would show as text.
      if (!isComponent) this.takeText(close.end - close.start);
      else {
        this.warn(close.start, `</${close.name}> has no opening tag; it was dropped`);
        this.dropSpan(close.end);
      }
      return;
    }
    while (this.stack.length > index + 1) this.leaveUnclosed();
    const element = this.stack.pop() as OpenElement;
    this.append({ kind: "element", open: element.open, close, children: element.children });
    this.pos = close.end;
  }

  /** An element never closed: its tag is dropped (or kept, for HTML), its content kept. */
  private leaveUnclosed(): void {
    const element = this.stack.pop() as OpenElement;
    const { name } = element.open;
    if (isComponentName(name) || name === "") {
      this.warn(element.open.start, `<${name}> is not closed; its content is kept as text`);
    } else {
      this.append({ kind: "element", open: element.open, close: undefined, children: [] });
    }
    for (const child of element.children) this.append(child);
  }

  private readExpression(): void {
    const end = findExpressionEnd(this.text, this.pos, this.braceEnds);
    if (end === -1) {
      this.warn(this.pos, '"{" is not closed; it is kept as text');
      this.takeText(1);
      return;
    }
    const source = this.text.slice(this.pos, end);
    if (CONTAINER_NAME_BEFORE.test(this.text.slice(this.lines.lineStartOf(this.pos), this.pos))) {
      // `:::tip{icon="heart"}`: a container's attributes, which MDX's directives read as such.
      this.takeText(source.length);
      return;
    }
    const inner = source.slice(1, -1);
    const comment = MDX_COMMENT.exec(inner)?.[1];
    if (comment !== undefined) {
      this.readComment(comment.trim(), end);
      return;
    }
    if (HEADING_ID.test(inner)) {
      this.takeText(source.length);
      return;
    }
    const value = staticJsValue(inner);
    if (typeof value === "string") {
      this.appendText(value);
      this.pos = end;
      return;
    }
    this.warn(this.pos, `${abbreviate(source)} is a JSX expression; it was dropped`);
    this.dropSpan(end);
  }

  /** Dropped, except the two comments Docusaurus gives a meaning: the excerpt's end and a heading id. */
  private readComment(content: string, end: number): void {
    if (content === "truncate") {
      this.appendText("<!-- truncate -->");
      this.pos = end;
    } else if (HEADING_ID.test(content) && this.endsHeading(end)) {
      this.appendText(`{${content}}`);
      this.pos = end;
    } else {
      this.dropSpan(end);
    }
  }

  private endsHeading(end: number): boolean {
    const line = this.text.slice(this.lines.lineStartOf(this.pos), this.pos);
    return HEADING_LINE.test(line) && isBlankLineAt(this.text, end);
  }

  /** What an import or export gives the page's components: a partial, a file's text, a string. */
  private noteStatement(statement: string): void {
    const partial = PARTIAL_IMPORT.exec(statement);
    if (partial) this.imports.partials.set(partial[1]!, partial[3]!);
    const raw = RAW_IMPORT.exec(statement);
    if (raw) this.imports.rawFiles.set(raw[1]!, raw[3]!);
    const constant = CONSTANT_EXPORT.exec(statement);
    const value = constant && literalOf(constant[2]!);
    if (typeof value === "string") this.imports.constants.set(constant![1]!, value);
  }

  /** Drops an import or export; false (the line is then text) when its brackets never close. */
  private dropStatement(): boolean {
    const end = findStatementEnd(this.text, this.pos);
    if (end === -1) {
      const keyword = this.text.startsWith("import", this.pos) ? "import" : "export";
      this.warn(this.pos, `this ${keyword} statement never ends; it is kept as text`);
      return false;
    }
    this.noteStatement(this.text.slice(this.pos, end));
    this.pos = end;
    while (this.pos < this.text.length && isBlankLineAt(this.text, this.pos)) {
      this.pos = Math.min(this.lines.lineEndOf(this.pos) + 1, this.text.length);
    }
    return true;
  }

  /**
   * Skips what starts at `pos` and ends at `end`. Alone on its line, it takes the line with it,
   * so that a dropped comment leaves no blank line to split a paragraph in two.
   */
  private dropSpan(end: number): void {
    const before = this.text.slice(this.lines.lineStartOf(this.pos), this.pos);
    REST_OF_LINE_BLANK.lastIndex = end;
    const rest = REST_OF_LINE_BLANK.exec(this.text)?.[0] ?? "";
    const isAlone = /^[ \t]*$/.test(before) && (rest.endsWith("\n") || end + rest.length === this.text.length);
    if (isAlone) {
      const last = this.children().at(-1);
      if (last?.kind === "text") last.text = withoutTrailingBlanks(last.text);
      this.pos = end + rest.length;
    } else {
      this.pos = end;
    }
  }

  private place(tag: JsxTag): PlacedTag {
    const before = this.text.slice(this.lines.lineStartOf(tag.start), tag.start);
    const indent = /^[ \t]*/.exec(before)?.[0] ?? "";
    REST_OF_LINE_BLANK.lastIndex = tag.end;
    return {
      ...tag,
      line: this.lines.lineOf(tag.start),
      indent,
      startsLine: indent.length === before.length,
      endsLine: REST_OF_LINE_BLANK.test(this.text),
    };
  }

  private takeText(length: number): void {
    this.appendText(this.text.slice(this.pos, this.pos + length));
    this.pos += length;
  }

  private appendText(text: string): void {
    const children = this.children();
    const last = children.at(-1);
    if (last?.kind === "text") last.text += text;
    else children.push({ kind: "text", text });
  }

  private append(node: MdxNode): void {
    if (node.kind === "text") this.appendText(node.text);
    else this.children().push(node);
  }

  private children(): MdxNode[] {
    return this.stack.at(-1)?.children ?? this.root;
  }

  private warn(offset: number, message: string): void {
    this.warnings.push({ offset, line: this.lines.lineOf(offset), message });
  }

  private isLineStart(): boolean {
    return this.pos === 0 || this.text[this.pos - 1] === "\n";
  }
}

/** An expression as a warning quotes it: on one line, and cut short when long. */
function abbreviate(source: string): string {
  const oneLine = source.replace(/\s+/g, " ");
  return oneLine.length <= 40 ? oneLine : `${oneLine.slice(0, 38)}…}`;
}
