// Finds the words of a search in a page's text, the way the search matched them: ignoring
// case and accents ("resume" finds "Résumé"). The text is folded for the comparison, and each
// folded character remembers where it came from, so that a match maps back to the original
// text exactly, even where folding changed the length ("ﬁ" → "fi", "e" + combining accent → "e").
// The matches become DOM ranges for the CSS Custom Highlight API, which paints them without
// changing the DOM: the article's markup stays what the server rendered and React hydrated.

import { CJK_CHARACTERS, foldForSearch } from "@rxdocs/contract";

export interface FoldedText {
  folded: string;
  /** For each folded UTF-16 unit, where the original character that gave it starts and ends. */
  starts: number[];
  ends: number[];
}

const WHITESPACE = /\s/u;

/**
 * One character of text as the search compares it, decomposed: a voicing mark written apart
 * (half-width ｶﾞ) and one composed into its kana (ガ) then fold alike, one character at a time.
 */
function foldChar(char: string): string {
  return WHITESPACE.test(char) ? " " : foldForSearch(char).normalize("NFD");
}

/** Folds a search word the same way as the text it is looked for in. */
export function foldTerm(term: string): string {
  return fold(term.trim()).folded;
}

export function fold(text: string): FoldedText {
  let folded = "";
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const char of text) {
    const piece = foldChar(char);
    // A mark that folds away belongs to the character before it: a match of that one covers it too.
    if (piece === "" && ends.length > 0) ends[ends.length - 1] = index + char.length;
    folded += piece;
    for (let unit = 0; unit < piece.length; unit++) {
      starts.push(index);
      ends.push(index + char.length);
    }
    index += char.length;
  }
  return { folded, starts, ends };
}

// Chinese, Japanese and Korean, which the search matches anywhere, as they have no spaces between words.
const UNSPACED_SCRIPT = new RegExp(`[${CJK_CHARACTERS}]`, "u");
const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * Where the terms occur in `text`, as [start, end) offsets into the original text, in order
 * and without overlaps. A term matches at the start of a word (so `instal` marks the start of
 * "installation", but nothing inside "reinstall"), or anywhere in Chinese, Japanese or Korean.
 */
export function findTermRanges(text: string, terms: readonly string[]): Array<[number, number]> {
  const { folded, starts, ends } = fold(text);
  // Longer terms first, so that where two match at one place the longer one is marked.
  const needles = [...new Set(terms.map(foldTerm))].filter(Boolean).sort((a, b) => b.length - a.length);
  const found: Array<[number, number]> = [];
  for (const needle of needles) {
    const anywhere = UNSPACED_SCRIPT.test(needle);
    for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, at + 1)) {
      if (!anywhere && at > 0 && WORD_CHAR.test(folded[at - 1]!) && WORD_CHAR.test(needle[0]!)) continue;
      found.push([at, at + needle.length]);
    }
  }
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const ranges: Array<[number, number]> = [];
  let reached = 0;
  for (const [start, end] of found) {
    if (start < reached) continue;
    ranges.push([starts[start]!, ends[end - 1]!]);
    reached = end;
  }
  return ranges;
}

/** Elements whose text is not part of the article's prose: controls added to it, code of its page. */
const SKIPPED = "button, script, style, template, [aria-hidden='true']";
/** Text in different blocks never forms one match, even where no space separates them in the DOM. */
const BLOCKS = new Set(
  "ADDRESS ARTICLE ASIDE BLOCKQUOTE DD DETAILS DIV DL DT FIGCAPTION FIGURE FOOTER H1 H2 H3 H4 H5 H6 HEADER LI OL P PRE SECTION SUMMARY TABLE TD TH TR UL".split(
    " ",
  ),
);
const BLOCK_BREAK = "\u0000";

interface TextPiece {
  node: Text;
  /** Where the node's text starts in the joined text. */
  start: number;
}

/** DOM ranges of the terms in the text of `roots`; a match may span several text nodes of one block. */
export function termRangesIn(roots: Iterable<Element>, terms: readonly string[]): Range[] {
  const ranges: Range[] = [];
  for (const root of roots) {
    const { text, pieces } = joinText(root);
    for (const [start, end] of findTermRanges(text, terms)) {
      const range = root.ownerDocument.createRange();
      const first = pieceAt(pieces, start);
      const last = pieceAt(pieces, end - 1);
      range.setStart(first.node, start - first.start);
      range.setEnd(last.node, end - last.start);
      ranges.push(range);
    }
  }
  return ranges;
}

function joinText(root: Element): { text: string; pieces: TextPiece[] } {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest(SKIPPED) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  let text = "";
  const pieces: TextPiece[] = [];
  let lastBlock: Element | null = null;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const block = blockOf(node, root);
    if (pieces.length > 0 && block !== lastBlock) text += BLOCK_BREAK;
    lastBlock = block;
    pieces.push({ node, start: text.length });
    text += node.data;
  }
  return { text, pieces };
}

function blockOf(node: Text, root: Element): Element {
  for (let element = node.parentElement; element && element !== root; element = element.parentElement) {
    if (BLOCKS.has(element.tagName)) return element;
  }
  return root;
}

/** The piece holding the character at `offset` (never a block break: no term contains one). */
function pieceAt(pieces: readonly TextPiece[], offset: number): TextPiece {
  let low = 0;
  let high = pieces.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (pieces[middle]!.start <= offset) low = middle;
    else high = middle - 1;
  }
  return pieces[low]!;
}

/** The name of the highlight, styled with `::highlight(rx-search)`. */
export const SEARCH_HIGHLIGHT = "rx-search";

/** Paints the terms in the text of `roots`; returns how to take them off again. Nothing without the API. */
export function highlightTerms(roots: Iterable<Element>, terms: readonly string[]): () => void {
  if (typeof CSS === "undefined" || !CSS.highlights || typeof Highlight === "undefined") return () => undefined;
  const highlight = new Highlight(...termRangesIn(roots, terms));
  CSS.highlights.set(SEARCH_HIGHLIGHT, highlight);
  return () => {
    if (CSS.highlights.get(SEARCH_HIGHLIGHT) === highlight) CSS.highlights.delete(SEARCH_HIGHLIGHT);
  };
}

/**
 * Paints the terms in the `.rx-markdown` text inside `container`, and again after each change
 * of its DOM (code highlighting and copy buttons arrive after an article renders); returns how
 * to stop and take them off.
 */
export function keepTermsHighlighted(container: Element, terms: readonly string[]): () => void {
  const paint = () => highlightTerms(container.querySelectorAll(".rx-markdown"), terms);
  let clear = paint();
  let frame = 0;
  const observer = new MutationObserver(() => {
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      clear();
      clear = paint();
    });
  });
  observer.observe(container, { childList: true, subtree: true, characterData: true });
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
    clear();
  };
}
