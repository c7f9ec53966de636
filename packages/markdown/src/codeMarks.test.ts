import { describe, expect, it } from "vitest";
import { type LineMark, readCodeMarks } from "./codeMarks.js";

/** Each line of the code with its marks, as `text [mark mark]`. */
function marked(code: string): string[] {
  const { lines, marks } = readCodeMarks(code);
  return lines.map((line, index) => {
    const lineMarks = [...marks[index]!].sort();
    return lineMarks.length > 0 ? `${line} [${lineMarks.join(" ")}]` : line;
  });
}

const marksOf = (code: string): LineMark[][] => readCodeMarks(code).marks.map((marks) => [...marks].sort());

describe("readCodeMarks: Docusaurus magic comments", () => {
  it("highlights the next line and ranges, and takes the comments out (the example of Docusaurus's docs)", () => {
    const code = [
      "function HighlightSomeText(highlight) {",
      "  if (highlight) {",
      "    // highlight-next-line",
      "    return 'This text is highlighted!';",
      "  }",
      "",
      "  return 'Nothing highlighted';",
      "}",
      "",
      "function HighlightMoreText(highlight) {",
      "  // highlight-start",
      "  if (highlight) {",
      "    return 'This range is highlighted!';",
      "  }",
      "  // highlight-end",
      "",
      "  return 'Nothing highlighted';",
      "}",
    ].join("\n");
    expect(marked(code)).toEqual([
      "function HighlightSomeText(highlight) {",
      "  if (highlight) {",
      "    return 'This text is highlighted!'; [highlighted]",
      "  }",
      "",
      "  return 'Nothing highlighted';",
      "}",
      "",
      "function HighlightMoreText(highlight) {",
      "  if (highlight) { [highlighted]",
      "    return 'This range is highlighted!'; [highlighted]",
      "  } [highlighted]",
      "",
      "  return 'Nothing highlighted';",
      "}",
    ]);
  });

  it.each([
    ["JavaScript line", "// highlight-next-line"],
    ["JavaScript block", "/* highlight-next-line */"],
    ["JSX", "{/* highlight-next-line */}"],
    ["Python and shells", "# highlight-next-line"],
    ["HTML", "<!-- highlight-next-line -->"],
    ["Lua, SQL and Haskell", "-- highlight-next-line"],
    ["WebAssembly", ";; highlight-next-line"],
    ["TeX", "% highlight-next-line"],
    ["Visual Basic", "' highlight-next-line"],
    ["OCaml", "(* highlight-next-line *)"],
  ])("reads them in %s comments", (_syntax, comment) => {
    expect(marked(`a\n  ${comment}\nb\nc`)).toEqual(["a", "b [highlighted]", "c"]);
  });

  it("leaves comments that say more than the directive, and directives that are not alone on their line", () => {
    const code = "// highlight-next-line please\nx(); // highlight-next-line\ny();";
    expect(marked(code)).toEqual(code.split("\n"));
  });
});

describe("readCodeMarks: VitePress notations", () => {
  it("marks diff, focus, error and warning lines and takes the notations out (VitePress's examples)", () => {
    const code = [
      "export default {",
      "  data () {",
      "    return {",
      "      msg: 'Removed' // [!code --]",
      "      msg: 'Added' // [!code ++]",
      "      msg: 'Focused!' // [!code focus]",
      "      msg: 'Error', // [!code error]",
      "      msg: 'Warning', // [!code warning]",
      "      msg: 'Highlighted!' // [!code highlight]",
      "    }",
      "  }",
      "}",
    ].join("\n");
    expect(marked(code).slice(3, 9)).toEqual([
      "      msg: 'Removed' [removed]",
      "      msg: 'Added' [added]",
      "      msg: 'Focused!' [focused]",
      "      msg: 'Error', [error]",
      "      msg: 'Warning', [warning]",
      "      msg: 'Highlighted!' [highlighted]",
    ]);
  });

  it("marks the lines after a notation alone on its line, as many as it says", () => {
    const code = "a\n  // [!code focus:2]\nb\nc\nd\ne // [!code hl:2]\nf\ng";
    expect(marked(code)).toEqual(["a", "b [focused]", "c [focused]", "d", "e [highlighted]", "f [highlighted]", "g"]);
  });

  it.each([
    ["Python", "x = 1  # [!code ++]", "x = 1"],
    ["SQL", "select 1; -- [!code ++]", "select 1;"],
    ["HTML", "<p>Hi</p> <!-- [!code ++] -->", "<p>Hi</p>"],
    ["CSS", "a { color: red; } /* [!code ++] */", "a { color: red; }"],
    ["JSX", "<div>{/* [!code ++] */}", "<div>"],
    ["Lisp", "(+ 1 2) ; [!code ++]", "(+ 1 2)"],
  ])("reads them in %s comments", (_syntax, line, text) => {
    expect(marked(line)).toEqual([`${text} [added]`]);
  });

  it("keeps what else the comment says, and comment openers inside strings", () => {
    expect(marked("f(); // the call [!code highlight]")).toEqual(["f(); // the call [highlighted]"]);
    expect(marked("/* why */ f(); /* note [!code --] */")).toEqual(["/* why */ f(); /* note */ [removed]"]);
    expect(marked("url = 'http://a.b/#x' // [!code ++]")).toEqual(["url = 'http://a.b/#x' [added]"]);
  });

  it("reads several notations in one comment", () => {
    expect(marksOf("x // [!code ++] [!code focus]")).toEqual([["added", "focused"]]);
  });

  it("takes word notations out without marking the line", () => {
    expect(marked("// [!code word:Hello]\nconst msg = 'Hello World'\nHello(); // [!code word:Hello:1]")).toEqual([
      "const msg = 'Hello World'",
      "Hello();",
    ]);
  });

  it("shows escaped notations as plain text, and leaves notations it does not know", () => {
    expect(marked("x // [!!code ++]")).toEqual(["x // [!code ++]"]);
    expect(marked("x // [!code sparkle]")).toEqual(["x // [!code sparkle]"]);
    expect(marked("x // [!code constructor]")).toEqual(["x // [!code constructor]"]);
    expect(marked("const s = '[!code ++]';")).toEqual(["const s = '[!code ++]';"]);
  });
});

describe("readCodeMarks", () => {
  it("keeps code without marks line for line, empty lines included", () => {
    const code = "a\n\n  b\n";
    expect(readCodeMarks(code)).toEqual({
      lines: ["a", "", "  b", ""],
      marks: [new Set(), new Set(), new Set(), new Set()],
    });
  });

  it("combines Docusaurus and VitePress marks on one line", () => {
    expect(marksOf("// highlight-start\nx // [!code error]\n// highlight-end")).toEqual([["error", "highlighted"]]);
  });
});
