import { describe, expect, it } from "vitest";
import { parseMarkdownFile } from "./frontMatter.js";
import { yamlQuoted } from "./yamlText.js";

/** Reads a value back the way the importer does: as a front matter title. */
const readBack = (value: string): unknown =>
  parseMarkdownFile(`---\ntitle: ${yamlQuoted(value)}\n---\n`).frontMatter?.title;

describe("yamlQuoted", () => {
  it.each([
    "yes",
    "no",
    "1",
    "0x1F",
    "1e3",
    "null",
    "~",
    "true",
    "2024-01-01",
    "- item",
    "key: value",
    "# not a comment",
    "'single'",
    '"double"',
    "back\\slash",
    "  padded  ",
    "",
    "line one\nline two\n",
    "\r\n",
    "---",
    "\n---\n",
    "tab\there",
    "日本語 🎉 Ünïcödé",
    "\u0000\u0007\u001b",
    "\u0085\u2028\u2029\uFEFF\uFFFE\uFFFF\u007F\u009F",
  ])("reads %j back unchanged", (value) => {
    expect(readBack(value)).toBe(value);
  });

  it("reads back every character of the Basic Multilingual Plane, and astral ones", () => {
    const characters: string[] = [];
    for (let code = 0; code <= 0xffff; code += 1) {
      // Lone surrogates cannot be written to a UTF-8 file; they only exist in pairs.
      if (code < 0xd800 || code > 0xdfff) characters.push(String.fromCharCode(code));
    }
    characters.push("\u{1F600}", "\u{10FFFF}");
    const all = characters.join("");
    expect(readBack(all)).toBe(all);
  });

  it("escapes characters that editors do not show", () => {
    expect(yamlQuoted("a\u0085\u2028\u2029\uFEFF\uFFFFb")).toBe('"a\\u0085\\u2028\\u2029\\ufeff\\uffffb"');
  });

  it("writes one line, so no line of the front matter can close it", () => {
    expect(yamlQuoted("a\n---\nb")).not.toContain("\n");
  });
});
