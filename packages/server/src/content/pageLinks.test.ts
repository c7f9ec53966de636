import { describe, expect, it } from "vitest";
import { rewritePageLinks } from "./pageLinks.js";

const codes = new Map([
  ["01-guide/01-intro.md", "intro"],
  ["01-guide/02-setup.md", "setup"],
  ["02-reference/cli.md", "cli-reference"],
  ["top page.md", "top"],
]);
const from = "01-guide/01-intro.md";
const rewrite = (markdown: string) => rewritePageLinks(markdown, from, codes);

describe("links between pages", () => {
  it("turns relative and root-relative links to .md files into reader links, keeping anchors", () => {
    expect(rewrite("See [setup](02-setup.md).")).toBe("See [setup](/view?path=setup).");
    expect(rewrite("See [setup](./02-setup.md#install).")).toBe("See [setup](/view?path=setup#install).");
    expect(rewrite("[cli](../02-reference/cli.md#rxdocs-import)")).toBe(
      "[cli](/view?path=cli-reference#rxdocs-import)",
    );
    expect(rewrite("[cli](/02-reference/cli.md)")).toBe("[cli](/view?path=cli-reference)");
    expect(rewrite("[top](<../top page.md>) and [top](../top%20page.md)")).toBe(
      "[top](/view?path=top) and [top](/view?path=top)",
    );
    expect(rewrite('[setup](02-setup.md "Set up")')).toBe('[setup](/view?path=setup "Set up")');
    expect(rewrite("![diagram](02-setup.md)")).toBe("![diagram](/view?path=setup)");
  });

  it("rewrites reference definitions", () => {
    expect(rewrite("Read [the setup][s].\n\n[s]: 02-setup.md#first")).toBe(
      "Read [the setup][s].\n\n[s]: /view?path=setup#first",
    );
  });

  it("leaves other links as they are", () => {
    const untouched = [
      "[web](https://example.com/a.md)",
      "[mail](mailto:a@b.md)",
      "[here](#section)",
      "[missing](03-missing.md)",
      "[outside](../../elsewhere/01-intro.md)",
      "[image](diagram.png)",
      "[dir](../02-reference/)",
    ];
    for (const line of untouched) expect(rewrite(line)).toBe(line);
  });

  it("leaves code blocks and inline code as written", () => {
    const markdown = [
      "Use `[setup](02-setup.md)` in a page, like [setup](02-setup.md).",
      "````md",
      "```",
      "[setup](02-setup.md)",
      "```",
      "````",
      "~~~",
      "[setup](02-setup.md)",
      "~~~",
      "[setup](02-setup.md)",
    ].join("\n");
    expect(rewrite(markdown)).toBe(
      [
        "Use `[setup](02-setup.md)` in a page, like [setup](/view?path=setup).",
        "````md",
        "```",
        "[setup](02-setup.md)",
        "```",
        "````",
        "~~~",
        "[setup](02-setup.md)",
        "~~~",
        "[setup](/view?path=setup)",
      ].join("\n"),
    );
  });
});
