// The block components of docs sites (Starlight, Mintlify, Docusaurus, Nextra, Fumadocs), written
// as containers of rxdocs' own and drawn as plain HTML and CSS, with no script:
//   ::: steps            an ordered list, or `::: step Title` blocks, or h3 headings, numbered
//   ::: cards {cols=2}   a grid of `::: card Title` (a card whose title is a link is a link)
//   ::: file-tree        a Markdown list of files and folders (a folder ends with `/`)
//   ::: field name {type=string required default=1 in=query}    a parameter or response field
//   ::: frame Caption    an image in a frame, with its caption
//   ::: update Label {description=v1.2}                          one entry of a changelog
//   ::: accordions       folding callouts (`::: details`) joined as one group
import type { Lexer, MarkedExtension, Parser, Token, Tokens } from "marked";
import { markedWord } from "./articleWords.js";
import { type ContainerAttributes, textAttribute } from "./containerAttributes.js";
import type { ColonContainer } from "./containerFences.js";
import { lexBody, lexTitle } from "./containerLexing.js";
import { escapeHtml } from "./escapeHtml.js";
import { type FileTreeEntry, fileTreeEntries, renderFileTree } from "./fileTree.js";
import { renderHeading } from "./headings.js";
import { currentRender } from "./renderContext.js";

const COMPONENT_NAMES = [
  "steps",
  "step",
  "cards",
  "columns",
  "card",
  "file-tree",
  "field",
  "frame",
  "update",
  "accordions",
];
type ComponentName = (typeof COMPONENT_NAMES)[number];

export interface ComponentToken extends Tokens.Generic {
  type: "rxComponent";
  raw: string;
  component: ComponentName;
  attributes: ContainerAttributes;
  /** The title as plain text, which the search indexes; "" for none. */
  title: string;
  titleTokens: Token[];
  tokens: Token[];
  /** A file tree's entries. */
  entries?: FileTreeEntry[];
}

export function isComponentContainer(name: string): boolean {
  return COMPONENT_NAMES.includes(name);
}

export function componentToken(
  lexer: Lexer,
  container: ColonContainer,
  title: string,
  attributes: ContainerAttributes,
): ComponentToken {
  const tokens = lexBody(lexer, container.bodyLines.join("\n"));
  const lexedTitle = title ? lexTitle(lexer, title) : { title: "", titleTokens: [] };
  const token: ComponentToken = {
    type: "rxComponent",
    raw: container.raw,
    component: container.name,
    attributes,
    ...lexedTitle,
    tokens,
  };
  if (container.name === "file-tree") token.entries = fileTreeEntries(lexer, tokens);
  return token;
}

export const componentMarkup: MarkedExtension = {
  extensions: [
    {
      name: "rxComponent",
      renderer(token) {
        return renderComponent(token as ComponentToken, this.parser);
      },
    },
  ],
};

function renderComponent(token: ComponentToken, parser: Parser): string {
  const { attributes } = token;
  const title = () => parser.parseInline(token.titleTokens);
  const body = () => parser.parse(token.tokens);
  switch (token.component) {
    case "steps":
      return `<div class="rx-steps">\n${body()}</div>\n`;
    case "step":
      return `<div class="rx-step">${token.title ? `<p class="rx-step__title">${title()}</p>` : ""}\n${body()}</div>\n`;
    case "cards":
    case "columns":
      return `<div class="rx-cards"${columnsAttribute(attributes)}>\n${body()}</div>\n`;
    case "card":
      return renderCard(token, title(), body());
    case "file-tree":
      return renderFileTree(token.entries ?? [], parser) || body();
    case "field":
      return renderField(token, title(), body());
    case "frame": {
      const caption = token.title ? `<figcaption>${title()}</figcaption>` : "";
      return `<figure class="rx-frame">\n${body()}${caption}</figure>\n`;
    }
    case "update":
      return renderUpdate(token, title(), body());
    default:
      return `<div class="rx-accordions">\n${body()}</div>\n`;
  }
}

function columnsAttribute(attributes: ContainerAttributes): string {
  const columns = Number(textAttribute(attributes, "cols"));
  return Number.isInteger(columns) && columns >= 1 && columns <= 4 ? ` data-cols="${columns}"` : "";
}

/**
 * A card whose title is a link is a link as a whole: the link's area is stretched over the
 * card (CSS), rather than wrapping the card in an <a> that links inside its text could not be in.
 */
function renderCard(token: ComponentToken, titleHtml: string, bodyHtml: string): string {
  const isLink = token.titleTokens.some((part) => part.type === "link");
  const classes = isLink ? "rx-card rx-card--link" : "rx-card";
  const linkedTitle = isLink ? titleHtml.replace(/<a /, '<a class="rx-card__link" ') : titleHtml;
  const heading = token.title ? `<p class="rx-card__title">${linkedTitle}</p>` : "";
  return `<div class="${classes}">${heading}\n${bodyHtml}</div>\n`;
}

function renderField(token: ComponentToken, nameHtml: string, bodyHtml: string): string {
  const { attributes } = token;
  const parts = [`<code class="rx-field__name">${nameHtml}</code>`];
  const place = textAttribute(attributes, "in");
  if (place) parts.push(`<span class="rx-field__place">${escapeHtml(place)}</span>`);
  const type = textAttribute(attributes, "type");
  if (type) parts.push(`<span class="rx-field__type">${escapeHtml(type)}</span>`);
  if (attributes.has("required")) parts.push(markedWord("article.field.required", "rx-field__required"));
  if (attributes.has("deprecated")) parts.push(markedWord("article.field.deprecated", "rx-field__deprecated"));
  const fallback = textAttribute(attributes, "default");
  if (fallback !== undefined) {
    const word = markedWord("article.field.default");
    parts.push(`<span class="rx-field__default">${word}: <code>${escapeHtml(fallback)}</code></span>`);
  }
  const body = bodyHtml ? `<div class="rx-field__body">\n${bodyHtml}</div>` : "";
  return `<div class="rx-field"><p class="rx-field__head">${parts.join(" ")}</p>${body}</div>\n`;
}

/** A changelog entry: its label is a heading of the page, so that the outline lists the entries. */
function renderUpdate(token: ComponentToken, labelHtml: string, bodyHtml: string): string {
  const id = currentRender().outline.add(2, token.title);
  const description = textAttribute(token.attributes, "description");
  const aside = [renderHeading(2, labelHtml, id).trimEnd()];
  if (description) aside.push(`<p class="rx-update__description">${escapeHtml(description)}</p>`);
  return `<div class="rx-update"><div class="rx-update__aside">${aside.join("")}</div><div class="rx-update__body">\n${bodyHtml}</div></div>\n`;
}
