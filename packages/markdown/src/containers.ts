// Docusaurus admonitions and VitePress containers, the `:::` family:
//   :::tip Title        :::tip[Title **with** Markdown]        ::: warning        ::: details Title {open}
//   ::: code-group      ::: tabs key:pkg        ::: steps        ::: card Title {icon=rocket}
// Admonitions become callouts, code groups and tabs become tab groups, components (steps, cards,
// file trees… see components.ts) their own markup, and a container of any
// other name (`::: v-pre`, `:::custom`) shows its content in a plain wrapper: its fences never
// show. A closing fence with nothing to close is dropped too.
import type { Lexer, MarkedExtension, Token, Tokens } from "marked";
import { type CalloutKind, calloutToken } from "./callout.js";
import { codeGroupToken } from "./codeGroup.js";
import { componentToken, isComponentContainer } from "./components.js";
import { readContainerAttributes } from "./containerAttributes.js";
import { type ColonContainer, readColonContainer } from "./containerFences.js";
import { lexBody, startOfLaterLine } from "./containerLexing.js";
import { tabsContainerToken } from "./tabsContainer.js";

/** A later line of the text that starts with a colon fence (the first line is the block being read). */
const LATER_FENCE_LINE = /\n {0,3}:{3,}/;
/** A closing fence with nothing to close. */
const STRAY_FENCE = /^ {0,3}:{3,}[ \t]*(?:\n|$)/;

// Docusaurus' kinds and VitePress' (info, tip, warning, danger), with Docusaurus' older aliases.
const ADMONITION_KINDS: ReadonlyMap<string, CalloutKind> = new Map([
  ["note", { tone: "note", defaultTitle: "note" }],
  ["info", { tone: "note", defaultTitle: "info" }],
  ["tip", { tone: "tip", defaultTitle: "tip" }],
  ["success", { tone: "tip", defaultTitle: "success" }],
  ["important", { tone: "important", defaultTitle: "important" }],
  ["warning", { tone: "warning", defaultTitle: "warning" }],
  ["caution", { tone: "warning", defaultTitle: "caution" }],
  ["danger", { tone: "danger", defaultTitle: "danger" }],
  ["secondary", { tone: "neutral", defaultTitle: "note" }],
]);
const DETAILS_KIND: CalloutKind = { tone: "neutral", defaultTitle: "details" };
/** A container of a name the reader does not know, given a title: a callout of no particular kind. */
const UNKNOWN_KIND: CalloutKind = { tone: "neutral", defaultTitle: { text: "" } };

export interface ContainerToken extends Tokens.Generic {
  type: "container";
  tokens: Token[];
}

export const colonContainers: MarkedExtension = {
  extensions: [
    {
      name: "colonContainer",
      level: "block",
      start: (src) => startOfLaterLine(LATER_FENCE_LINE, src, [":::"]),
      tokenizer(src) {
        const stray = STRAY_FENCE.exec(src);
        if (stray) return { type: "space", raw: stray[0] };
        const container = readColonContainer(src);
        return container && containerToken(this.lexer, container);
      },
    },
    {
      name: "container",
      renderer(token) {
        return `<div class="rx-container">\n${this.parser.parse((token as ContainerToken).tokens)}</div>\n`;
      },
    },
  ],
};

function containerToken(lexer: Lexer, container: ColonContainer): Tokens.Generic {
  const { name, raw } = container;
  const body = container.bodyLines.join("\n");
  if (name === "code-group") return codeGroupToken(raw, lexBody(lexer, body)) ?? plainContainer(lexer, raw, body);
  if (name === "tabs") return tabsContainerToken(lexer, container) ?? plainContainer(lexer, raw, body);

  const { title, attributes } = parseInfo(container.info);
  if (isComponentContainer(name)) return componentToken(lexer, container, title, readContainerAttributes(attributes));
  if (name === "details") {
    const collapsible = /(?:^|\s)open(?:\s|$)/.test(attributes) ? "open" : "closed";
    return calloutToken(lexer, raw, { kind: DETAILS_KIND, titleMarkdown: title || undefined, body, collapsible });
  }
  const kind = ADMONITION_KINDS.get(name);
  if (kind) return calloutToken(lexer, raw, { kind, titleMarkdown: title || undefined, body });
  if (title) return calloutToken(lexer, raw, { kind: UNKNOWN_KIND, titleMarkdown: title, body });
  return plainContainer(lexer, raw, body);
}

function plainContainer(lexer: Lexer, raw: string, body: string): ContainerToken {
  return { type: "container", raw, tokens: lexBody(lexer, body) };
}

/**
 * The title and attributes after a container's name: Docusaurus' `[Title]` or a plain title,
 * then VitePress' attribute block (`{open}`).
 */
function parseInfo(info: string): { title: string; attributes: string } {
  let rest = info;
  let attributes = "";
  const attributeBlock = /\{([^{}]*)\}$/.exec(rest);
  if (attributeBlock) {
    attributes = attributeBlock[1]!;
    rest = rest.slice(0, attributeBlock.index).trim();
  }
  // A title in brackets is the whole of it: `[Guides](/guides)` is a title that is a link.
  const end = rest.startsWith("[") ? matchingBracket(rest) : undefined;
  return { title: end === rest.length - 1 ? rest.slice(1, end) : rest, attributes };
}

/** The index of the `]` that closes the `[` at 0, counting nested brackets and skipping escaped ones. */
function matchingBracket(text: string): number | undefined {
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (character === "\\") index++;
    else if (character === "[") depth++;
    else if (character === "]" && --depth === 0) return index;
  }
  return undefined;
}
