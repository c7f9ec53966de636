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

/** The visible text of inline Markdown rendered by marked's text renderer. */
export function toPlainText(renderedText: string): string {
  return decodeCharacterReferences(renderedText.replace(/<[^>]*>/g, ""))
    .replace(/\s+/g, " ")
    .trim();
}

function decodeCharacterReferences(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#x([\da-f]{1,6})|([a-z]+));/gi, (reference, decimal, hex, name) => {
    if (name !== undefined) return NAMED_REFERENCES.get(name) ?? reference;
    const codePoint = decimal !== undefined ? Number(decimal) : parseInt(hex, 16);
    return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : reference;
  });
}
