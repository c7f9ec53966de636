// The Markdown lists of Docsify's _sidebar.md and _navbar.md, as Docsify renders them: each item
// is a link (`- [Quick start](quickstart.md)`) or a text (`- Getting started`), and what is
// indented under it is its nested list. Docsify renders the whole file as Markdown, so a heading
// or a paragraph of text before a list names that list, and a paragraph of links is a list too.
import { Lexer, type Token, type Tokens } from "marked";

export interface ListEntry {
  /** The text a reader sees: the link's, else the item's. */
  label: string;
  /** The link's address as written, without its title. */
  href?: string;
  /** The link's title as written (Docsify options such as `:ignore` included). */
  title?: string;
  children: ListEntry[];
  /** 1-based line of the file it is written on. */
  line: number;
}

/** The entries of a sidebar or navbar file, in the order written. */
export function readLinkList(text: string): ListEntry[] {
  const lines = new LineFinder(text);
  const top: ListEntry[] = [];
  /** The entry a heading or a paragraph of text opened: the lists after it are its children. */
  let group: ListEntry | undefined;
  for (const token of Lexer.lex(text, { gfm: true })) {
    const into = group?.children ?? top;
    if (token.type === "list") {
      into.push(...listEntries(token as Tokens.List, lines));
    } else if (token.type === "heading" || token.type === "paragraph") {
      const inline = (token as Tokens.Heading | Tokens.Paragraph).tokens;
      const links = findLinks(inline);
      if (links.length > 0 && token.type === "paragraph") {
        into.push(...links.map((link) => linkEntry(link, [], lines)));
        continue;
      }
      const label = plainText(inline).trim();
      if (label === "") continue;
      group = textEntry(label, lines);
      top.push(group);
    } else if (token.type === "hr") {
      group = undefined;
    }
  }
  return top;
}

function listEntries(list: Tokens.List, lines: LineFinder): ListEntry[] {
  return list.items.flatMap((item) => {
    const first = item.tokens.find((block) => block.type === "text" || block.type === "paragraph") as
      Tokens.Text | Tokens.Paragraph | undefined;
    const inline = first?.tokens ?? [];
    const [link] = findLinks(inline);
    // The item's own line is found before its children's, which come after it in the file.
    const entry = link ? linkEntry(link, [], lines) : textEntry(plainText(inline).trim(), lines);
    entry.children = item.tokens
      .filter((block): block is Tokens.List => block.type === "list")
      .flatMap((nested) => listEntries(nested, lines));
    return entry.label === "" && !entry.href && entry.children.length === 0 ? [] : [entry];
  });
}

function textEntry(label: string, lines: LineFinder): ListEntry {
  return { label, children: [], line: lines.lineOf(label) };
}

function linkEntry(link: Tokens.Link, children: ListEntry[], lines: LineFinder): ListEntry {
  return {
    label: plainText(link.tokens).trim(),
    href: link.href,
    ...(link.title && { title: link.title }),
    children,
    line: lines.lineOf(`](${link.href}`),
  };
}

/** The links of a line of inline tokens, outermost first (a link may sit inside emphasis). */
function findLinks(tokens: readonly Token[]): Tokens.Link[] {
  const links: Tokens.Link[] = [];
  for (const token of tokens) {
    if (token.type === "link") links.push(token as Tokens.Link);
    else if ("tokens" in token && Array.isArray(token.tokens)) links.push(...findLinks(token.tokens));
  }
  return links;
}

/** What a reader sees of inline Markdown: its text, without markup or HTML tags. */
export function plainText(tokens: readonly Token[]): string {
  let text = "";
  for (const token of tokens) {
    if (token.type === "html") continue;
    if (token.type === "image") continue;
    if ("tokens" in token && Array.isArray(token.tokens)) text += plainText(token.tokens);
    else if (token.type === "br") text += " ";
    else if ("text" in token && typeof token.text === "string") text += decodeCharacterReferences(token.text);
  }
  return text.replace(/\s+/g, " ");
}

const NAMED_REFERENCES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

/** `&amp;`, `&#39;` and the like as the characters they stand for. */
export function decodeCharacterReferences(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
    if (name.startsWith("#")) {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    }
    return NAMED_REFERENCES[name.toLowerCase()] ?? reference;
  });
}

/** Finds the lines things are written on, in the order they come in the file. */
class LineFinder {
  private offset = 0;
  constructor(private readonly text: string) {}

  lineOf(needle: string): number {
    const at = needle === "" ? -1 : this.text.indexOf(needle, this.offset);
    if (at === -1) return this.lineAt(this.offset);
    this.offset = at + needle.length;
    return this.lineAt(at);
  }

  private lineAt(offset: number): number {
    let line = 1;
    for (
      let index = this.text.indexOf("\n");
      index !== -1 && index < offset;
      index = this.text.indexOf("\n", index + 1)
    ) {
      line += 1;
    }
    return line;
  }
}
