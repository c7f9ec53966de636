// Writes the MDX tree as rxdocs Markdown. The components rxdocs knows (components.ts) become its
// containers, callouts, tabs and inline HTML; <details> and HTML elements that hold blocks stay
// HTML, with the blank lines that let Markdown inside them render; any other component leaves
// its content behind, with one warning for all its uses in the page.
import { blockContent, indentBlock, MarkdownOutput } from "./blockText.js";
import { type ComponentContext, oneLine } from "./componentContext.js";
import { blockWriter, inlineWriter } from "./components.js";
import { htmlOpeningTag } from "./htmlTag.js";
import { isComponentName } from "./jsxTag.js";
import type { MdxElement, MdxNode, PlacedTag, PlacedWarning } from "./parse.js";

/** HTML elements whose content may be blocks: written alone on their lines, it is Markdown. */
const FLOW_CONTAINERS: ReadonlySet<string> = new Set([
  "article",
  "aside",
  "blockquote",
  "dd",
  "div",
  "figure",
  "footer",
  "header",
  "li",
  "main",
  "nav",
  "section",
  "td",
  "th",
]);

/** A partial's Markdown and what reading it said, or why it could not be read. */
export type IncludedPartial = { markdown: string; warnings: string[] } | { reason: string };

/** What the names a page imports and exports stand for. */
export interface PageNames {
  /** A partial's Markdown, or why it could not be read; undefined for a name that is no partial. */
  partial(name: string): IncludedPartial | undefined;
  /** The text a name stands for: a file imported as text, a string exported. */
  text(name: string): string | undefined;
}

const NO_NAMES: PageNames = { partial: () => undefined, text: () => undefined };

export function renderMdx(nodes: readonly MdxNode[], warnings: PlacedWarning[], names: PageNames = NO_NAMES): string {
  const renderer = new MdxRenderer(warnings, names);
  const markdown = renderer.renderNodes(nodes);
  renderer.warnUnsupported();
  return markdown;
}

/** The uses in a page of a component rxdocs does not know. */
interface UnsupportedUses {
  first: PlacedTag;
  uses: number;
  /** Whether every use was self-closing, and so had nothing to keep. */
  isEmpty: boolean;
}

class MdxRenderer implements ComponentContext {
  private readonly unsupported = new Map<string, UnsupportedUses>();

  constructor(
    private readonly warnings: PlacedWarning[],
    private readonly names: PageNames,
  ) {}

  renderNodes(nodes: readonly MdxNode[]): string {
    const output = new MarkdownOutput();
    let isAfterBlock = false;
    let isAfterDroppedLine = false;
    for (const node of nodes) {
      const block = node.kind === "element" ? this.renderBlock(node) : undefined;
      if (node.kind === "element" && block !== undefined) {
        // What leaves nothing takes its line with it, so that no blank line splits a paragraph.
        if (block === "") {
          isAfterDroppedLine = node.open.startsLine && (node.close ?? node.open).endsLine;
          continue;
        }
        output.startBlock();
        output.write(indentBlock(block, node.open.startsLine ? node.open.indent : ""));
        output.write("\n\n");
        isAfterBlock = true;
        continue;
      }
      let text = node.kind === "text" ? node.text : this.renderInline(node);
      if (isAfterDroppedLine) text = text.replace(/^[ \t]*\n/, "");
      isAfterDroppedLine = false;
      // The rest of the closing tag's line and the blank lines after it: the block ends with its own.
      if (isAfterBlock) text = text.replace(/^(?:[ \t]*\n)+|^[ \t]+$/, "");
      if (text !== "") isAfterBlock = false;
      output.write(text);
    }
    return output.toString();
  }

