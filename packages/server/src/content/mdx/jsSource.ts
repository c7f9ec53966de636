// Just enough of JavaScript's lexical rules to find where an MDX expression or an import/export
// statement ends: brackets count only outside strings, template literals and comments. JSX text
// inside them ("<p>Don't</p>") has lone quotes, so a quote that does not close on its own line
// is taken as a plain character rather than as a string running on to the end of the file.

/** Where the string, template literal or comment starting at `pos` ends; `pos` when none does. */
export function skipJsLiteral(text: string, pos: number): number {
  const char = text[pos];
  if (char === "'" || char === '"') return skipQuoted(text, pos, char);
  if (char === "`") return skipTemplate(text, pos);
  if (char === "/" && text[pos + 1] === "/") {
    const newline = text.indexOf("\n", pos);
    return newline === -1 ? text.length : newline;
  }
  if (char === "/" && text[pos + 1] === "*") {
    const close = text.indexOf("*/", pos + 2);
    return close === -1 ? pos : close + 2;
  }
  return pos;
}

function skipQuoted(text: string, open: number, quote: string): number {
  for (let index = open + 1; index < text.length; index += 1) {
    const char = text[index];
    if (char === "\\") index += 1;
    else if (char === quote) return index + 1;
    else if (char === "\n") return open;
  }
  return open;
}

function skipTemplate(text: string, open: number): number {
  for (let index = open + 1; index < text.length; index += 1) {
    const char = text[index];
    if (char === "\\") index += 1;
    else if (char === "`") return index + 1;
    else if (char === "$" && text[index + 1] === "{") {
      const end = findExpressionEnd(text, index + 1);
      if (end === -1) return open;
      index = end - 1;
    }
  }
  return open;
}

/**
 * Just past the brace that closes the one at `open`, or -1 when it is not closed. A blank line
 * outside a comment or template literal ends the search: prose rarely holds one inside an
 * expression, and a lone "{" must not swallow the paragraphs after it. `known` keeps what the
 * search learns of the braces inside, so that a paragraph of unclosed braces is read once, not
 * once per brace.
 */
export function findExpressionEnd(text: string, open: number, known?: Map<number, number>): number {
  const cached = known?.get(open);
  if (cached !== undefined) return cached;
  const unclosed: number[] = [];
  for (let index = open; index < text.length; index += 1) {
    const skipped = skipJsLiteral(text, index);
    if (skipped > index) {
      index = skipped - 1;
      continue;
    }
    const char = text[index];
    if (char === "{") unclosed.push(index);
    else if (char === "}") {
      const brace = unclosed.pop() as number;
      known?.set(brace, index + 1);
      if (unclosed.length === 0) return index + 1;
    } else if (char === "\n" && isBlankLineAt(text, index + 1)) break;
  }
  for (const brace of unclosed) known?.set(brace, -1);
  return -1;
}

/** A line ending like this goes on to the next: `export const a =` or `import {`. */
const CONTINUES_ON_NEXT_LINE = /(?:=>|[=+\-*/%&|^!?:,.([{])[ \t]*$/;
/** A line starting like this continues the previous one: `  from "x";` or `.map(...)`. */
const CONTINUES_PREVIOUS_LINE = /^[ \t]*(?:[.?:+\-*/%&|^=,)\]}]|from\b|as\b)/;

/**
 * Just past the last line (with its newline) of the import or export statement starting at
 * `start`, or -1 when its brackets never close. MDX ends a statement at a blank line; a
 * statement that is complete at the end of a line, like `import A from "a";` followed by
 * another import, ends there too.
 */
export function findStatementEnd(text: string, start: number): number {
  let depth = 0;
  let lineStart = start;
  for (let index = start; index <= text.length; index += 1) {
    const skipped = skipJsLiteral(text, index);
    if (skipped > index) {
      index = skipped - 1;
      continue;
    }
    const char = text[index];
    if (char === "(" || char === "[" || char === "{") depth += 1;
    else if (char === ")" || char === "]" || char === "}") depth -= 1;
    else if (char === "\n" || index === text.length) {
      if (depth <= 0 && endsStatement(text, lineStart, index)) return Math.min(index + 1, text.length);
      lineStart = index + 1;
    }
  }
  return -1;
}

function endsStatement(text: string, lineStart: number, lineEnd: number): boolean {
  if (lineEnd >= text.length || isBlankLineAt(text, lineEnd + 1)) return true;
  const line = text.slice(lineStart, lineEnd);
  if (line.trimEnd().endsWith(";")) return true;
  const nextLineEnd = text.indexOf("\n", lineEnd + 1);
  const nextLine = text.slice(lineEnd + 1, nextLineEnd === -1 ? text.length : nextLineEnd);
  return !CONTINUES_ON_NEXT_LINE.test(line) && !CONTINUES_PREVIOUS_LINE.test(nextLine);
}

/** Whether the line starting at `lineStart` holds only spaces and tabs (the end of the text counts). */
export function isBlankLineAt(text: string, lineStart: number): boolean {
  for (let index = lineStart; index < text.length; index += 1) {
    const char = text[index];
    if (char === "\n") return true;
    if (char !== " " && char !== "\t") return false;
  }
  return true;
}

const STRING_LITERAL = /^(["'])((?:\\.|(?!\1)[^\\\n])*)\1$/s;
const PLAIN_TEMPLATE = /^`((?:\\.|[^\\`$]|\$(?!\{))*)`$/s;
const NUMBER_LITERAL = /^-?\d+(?:\.\d+)?$/;
/** Docusaurus' two ways of pointing at an asset: `require("./a.png").default`, `useBaseUrl("/img/a.png")`. */
const ASSET_PATH = /^(?:require\((["'])([^"'\n]+)\1\)(?:\.default)?|useBaseUrl\((["'])([^"'\n]+)\3\))$/;

/**
 * The value of an expression whose value is known without running it: a string or number
 * literal, true or false, or an asset path; undefined for anything else.
 */
export function staticJsValue(source: string): string | boolean | undefined {
  const expression = source.trim();
  const quoted = STRING_LITERAL.exec(expression)?.[2] ?? PLAIN_TEMPLATE.exec(expression)?.[1];
  if (quoted !== undefined) return quoted.replace(/\\(.)/gs, "$1");
  if (NUMBER_LITERAL.test(expression)) return expression;
  if (expression === "true" || expression === "false") return expression === "true";
  const asset = ASSET_PATH.exec(expression);
  return asset ? (asset[2] ?? asset[4]) : undefined;
}
