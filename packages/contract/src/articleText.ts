// Two rules of how an article's Markdown becomes the page a reader sees, spelled once for the
// article renderer and the search index: the search must split an article into the sections the
// page shows and name each heading exactly as the page does, or a hit would land nowhere.

// An ATX `# Title` on the first non-blank line, with optional closing hashes (`# Title #`).
const LEADING_H1 = /^(?:[ \t]*\r?\n)*[ ]{0,3}#[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*(?:\r?\n|$)/;

// The id an author gives a heading after its text: `{#setup}` (Docusaurus, VitePress),
// `{ #setup }` or `{: #setup }` (MkDocs' attribute lists).
const HEADING_ID_MARKER = /[ \t]*\{:?[ \t]*#([^\s{}#]+)[ \t]*\}[ \t]*$/;

/** A heading's text without the id its author gave it, and that id. */
export function splitHeadingId(text: string): { text: string; id?: string } {
  const marker = HEADING_ID_MARKER.exec(text);
  return marker ? { text: text.slice(0, marker.index), id: marker[1]! } : { text };
}

// An inline code span (its backticks matched), or an HTML or component tag outside one.
const CODE_SPAN_OR_TAG = /(`+)[\s\S]*?\1|<\/?[A-Za-z][\w.:-]*(?:\s[^<>]*)?\/?>/g;

/**
 * The title a heading gives its page: its text without the id its author gave it, nor the tags
 * written in it, such as a badge beside it (`# MPA Mode <Badge text="experimental" />`), which
 * have no place in a title or a menu. Code spans keep what they show (`` # The `<div>` element ``).
 */
export function headingTitle(text: string): string {
  return splitHeadingId(text)
    .text.replace(CODE_SPAN_OR_TAG, (found, ticks?: string) => (ticks ? found : ""))
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Removes a leading `# Title` that repeats the article's title (trimmed, case-insensitive, tags
 * aside), since the page shows the title itself. Any other first heading stays.
 */
export function stripLeadingTitle(markdown: string, title: string): string {
  const match = LEADING_H1.exec(markdown);
  if (!match || normalizeTitle(headingTitle(match[1]!)) !== normalizeTitle(title)) return markdown;
  return markdown.slice(match[0].length);
}

function normalizeTitle(title: string): string {
  return title.trim().toLowerCase();
}

// marked's text renderer keeps inline HTML tags and character references as written; the outline
// and the slugs need the text a reader sees instead.
const NAMED_REFERENCES = new Map([
  ["amp", "&"],
  ["lt", "<"],
  ["gt", ">"],
  ["quot", '"'],
  ["apos", "'"],
  ["nbsp", "\u00a0"],
]);

/** The visible text of inline Markdown rendered by marked's text renderer: a heading's text. */
export function visibleInlineText(renderedText: string): string {
  return decodeCharacterReferences(renderedText.replace(/<[^>]*>/g, ""))
    .replace(/\s+/g, " ")
    .trim();
}

/** Replaces decimal, hexadecimal and the common named character references by their characters. */
export function decodeCharacterReferences(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#x([\da-f]{1,6})|([a-z]+));/gi, (reference, decimal, hex, name) => {
    if (name !== undefined) return NAMED_REFERENCES.get(name) ?? reference;
    const codePoint = decimal !== undefined ? Number(decimal) : parseInt(hex, 16);
    return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : reference;
  });
}
