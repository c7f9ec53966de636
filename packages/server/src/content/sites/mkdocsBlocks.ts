// pymdownx.blocks, fenced by slashes, rewritten as the indented MkDocs syntax rxdocs reads
// (markdown/src/mkdocsAdmonitions.ts and mkdocsTabs.ts):
//   /// warning | Title          !!! warning "Title"
//   Content                          Content
//   ///
//   /// details | Summary        ??? note "Summary"      (`open: True` → ???+, `type: tip` → ??? tip)
//       open: True
//   /// tab | Label              === "Label"             (consecutive tabs are one group; `new: true` → ===!)
// Options are YAML lines indented by four spaces right under the header. A block nests in one
// fenced with a different number of slashes. Each line keeps its place: the fences and options
// become blank lines, so that what is said of a line still points at it.
import yaml from "js-yaml";
import type { SourceLine } from "./mkdocsIncludes.js";
import type { DialectWarning } from "./siteReader.js";

/** The admonition kinds pymdownx.blocks.admonition registers, beside `admonition` itself. */
export const DEFAULT_ADMONITION_TYPES = ["note", "attention", "caution", "danger", "error", "tip", "hint", "warning"];

export interface BlockOptions {
  /** The names that make admonitions (pymdownx.blocks.admonition's `types`). */
  admonitionTypes: readonly string[];
}

const OPENING = /^([ \t]*)(\/{3,})[ \t]*([\w-]+)[ \t]*(?:\|[ \t]*(.*?))?[ \t]*$/;
const CLOSING = /^[ \t]*(\/{3,})[ \t]*$/;
const OPTION_LINE = /^(?: {4,}|\t)\S/;
const FENCE = /^[ \t]*(`{3,}|~{3,})/;

interface Block {
  indent: string;
  slashes: string;
  name: string;
  argument: string;
  options: Record<string, unknown>;
  header: SourceLine;
  /** The option lines and the closing fence, each to become a blank line. */
  spare: SourceLine[];
  body: (SourceLine | Block)[];
}

export function rewriteBlocks(
  lines: readonly SourceLine[],
  options: BlockOptions,
  warnings: DialectWarning[],
): SourceLine[] {
  if (!lines.some((source) => source.text.includes("///"))) return [...lines];
  const top = parseBlocks(lines, warnings);
  return new BlockWriter(options, warnings).write(top, "");
}

/** The lines as a tree of blocks; fenced code never opens or closes one. */
function parseBlocks(lines: readonly SourceLine[], warnings: DialectWarning[]): (SourceLine | Block)[] {
  const top: (SourceLine | Block)[] = [];
  const open: Block[] = [];
  const container = () => open.at(-1)?.body ?? top;
  let codeFence: string | undefined;
  for (let index = 0; index < lines.length; index++) {
    const source = lines[index]!;
    const fence = FENCE.exec(source.text)?.[1];
    if (codeFence !== undefined) {
      if (fence && fence[0] === codeFence[0] && fence.length >= codeFence.length && source.text.trim() === fence) {
        codeFence = undefined;
      }
      container().push(source);
      continue;
    }
    if (fence) {
      codeFence = fence;
      container().push(source);
      continue;
    }
    const closing = CLOSING.exec(source.text);
    const closed = closing ? open.findLastIndex((block) => block.slashes === closing[1]) : -1;
    if (closed !== -1) {
      open[closed]!.spare.push(source);
      open.length = closed;
      continue;
    }
    const opening = OPENING.exec(source.text);
    if (opening && !open.some((block) => block.slashes === opening[2])) {
      const [, indent = "", slashes = "", name = "", argument = ""] = opening;
      const block: Block = {
        indent,
        slashes,
        name: name.toLowerCase(),
        argument,
        options: {},
        header: source,
        spare: [],
        body: [],
      };
      const optionLines: SourceLine[] = [];
      while (index + 1 < lines.length && OPTION_LINE.test(lines[index + 1]!.text.slice(indent.length))) {
        optionLines.push(lines[++index]!);
      }
      block.options = readOptions(optionLines, warnings);
      block.spare.push(...optionLines);
      container().push(block);
      open.push(block);
      continue;
    }
    container().push(source);
  }
  return top;
}

function readOptions(lines: readonly SourceLine[], warnings: DialectWarning[]): Record<string, unknown> {
  if (lines.length === 0) return {};
  try {
    const options = yaml.load(
      lines
        .map((source) => source.text)
        .join("\n")
        .replace(/^\s+/gm, ""),
    );
    if (typeof options === "object" && options !== null && !Array.isArray(options))
      return options as Record<string, unknown>;
  } catch {
    // Said below.
  }
  warnings.push({
    line: lines[0]!.line,
    message: "the block's options are not YAML keys and values; they are ignored",
  });
  return {};
}

class BlockWriter {
  constructor(
    private readonly options: BlockOptions,
    private readonly warnings: DialectWarning[],
  ) {}

  /** The lines of a container's content, with `indent` before each that is not blank. */
  write(content: readonly (SourceLine | Block)[], indent: string): SourceLine[] {
    const result: SourceLine[] = [];
    for (const item of content) {
      if ("text" in item) result.push(indented(item, indent));
      else result.push(...this.block(item, indent));
    }
    return result;
  }

  private block(block: Block, indent: string): SourceLine[] {
    const opening = this.opening(block);
    const outer = indent + block.indent;
    const blank = (source: SourceLine): SourceLine => ({ text: "", line: source.line });
    if (opening === undefined) {
      // A block rxdocs has no form for (html, caption, definition…): its content stays, as written.
      this.warnings.push({
        line: block.header.line,
        message: `the block "${block.name}" has no rxdocs form; its content is kept without it`,
      });
      return [blank(block.header), ...this.write(block.body, indent), ...block.spare.map(blank)];
    }
    const body = this.write(
      block.body.map((item) => ("text" in item ? unindented(item, block.indent) : item)),
      "",
    );
    return [
      { text: outer + opening, line: block.header.line },
      ...block.spare.slice(0, -1).map(blank),
      ...body.map((source) => indented(source, `${outer}    `)),
      ...block.spare.slice(-1).map(blank),
    ];
  }

  /** The header in rxdocs' indented syntax, or undefined for a block it has none for. */
  private opening(block: Block): string | undefined {
    // The indented syntax reads the title between the first and the last quote, quotes and all.
    const title = block.argument === "" ? "" : ` "${block.argument}"`;
    const type = typeof block.options.type === "string" ? block.options.type : undefined;
    if (block.name === "tab") {
      const flags = `${block.options.new === true ? "!" : ""}${block.options.select === true ? "+" : ""}`;
      return `===${flags} "${block.argument}"`;
    }
    if (block.name === "details") {
      const marker = block.options.open === true ? "???+" : "???";
      return `${marker} ${type ?? "note"}${title || (type ? "" : ' "Details"')}`;
    }
    if (block.name === "admonition") return `!!! ${type ?? "note"}${title}`;
    if (this.options.admonitionTypes.includes(block.name)) return `!!! ${block.name}${title}`;
    return undefined;
  }
}

function indented(source: SourceLine, indent: string): SourceLine {
  return source.text.trim() === "" ? { ...source, text: "" } : { ...source, text: indent + source.text };
}

/** A body line without the indentation its block's fence had. */
function unindented(source: SourceLine, indent: string): SourceLine {
  return source.text.startsWith(indent) ? { ...source, text: source.text.slice(indent.length) } : source;
}
