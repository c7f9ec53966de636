// How normalizeMdx reads Docusaurus' components: <Tabs>/<TabItem>, <Admonition>, <details> and
// any other component. Snippets marked "Docusaurus docs" come from the Docusaurus website's own
// pages, as written in facebook/docusaurus website/docs/guides/markdown-features/: "Tabs"
// (markdown-features-tabs.mdx), "Admonitions" (markdown-features-admonitions.mdx), "MDX and
// React" (react/index.mdx) and "Markdown Features" (markdown-features-intro.mdx, <details>).
import { describe, expect, it } from "vitest";
import { normalizeMdx } from "./mdx.js";

const lines = (...text: string[]): string => `${text.join("\n")}\n`;
const markdownOf = (body: string): string => normalizeMdx(body).markdown;

describe("normalizeMdx: tabs", () => {
  it("turns <Tabs> into a tabs container, each <TabItem> dedented under its label (Docusaurus docs)", () => {
    const body = lines(
      "<Tabs>",
      '  <TabItem value="apple" label="Apple" default>',
      "    This is an apple 🍎",
      "  </TabItem>",
      '  <TabItem value="orange" label="Orange">',
      "    This is an orange 🍊",
      "  </TabItem>",
      '  <TabItem value="banana" label="Banana">',
      "    This is a banana 🍌",
      "  </TabItem>",
      "</Tabs>",
    );
    expect(normalizeMdx(body)).toEqual({
      markdown: lines(
        "::: tabs",
        "== Apple",
        "This is an apple 🍎",
        "== Orange",
        "This is an orange 🍊",
        "== Banana",
        "This is a banana 🍌",
        ":::",
      ),
      warnings: [],
    });
  });

  it("keys the container by groupId, and labels a tab by its value when it has no label", () => {
    const body = lines(
      "Install it:",
      '<Tabs groupId="pkg">',
      '<TabItem value="npm" default>',
      "",
      "```bash",
      "npm install --save raw-loader",
      "```",
      "",
      "</TabItem>",
      '<TabItem value="yarn" label="Yarn">',
      "",
      "    yarn add raw-loader",
      "",
      "</TabItem>",
      "</Tabs>",
      "Then use it.",
    );
    expect(markdownOf(body)).toBe(
      lines(
        "Install it:",
        "",
        "::: tabs key:pkg",
        "== npm",
        "```bash",
        "npm install --save raw-loader",
        "```",
        "== Yarn",
        "yarn add raw-loader",
        ":::",
        "",
        "Then use it.",
      ),
    );
  });

  it("takes the labels of Tabs' values prop, which win over the TabItems' own (Docusaurus docs)", () => {
    const body = lines(
      "<Tabs",
      '  defaultValue="apple"',
      "  values={[",
      "    {label: 'Apple 1', value: 'apple'},",
      "    {label: 'Orange 1', value: 'orange'},",
      "  ]}>",
      '  <TabItem value="apple" label="Apple 2">This is an apple 🍎</TabItem>',
      '  <TabItem value="orange">This is an orange 🍊</TabItem>',
      "</Tabs>",
    );
    expect(markdownOf(body)).toBe(
      lines("::: tabs", "== Apple 1", "This is an apple 🍎", "== Orange 1", "This is an orange 🍊", ":::"),
    );
  });

  it("gives the container more colons than any container inside it", () => {
    const body = lines(
      '<Tabs groupId="os">',
      '  <TabItem value="mac" label="macOS">',
      "    :::tip",
      "    Use Homebrew.",
      "    :::",
      "  </TabItem>",
      '  <TabItem value="linux" label="Linux">',
      "    <Tabs>",
      '      <TabItem value="deb" label="Debian">apt install x</TabItem>',
      '      <TabItem value="rpm" label="Fedora">dnf install x</TabItem>',
      "    </Tabs>",
      "  </TabItem>",
      "</Tabs>",
    );
    expect(markdownOf(body)).toBe(
      lines(
        ":::: tabs key:os",
        "== macOS",
        ":::tip",
        "Use Homebrew.",
        ":::",
        "== Linux",
        "::: tabs",
        "== Debian",
        "apt install x",
        "== Fedora",
        "dnf install x",
        ":::",
        "::::",
      ),
    );
  });

  it("lengthens the fence of an admonition written around the tabs (Docusaurus docs)", () => {
    const body = lines(
      ":::tip Use tabs in admonitions",
      "",
      "<Tabs>",
      '  <TabItem value="apple" label="Apple">This is an apple 🍎</TabItem>',
      '  <TabItem value="orange" label="Orange">This is an orange 🍊</TabItem>',
      "</Tabs>",
      "",
      ":::",
    );
    expect(markdownOf(body)).toBe(
      lines(
        "::::tip Use tabs in admonitions",
        "",
        "::: tabs",
        "== Apple",
        "This is an apple 🍎",
        "== Orange",
        "This is an orange 🍊",
        ":::",
        "",
        "::::",
      ),
    );
  });

  it("keeps tabs written in a list item inside that item", () => {
    const body = lines(
      "1. Install:",
      "",
      "   <Tabs>",
      '     <TabItem value="npm">npm i x</TabItem>',
      "   </Tabs>",
      "2. Run it.",
    );
    expect(markdownOf(body)).toBe(
      lines("1. Install:", "", "   ::: tabs", "   == npm", "   npm i x", "   :::", "", "2. Run it."),
    );
  });

  it("keeps text written between the tabs, before the container, with a warning", () => {
    const body = lines("<Tabs>", "Pick one:", '<TabItem value="a">A</TabItem>', "</Tabs>");
    expect(normalizeMdx(body)).toEqual({
      markdown: lines("Pick one:", "", "::: tabs", "== a", "A", ":::"),
      warnings: [{ line: 1, message: "<Tabs> holds content outside its tabs; it is kept before the tabs" }],
    });
  });
});

