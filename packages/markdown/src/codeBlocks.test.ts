import hljs from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import css from "highlight.js/lib/languages/css";
import graphql from "highlight.js/lib/languages/graphql";
import javascript from "highlight.js/lib/languages/javascript";
import python from "highlight.js/lib/languages/python";
import sql from "highlight.js/lib/languages/sql";
import typescript from "highlight.js/lib/languages/typescript";
import xml from "highlight.js/lib/languages/xml";
import { describe, expect, it } from "vitest";
import { renderCodeBlock } from "./codeBlocks.js";
import { highlightLines } from "./highlightedLines.js";
import { renderMarkdown } from "./render.js";
import { type CodeHighlighter, RenderContext, withRenderContext } from "./renderContext.js";

const highlighter = hljs.newInstance();
for (const [name, grammar] of Object.entries({ bash, css, graphql, javascript, python, sql, typescript, xml })) {
  highlighter.registerLanguage(name, grammar);
}
const highlight: CodeHighlighter = (code, grammar) =>
  highlighter.highlight(code, { language: grammar, ignoreIllegals: true }).value;

const plain = (markdown: string) => renderMarkdown(markdown, { sanitize: (html) => html }).html;
const highlighted = (markdown: string) => renderMarkdown(markdown, { sanitize: (html) => html, highlight }).html;

