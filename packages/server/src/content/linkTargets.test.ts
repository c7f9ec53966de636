import { describe, expect, it } from "vitest";
import { mayHoldTargets, rewriteLinkTargets } from "./linkTargets.js";

/** Upper-cases every target, and records each with its line. */
function scan(markdown: string): { text: string; seen: [string, number][] } {
  const seen: [string, number][] = [];
  const text = rewriteLinkTargets(markdown, (target, line) => {
    seen.push([target, line]);
    return target.startsWith("keep") ? undefined : target.toUpperCase();
  });
  return { text, seen };
}

describe("the addresses a page links or embeds", () => {
  it("finds inline links and images, with or without titles and angle brackets", () => {
    const { text, seen } = scan('See [a](a.md), ![b](img/b.png "B") and [c](<c d.md>).\n[e](e.md#x)');
    expect(text).toBe('See [a](A.MD), ![b](IMG/B.PNG "B") and [c](<C D.MD>).\n[e](E.MD#X)');
    expect(seen).toEqual([
      ["a.md", 1],
      ["img/b.png", 1],
      ["c d.md", 1],
      ["e.md#x", 2],
    ]);
  });

  it("finds the link and the image of a linked image", () => {
    expect(scan("[![badge](badge.svg)](page.md)").text).toBe("[![badge](BADGE.SVG)](PAGE.MD)");
  });

  it("finds reference definitions", () => {
    expect(scan("Read [the setup][s].\n\n[s]: setup.md#first\n[t]: <t u.md> 'T'").text).toBe(
      "Read [the setup][s].\n\n[s]: SETUP.MD#FIRST\n[t]: <T U.MD> 'T'",
    );
  });

  it("takes a footnote's definition for text, whose links it finds", () => {
    const { text, seen } = scan("Supported[^1].\n\n[^1]: Definitions can contain [links](notes.md).");
    expect(text).toBe("Supported[^1].\n\n[^1]: Definitions can contain [links](NOTES.MD).");
    expect(seen).toEqual([["notes.md", 3]]);
  });

  it("finds src, href and poster in HTML tags, in either quotes, several in one tag", () => {
    const { text } = scan(
      `<img src="a.png" alt="src='no'"> <video src='v.mp4' poster="p.png"></video> <a href="x.pdf">x</a>`,
    );
    expect(text).toBe(
      `<img src="A.PNG" alt="src='no'"> <video src='V.MP4' poster="P.PNG"></video> <a href="X.PDF">x</a>`,
    );
  });

  it("keeps a target its visitor answers nothing for", () => {
    expect(scan("[a](keep.md) ![b](keep.png)").text).toBe("[a](keep.md) ![b](keep.png)");
  });

  it("leaves code blocks and inline code as written", () => {
    const markdown = [
      "Use `[setup](setup.md)` in a page, like [setup](setup.md).",
      "````md",
      "```",
      "[setup](setup.md)",
      "```",
      "````",
      "~~~",
      '<img src="a.png">',
      "~~~",
      "[setup](setup.md)",
    ].join("\n");
    const { text, seen } = scan(markdown);
    expect(text.split("\n")).toEqual([
      "Use `[setup](setup.md)` in a page, like [setup](SETUP.MD).",
      "````md",
      "```",
      "[setup](setup.md)",
      "```",
      "````",
      "~~~",
      '<img src="a.png">',
      "~~~",
      "[setup](SETUP.MD)",
    ]);
    expect(seen.map(([, line]) => line)).toEqual([1, 10]);
  });

  it("tells at once when a text holds no address at all", () => {
    expect(mayHoldTargets("Plain text, `code`, and [brackets] (parentheses).")).toBe(false);
    expect(mayHoldTargets("A [link](x.md).")).toBe(true);
    expect(mayHoldTargets("[ref]: x.md")).toBe(true);
    expect(mayHoldTargets('<img src="x.png">')).toBe(true);
  });
});
