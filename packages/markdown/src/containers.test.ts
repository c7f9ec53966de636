// Docusaurus admonitions and VitePress containers, on snippets from their own documentation
// (Docusaurus "Admonitions", VitePress "Markdown Extensions").
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./render.js";

const render = (markdown: string) => renderMarkdown(markdown, { sanitize: (html) => html });
const html = (markdown: string) => render(markdown).html;

describe("Docusaurus admonitions", () => {
  it.each([
    ["note", "note", "Note", "note"],
    ["tip", "tip", "Tip", "tip"],
    ["info", "note", "Info", "info"],
    ["warning", "warning", "Warning", "warning"],
    ["danger", "danger", "Danger", "danger"],
    ["caution", "warning", "Caution", "caution"],
    ["important", "important", "Important", "important"],
    ["success", "tip", "Success", "success"],
    ["secondary", "neutral", "Note", "note"],
  ])(":::%s becomes a %s callout titled %s", (kind, tone, title, word) => {
    const markdown = `:::${kind}\n\nSome **content** with _Markdown_ \`syntax\`. Check [this \`api\`](#).\n\n:::`;
    expect(html(markdown)).toBe(
      `<div class="rx-callout rx-callout--${tone}" role="note" aria-labelledby="rx-callout-title-1">` +
        `<p class="rx-callout-title" id="rx-callout-title-1" data-rx-word="article.callout.${word}">${title}</p>\n` +
        '<p>Some <strong>content</strong> with <em>Markdown</em> <code>syntax</code>. Check <a href="#">this <code>api</code></a>.</p>\n' +
        "</div>\n",
    );
  });

  it("takes a title after the kind, or in brackets, with inline Markdown", () => {
    expect(html(":::note Your Title\n\nSome **content** with _Markdown_ `syntax`.\n\n:::")).toContain(
      '<p class="rx-callout-title" id="rx-callout-title-1">Your Title</p>',
    );
    expect(html(":::note[Your Title **with** some _Markdown_ `syntax`!]\n\nBody\n\n:::")).toContain(
      '<p class="rx-callout-title" id="rx-callout-title-1">Your Title <strong>with</strong> some <em>Markdown</em> <code>syntax</code>!</p>',
    );
    expect(html(":::tip[A [link](https://example.com) inside]\nBody\n:::")).toContain(
      '>A <a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a> inside</p>',
    );
  });

  it("needs no blank lines around the fences, and interrupts a paragraph", () => {
    expect(html(":::note\nHello world\n:::")).toContain("<p>Hello world</p>\n</div>");
    expect(html("Before\n:::tip\nInside\n:::\nAfter")).toMatch(
      /^<p>Before<\/p>\n<div class="rx-callout rx-callout--tip"[^>]*>.*\n<p>Inside<\/p>\n<\/div>\n<p>After<\/p>\n$/,
    );
  });

  it("nests admonitions inside ones with longer fences, and inside ones with equal fences", () => {
    const longer = "::::info Parent\n\nParent content\n\n:::danger Child\n\nChild content\n\n:::\n\n::::\n\nAfter";
    const equal = ":::info Parent\n:::danger Child\nChild content\n:::\nParent again\n:::\n\nAfter";
    for (const markdown of [longer, equal]) {
      const output = html(markdown);
      expect(output).toMatch(
        /rx-callout--note.*Parent<\/p>\n(<p>Parent content<\/p>\n)?<div class="rx-callout rx-callout--danger"/s,
      );
      expect(output).toMatch(/Child content<\/p>\n<\/div>\n(<p>Parent again<\/p>\n)?<\/div>\n<p>After<\/p>\n$/);
      expect(output).not.toContain(":::");
    }
  });

  it("renders full Markdown inside, with heading ids from the page's outline", () => {
    const { html: output, headings } = render(
      "## Setup\n\n:::warning\n\n## Setup\n\n- one\n- two\n\n```bash\nnpm start\n```\n\n> quoted\n\n:::",
    );
    expect(output).toContain('<h2 id="setup-1">Setup');
    expect(output).toContain("<li>one</li>");
    expect(output).toContain('<code class="language-bash"><span class="rx-line">npm start</span></code>');
    expect(output).toContain("<blockquote>\n<p>quoted</p>\n</blockquote>");
    expect(headings.map((heading) => heading.id)).toEqual(["setup", "setup-1"]);
  });

  it("turns a GitHub alert inside an admonition into a callout too", () => {
    expect(html(":::note\n> [!WARNING]\n> Inner\n:::")).toContain('<div class="rx-callout rx-callout--warning"');
  });

  it("leaves a ::: line inside a code block as code, in and out of containers", () => {
    const inside = html(":::note\n```md\n:::tip\n:::\n```\nAfter the code\n:::");
    expect(inside).toContain(
      '<code class="language-md"><span class="rx-line">:::tip</span>\n<span class="rx-line">:::</span></code>',
    );
    expect(inside).toContain("<p>After the code</p>\n</div>");
    expect(html("````md\n:::note\nNot a note\n:::\n````")).not.toContain("rx-callout");
    expect(html("    :::note\n    indented code")).toContain(
      '<pre tabindex="0"><code><span class="rx-line">:::note</span>\n<span class="rx-line">indented code</span></code></pre>',
    );
  });

  it("ends an unclosed admonition with the text it sits in, losing nothing", () => {
    expect(html(":::note\nFirst\n\n- item\n\nLast")).toBe(
      '<div class="rx-callout rx-callout--note" role="note" aria-labelledby="rx-callout-title-1">' +
        '<p class="rx-callout-title" id="rx-callout-title-1" data-rx-word="article.callout.note">Note</p>\n<p>First</p>\n<ul>\n<li>item</li>\n</ul>\n<p>Last</p>\n</div>\n',
    );
    expect(html("- item\n\n  :::tip\n  Inside the item\n\n- next")).toMatch(
      /<li><p>item<\/p>\n<div class="rx-callout rx-callout--tip".*<p>Inside the item<\/p>\n<\/div>\n<\/li>\n<li><p>next<\/p>/s,
    );
  });

  it("drops a closing fence with nothing to close, but keeps colons inside text", () => {
    expect(html("Text\n\n:::\n\nMore")).toBe("<p>Text</p>\n<p>More</p>\n");
    expect(html("a:::b and ::: in a sentence")).toBe("<p>a:::b and ::: in a sentence</p>\n");
  });
});

