// Snippets marked "Docusaurus docs" come from the Docusaurus website's own pages, as written in
// facebook/docusaurus website/docs/guides/markdown-features/: "Tabs" (markdown-features-tabs.mdx),
// "Admonitions" (markdown-features-admonitions.mdx), "MDX and React" (react/index.mdx) and
// "Markdown Features" (markdown-features-intro.mdx, the <details> example).
import { describe, expect, it } from "vitest";
import { normalizeMdx } from "./mdx.js";

const lines = (...text: string[]): string => `${text.join("\n")}\n`;
const markdownOf = (body: string): string => normalizeMdx(body).markdown;

describe("normalizeMdx: imports and exports", () => {
  it("drops top-level import and export statements, on one line or many", () => {
    const body = lines(
      "import Tabs from '@theme/Tabs';",
      'import TabItem from "@theme/TabItem"',
      "import {",
      "  a,",
      "  b",
      "} from 'x';",
      "",
      "# Title",
      "",
      "export const meta = {",
      "  title: 'x',",
      "  nested: { deep: [1, 2] },",
      "};",
      "",
      "export default function Layout({children}) {",
      '  const brace = "}";',
      "",
      '  return <div className="wrapper">{children}</div>;',
      "}",
      "",
      "Text after.",
      "",
      // Docusaurus docs, "MDX and React": a component defined in the page, prose right below.
      "export const Highlight = ({children, color}) => (",
      "  <span",
      "    style={{",
      "      backgroundColor: color,",
      "    }}>",
      "    {children}",
      "  </span>",
      ");",
      "More text.",
    );
    expect(normalizeMdx(body)).toEqual({
      markdown: lines("# Title", "", "Text after.", "", "More text."),
      warnings: [],
    });
  });

  it("keeps statements in code, prose that starts with the same words, and lines inside a component", () => {
    const body = lines(
      "```js",
      "import React from 'react';",
      "export default {};",
      "```",
      "",
      "import the module first, then export your results.",
      "",
      "<details>",
      "<summary>Setup</summary>",
      "",
      "import x from 'y';",
      "",
      "</details>",
    );
    expect(markdownOf(body)).toBe(
      lines(
        "```js",
        "import React from 'react';",
        "export default {};",
        "```",
        "",
        "import the module first, then export your results.",
        "",
        "<details>",
        "<summary>Setup</summary>",
        "",
        "import x from 'y';",
        "",
        "</details>",
      ),
    );
  });

  it("keeps the text of a statement whose brackets never close, and says so", () => {
    const { markdown, warnings } = normalizeMdx(lines("Intro", "", "export const broken = (", "", "Prose stays."));
    expect(markdown).toBe(lines("Intro", "", "export const broken = (", "", "Prose stays."));
    expect(warnings).toEqual([{ line: 3, message: "this export statement never ends; it is kept as text" }]);
  });
});

describe("normalizeMdx: comments", () => {
  it("drops {/* comments */} on one line or several, with the line they stood on", () => {
    const body = lines(
      "First line",
      "{/* a comment */}",
      "same paragraph {/* inline */} goes on.",
      "",
      "{/*",
      "  several lines",
      "",
      "  even a blank one",
      "*/}",
      "",
      "Last.",
    );
    expect(normalizeMdx(body)).toEqual({
      markdown: lines("First line", "same paragraph  goes on.", "", "", "Last."),
      warnings: [],
    });
  });

  it("turns the excerpt marker {/* truncate */} into <!-- truncate -->, and keeps HTML comments", () => {
    expect(markdownOf(lines("Intro.", "", "{/* truncate */}", "", "<!-- prettier-ignore -->", "More."))).toBe(
      lines("Intro.", "", "<!-- truncate -->", "", "<!-- prettier-ignore -->", "More."),
    );
  });

  it("keeps {#id} heading ids, and reads Docusaurus' comment form {/* #id */} as one", () => {
    const body = lines(
      "## Title {#custom-id}",
      "",
      "### Heading Ids {/* #my-custom-id */}",
      "",
      "Not {/* #a-heading */}.",
    );
    expect(normalizeMdx(body)).toEqual({
      markdown: lines("## Title {#custom-id}", "", "### Heading Ids {#my-custom-id}", "", "Not ."),
      warnings: [],
    });
  });
});