/** The line elements of the first code block, one string each (a line's HTML never holds a line break). */
function linesOf(html: string): string[] {
  const code = /<code[^>]*>([\s\S]*?)<\/code><\/pre>/.exec(html)![1]!;
  return code.split("\n");
}
const classesOf = (line: string) => /^<span class="([^"]*)"/.exec(line)![1]!.split(" ");
const innerOf = (line: string) => /^<span[^>]*>([\s\S]*)<\/span>$/.exec(line)![1]!;
const textOf = (html: string) =>
  html.replace(/<[^>]*>/g, "").replace(/&(lt|gt|quot|#x27|#39|amp);/g, (_entity, name: string) => ENTITIES[name]!);
const ENTITIES: Record<string, string> = { lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", amp: "&" };

const fence = (info: string, code: string) => "```" + info + "\n" + code + "\n```\n";

describe("renderCodeBlock: titles", () => {
  it.each([
    ["Docusaurus", 'jsx title="/src/components/HelloCodeTitle.js"', "/src/components/HelloCodeTitle.js"],
    ["React Router", "tsx filename=app/root.tsx", "app/root.tsx"],
    ["VitePress", "ts [config.ts]", "config.ts"],
    ["MkDocs Material", ' py title="bubble_sort.py"', "bubble_sort.py"],
    ["MkDocs Material attribute list", ' { .py title="bubble_sort.py" }', "bubble_sort.py"],
  ])("shows the %s title above the code", (_dialect, info, title) => {
    expect(plain(fence(info, "x"))).toContain(
      `<div class="rx-code-title">${title}</div><button type="button" class="rx-code-copy"`,
    );
  });

  it("escapes the title, and leaves it out when asked to (a code group shows it on its tab)", () => {
    expect(plain(fence('html title="<b>&</b>"', "x"))).toContain(
      '<div class="rx-code-title">&lt;b&gt;&amp;&lt;/b&gt;</div>',
    );
    const withoutTitle = withRenderContext(new RenderContext({ sanitize: (html) => html }), () =>
      renderCodeBlock("x", 'ts title="a.ts"', { showTitle: false }),
    );
    expect(withoutTitle).not.toContain("rx-code-title");
    expect(plain(fence("ts", "x"))).not.toContain("rx-code-title");
  });
});

describe("renderCodeBlock: lines", () => {
  const sixLines = "one\ntwo\nthree\nfour\nfive\nsix";
  const highlightedLineNumbers = (html: string) =>
    linesOf(html).flatMap((line, index) => (classesOf(line).includes("rx-line--highlighted") ? [index + 1] : []));

  it("makes each line an element of its own", () => {
    expect(linesOf(plain(fence("", "a < b\n\n  c")))).toEqual([
      '<span class="rx-line">a &lt; b</span>',
      '<span class="rx-line"></span>',
      '<span class="rx-line">  c</span>',
    ]);
  });

  it.each([
    ["Docusaurus", "js {1,3-5}", [1, 3, 4, 5]],
    ["VitePress", "js{1,4}", [1, 4]],
    ["React Router", "js lines=[3-5]", [3, 4, 5]],
    ["MkDocs Material", 'py hl_lines="2 3"', [2, 3]],
  ])("highlights the lines the %s fence names", (_dialect, info, expected) => {
    expect(highlightedLineNumbers(plain(fence(info, sixLines)))).toEqual(expected);
  });

  it("counts the fence's lines once the magic comments are out", () => {
    const html = plain(fence("js {3}", "one\n// highlight-next-line\ntwo\nthree"));
    expect(highlightedLineNumbers(html)).toEqual([2, 3]);
    expect(linesOf(html).map(innerOf)).toEqual(["one", "two", "three"]);
  });

  it("marks diff, focus, error and warning lines", () => {
    const code = "a // [!code ++]\nb // [!code --]\nc // [!code focus]\nd // [!code error]\ne // [!code warning]\nf";
    const html = plain(fence("js", code));
    expect(linesOf(html).map(classesOf)).toEqual([
      ["rx-line", "rx-line--added"],
      ["rx-line", "rx-line--removed"],
      ["rx-line", "rx-line--focused"],
      ["rx-line", "rx-line--error"],
      ["rx-line", "rx-line--warning"],
      ["rx-line"],
    ]);
  });

  it("never shows a marker, in any comment syntax", () => {
    const blocks = [
      fence("js", "// highlight-start\na(); /* [!code ++] */\n// highlight-end\nb(); // [!code word:b]"),
      fence("py", "# highlight-next-line\nx = 1  # [!code --]"),
      fence("html", "<!-- highlight-next-line -->\n<p>Hi</p> <!-- [!code focus] -->"),
      fence("jsx", "{/* highlight-next-line */}\n<App /> {/* [!code error] */}"),
      fence("sql", "-- highlight-next-line\nselect 1; -- [!code warning]"),
    ];
    for (const html of [plain(blocks.join("\n")), highlighted(blocks.join("\n"))]) {
      expect(textOf(html)).not.toMatch(/highlight-|\[!code/);
    }
  });
});

describe("renderCodeBlock: line numbers", () => {
  const numbersOf = (html: string) => linesOf(html).map((line) => /data-line="(\d+)"/.exec(line)?.[1]);

  it.each([
    ["Docusaurus", "js showLineNumbers", "1"],
    ["Docusaurus, from a number", "js showLineNumbers=5", "5"],
    ["VitePress", "js:line-numbers", "1"],
    ["VitePress, from a number", "js:line-numbers=5 {1}", "5"],
    ["MkDocs Material", 'py linenums="1"', "1"],
  ])("numbers the lines of a %s fence", (_dialect, info, first) => {
    const html = plain(fence(info, "a\nb\nc"));
    const start = Number(first);
    expect(numbersOf(html)).toEqual([String(start), String(start + 1), String(start + 2)]);
    expect(html).toMatch(/^<div class="rx-code rx-code--numbered" data-lang="\w+" data-digits="1">/);
  });

  it("sizes the numbers' column for the widest number", () => {
    expect(plain(fence("js showLineNumbers=99", "a\nb"))).toContain('data-digits="3"');
  });

  it.each(["js:no-line-numbers", "tsx nonumber", "js"])("numbers no line of a `%s` fence", (info) => {
    const html = plain(fence(info, "a\nb"));
    expect(numbersOf(html)).toEqual([undefined, undefined]);
    expect(html).not.toContain("rx-code--numbered");
  });
});

describe("renderCodeBlock: highlighting", () => {
  it("highlights while rendering when given a highlighter, and marks the block", () => {
    const html = highlighted(fence("ts", 'const tag = "<b>";'));
    expect(html).toMatch(/^<div class="rx-code" data-lang="ts" data-highlighted="true">/);
    expect(html).toContain(
      '<code class="language-ts hljs"><span class="rx-line"><span class="hljs-keyword">const</span>',
    );
    expect(textOf(html)).toContain('const tag = "<b>";');
  });

  it("leaves plain text and unknown languages plain, and done, on the server and in the browser alike", () => {
    for (const info of ["txt", "cobol", ""]) {
      const html = highlighted(fence(info, "MOVE A TO B"));
      expect(html).toContain('data-highlighted="true"');
      expect(html).not.toContain("hljs");
      expect(html).toContain('<span class="rx-line">MOVE A TO B</span>');
    }
    const inTheBrowser = (markdown: string) => renderMarkdown(markdown, { sanitize: (html) => html }).html;
    expect(inTheBrowser(fence("cobol", "MOVE A TO B"))).toContain('data-highlighted="true"');
    expect(inTheBrowser(fence("ts", "let a;"))).not.toContain("data-highlighted");
  });

  it("keeps every highlighted span inside its line, through comments and strings over several lines", () => {
    const code = "/* a comment\n   over lines */ const s = `a\n${x}\nb`; // [!code ++]\nconst t = 1;";
    const html = highlighted(fence("ts {4}", code));
    const lines = linesOf(html);
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe('<span class="rx-line"><span class="hljs-comment">/* a comment</span></span>');
    expect(lines[1]).toMatch(/^<span class="rx-line"><span class="hljs-comment"> {3}over lines \*\/<\/span> /);
    expect(lines[2]).toBe(
      '<span class="rx-line"><span class="hljs-string"><span class="hljs-subst">${x}</span></span></span>',
    );
    const plainLines = linesOf(plain(fence("ts {4}", code)));
    expect(lines.map((line) => textOf(innerOf(line)))).toEqual(plainLines.map((line) => textOf(innerOf(line))));
    expect(classesOf(lines[3]!)).toEqual(["rx-line", "rx-line--highlighted", "rx-line--added"]);
  });

  it("gives each line the markup the browser gives it by highlighting the plain lines", () => {
    const code = [
      "<!-- highlight-next-line -->",
      "<style>a { color: red } /* over",
      "lines */</style>",
      "<script>const q = gql`{ user(id: 1) { name } }`; // [!code ++]",
      "const s = `a",
      "b`;</script>",
    ].join("\n");
    const server = linesOf(highlighted(fence("html showLineNumbers", code)));
    const plainLines = linesOf(plain(fence("html showLineNumbers", code)));

    const browser = highlightLines(plainLines.map(innerOf).map(textOf), "xml", highlight);

    expect(browser).toEqual(server.map(innerOf));
    expect(plainLines.map(classesOf)).toEqual(server.map(classesOf));
  });
});