describe("VitePress containers", () => {
  it("renders the default titles and custom titles of info, tip, warning and danger", () => {
    const markdown = [
      "::: info\nThis is an info box.\n:::",
      "::: tip\nThis is a tip.\n:::",
      "::: warning\nThis is a warning.\n:::",
      "::: danger STOP\nDanger zone, do not proceed\n:::",
    ].join("\n\n");
    const titles = [...html(markdown).matchAll(/rx-callout--(\w+)".*?class="rx-callout-title"[^>]*>([^<]*)</g)];
    expect(titles.map(([, tone, title]) => [tone, title])).toEqual([
      ["note", "Info"],
      ["tip", "Tip"],
      ["warning", "Warning"],
      ["danger", "STOP"],
    ]);
  });

  it("renders details as a closed <details>, titled Details unless given a title, open with {open}", () => {
    expect(html("::: details\nThis is a details block.\n:::")).toBe(
      '<details class="rx-callout rx-callout--neutral">' +
        '<summary class="rx-callout-title" data-rx-word="article.callout.details">Details</summary>\n' +
        "<p>This is a details block.</p>\n</details>\n",
    );
    const open = html(
      "::: details Click me to toggle the code {open}\n```js\nconsole.log('Hello, VitePress!')\n```\n:::",
    );
    expect(open).toMatch(
      /^<details class="rx-callout rx-callout--neutral" open><summary class="rx-callout-title">Click me to toggle the code<\/summary>/,
    );
    expect(open).toContain("console.log(&#39;Hello, VitePress!&#39;)");
  });

  it("shows the content of a container it does not know in a plain wrapper, never its fences", () => {
    expect(html("::: v-pre\n`{{ This will be displayed as-is }}`\n:::")).toBe(
      '<div class="rx-container">\n<p><code>{{ This will be displayed as-is }}</code></p>\n</div>\n',
    );
    expect(html(":::custom\nIt works!\n:::")).toBe('<div class="rx-container">\n<p>It works!</p>\n</div>\n');
    expect(html(":::{note}\nMyST\n:::")).toBe('<div class="rx-container">\n<p>MyST</p>\n</div>\n');
  });

  it("gives an unknown container with a title a neutral callout, as Docusaurus' custom admonitions", () => {
    expect(html(":::my-custom-admonition Custom Admonition\n\nIt works!\n\n:::")).toContain(
      '<div class="rx-callout rx-callout--neutral" role="note" aria-labelledby="rx-callout-title-1"><p class="rx-callout-title" id="rx-callout-title-1">Custom Admonition</p>\n<p>It works!</p>',
    );
  });
});
