// What the info string of a code fence says, in every dialect the anchors write it:
//   ```ts title="src/a.ts" {1,3-5} showLineNumbers      Docusaurus
//   ```ts:line-numbers=5 {2} [a.ts]                     VitePress (`ts{2}` too)
//   ```tsx filename=app/root.tsx lines=[3-5] nonumber   React Router, Remix
//   ```py title="a.py" hl_lines="2 3" linenums="1"       MkDocs Material
//   ``` { .py title="a.py" linenums="1" }               MkDocs Material, as an attribute list

export interface FenceInfo {
  /** The first word, lower-cased, without the line-number or line-mark suffixes glued to it. */
  language: string;
  /** The file name or caption shown above the code. */
  title?: string;
  /** 1-based numbers of the lines to highlight. */
  highlightedLines: ReadonlySet<number>;
  /** Whether to number the lines; undefined when the fence does not say. */
  lineNumbers?: boolean;
  /** The number of the first line, when numbered from elsewhere than 1. */
  firstLineNumber?: number;
}

type MutableFenceInfo = { -readonly [K in keyof FenceInfo]: FenceInfo[K] };

// `{ .lang .other-class #id key="value" }`, where the first class names the language; not to be
// confused with Docusaurus's line marks, `{1,3}`.
const ATTRIBUTE_LIST = /^\{\s*(?=[.#]|[\w-]+=)(?:\.([^\s}]+))?([^}]*)\}$/;

const QUOTED_OR_WORD = /\s*(?:(\w[\w-]*)(?:=("[^"]*"|'[^']*'|\[[^\]]*\]|\S+))?|\{([^}]*)\}|\[([^\]]*)\]|(\S+))/g;

export function parseFenceInfo(info: string | undefined): FenceInfo {
  const text = (info ?? "").trim();
  const result: MutableFenceInfo = { language: "", highlightedLines: new Set() };
  const lines = new Set<number>();

  const attributeList = ATTRIBUTE_LIST.exec(text);
  if (attributeList) {
    result.language = (attributeList[1] ?? "").toLowerCase();
    readAttributes(attributeList[2]!, result, lines);
    return { ...result, highlightedLines: lines };
  }

  // A fence may name no language and start with its attributes: ``` title=".browserslistrc"
  if (/^(?:[\w-]+=|[{[])/.test(text)) {
    readAttributes(text, result, lines);
    return { ...result, highlightedLines: lines };
  }

  const [head = ""] = text.split(/\s+/, 1);
  // The language word may carry VitePress's suffixes: `ts:line-numbers=5{1,3}`.
  const glued = /^([^\s:{[]*)(?::(line-numbers|no-line-numbers)(?:=(\d+))?)?(?:\{([^}]*)\})?(?:\[([^\]]*)\])?$/.exec(
    head,
  );
  if (glued) {
    result.language = glued[1]!.toLowerCase();
    if (glued[2]) result.lineNumbers = glued[2] === "line-numbers";
    if (glued[3]) result.firstLineNumber = Number(glued[3]);
    if (glued[4]) addLineRanges(glued[4], lines);
    if (glued[5]) result.title = glued[5];
  } else {
    result.language = head.toLowerCase();
  }
  readAttributes(text.slice(head.length), result, lines);
  return { ...result, highlightedLines: lines };
}

function readAttributes(text: string, result: MutableFenceInfo, lines: Set<number>): void {
  for (const match of text.matchAll(QUOTED_OR_WORD)) {
    const [, key, rawValue, braces, brackets] = match;
    if (braces !== undefined) addLineRanges(braces, lines);
    else if (brackets !== undefined) result.title = brackets;
    else if (key !== undefined) applyKey(key, rawValue === undefined ? undefined : unquote(rawValue), result, lines);
  }
}

function applyKey(key: string, value: string | undefined, result: MutableFenceInfo, lines: Set<number>): void {
  switch (key) {
    case "title":
    case "filename":
      if (value) result.title = value;
      break;
    case "lines":
    case "hl_lines":
    case "highlight":
      if (value) addLineRanges(value, lines);
      break;
    case "showLineNumbers":
    case "linenums":
    case "line-numbers":
      result.lineNumbers = true;
      if (value && /^\d+$/.test(value)) result.firstLineNumber = Number(value);
      break;
    case "nonumber":
    case "no-line-numbers":
      result.lineNumbers = false;
      break;
  }
}

function unquote(value: string): string {
  const first = value[0];
  if ((first === '"' || first === "'") && value.endsWith(first) && value.length >= 2) return value.slice(1, -1);
  if (first === "[" && value.endsWith("]")) return value.slice(1, -1);
  return value;
}

/** Line numbers and ranges separated by commas or spaces: `1,3-5`, `2 3`. Silly ranges are ignored. */
function addLineRanges(text: string, lines: Set<number>): void {
  for (const part of text.split(/[\s,]+/)) {
    const range = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!range) continue;
    const from = Number(range[1]);
    const to = Number(range[2] ?? range[1]);
    if (from < 1 || to < from || to - from > 10_000) continue;
    for (let line = from; line <= to; line++) lines.add(line);
  }
}
