// Which lines of a Markdown text are fenced code, as CommonMark reads fences: a run of three or
// more backticks or tildes opens a block, and a line of at least as many of the same closes it.
// A fence may be indented further than CommonMark's three spaces: MkDocs' admonitions and content
// tabs indent their content, code fences included, by four. (MDX reads fences its own way: see
// mdx/codeFences.ts.)

const FENCE = /^[ \t]*(`{3,}|~{3,})/;

/** A fenced code block of `code` (without its closing newline), fenced longer than any run of backticks in it. */
export function codeBlock(code: string, info = ""): string {
  const longestRun = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longestRun + 1);
  return `${fence}${info}\n${code.replace(/\n$/, "")}\n${fence}`;
}

/** Follows a text line by line; every line must be given in order. */
export class FencedCode {
  private openFence: string | undefined;

  /** Whether the line is fenced code, its fences included. */
  holds(line: string): boolean {
    const fence = FENCE.exec(line)?.[1];
    if (this.openFence !== undefined) {
      if (fence !== undefined && closes(line, fence, this.openFence)) this.openFence = undefined;
      return true;
    }
    if (fence === undefined) return false;
    this.openFence = fence;
    return true;
  }
}

/** A fence closes with at least as many of the same character and nothing after it. */
function closes(line: string, fence: string, openFence: string): boolean {
  return fence[0] === openFence[0] && fence.length >= openFence.length && line.trim() === fence;
}