describe("normalizeMdx: expressions", () => {
  it("drops expressions in text, naming each in a warning with its line", () => {
    const body = lines(
      "<span>Hello {props.name}</span>",
      "",
      "One and one make {1 + 1}.",
      "{items.map((item) => (",
      "  <li>{item}</li>",
      "))}",
    );
    expect(normalizeMdx(body)).toEqual({
      markdown: lines("<span>Hello </span>", "", "One and one make ."),
      warnings: [
        { line: 1, message: "{props.name} is a JSX expression; it was dropped" },
        { line: 3, message: "{1 + 1} is a JSX expression; it was dropped" },
        { line: 4, message: "{items.map((item) => ( <li>{item}</li>…} is a JSX expression; it was dropped" },
      ],
    });
  });

  it("writes string literals as their text, as React does (Docusaurus docs)", () => {
    expect(normalizeMdx(lines("green", "{` `}and {'blue'}{\" \"}too")).markdown).toBe(lines("green", " and blue too"));
  });
});

describe("normalizeMdx: HTML", () => {
  it("keeps lowercase HTML as written", () => {
    const body = lines('<div class="note">Text<br />more</div>', "", '<img src="/img/a.png" alt="A"> <kbd>Ctrl</kbd>');
    expect(normalizeMdx(body)).toEqual({ markdown: body, warnings: [] });
  });

  it("writes JSX attributes as HTML, or drops them, so that none shows as text", () => {
    const body = lines(
      "<span className=\"badge\" style={{color: 'red'}} key={id}>New</span>",
      "<img src={require('./img/docusaurus.png').default} alt=\"Logo\" width={200} hidden={false} />",
      '<label htmlFor="name">Name</label> <input id="name" disabled={true}>',
      "<button onClick={() => alert('button clicked!')}>Click me!</button>",
      '<div id="empty" />',
    );
    expect(normalizeMdx(body)).toEqual({
      markdown: lines(
        '<span class="badge">New</span>',
        '<img src="./img/docusaurus.png" alt="Logo" width="200" />',
        '<label for="name">Name</label> <input id="name" disabled>',
        "<button>Click me!</button>",
        '<div id="empty"></div>',
      ),
      warnings: [{ line: 4, message: "onClick={…} on <button> is not HTML; the attribute was dropped" }],
    });
  });

  it("puts blank lines inside a block element written on lines of its own, so its Markdown renders", () => {
    const body = lines("<div className={styles.box}>", "  **Bold now works**", "</div>");
    expect(normalizeMdx(body)).toEqual({
      markdown: lines("<div>", "", "**Bold now works**", "", "</div>"),
      warnings: [{ line: 1, message: "className={…} on <div> is not HTML; the attribute was dropped" }],
    });
  });
});

describe("normalizeMdx: code", () => {
  it("never touches fenced code, whatever its fence, nor inline code", () => {
    const body = lines(
      "````md",
      "```jsx",
      "<Tabs>{value}</Tabs>",
      "```",
      "````",
      "",
      "~~~",
      "import x from 'y';",
      "{/* not a comment here */}",
      "~~~",
      "",
      "Use `<Tabs groupId={id}>` and ``{`code`}`` inline.",
      "",
      "  ```",
      "  <Indented />",
      "  ```",
    );
    expect(normalizeMdx(body)).toEqual({ markdown: body, warnings: [] });
  });

  it("reads a ```mdx-code-block fence as MDX, as Docusaurus does (Docusaurus docs)", () => {
    const body = lines(
      "```mdx-code-block",
      "import BrowserWindow from '@site/src/components/BrowserWindow';",
      "```",
      "",
      "````mdx-code-block",
      "<Tabs>",
      '<TabItem value="a">',
      "",
      "```js",
      "code();",
      "```",
      "",
      "</TabItem>",
      "</Tabs>",
      "````",
    );
    expect(normalizeMdx(body)).toEqual({
      markdown: lines("", "::: tabs", "== a", "```js", "code();", "```", ":::"),
      warnings: [],
    });
  });

  it("leaves math alone, so that its braces are not expressions", () => {
    const body = lines("$$", "\\frac{a}{b}", "$$", "", "Inline $\\sqrt{x^2}$ math; from $5 to $10 is money.");
    expect(normalizeMdx(body)).toEqual({ markdown: body, warnings: [] });
  });
});

