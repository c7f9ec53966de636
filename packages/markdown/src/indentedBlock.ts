// The indented body of MkDocs' blocks (Python-Markdown admonitions, pymdownx details and
// tabbed): the lines after the opening line that are indented by four spaces or a tab, or
// blank. The body ends before the first line indented less, and before blank lines at its end.

const INDENTED = /^(?: {4}|\t)/;
const BLANK = /^[ \t]*$/;

export interface IndentedBody {
  /** The body's Markdown, without the indentation. */
  markdown: string;
  /** The index of the first line after the body. */
  end: number;
}

/** The body that starts at `lines[start]`; `lines` keep their newlines. */
export function readIndentedBody(lines: readonly string[], start: number): IndentedBody {
  let end = start;
  for (let index = start; index < lines.length; index++) {
    const line = lines[index]!.replace(/\n$/, "");
    if (INDENTED.test(line) && !BLANK.test(line)) end = index + 1;
    else if (!BLANK.test(line)) break;
  }
  const markdown = lines
    .slice(start, end)
    .map((line) => line.replace(/^(?: {1,4}|\t)/, ""))
    .join("");
  return { markdown, end };
}

/** Splits text into lines that keep their newlines, as the readers above expect. */
export function splitLines(src: string): string[] {
  return src.split(/(?<=\n)/);
}
