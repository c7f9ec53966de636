// Fenced code as MDX sees it: three or more ``` or ~~~ at any indentation (MDX has no indented
// code blocks, so a fence inside an indented component is still a fence), possibly after a
// list marker or a blockquote's ">".

export interface Fence {
  char: "`" | "~";
  length: number;
  /** The info string, trimmed: `js title="a.js"`. */
  info: string;
}

const FENCE_OPENING = /^[ \t]*(?:>[ \t]?)*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?(`{3,}|~{3,})(.*)$/;
const FENCE_CLOSING = /^[ \t]*(?:>[ \t]?)*(`{3,}|~{3,})[ \t]*$/;

/** The fence this line opens, if it opens one. */
export function openingFence(line: string): Fence | undefined {
  const match = FENCE_OPENING.exec(line);
  if (!match) return undefined;
  const [, run = "", info = ""] = match;
  // A backtick fence's info string holds no backtick: "```a```" is inline code.
  if (run.startsWith("`") && info.includes("`")) return undefined;
  return { char: run.startsWith("`") ? "`" : "~", length: run.length, info: info.trim() };
}

/** A fence closes with at least as many of the same character and nothing after them. */
export function closesFence(line: string, fence: Fence): boolean {
  const run = FENCE_CLOSING.exec(line)?.[1];
  return run !== undefined && run.startsWith(fence.char) && run.length >= fence.length;
}

/** For each line, whether it is inside fenced code (the fence lines themselves are not). */
export function codeContentLines(lines: readonly string[]): boolean[] {
  let open: Fence | undefined;
  return lines.map((line) => {
    if (!open) {
      open = openingFence(line);
      return false;
    }
    if (closesFence(line, open)) {
      open = undefined;
      return false;
    }
    return true;
  });
}
