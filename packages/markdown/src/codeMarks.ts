// Marks that authors write inside the code, in a comment of the code's own language, to mark
// lines. The reader never sees them, and they never reach the clipboard:
//   // highlight-next-line, // highlight-start … // highlight-end      Docusaurus, each on a line of its own
//   foo() // [!code highlight], [!code focus], [!code ++], [!code --],  VitePress, at the end of the line
//   [!code error], [!code warning], [!code word:foo]                    they mark; alone on a line, the next
// `[!code focus:3]` marks three lines from there; `[!!code ++]` shows `[!code ++]` as it is.

export type LineMark = "highlighted" | "focused" | "added" | "removed" | "error" | "warning";

export interface MarkedCode {
  /** The lines of the code, without the marks. */
  lines: string[];
  /** The marks of each line, by index into `lines`. */
  marks: Set<LineMark>[];
}

// The comment syntaxes of the languages the reader knows, and a few more: //, #, --, ;, %, ',
// /* */, {/* */} (JSX), <!-- -->, (* *). An opener never starts inside a longer one (the `--`
// of `<!--`, the second `;` of `;;`), so that the rightmost opener is the whole of it.
const COMMENT_OPEN = String.raw`(?:\/\/|#|(?<!<!)--|(?<!;);{1,2}|(?<!%)%{1,2}|'|\{\/\*|(?<!\{)\/\*|<!--|\(\*)`;
const COMMENT_CLOSE = String.raw`(?:\*\/\}?|-->|\*\))`;

const DOCUSAURUS_DIRECTIVE = new RegExp(
  String.raw`^\s*${COMMENT_OPEN}\s*(highlight-next-line|highlight-start|highlight-end)\s*${COMMENT_CLOSE}?\s*$`,
);

// The comment that holds notations at the end of a line, and whatever it says besides them. The
// greedy `code` makes it the rightmost comment opener, so that one inside a string stays code.
const NOTATION_COMMENT = new RegExp(
  String.raw`^(?<code>.*)(?<open>${COMMENT_OPEN})(?<text>.*?)(?<notations>(?:\s*\[!code [^\]]+\])+)\s*(?<close>${COMMENT_CLOSE})?\s*$`,
);
const NOTATION = /\[!code ([^\]:]+)(?::([^\]]*))?\]/g;
const ESCAPED_NOTATION = /\[!!code /g;

const MARK_OF_NOTATION: ReadonlyMap<string, LineMark | null> = new Map([
  ["highlight", "highlighted"],
  ["hl", "highlighted"],
  ["focus", "focused"],
  ["++", "added"],
  ["--", "removed"],
  ["error", "error"],
  ["warning", "warning"],
  // Words are only taken out: the line's text is what a reader sees and copies.
  ["word", null],
]);

interface PendingMark {
  mark: LineMark;
  /** How many lines from here it still marks. */
  lines: number;
}

/** The code's lines without the marks written in its comments, and the marks of each line. */
export function readCodeMarks(code: string): MarkedCode {
  const lines: string[] = [];
  const marks: Set<LineMark>[] = [];
  let pending: PendingMark[] = [];
  let inHighlightedRange = false;

  for (const sourceLine of code.split("\n")) {
    const directive = DOCUSAURUS_DIRECTIVE.exec(sourceLine)?.[1];
    if (directive === "highlight-next-line") pending.push({ mark: "highlighted", lines: 1 });
    if (directive === "highlight-start") inHighlightedRange = true;
    if (directive === "highlight-end") inHighlightedRange = false;
    if (directive) continue;

    const { text, notations } = takeNotations(sourceLine);
    // A notation alone on its line marks the lines that follow it.
    if (notations && text.trim() === "") {
      pending.push(...notations);
      continue;
    }

    const lineMarks = new Set<LineMark>(pending.map((entry) => entry.mark));
    if (inHighlightedRange) lineMarks.add("highlighted");
    pending = pending.map((entry) => ({ ...entry, lines: entry.lines - 1 })).filter((entry) => entry.lines > 0);
    for (const notation of notations ?? []) {
      lineMarks.add(notation.mark);
      if (notation.lines > 1) pending.push({ mark: notation.mark, lines: notation.lines - 1 });
    }
    lines.push(text.replace(ESCAPED_NOTATION, "[!code "));
    marks.push(lineMarks);
  }
  return { lines, marks };
}

/**
 * The line without its notations (and without their comment, when it says nothing else), and
 * the marks they make; `notations` is undefined when the line has none.
 */
function takeNotations(line: string): { text: string; notations?: PendingMark[] } {
  // The check spares long lines (minified code) the pattern's backtracking.
  const comment = line.includes("[!code ") ? NOTATION_COMMENT.exec(line)?.groups : undefined;
  if (!comment) return { text: line };
  const notations: PendingMark[] = [];
  for (const [, kind = "", argument] of comment.notations!.matchAll(NOTATION)) {
    const mark = MARK_OF_NOTATION.get(kind.trim());
    // An unknown notation is not ours to take out: the line stays as written.
    if (mark === undefined) return { text: line };
    if (mark) notations.push({ mark, lines: argument && /^\d+$/.test(argument) ? Number(argument) : 1 });
  }
  const rest = comment.text!.trimEnd();
  if (rest.trim() === "") return { text: comment.code!.trimEnd(), notations };
  const close = comment.close ? ` ${comment.close}` : "";
  return { text: `${comment.code}${comment.open}${rest}${close}`, notations };
}