describe("normalizeMdx: malformed input", () => {
  it("keeps the text of an unclosed component, and says so", () => {
    const { markdown, warnings } = normalizeMdx(
      lines("<Tabs>", '<TabItem value="a">', "Alpha must survive.", "", "The end."),
    );
    expect(markdown).toContain("Alpha must survive.");
    expect(markdown).toContain("The end.");
    expect(warnings).toEqual([
      { line: 1, message: "<Tabs> is not closed; its content is kept as text" },
      { line: 2, message: "<TabItem> is not closed; its content is kept as text" },
    ]);
  });

  it("keeps stray braces and drops stray closing tags, with a warning for each", () => {
    const { markdown, warnings } = normalizeMdx(
      lines("A stray } brace, and a { lone one.", "", "Closing </Tabs> stray, </p> too."),
    );
    expect(markdown).toBe(lines("A stray } brace, and a { lone one.", "", "Closing  stray, </p> too."));
    expect(warnings).toEqual([
      { line: 1, message: '"}" has no opening "{"; it is kept as text' },
      { line: 1, message: '"{" is not closed; it is kept as text' },
      { line: 3, message: "</Tabs> has no opening tag; it was dropped" },
    ]);
  });

  it("keeps what only looks like a tag as text: autolinks, comparisons", () => {
    const body = lines("See <https://example.com> or <mailto:a@b.c>; a < b and 3<4, x<-y.");
    expect(normalizeMdx(body)).toEqual({ markdown: body, warnings: [] });
  });

  it("reads Windows line endings", () => {
    expect(normalizeMdx("import A from 'a';\r\n\r\n<Highlight>Hi</Highlight>\r\n")).toEqual({
      markdown: "Hi\n",
      warnings: [
        {
          line: 3,
          message: "<Highlight> is not supported; its content is kept as text",
          unsupported: {
            name: "Highlight",
            uses: 1,
            summary: "<Highlight> is not supported; its content is kept as text",
          },
        },
      ],
    });
  });

  it("never throws and never loses a word of prose, whatever MDX fragments are thrown together", () => {
    const fragments = [
      "<Tabs>",
      "</Tabs>",
      '<TabItem value="x">',
      "</TabItem>",
      "<Admonition>",
      "</Admonition>",
      "<details>",
      "<summary>",
      "</details>",
      "{",
      "}",
      "{x}",
      "{/*",
      "*/}",
      "```",
      "`",
      "<div",
      ">",
      "<br/>",
      "import a from 'b';",
      "export const c = (",
      "<!--",
      "$",
      "\n",
      "\n\n",
      "  ",
      ":::tip",
      ":::",
    ];
    let seed = 42;
    const nextRandom = (): number => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let round = 0; round < 500; round += 1) {
      const words: string[] = [];
      const parts: string[] = [];
      for (let index = 0; index < 20; index += 1) {
        parts.push(fragments[Math.floor(nextRandom() * fragments.length)] as string);
        const word = `word${round}x${index}`;
        words.push(word);
        parts.push(nextRandom() < 0.5 ? ` ${word} ` : `\n${word}\n`);
      }
      const body = parts.join("");
      const { markdown } = normalizeMdx(body);
      // Words inside code, comments or expressions are not prose; every other one must be there.
      const outsideDropped = (word: string): boolean => !isInsideDroppedConstruct(body, word);
      for (const word of words.filter(outsideDropped)) expect(markdown, body).toContain(word);
    }
  });
});

/**
 * Whether the word may rightly be dropped: it has a "{" somewhere before it and a "}" somewhere
 * after (an expression or comment may reach that far), or it follows a statement.
 */
function isInsideDroppedConstruct(body: string, word: string): boolean {
  const at = body.indexOf(word);
  const isBetweenBraces = body.slice(0, at).includes("{") && body.slice(at).includes("}");
  const isAfterStatement = /(?:^|\n)(?:import a from 'b';|export const c = \()/.test(body.slice(0, at));
  return isBetweenBraces || isAfterStatement;
}
