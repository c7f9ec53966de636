// Which readers get a page as Markdown from /view: those whose Accept header prefers it to HTML.
import { describe, expect, it } from "vitest";
import { prefersMarkdown } from "./markdownAlternate.js";

describe("prefersMarkdown", () => {
  it.each([
    ["text/markdown", true],
    ["text/markdown, text/html;q=0.9", true],
    ["text/html;q=0.5, text/markdown", true],
    ["text/markdown, */*", true],
    ["text/markdown, text/html", true],
    ["text/*, text/html;q=0.1", true],
  ])("prefers Markdown for %j", (accept, expected) => {
    expect(prefersMarkdown(accept)).toBe(expected);
  });

  it.each([
    [undefined, false],
    ["", false],
    ["*/*", false],
    ["text/html, text/markdown", false],
    ["text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", false],
    ["text/markdown;q=0, */*", false],
    ["text/markdown;q=0.5, text/html", false],
    ["text/markdown;q=nonsense", false],
    ["application/json", false],
  ])("keeps HTML for %j", (accept, expected) => {
    expect(prefersMarkdown(accept)).toBe(expected);
  });
});
