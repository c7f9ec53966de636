// Where code and math end: text that the MDX reading never looks into, so that neither a brace
// in a formula nor a tag in a code sample is taken for JSX.
import { closesFence, type Fence } from "./codeFences.js";
import { isBlankLineAt } from "./jsSource.js";

/** Just past the line that closes the fence opened on the line ending at `openingLineEnd`. */
export function fencedCodeEnd(text: string, openingLineEnd: number, fence: Fence): number {
  return lineEndWhere(text, openingLineEnd, (line) => closesFence(line, fence)) ?? text.length;
}

/** Just past the line closing a `$$` block opened on the line ending at `openingLineEnd`, or -1. */
export function displayMathEnd(text: string, openingLineEnd: number): number {
  return lineEndWhere(text, openingLineEnd, (line) => line.trimEnd().endsWith("$$")) ?? -1;
}

/** Just past the first line after `openingLineEnd` that `isLast` accepts, newline included. */
function lineEndWhere(text: string, openingLineEnd: number, isLast: (line: string) => boolean): number | undefined {
  let lineStart = openingLineEnd + 1;
  while (lineStart < text.length) {
    const newline = text.indexOf("\n", lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    if (isLast(text.slice(lineStart, lineEnd))) return Math.min(lineEnd + 1, text.length);
    lineStart = lineEnd + 1;
  }
  return undefined;
}

/** Just past the next run of exactly `length` `char`s (closing inline code), or -1 if a blank line comes first. */
export function closingRunEnd(text: string, from: number, char: string, length: number): number {
  let index = from;
  while (index < text.length) {
    if (text[index] === "\n" && isBlankLineAt(text, index + 1)) return -1;
    if (text[index] !== char) {
      index += 1;
      continue;
    }
    const runStart = index;
    while (text[index] === char) index += 1;
    if (index - runStart === length) return index;
  }
  return -1;
}

/**
 * Just past inline math whose content starts at `contentStart`, or -1. Pandoc's rule, so that
 * "from $5 to $10" is not math: the content holds no "$" and stays on its line, and the dollars
 * hug it, the closing one followed by no digit.
 */
export function inlineMathEnd(text: string, contentStart: number): number {
  if (/\s/.test(text[contentStart] ?? " ")) return -1;
  for (let index = contentStart + 1; index < text.length; index += 1) {
    const char = text[index];
    if (char === "\n") return -1;
    if (char === "\\") index += 1;
    else if (char === "$") {
      const isClosing = !/\s/.test(text[index - 1] as string) && !/\d/.test(text[index + 1] ?? "");
      return isClosing ? index + 1 : -1;
    }
  }
  return -1;
}
