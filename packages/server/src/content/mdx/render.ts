// Writes the MDX tree as rxdocs Markdown. <Tabs> and <Admonition> become containers; <details>
// and HTML elements that hold blocks stay HTML, with the blank lines that let Markdown inside
// them render; any other component leaves its content behind, with a warning.
import { blockContent, indentBlock, MarkdownOutput } from "./blockText.js";
import { htmlOpeningTag } from "./htmlTag.js";
import { staticJsValue } from "./jsSource.js";
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

const ADMONITION_TYPE = /^[\w-]+$/;

export function renderMdx(nodes: readonly MdxNode[], warnings: PlacedWarning[]): string {
  return new MdxRenderer(warnings).renderNodes(nodes);
}

class MdxRenderer {
  constructor(private readonly warnings: PlacedWarning[]) {}

  renderNodes(nodes: readonly MdxNode[]): string {
    const output = new MarkdownOutput();
    let isAfterBlock = false;
    for (const node of nodes) {
      const block = node.kind === "element" ? this.renderBlock(node) : undefined;
      if (node.kind === "element" && block !== undefined) {
        if (block === "") continue;
        output.startBlock();
        output.write(indentBlock(block, node.open.startsLine ? node.open.indent : ""));
        output.write("\n\n");
        isAfterBlock = true;
        continue;
      }
      let text = node.kind === "text" ? node.text : this.renderInline(node);
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
    if (element.close === undefined) return undefined;
    if (name === "Tabs") return this.renderTabs(element);
    if (name === "Admonition") return this.renderAdmonition(element);
    if (name === "details") return this.renderDetails(element);
    if (!isWrittenAsBlock(element)) return undefined;
    if (isComponentName(name) || name === "") {
      this.warnUnsupported(element.open);
      return blockContent(this.renderNodes(element.children));
    }
    return FLOW_CONTAINERS.has(name) ? this.renderHtmlBlock(element) : undefined;
  }

  private renderInline(element: MdxElement): string {
    const { name } = element.open;
    if (isComponentName(name) || name === "") {
      this.warnUnsupported(element.open);
      return this.renderNodes(element.children);
    }
    const closing = element.close ? `</${name}>` : "";
    return this.htmlTag(element.open) + this.renderNodes(element.children) + closing;
  }

  /** `::: tabs key:<groupId>`, then `== <label>` and its content for each <TabItem>. */
  private renderTabs(tabs: MdxElement): string {
    const labels = labelsFromValues(tabs.open);
    const items: string[] = [];
    const outside: MdxNode[] = [];
    for (const child of tabs.children) {
      if (child.kind === "element" && child.open.name === "TabItem") {
        const value = stringProp(child.open, "value");
        // As in Docusaurus, a label given in the Tabs' `values` wins over the TabItem's own.
        const label = labels.get(value ?? "") ?? stringProp(child.open, "label") ?? value ?? `Tab ${items.length + 1}`;
        const content = blockContent(this.renderNodes(child.children));
        items.push(content ? `== ${oneLine(label)}\n${content}` : `== ${oneLine(label)}`);
      } else if (child.kind === "element" || child.text.trim() !== "") {
        outside.push(child);
      }
    }
    if (items.length === 0) {
      this.warnUnsupported(tabs.open, "<Tabs> has no <TabItem>; its content is kept as text");
      return blockContent(this.renderNodes(tabs.children));
    }
    const groupId = stringProp(tabs.open, "groupId")?.trim().replace(/\s+/g, "-");
    const container = `::: tabs${groupId ? ` key:${groupId}` : ""}\n${items.join("\n")}\n:::`;
    if (outside.length === 0) return container;
    this.warn(tabs.open, "<Tabs> holds content outside its <TabItem>s; it is kept before the tabs");
    return `${blockContent(this.renderNodes(outside))}\n\n${container}`;
  }

  /** `:::<type>[<title>]`, the content between blank lines, `:::`. */
  private renderAdmonition(admonition: MdxElement): string {
    const type = stringProp(admonition.open, "type") ?? "";
    const title = stringProp(admonition.open, "title");
    const content = blockContent(this.renderNodes(admonition.children));
    const label = title ? `[${oneLine(title).replace(/[[\]]/g, "\\$&")}]` : "";
    const opening = `:::${ADMONITION_TYPE.test(type) ? type : "note"}${label}`;
    return content ? `${opening}\n\n${content}\n\n:::` : `${opening}\n:::`;
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

  private warnUnsupported(
    tag: PlacedTag,
    message = `<${tag.name}> is not supported; its content is kept as text`,
  ): void {
    // A fragment (<>…</>) only groups its content, which is kept: nothing to say.
    if (tag.name !== "") this.warn(tag, message);
  }

  private warn(tag: PlacedTag, message: string): void {
    this.warnings.push({ offset: tag.start, line: tag.line, message });
  }
}

/** Open and close tags each alone on their lines: the element holds blocks, not words of a line. */
function isWrittenAsBlock(element: MdxElement): boolean {
  const { open, close } = element;
  return close !== undefined && open.startsLine && open.endsLine && close.startsLine && close.endsLine;
}

/** A string prop, written `name="…"` or `name={"…"}`. */
function stringProp(tag: PlacedTag, name: string): string | undefined {
  for (const attribute of tag.attributes) {
    if (attribute.kind === "spread" || attribute.name !== name) continue;
    const value = attribute.kind === "plain" ? attribute.value : staticJsValue(attribute.source);
    return typeof value === "string" ? value : undefined;
  }
  return undefined;
}

/** Docusaurus' older way of labelling tabs: `<Tabs values={[{label: 'Apple', value: 'apple'}]}>`. */
function labelsFromValues(tabs: PlacedTag): Map<string, string> {
  const labels = new Map<string, string>();
  const values = tabs.attributes.find((attribute) => attribute.kind === "expression" && attribute.name === "values");
  if (values?.kind !== "expression") return labels;
  for (const [object] of values.source.matchAll(/\{[^{}]*\}/g)) {
    const label = /\blabel\s*:\s*(["'`])(.*?)\1/.exec(object)?.[2];
    const value = /\bvalue\s*:\s*(["'`])(.*?)\1/.exec(object)?.[2];
    if (label !== undefined && value !== undefined) labels.set(value, label);
  }
  return labels;
}

function oneLine(text: string): string {
  return text.trim().replace(/\s+/g, " ");
}
