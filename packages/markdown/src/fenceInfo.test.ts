import { describe, expect, it } from "vitest";
import { parseFenceInfo } from "./fenceInfo.js";

const lines = (info: string) => [...parseFenceInfo(info).highlightedLines];

describe("parseFenceInfo", () => {
  it("reads the language alone, lower-cased", () => {
    expect(parseFenceInfo("TS")).toEqual({ language: "ts", highlightedLines: new Set() });
    expect(parseFenceInfo(undefined).language).toBe("");
    expect(parseFenceInfo("  ").language).toBe("");
  });

  it("reads Docusaurus titles, line marks and line numbers", () => {
    const info = parseFenceInfo('jsx title="/src/components/HelloCodeTitle.js" {1,3-5} showLineNumbers');
    expect(info.language).toBe("jsx");
    expect(info.title).toBe("/src/components/HelloCodeTitle.js");
    expect([...info.highlightedLines]).toEqual([1, 3, 4, 5]);
    expect(info.lineNumbers).toBe(true);
    expect(parseFenceInfo("jsx showLineNumbers=3").firstLineNumber).toBe(3);
    expect(parseFenceInfo("js title='a b.js'").title).toBe("a b.js");
  });

  it("reads VitePress suffixes glued to the language, and [titles]", () => {
    expect(lines("js{4}")).toEqual([4]);
    expect(lines("ts{1,4,6-8}")).toEqual([1, 4, 6, 7, 8]);
    const numbered = parseFenceInfo("ts:line-numbers=2 {1} [config.ts]");
    expect(numbered).toMatchObject({ language: "ts", lineNumbers: true, firstLineNumber: 2, title: "config.ts" });
    expect([...numbered.highlightedLines]).toEqual([1]);
    expect(parseFenceInfo("ts:no-line-numbers").lineNumbers).toBe(false);
    expect(parseFenceInfo("sh [npm]")).toMatchObject({ language: "sh", title: "npm" });
    expect(parseFenceInfo("js[vitepress.config.js]")).toMatchObject({ language: "js", title: "vitepress.config.js" });
  });

  it("reads React Router's filename=, lines=[…] and nonumber", () => {
    const info = parseFenceInfo("ts filename=react-router.config.ts lines=[5-7,9] nonumber");
    expect(info).toMatchObject({ language: "ts", title: "react-router.config.ts", lineNumbers: false });
    expect([...info.highlightedLines]).toEqual([5, 6, 7, 9]);
    expect(parseFenceInfo("shellscript nonumber")).toMatchObject({ language: "shellscript", lineNumbers: false });
  });

  it("reads MkDocs Material's hl_lines and linenums", () => {
    const info = parseFenceInfo('py title="bubble_sort.py" hl_lines="2 3" linenums="1"');
    expect(info).toMatchObject({ language: "py", title: "bubble_sort.py", lineNumbers: true, firstLineNumber: 1 });
    expect([...info.highlightedLines]).toEqual([2, 3]);
  });

  it("reads MkDocs Material's attribute lists, where the language is the first class", () => {
    expect(parseFenceInfo("{ .yaml .copy }")).toEqual({ language: "yaml", highlightedLines: new Set() });
    const info = parseFenceInfo('{ .py title="bubble_sort.py" linenums="3" hl_lines="3-5" }');
    expect(info).toMatchObject({ language: "py", title: "bubble_sort.py", lineNumbers: true, firstLineNumber: 3 });
    expect([...info.highlightedLines]).toEqual([3, 4, 5]);
    expect(parseFenceInfo("{.python}").language).toBe("python");
  });

  it("reads a fence that names no language and starts with its attributes", () => {
    expect(parseFenceInfo('title=".browserslistrc"')).toEqual({
      language: "",
      title: ".browserslistrc",
      highlightedLines: new Set(),
    });
    expect(parseFenceInfo('title="my file.ts" {2}')).toMatchObject({ language: "", title: "my file.ts" });
    expect(lines("{1,3}")).toEqual([1, 3]);
    expect(parseFenceInfo("{ 1,3 }").language).toBe("");
  });

  it("ignores what it does not know, and ranges that make no sense", () => {
    expect(parseFenceInfo("ts live noInline foo=bar").title).toBeUndefined();
    expect(lines("ts {0,5-3,x,2}")).toEqual([2]);
    expect(lines("ts {1-99999}")).toEqual([]);
  });
});
