// Tabs and code, written as rxdocs' Markdown:
//   ::: tabs key:<group>   Docusaurus <Tabs groupId><TabItem value label>, Starlight <Tabs syncKey>
//                          <TabItem label>, Mintlify <Tabs><Tab title>, Nextra <Tabs items>
//                          <Tabs.Tab>, Fumadocs <Tabs items groupId><Tab value>
//   ::: code-group         Mintlify <CodeGroup>, <RequestExample> and <ResponseExample>, whose
//                          fences are titled by the words after their language
//   ```lang title="…"      Docusaurus <CodeBlock>, Starlight <Code code={…}>
//   [[toc]]                Docusaurus <TOCInline>
//   ::: cards {children}   Docusaurus <DocCardList>, cards of the category's pages (childCards.ts)
import { CHILD_CARDS_MARKER } from "../childCards.js";
import { codeBlock } from "../fencedCode.js";
import { closesFence, openingFence } from "./codeFences.js";
import { type BlockWriter, container, oneLine } from "./componentContext.js";
import type { MdxElement, MdxNode } from "./parse.js";
import { flagProp, stringListProp, stringProp } from "./props.js";

const TAB_NAMES = new Set(["TabItem", "Tab", "Tabs.Tab"]);

/** `::: tabs key:<group>`, then `== <label>` and its content for each tab. */
const tabs: BlockWriter = (element, context) => {
  const { open } = element;
  const labels = labelsFromValues(element);
  const items = stringListProp(open, "items") ?? [];
  const written: string[] = [];
  const outside: MdxNode[] = [];
  for (const child of element.children) {
    if (child.kind === "element" && TAB_NAMES.has(child.open.name)) {
      const value = stringProp(child.open, "value");
      // As in Docusaurus, a label given in the Tabs' `values` wins over the TabItem's own.
      const label =
        labels.get(value ?? "") ??
        stringProp(child.open, "label", "title") ??
        value ??
        items[written.length] ??
        `Tab ${written.length + 1}`;
      const content = context.blockContent(child);
      written.push(content ? `== ${oneLine(label)}\n${content}` : `== ${oneLine(label)}`);
    } else if (child.kind === "element" || child.text.trim() !== "") {
      outside.push(child);
    }
  }
  if (written.length === 0) {
    context.warn(open, `<${open.name}> has no tab; its content is kept as text`);
    return context.blockContent(element);
  }
  const key = stringProp(open, "groupId", "syncKey", "storageKey")?.trim().replace(/\s+/g, "-");
  const group = `::: tabs${key ? ` key:${key}` : ""}\n${written.join("\n")}\n:::`;
  if (outside.length === 0) return group;
  context.warn(open, `<${open.name}> holds content outside its tabs; it is kept before the tabs`);
  return `${context.blockContent({ ...element, children: outside })}\n\n${group}`;
};

/** Docusaurus' older way of labelling tabs: `<Tabs values={[{label: 'Apple', value: 'apple'}]}>`. */
function labelsFromValues(element: MdxElement): Map<string, string> {
  const labels = new Map<string, string>();
  const values = element.open.attributes.find(
    (attribute) => attribute.kind === "expression" && attribute.name === "values",
  );
  if (values?.kind !== "expression") return labels;
  for (const [object] of values.source.matchAll(/\{[^{}]*\}/g)) {
    const label = /\blabel\s*:\s*(["'`])(.*?)\1/.exec(object)?.[2];
    const value = /\bvalue\s*:\s*(["'`])(.*?)\1/.exec(object)?.[2];
    if (label !== undefined && value !== undefined) labels.set(value, label);
  }
  return labels;
}

/** A code group, each fence titled by what follows its language (Mintlify: ```` ```bash npm ````). */
const codeGroup: BlockWriter = (element, context) => {
  const lines = context.blockContent(element).split("\n");
  let fence: ReturnType<typeof openingFence>;
  const titled = lines.map((line) => {
    if (fence) {
      if (closesFence(line, fence)) fence = undefined;
      return line;
    }
    fence = openingFence(line);
    return fence ? titledFence(line) : line;
  });
  return container("code-group", titled.join("\n"));
};

/** ```` ```js Title words {1,3} ```` as ```` ```js {1,3} [Title words] ````; a fence with a title of its own stays. */
function titledFence(line: string): string {
  const match = /^(\s*(?:`{3,}|~{3,}))\s*(\S+)\s+(.+)$/.exec(line);
  if (!match || /\[.*\]|title=|filename=/.test(match[3]!)) return line;
  const [, marker, language, rest] = match as unknown as [string, string, string, string];
  const options = rest.match(/\{[^}]*\}|\b[\w-]+=(?:"[^"]*"|'[^']*'|\S+)/g) ?? [];
  const title = oneLine(options.reduce((text, option) => text.replace(option, " "), rest));
  const kept = options.filter((option) => option.startsWith("{"));
  return [`${marker}${language}`, ...kept, title ? `[${title}]` : ""].filter(Boolean).join(" ");
}

function fenceInfo(language: string | undefined, title: string | undefined, lineNumbers: boolean): string {
  const parts = [language ?? ""];
  if (title) parts.push(`title="${title.replaceAll('"', "'")}"`);
  if (lineNumbers) parts.push("showLineNumbers");
  return parts.join(" ").trimEnd();
}

const codeBlockComponent: BlockWriter = (element, context) => {
  const { open } = element;
  const written = element.children.map((child) => (child.kind === "text" ? child.text : context.renderNodes([child])));
  // As in JSX, the line break and indentation around the code belong to the tags, not to it.
  const code = written
    .join("")
    .replace(/^[ \t]*\n[ \t]*/, "")
    .replace(/\s+$/, "");
  return codeBlock(
    code,
    fenceInfo(stringProp(open, "language"), stringProp(open, "title"), flagProp(open, "showLineNumbers")),
  );
};

const code: BlockWriter = (element, context) => {
  const { open } = element;
  const named = open.attributes.find((attribute) => attribute.kind === "expression" && attribute.name === "code");
  const source =
    stringProp(open, "code") ?? (named?.kind === "expression" ? context.textOf(named.source.trim()) : undefined);
  if (source === undefined) {
    context.warn(open, "<Code>'s code is not written in the page; it was dropped");
    return "";
  }
  return codeBlock(source.replace(/\n+$/, ""), fenceInfo(stringProp(open, "lang"), stringProp(open, "title"), false));
};

export const CODE_WRITERS: Readonly<Record<string, BlockWriter>> = {
  Tabs: tabs,
  CodeGroup: codeGroup,
  RequestExample: codeGroup,
  ResponseExample: codeGroup,
  CodeBlock: codeBlockComponent,
  Code: code,
  TOCInline: () => "[[toc]]",
  DocCardList: () => CHILD_CARDS_MARKER,
};
