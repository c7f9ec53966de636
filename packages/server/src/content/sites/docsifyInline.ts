// Docsify's inline syntax: links and images whose title holds options (`[a](x ':include
// :type=code')`, `![logo](x.svg ':size=50%')`, `[a](x ':target=_blank title')`), read as
// Docsify reads them: every `:name` or `:name=value` word is an option, the rest is the title.
// Inline code is left as written.

/** An inline link or image as written. */
export interface InlineLink {
  isImage: boolean;
  /** The text between the brackets, as written. */
  text: string;
  /** The address, without angle brackets. */
  target: string;
  /** The title without its quotes, or undefined without one. */
  title?: string;
  /** The title's quote: `"`, `'` or `(`. */
  quote?: string;
}

/** `[text](target "title")` and `![alt](target 'title')`; the text may hold one level of brackets (an image in a link). */
const INLINE_LINK =
  /(!?)\[((?:[^[\]\n]|\[[^[\]\n]*\](?:\([^()\n]*\))?)*)\]\(\s*(<[^>\n]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(?:\s+("[^"\n]*"|'[^'\n]*'|\([^()\n]*\)))?\s*\)/g;

/** Docsify's option words: `:include`, `:type=code`, `:size=50%` (a word ending in ":" is an emoji, not an option). */
const OPTION = /(?:^|\s):([\w-]+:?)=?([\w\-%]+)?/g;

export interface TitleOptions {
  /** The title without its options, trimmed. */
  rest: string;
  /** By name: the value, or true for an option without one. */
  options: Map<string, string | true>;
}

export function readTitleOptions(title: string | undefined): TitleOptions {
  const options = new Map<string, string | true>();
  if (!title) return { rest: "", options };
  const rest = title
    .replace(OPTION, (word, name: string, value: string | undefined) => {
      if (name.includes(":")) return word;
      options.set(name, value ?? true);
      return "";
    })
    .trim();
  return { rest, options };
}

/**
 * The line with each link and image outside inline code replaced by what `visit` answers
 * (undefined keeps it as written).
 */
export function rewriteInlineLinks(line: string, visit: (link: InlineLink) => string | undefined): string {
  if (!line.includes("](")) return line;
  return outsideInlineCode(line, (part) =>
    part.replace(
      INLINE_LINK,
      (written, bang: string, text: string, target: string, quotedTitle: string | undefined) =>
        visit({
          isImage: bang === "!",
          text,
          target: target.startsWith("<") ? target.slice(1, -1) : target,
          ...(quotedTitle !== undefined && { title: quotedTitle.slice(1, -1), quote: quotedTitle[0] }),
        }) ?? written,
    ),
  );
}

/** The links and images of a line outside inline code, in order. */
export function inlineLinksOf(line: string): InlineLink[] {
  const links: InlineLink[] = [];
  rewriteInlineLinks(line, (link) => {
    links.push(link);
    return undefined;
  });
  return links;
}

/** A link or image written back, with its title (if any) in the quotes it had. */
export function writeInlineLink(link: InlineLink): string {
  const target = /[\s()<>]/.test(link.target) ? `<${link.target}>` : link.target;
  let title = "";
  if (link.title !== undefined && link.title !== "") {
    const [open, close] = link.quote === "(" ? ["(", ")"] : [link.quote ?? '"', link.quote ?? '"'];
    title = ` ${open}${link.title}${close}`;
  }
  return `${link.isImage ? "!" : ""}[${link.text}](${target}${title})`;
}

/** Applies `change` to the parts of a line that are not inline code. */
export function outsideInlineCode(line: string, change: (text: string) => string): string {
  if (!line.includes("`")) return change(line);
  const parts = line.split(/(`+[^`]*`+)/);
  return parts.map((part, index) => (index % 2 === 1 ? part : change(part))).join("");
}
