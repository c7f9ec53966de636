// A fenced code block as the reader shows it: the title of its fence above the code, its copy
// button, and each line an element of its own carrying its marks and its number:
//
//   <div class="rx-code rx-code--numbered" data-lang="ts" data-digits="2" data-highlighted="true">
//     <div class="rx-code-title">src/a.ts</div>
//     <button class="rx-code-copy">Copy</button>
//     <pre tabindex="0"><code class="language-ts hljs">
//       <span class="rx-line rx-line--highlighted" data-line="1">…</span>\n<span class="rx-line" …
//
// The server highlights while rendering (and marks the block `data-highlighted`); without a
// highlighter the lines come plain, and the browser highlights them in place (highlight.ts).
import { readCodeMarks, type LineMark } from "./codeMarks.js";
import { escapeHtml } from "./escapeHtml.js";
import { parseFenceInfo } from "./fenceInfo.js";
import { highlightLines } from "./highlightedLines.js";
import { grammarForLanguage, languageOfFence } from "./languages.js";
import { currentRender } from "./renderContext.js";

export interface CodeBlockOptions {
  /** False where the fence's title is shown elsewhere, such as on the tab of a code group. */
  showTitle?: boolean;
}

const COPY_BUTTON = '<button type="button" class="rx-code-copy" aria-label="Copy code">Copy</button>';

const LINE_CLASS: Readonly<Record<LineMark, string>> = {
  highlighted: "rx-line--highlighted",
  focused: "rx-line--focused",
  added: "rx-line--added",
  removed: "rx-line--removed",
  error: "rx-line--error",
  warning: "rx-line--warning",
};
const LINE_MARKS = Object.keys(LINE_CLASS) as LineMark[];

export function renderCodeBlock(code: string, info: string | undefined, options: CodeBlockOptions = {}): string {
  const fence = parseFenceInfo(info);
  const language = languageOfFence(info);
  // A trailing newline would show as an empty last line and end up in the clipboard.
  const { lines, marks } = readCodeMarks(code.replace(/\n$/, ""));
  for (const line of fence.highlightedLines) marks[line - 1]?.add("highlighted");

  const grammar = grammarForLanguage(language);
  const { highlight } = currentRender().options;
  const isHighlighted = grammar !== undefined && highlight !== undefined;
  const contents = isHighlighted ? highlightLines(lines, grammar, highlight) : lines.map(escapeHtml);
  const firstNumber = fence.lineNumbers ? (fence.firstLineNumber ?? 1) : undefined;

  let attributes = `class="rx-code${firstNumber === undefined ? "" : " rx-code--numbered"}" data-lang="${language}"`;
  // The widest number sets the width of the numbers' column.
  if (firstNumber !== undefined) attributes += ` data-digits="${String(firstNumber + lines.length - 1).length}"`;
  // Last, where the browser adds it to a block it highlights itself, so that both make the same
  // markup. A block with no grammar to apply (plain text, an unknown language) is done at once
  // (see CODE_TO_HIGHLIGHT in the contract).
  if (isHighlighted || grammar === undefined) attributes += ' data-highlighted="true"';
  const title =
    fence.title && options.showTitle !== false ? `<div class="rx-code-title">${escapeHtml(fence.title)}</div>` : "";
  const codeClasses = [language && `language-${language}`, isHighlighted && "hljs"].filter(Boolean).join(" ");
  const codeClass = codeClasses ? ` class="${codeClasses}"` : "";
  const lineElements = contents.map((content, index) => renderLine(content, marks[index]!, firstNumber, index));

  return (
    `<div ${attributes}>${title}${COPY_BUTTON}` +
    `<pre tabindex="0"><code${codeClass}>${lineElements.join("\n")}</code></pre></div>\n`
  );
}

function renderLine(
  content: string,
  marks: ReadonlySet<LineMark>,
  firstNumber: number | undefined,
  index: number,
): string {
  const classes = ["rx-line", ...LINE_MARKS.filter((mark) => marks.has(mark)).map((mark) => LINE_CLASS[mark])];
  const number = firstNumber === undefined ? "" : ` data-line="${firstNumber + index}"`;
  return `<span class="${classes.join(" ")}"${number}>${content}</span>`;
}
