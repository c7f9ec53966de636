// Docsify's _coverpage.md read as the home page's hero.
import { describe, expect, it } from "vitest";
import { readCover } from "./docsifyCover.js";

const asWritten = (href: string) => href;

describe("a Docsify cover page", () => {
  it("gives the logo, the name and its small text, the tagline and the buttons, the last one filled", () => {
    const hero = readCover(
      [
        "<!-- a comment -->",
        "![logo](_media/icon.svg)",
        "",
        "# Tidy <small>3.x</small> :id=tidy",
        "",
        "> A **tidy** little tool",
        "",
        "- Small",
        "- Fast",
        "",
        "[Source](https://github.com/o/tidy)",
        "[Get started](#/quickstart)",
        "",
      ].join("\n"),
      asWritten,
    );
    expect(hero).toEqual({
      image: { src: "_media/icon.svg", alt: "logo" },
      name: "Tidy",
      text: "3.x",
      tagline: "A tidy little tool · Small · Fast",
      actions: [
        { text: "Source", link: "https://github.com/o/tidy", theme: "alt" },
        { text: "Get started", link: "#/quickstart", theme: "brand" },
      ],
    });
  });

  it("reads a last paragraph that is only an image as the cover's background, not its logo", () => {
    expect(readCover("# Tidy\n\n[Go](go.md)\n\n![](_media/bg.png)\n", asWritten)).toEqual({
      name: "Tidy",
      actions: [{ text: "Go", link: "go.md", theme: "brand" }],
    });
    expect(readCover("# Tidy\n\n![color](#f0f0f0)\n", asWritten)).toEqual({ name: "Tidy", actions: [] });
  });

  it("leaves out the buttons the site's links cannot lead to", () => {
    const hero = readCover("# Tidy\n\n[Go](go.md) [Nowhere](nowhere.md)\n", (href) =>
      href === "go.md" ? "/go.md" : undefined,
    );
    expect(hero.actions).toEqual([{ text: "Go", link: "/go.md", theme: "brand" }]);
  });

  it("keeps the links of a paragraph that is not the last one as text of the tagline", () => {
    const hero = readCover("# Tidy\n\nBuilt on [Node](https://nodejs.org).\n\n[Go](go.md)\n", asWritten);
    expect(hero.tagline).toBe("Built on Node.");
  });
});
