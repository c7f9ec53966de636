// The callouts of each tool, written as rxdocs' admonitions (`:::tip[Title]`), and the folding
// ones as `::: details`:
//   Docusaurus <Admonition type="tip" title>   Starlight <Aside type="caution" title>
//   Mintlify <Note> <Tip> <Info> <Warning> <Check> <Danger> <Callout>
//   Nextra <Callout type="error">   Fumadocs <Callout type="warn" title>
//   Docusaurus <Details summary>, Mintlify <Accordion title defaultOpen> and <Expandable>,
//   Fumadocs <Accordion title>; Mintlify's <AccordionGroup> and Fumadocs' <Accordions> join them.
import { attributeBlock, type BlockWriter, container, oneLine } from "./componentContext.js";
import type { MdxElement } from "./parse.js";
import { flagProp, stringProp } from "./props.js";

/** The admonition kinds of rxdocs' Markdown each tool's types and components become. */
const KIND_OF_TYPE: Readonly<Record<string, string>> = {
  default: "note",
  note: "note",
  info: "info",
  tip: "tip",
  idea: "tip",
  success: "success",
  check: "success",
  important: "important",
  warn: "warning",
  warning: "warning",
  caution: "caution",
  danger: "danger",
  error: "danger",
};

/** Mintlify's callouts are components of their own, one per kind. */
const KIND_OF_COMPONENT: Readonly<Record<string, string>> = {
  Note: "note",
  Tip: "tip",
  Info: "info",
  Warning: "warning",
  Check: "success",
  Danger: "danger",
};

export function admonition(kind: string, title: string | undefined, content: string): string {
  const label = title ? `[${oneLine(title).replace(/[[\]]/g, "\\$&")}]` : "";
  const opening = `:::${kind}${label}`;
  return content ? `${opening}\n\n${content}\n\n:::` : `${opening}\n:::`;
}

const typedCallout: BlockWriter = (element, context) => {
  const type = stringProp(element.open, "type")?.toLowerCase() ?? "";
  const kind = KIND_OF_TYPE[type] ?? (/^[\w-]+$/.test(type) ? type : "note");
  return admonition(kind, stringProp(element.open, "title"), context.blockContent(element));
};

const namedCallout: BlockWriter = (element, context) =>
  admonition(
    KIND_OF_COMPONENT[element.open.name] ?? "note",
    stringProp(element.open, "title"),
    context.blockContent(element),
  );

/** A folding callout, titled by its prop, else by a <summary> child, else `fallbackTitle`. */
function folding(titleProps: string[], fallbackTitle: string): BlockWriter {
  return (element, context) => {
    const summary = element.children.find(
      (child): child is MdxElement => child.kind === "element" && child.open.name === "summary",
    );
    const rest = summary ? { ...element, children: element.children.filter((child) => child !== summary) } : element;
    const title =
      stringProp(element.open, ...titleProps) ??
      (summary ? oneLine(context.renderNodes(summary.children)) : undefined) ??
      fallbackTitle;
    const open = attributeBlock({ open: flagProp(element.open, "defaultOpen") || flagProp(element.open, "open") });
    return container(`details ${oneLine(title)}${open ? ` ${open}` : ""}`, context.blockContent(rest));
  };
}

const accordionGroup: BlockWriter = (element, context) => container("accordions", context.blockContent(element));

export const CALLOUT_WRITERS: Readonly<Record<string, BlockWriter>> = {
  Admonition: typedCallout,
  Aside: typedCallout,
  Callout: typedCallout,
  ...Object.fromEntries(Object.keys(KIND_OF_COMPONENT).map((name) => [name, namedCallout])),
  Details: folding(["summary", "title"], "Details"),
  Accordion: folding(["title"], "Details"),
  Expandable: folding(["title"], "Properties"),
  AccordionGroup: accordionGroup,
  Accordions: accordionGroup,
};
