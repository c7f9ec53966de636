import { describe, expect, it } from "vitest";
import { cutAtWord, firstParagraphText, pageSummary, SUMMARY_LENGTH } from "./pageSummary.js";

describe("a page's summary", () => {
  it("is the author's description, on one line, when there is one", () => {
    expect(pageSummary("  What Acme is,\n  in short.  ", "# Title\n\nThe first paragraph.\n")).toBe(
      "What Acme is, in short.",
    );
  });

  it("is else the first paragraph as a reader sees it, past headings, code, lists and callouts", () => {
    const markdown = [
      "# Title",
      "",
      "```sh",
      "acme --help",
      "```",
      "",
      "- a list item",
      "",
      "> [!NOTE]",
      "> A callout.",
      "",
      ":::tip",
      "A tip.",
      ":::",
      "",
      "Read **the** [guide](/view?path=guide), `acme run` &amp; more  ",
      "now.",
    ].join("\n");
    expect(pageSummary(null, markdown)).toBe("Read the guide, acme run & more now.");
  });

  it("is nothing for a page with neither", () => {
    expect(pageSummary(undefined, "# Only a title\n\n```\ncode\n```\n")).toBeUndefined();
    expect(firstParagraphText("")).toBeUndefined();
  });

  it("is cut at the last word that fits, with an ellipsis", () => {
    const words = "Acme documents everything, ".repeat(20).trim();
    const summary = pageSummary(null, words)!;
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_LENGTH);
    expect(summary).toMatch(/^Acme documents everything, .*[a-z]…$/);
    expect(words.startsWith(summary.slice(0, -1))).toBe(true);
  });

  it("cuts a text without spaces where it must, never inside a character", () => {
    const text = "文档".repeat(150);
    const cut = cutAtWord(text, 200);
    expect([...cut]).toHaveLength(200);
    expect(cut.endsWith("…")).toBe(true);
    expect(cutAtWord("😀".repeat(300), 10)).toBe(`${"😀".repeat(9)}…`);
    expect(cutAtWord("short", 10)).toBe("short");
  });
});