describe("normalizeMdx: admonitions", () => {
  it("turns <Admonition> into an admonition container titled by its title (Docusaurus docs)", () => {
    const body = lines(
      '<Admonition type="tip" icon="💡" title="Did you know...">',
      "  <p>",
      "    Use plugins to introduce shorter syntax for the most commonly used JSX",
      "    elements in your project.",
      "  </p>",
      "</Admonition>",
    );
    expect(normalizeMdx(body)).toEqual({
      markdown: lines(
        ":::tip[Did you know...]",
        "",
        "<p>",
        "  Use plugins to introduce shorter syntax for the most commonly used JSX",
        "  elements in your project.",
        "</p>",
        "",
        ":::",
      ),
      warnings: [],
    });
  });

  it("writes a note without a title when the admonition has neither", () => {
    expect(markdownOf(lines("<Admonition>Careful **now**.</Admonition>"))).toBe(
      lines(":::note", "", "Careful **now**.", "", ":::"),
    );
  });

  it("gives an admonition more colons than a container inside it", () => {
    const body = lines('<Admonition type="info" title="Two [kinds]">', ":::danger", "Inner", ":::", "</Admonition>");
    expect(markdownOf(body)).toBe(lines("::::info[Two \\[kinds\\]]", "", ":::danger", "Inner", ":::", "", "::::"));
  });
});

describe("normalizeMdx: details", () => {
  it("keeps <details> as HTML, with blank lines around the Markdown inside (Docusaurus docs)", () => {
    const body = lines(
      "<details>",
      "  <summary>Toggle me!</summary>",
      "  <div>",
      "    <div>This is the detailed content</div>",
      "    <br/>",
      "    <details>",
      "      <summary>",
      "        Nested toggle! Some surprise inside...",
      "      </summary>",
      "      <div>",
      "        😲😲😲😲😲",
      "      </div>",
      "    </details>",
      "  </div>",
      "</details>",
    );
    expect(normalizeMdx(body)).toEqual({
      markdown: lines(
        "<details>",
        "<summary>Toggle me!</summary>",
        "",
        "<div>",
        "",
        "<div>This is the detailed content</div>",
        "<br/>",
        "",
        "<details>",
        "<summary>Nested toggle! Some surprise inside...</summary>",
        "",
        "<div>",
        "",
        "😲😲😲😲😲",
        "",
        "</div>",
        "",
        "</details>",
        "",
        "</div>",
        "",
        "</details>",
      ),
      warnings: [],
    });
  });

  it("lets Markdown and code inside <details> render, dedented", () => {
    const body = lines(
      "<details open>",
      "  <summary>Show **more**</summary>",
      "  This is the detailed content",
      "  ```js",
      "  console.log('kept');",
      "  ```",
      "</details>",
    );
    expect(markdownOf(body)).toBe(
      lines(
        "<details open>",
        "<summary>Show **more**</summary>",
        "",
        "This is the detailed content",
        "```js",
        "console.log('kept');",
        "```",
        "",
        "</details>",
      ),
    );
  });
});

describe("normalizeMdx: other components", () => {
  it("keeps the text of an unknown component and warns once for all its uses in the page (Docusaurus docs)", () => {
    const body = lines(
      '<Highlight color="#25c2a0">Docusaurus green</Highlight> and <Highlight color="#1877F2">Facebook blue</Highlight> are my favorite colors.',
      "",
      "I can write **Markdown** alongside my _JSX_!",
    );
    expect(normalizeMdx(body)).toEqual({
      markdown: lines(
        "Docusaurus green and Facebook blue are my favorite colors.",
        "",
        "I can write **Markdown** alongside my _JSX_!",
      ),
      warnings: [
        {
          line: 1,
          message: "<Highlight> is not supported; its content is kept as text (2 uses)",
          unsupported: {
            name: "Highlight",
            uses: 2,
            summary: "<Highlight> is not supported; its content is kept as text",
          },
        },
      ],
    });
  });

  it("keeps the content of a block component as Markdown of its own", () => {
    const body = lines(
      "Before.",
      "<BrowserWindow minHeight={240}>",
      "  ## Inside",
      "",
      "  Some **text**.",
      "</BrowserWindow>",
      "After.",
    );
    expect(normalizeMdx(body)).toEqual({
      markdown: lines("Before.", "", "## Inside", "", "Some **text**.", "", "After."),
      warnings: [
        {
          line: 2,
          message: "<BrowserWindow> is not supported; its content is kept as text",
          unsupported: {
            name: "BrowserWindow",
            uses: 1,
            summary: "<BrowserWindow> is not supported; its content is kept as text",
          },
        },
      ],
    });
  });

  it("drops a self-closing component with its line, and reads member names and fragments", () => {
    const body = lines("Intro.", "", "<Foo />", "", "<Foo.Bar>member</Foo.Bar> <>grouped</>");
    expect(normalizeMdx(body)).toEqual({
      markdown: lines("Intro.", "", "", "member grouped"),
      warnings: [
        {
          line: 3,
          message: "<Foo> is not supported; it was dropped",
          unsupported: { name: "Foo", uses: 1, summary: "<Foo> is not supported; it was dropped" },
        },
        {
          line: 5,
          message: "<Foo.Bar> is not supported; its content is kept as text",
          unsupported: { name: "Foo.Bar", uses: 1, summary: "<Foo.Bar> is not supported; its content is kept as text" },
        },
      ],
    });
  });
});