  /** The element as a block of Markdown, or undefined when it belongs to the line it is on. */
  private renderBlock(element: MdxElement): string | undefined {
    const { name } = element.open;
    const included = this.names.partial(name);
    if (included && "reason" in included) {
      this.warn(element.open, `<${name}> is a file that could not be read: ${included.reason}; it was dropped`);
      return "";
    }
    if (included) {
      for (const message of included.warnings) this.warn(element.open, message);
      return included.markdown.trim();
    }
    const writer = blockWriter(name);
    if (writer) return writer(element, this);
    if (element.close === undefined) {
      if (!isComponentName(name) || inlineWriter(name) || !element.open.startsLine || !element.open.endsLine) {
        return undefined;
      }
      this.noteUnsupported(element);
      return "";
    }
    if (name === "details") return this.renderDetails(element);
    if (!isWrittenAsBlock(element) || inlineWriter(name)) return undefined;
    if (isComponentName(name) || name === "") {
      this.noteUnsupported(element);
      return this.blockContent(element);
    }
    return FLOW_CONTAINERS.has(name) ? this.renderHtmlBlock(element) : undefined;
  }

  textOf(name: string): string | undefined {
    return this.names.text(name);
  }

  blockContent(element: MdxElement): string {
    return blockContent(this.renderNodes(element.children));
  }

  private renderInline(element: MdxElement): string {
    const { name } = element.open;
    const writer = inlineWriter(name);
    if (writer) return writer(element, this);
    if (isComponentName(name) || name === "") {
      this.noteUnsupported(element);
      return this.renderNodes(element.children);
    }
    const closing = element.close ? `</${name}>` : "";
    return this.htmlTag(element.open) + this.renderNodes(element.children) + closing;
  }

  /** The summary on the line after `<details>`, then the content as Markdown between blank lines. */
  private renderDetails(details: MdxElement): string {
    const summary = details.children.find(
      (child): child is MdxElement => child.kind === "element" && child.open.name === "summary",
    );
    const content = blockContent(this.renderNodes(details.children.filter((child) => child !== summary)));
    const opening = this.htmlTag(details.open);
    const summaryHtml = summary
      ? `${this.htmlTag(summary.open)}${oneLine(this.renderNodes(summary.children))}</summary>`
      : undefined;
    const parts = [summaryHtml ? `${opening}\n${summaryHtml}` : opening];
    if (content) parts.push(content);
    parts.push("</details>");
    return parts.join("\n\n");
  }

  private renderHtmlBlock(element: MdxElement): string {
    const { name } = element.open;
    const content = blockContent(this.renderNodes(element.children));
    const opening = this.htmlTag(element.open);
    return content ? `${opening}\n\n${content}\n\n</${name}>` : `${opening}</${name}>`;
  }

  private htmlTag(tag: PlacedTag): string {
    return htmlOpeningTag(tag, (message) => this.warn(tag, message));
  }

  private noteUnsupported({ open }: MdxElement): void {
    // A fragment (<>…</>, React's and Astro's <Fragment>) only groups its content, which is kept.
    if (open.name === "" || open.name === "Fragment") return;
    const uses = this.unsupported.get(open.name);
    const isEmpty = open.isSelfClosing;
    if (!uses) this.unsupported.set(open.name, { first: open, uses: 1, isEmpty });
    else {
      uses.uses += 1;
      uses.isEmpty &&= isEmpty;
    }
  }

  /** One warning for each component not supported, at its first use, counting them all. */
  warnUnsupported(): void {
    for (const [name, { first, uses, isEmpty }] of this.unsupported) {
      const what = isEmpty ? "it was dropped" : "its content is kept as text";
      const where = uses > 1 ? ` (${uses} uses)` : "";
      const summary = `<${name}> is not supported; ${what}`;
      this.warnings.push({
        offset: first.start,
        line: first.line,
        message: summary + where,
        unsupported: { name, uses, summary },
      });
    }
  }

  warn(tag: PlacedTag, message: string): void {
    this.warnings.push({ offset: tag.start, line: tag.line, message });
  }
}

/** Open and close tags each alone on their lines: the element holds blocks, not words of a line. */
function isWrittenAsBlock(element: MdxElement): boolean {
  const { open, close } = element;
  return close !== undefined && open.startsLine && open.endsLine && close.startsLine && close.endsLine;
}
