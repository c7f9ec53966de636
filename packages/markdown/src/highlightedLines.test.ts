import hljs from "highlight.js/lib/core";
import css from "highlight.js/lib/languages/css";
import python from "highlight.js/lib/languages/python";
import typescript from "highlight.js/lib/languages/typescript";
import { describe, expect, it } from "vitest";
import { highlightLines, splitHighlightedHtml } from "./highlightedLines.js";
import type { CodeHighlighter } from "./renderContext.js";

const highlighter = hljs.newInstance();
highlighter.registerLanguage("typescript", typescript);
highlighter.registerLanguage("python", python);
highlighter.registerLanguage("css", css);
const highlight: CodeHighlighter = (code, grammar) => highlighter.highlight(code, { language: grammar }).value;

/** Whether every span of the HTML closes on the line it opens. */
function isBalanced(line: string): boolean {
  let depth = 0;
  for (const [tag] of line.matchAll(/<\/?span[^>]*>/g)) {
    depth += tag.startsWith("</") ? -1 : 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

/** The text of a line of HTML, with the entities highlight.js writes decoded. */
const textOf = (html: string) =>
  html.replace(/<[^>]*>/g, "").replace(/&(lt|gt|quot|#x27|amp);/g, (_entity, name: string) => ENTITIES[name]!);
const ENTITIES: Record<string, string> = { lt: "<", gt: ">", quot: '"', "#x27": "'", amp: "&" };

describe("splitHighlightedHtml", () => {
  it("closes a span at each line end and opens it again on the next line", () => {
    expect(splitHighlightedHtml('a <span class="c">/* one\ntwo\nthree */</span> b')).toEqual([
      'a <span class="c">/* one</span>',
      '<span class="c">two</span>',
      '<span class="c">three */</span> b',
    ]);
  });

  it("reopens nested spans in order and closes them in reverse", () => {
    expect(splitHighlightedHtml('<span class="s">`a ${<span class="x">b\nc</span>}\nd`</span>')).toEqual([
      '<span class="s">`a ${<span class="x">b</span></span>',
      '<span class="s"><span class="x">c</span>}</span>',
      '<span class="s">d`</span>',
    ]);
  });

  it("leaves no empty span where a line break ends or starts one", () => {
    expect(splitHighlightedHtml('<span class="c">a\n</span>b\n<span class="k">\nc</span>')).toEqual([
      '<span class="c">a</span>',
      "b",
      "",
      '<span class="k">c</span>',
    ]);
  });

  it("keeps empty lines, escaped text, and lines without spans", () => {
    expect(splitHighlightedHtml("a &lt; b\n\n&amp;")).toEqual(["a &lt; b", "", "&amp;"]);
    expect(splitHighlightedHtml("")).toEqual([""]);
  });
});

describe("highlightLines", () => {
  it.each([
    ["a multi-line block comment", "typescript", "const a = 1; /* one\n  two\n*/ const b = 2;"],
    ["a template string over lines", "typescript", "const s = `first ${\n  value\n} last`;\nlet x;"],
    ["a triple-quoted string", "python", 'def f():\n    """Docs\n    over lines"""\n    return 1'],
    ["a comment in a rule", "css", "a {\n  /* red\n     for now */\n  color: red;\n}"],
  ])("gives each line balanced HTML with its own text, through %s", (_case, grammar, code) => {
    const lines = code.split("\n");
    const html = highlightLines(lines, grammar as "typescript", highlight);
    expect(html).toHaveLength(lines.length);
    expect(html.every(isBalanced)).toBe(true);
    expect(html.map(textOf)).toEqual(lines);
    expect(html.join("\n")).toContain("hljs-");
  });

  it("carries a comment's colour onto each of its lines", () => {
    const [, middle] = highlightLines(["x(); /* one", "two", "*/"], "typescript", highlight);
    expect(middle).toBe('<span class="hljs-comment">two</span>');
  });
});
