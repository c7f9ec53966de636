// Docsify's cover page (_coverpage.md) as the home page's hero. Docsify shows the cover's
// Markdown centred above the home page: its logo image, a `# name <small>version</small>`
// heading, a line or a quote and a list of what the project is, and a last paragraph of links
// styled as buttons, the last one filled. A last paragraph that is only an image is the cover's
// background (`![](bg.png)`, `![color](#f0f0f0)`), not its logo.
import type { HomeHero } from "@rxdocs/contract";
import { Lexer, type Token, type Tokens } from "marked";
import { decodeCharacterReferences, plainText } from "./docsifyLists.js";

/** Between the list's items, and between the tagline's parts. */
const TAGLINE_SEPARATOR = " · ";

/**
 * The hero a cover page describes. `addressOf` turns a link of the cover into the address the
 * hero's button leads to (undefined leaves the button out).
 */
export function readCover(text: string, addressOf: (href: string) => string | undefined): HomeHero {
  const blocks = Lexer.lex(text, { gfm: true }).filter((token) => token.type !== "space" && token.type !== "html");
  if (isImageParagraph(blocks.at(-1))) blocks.pop();
  const hero: HomeHero = { actions: [] };
  const tagline: string[] = [];
  const last = blocks.at(-1);
  for (const block of blocks) {
    if (block === last && block.type === "paragraph" && linksOf(block.tokens ?? []).length > 0) {
      hero.actions = actionsOf(block as Tokens.Paragraph, addressOf);
    } else if (block.type === "heading" && hero.name === undefined) {
      Object.assign(hero, nameOf(block as Tokens.Heading));
    } else if (block.type === "paragraph" || block.type === "blockquote") {
      const image = imageOf(block.tokens ?? []);
      if (image && !hero.image) hero.image = image;
      const words = block.type === "blockquote" ? textOfBlocks(block.tokens ?? []) : plainText(block.tokens ?? []);
      if (words.trim() !== "") tagline.push(words.trim());
    } else if (block.type === "list") {
      const items = (block as Tokens.List).items.map((item) => textOfBlocks(item.tokens).trim()).filter(Boolean);
      if (items.length > 0) tagline.push(items.join(TAGLINE_SEPARATOR));
    }
  }
  if (tagline.length > 0) hero.tagline = tagline.join(TAGLINE_SEPARATOR);
  return hero;
}

/** `docsify <small>4.x</small> :id=docsify`: the name, and the small text beside it. */
function nameOf(heading: Tokens.Heading): Pick<HomeHero, "name" | "text"> {
  const written = heading.text.replace(/(?:^|\s):id=\S+/g, "");
  const small = /<small\b[^>]*>([\s\S]*?)<\/small>/i.exec(written);
  const name = textOfHtml(small ? written.replace(small[0], " ") : written);
  const smallText = small ? textOfHtml(small[1] ?? "") : "";
  return { ...(name !== "" && { name }), ...(smallText !== "" && { text: smallText }) };
}

function actionsOf(paragraph: Tokens.Paragraph, addressOf: (href: string) => string | undefined): HomeHero["actions"] {
  const actions: HomeHero["actions"] = [];
  for (const link of linksOf(paragraph.tokens)) {
    const address = addressOf(link.href);
    if (address !== undefined) actions.push({ text: plainText(link.tokens).trim(), link: address, theme: "alt" });
  }
  // Docsify fills the last button.
  const lastAction = actions.at(-1);
  if (lastAction) lastAction.theme = "brand";
  return actions;
}

/** The first image that is a picture (not a background colour), as the hero's. */
function imageOf(tokens: readonly Token[]): HomeHero["image"] {
  for (const token of tokens) {
    if (token.type === "image" && !(token as Tokens.Image).href.startsWith("#")) {
      const image = token as Tokens.Image;
      return { src: image.href, alt: image.text };
    }
  }
  return undefined;
}

function isImageParagraph(block: Token | undefined): boolean {
  if (block?.type !== "paragraph") return false;
  const inline = (block.tokens ?? []).filter((token) => !(token.type === "text" && token.raw.trim() === ""));
  return inline.length > 0 && inline.every((token) => token.type === "image");
}

function linksOf(tokens: readonly Token[]): Tokens.Link[] {
  return tokens.filter((token): token is Tokens.Link => token.type === "link");
}

/** The text of blocks (a quote's paragraphs, a list item's), one line. */
function textOfBlocks(blocks: readonly Token[]): string {
  return blocks
    .map((block) => ("tokens" in block && Array.isArray(block.tokens) ? plainText(block.tokens) : ""))
    .filter((text) => text.trim() !== "")
    .join(" ");
}

function textOfHtml(html: string): string {
  return decodeCharacterReferences(html.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}
