// What a component's writer (components.ts) gets from the MDX renderer: its children written as
// Markdown, and a way to say what it could not keep.
import type { MdxElement, MdxNode, PlacedTag } from "./parse.js";

export interface ComponentContext {
  /** Nodes written as Markdown, as they sit in the page. */
  renderNodes(nodes: readonly MdxNode[]): string;
  /** The element's children as a block of Markdown of their own (blockText.ts' blockContent). */
  blockContent(element: MdxElement): string;
  /** The text a name of the page stands for (an export, a file imported as text), for a prop written as that name. */
  textOf(name: string): string | undefined;
  warn(tag: PlacedTag, message: string): void;
}

/** Writes a component as a block of Markdown; "" writes nothing. */
export type BlockWriter = (element: MdxElement, context: ComponentContext) => string;

/** Writes a component as inline Markdown or HTML, within its line. */
export type InlineWriter = (element: MdxElement, context: ComponentContext) => string;

/** A container of rxdocs' Markdown (`::: name info`), its content between blank lines. */
export function container(opening: string, content: string): string {
  return content ? `::: ${opening}\n\n${content}\n\n:::` : `::: ${opening}\n:::`;
}

/** A container's attribute block, `{cols=2 required type="string | null"}`; "" when none is given. */
export function attributeBlock(attributes: Record<string, string | number | boolean | undefined>): string {
  const written = Object.entries(attributes).flatMap(([name, value]) => {
    if (value === undefined || value === false) return [];
    if (value === true) return [name];
    const text = oneLine(String(value)).replace(/["{}]/g, "");
    return [/^[\w.-]+$/.test(text) ? `${name}=${text}` : `${name}="${text}"`];
  });
  return written.length ? `{${written.join(" ")}}` : "";
}

/** The text on one line, its runs of white space made single spaces. */
export function oneLine(text: string): string {
  return text.trim().replace(/\s+/g, " ");
}
