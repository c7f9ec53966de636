// The Markdown of a block's content: without the indentation that nesting it in JSX added, and
// placed back at its tag's indentation.
import { codeContentLines } from "./codeFences.js";

/**
 * The content of an element as Markdown of its own. Its first line is what follows the opening
 * tag on the tag's line; the others lose the indentation they share (lines of fenced code lose
 * at most as much), since four spaces would make them code.
 */
export function blockContent(text: string): string {
  const lines = text.split("\n");
  const inCode = codeContentLines(lines);
  let common = Infinity;
  lines.forEach((line, index) => {
    if (index > 0 && !inCode[index] && !isBlank(line)) common = Math.min(common, indentLength(line));
  });
  const [first = "", ...rest] = lines;
  const dedented = rest.map((line) => line.slice(Math.min(common, indentLength(line))));
  const content = isBlank(first) ? dedented : [first.replace(/^[ \t]+/, ""), ...dedented];
  return content
    .join("\n")
    .replace(/^(?:[ \t]*\n)+/, "")
    .trimEnd();
}

/** Indents every non-empty line, so that a block written inside a list item stays in it. */
export function indentBlock(block: string, indent: string): string {
  if (indent === "") return block;
  return block
    .split("\n")
    .map((line) => (line === "" ? line : indent + line))
    .join("\n");
}

/**
 * Markdown written piece by piece and joined once: a page of many blocks costs no copying of
 * what is already written each time a block needs a blank line before it.
 */
export class MarkdownOutput {
  private readonly pieces: string[] = [];
  private hasText = false;

  write(text: string): void {
    if (text === "") return;
    this.pieces.push(text);
    if (!this.hasText) this.hasText = /\S/.test(text);
  }

  /**
   * Readies the output for a block: the spaces and tabs ending it (the indentation of the
   * block's tag) go, and a blank line follows what is written, unless that is only white space.
   */
  startBlock(): void {
    while (this.pieces.length > 0) {
      const last = withoutTrailingBlanks(this.pieces.pop() as string);
      if (last === "") continue;
      this.pieces.push(last);
      break;
    }
    if (!this.hasText) return;
    const newlines = this.endingNewlines();
    if (newlines < 2) this.pieces.push("\n".repeat(2 - newlines));
  }

  toString(): string {
    return this.pieces.join("");
  }

  /** How many newlines end the output, counting up to two. */
  private endingNewlines(): number {
    let count = 0;
    for (let piece = this.pieces.length - 1; piece >= 0 && count < 2; piece -= 1) {
      const text = this.pieces[piece] as string;
      for (let index = text.length - 1; index >= 0 && count < 2; index -= 1) {
        if (text[index] !== "\n") return count;
        count += 1;
      }
    }
    return count;
  }
}

/** Without the spaces and tabs that end the text (a loop: a regular expression would rescan it). */
export function withoutTrailingBlanks(text: string): string {
  let end = text.length;
  while (end > 0 && (text[end - 1] === " " || text[end - 1] === "\t")) end -= 1;
  return end === text.length ? text : text.slice(0, end);
}

/** Spaces and tabs only: an ideographic space starting a CJK paragraph is part of its text. */
function indentLength(line: string): number {
  return /^[ \t]*/.exec(line)?.[0].length ?? 0;
}

function isBlank(line: string): boolean {
  return /^[ \t]*$/.test(line);
}
