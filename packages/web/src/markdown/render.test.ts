import { describe, expect, it, vi } from "vitest";
import { stripLeadingTitle } from "@rxdocs/contract";
import { renderMarkdown as renderWith } from "@rxdocs/markdown";
import { renderMarkdown } from "../test-support/renderMarkdown";

/** The rendered (and sanitized) HTML of `markdown`, parsed for querying. */
function renderToDom(markdown: string): DocumentFragment {
  const template = document.createElement("template");
  template.innerHTML = renderMarkdown(markdown).html;
  return template.content;
}

function headingIds(markdown: string): string[] {
  return Array.from(renderToDom(markdown).querySelectorAll("h1, h2, h3, h4, h5, h6"), (heading) => heading.id);
}

describe("renderMarkdown: GitHub-flavoured Markdown", () => {
  it("renders tables inside a horizontally scrolling wrapper, with their alignment", () => {
    const dom = renderToDom("| Name | Size |\n|:-----|-----:|\n| a | 1 |\n| b | 2 |");
    const table = dom.querySelector(".rx-table-wrap > table")!;
    expect(table).not.toBeNull();
    expect(Array.from(table.querySelectorAll("thead th"), (cell) => cell.textContent)).toEqual(["Name", "Size"]);
    expect(Array.from(table.querySelectorAll("tbody td"), (cell) => cell.textContent)).toEqual(["a", "1", "b", "2"]);
    expect(table.querySelector("tbody td:last-child")!.getAttribute("align")).toBe("right");
  });

  it("renders a table whose header row is empty without one", () => {
    const dom = renderToDom("|   |   |\n|:--|--:|\n| **Level:** | trace |\n| **Value:** | 10 |");
    const table = dom.querySelector(".rx-table-wrap > table")!;
    expect(table.querySelector("thead")).toBeNull();
    expect(Array.from(table.querySelectorAll("td"), (cell) => cell.textContent)).toEqual([
      "Level:",
      "trace",
      "Value:",
      "10",
    ]);
    expect(table.querySelector("tbody td:last-child")!.getAttribute("align")).toBe("right");
  });

  it("renders task list items as disabled checkboxes", () => {
    const checkboxes = renderToDom("- [ ] open\n- [x] done").querySelectorAll<HTMLInputElement>("li > input");
    expect(checkboxes).toHaveLength(2);
    expect(Array.from(checkboxes, (box) => [box.type, box.disabled, box.checked])).toEqual([
      ["checkbox", true, false],
      ["checkbox", true, true],
    ]);
    expect(Array.from(checkboxes, (box) => box.getAttribute("aria-label"))).toEqual(["open", "done"]);
    const loose = renderToDom("- [ ] *first* task\n\n- [x] second").querySelectorAll("li input");
    expect(Array.from(loose, (box) => box.getAttribute("aria-label"))).toEqual(["first task", "second"]);
  });

  it("renders strikethrough", () => {
    expect(renderToDom("~~gone~~ and ~also~").querySelectorAll("del")).toHaveLength(2);
  });

  it("turns bare URLs and www. addresses into links", () => {
    const links = renderToDom("See https://example.com/a and www.example.org now.").querySelectorAll("a");
    expect(Array.from(links, (link) => [link.getAttribute("href"), link.textContent])).toEqual([
      ["https://example.com/a", "https://example.com/a"],
      ["http://www.example.org", "www.example.org"],
    ]);
  });

  it("renders footnotes with links both ways", () => {
    const dom = renderToDom("Claim[^source].\n\n[^source]: The source.");
    const reference = dom.querySelector("sup > a[data-footnote-ref]")!;
    expect(reference.getAttribute("href")).toBe("#footnote-source");
    expect(reference.textContent).toBe("1");
    const note = dom.querySelector("section.rx-footnotes[data-footnotes] li#footnote-source")!;
    expect(note.textContent).toContain("The source.");
    expect(note.querySelector("a[data-footnote-backref]")!.getAttribute("href")).toBe(`#${reference.id}`);
  });

  it("numbers footnotes afresh for each article", () => {
    renderMarkdown("A[^a] B[^b]\n\n[^a]: a\n[^b]: b");
    const dom = renderToDom("C[^c]\n\n[^c]: c");
    expect(dom.querySelector("sup > a")!.textContent).toBe("1");
    expect(dom.querySelectorAll(".rx-footnotes li")).toHaveLength(1);
    expect(renderToDom("No notes here.").querySelector(".rx-footnotes")).toBeNull();
  });
});

describe("renderMarkdown: headings", () => {
  it("gives headings GitHub's slugs as ids, numbering duplicates", () => {
    expect(headingIds("## Deep section\n## Deep section\n### Deep section\n#### Why? (and how)")).toEqual([
      "deep-section",
      "deep-section-1",
      "deep-section-2",
      "why-and-how",
    ]);
  });

  it("slugs non-ASCII text, inline markup and character references like GitHub", () => {
    expect(
      headingIds(
        "## Überblick\n## 日本語の見出し\n## The `render()` *API*\n## Fish &amp; Chips\n## Press <kbd>Ctrl</kbd>",
      ),
    ).toEqual(["überblick", "日本語の見出し", "the-render-api", "fish--chips", "press-ctrl"]);
  });

  it("keeps ids that name document properties, which DOMPurify drops by default", () => {
    expect(headingIds("## Title\n## Images\n## Cookie")).toEqual(["title", "images", "cookie"]);
  });

  it("does not let a heading take the footnotes section's id", () => {
    const dom = renderToDom("## Footnote label\n\nA[^1]\n\n[^1]: note");
    expect(dom.querySelectorAll("#footnote-label")).toHaveLength(1);
    expect(dom.querySelector("h2:not(.rx-visually-hidden)")!.id).toBe("footnote-label-1");
  });

  it("returns the outline of h2 and h3 headings in order, with their plain text", () => {
    const { headings } = renderMarkdown(
      "# Top\n## Install\n### With *npm*\n#### Detail\n## Install\n## Q&amp;A\n### <em>Raw</em> HTML\n\n> ## Quoted\n\nText[^1]\n\n[^1]: n",
    );
    expect(headings).toEqual([
      { depth: 2, text: "Install", id: "install" },
      { depth: 3, text: "With npm", id: "with-npm" },
      { depth: 2, text: "Install", id: "install-1" },
      { depth: 2, text: "Q&A", id: "qa" },
      { depth: 3, text: "Raw HTML", id: "raw-html" },
      { depth: 2, text: "Quoted", id: "quoted" },
    ]);
  });

  it("puts a link to the section after the text of h2 and h3 headings only", () => {
    const { html } = renderMarkdown("## Deep section");
    expect(html).toContain(
      '<h2 id="deep-section">Deep section <a class="rx-heading-anchor" href="#deep-section" aria-label="Link to this section">#</a></h2>',
    );
    const dom = renderToDom("# One\n### Three\n#### Four");
    expect(dom.querySelector("h1 .rx-heading-anchor")).toBeNull();
    expect(dom.querySelector("h3 .rx-heading-anchor")!.getAttribute("href")).toBe("#three");
    expect(dom.querySelector("h4 .rx-heading-anchor")).toBeNull();
  });

  it("leaves headings without text without an id", () => {
    const dom = renderToDom("## !!!\n\n## Next");
    expect(dom.querySelector("h2")!.hasAttribute("id")).toBe(false);
    expect(renderMarkdown("## !!!\n\n## Next").headings).toEqual([{ depth: 2, text: "Next", id: "next" }]);
  });
});

describe("renderMarkdown: code blocks", () => {
  it("renders a fenced block with its copy button and language, escaped and not highlighted, a line an element", () => {
    const { html } = renderMarkdown('```ts\nconst tag = "<script>" && a < b;\n```');
    expect(html).toBe(
      '<div class="rx-code" data-lang="ts"><button type="button" class="rx-code-copy" aria-label="Copy code">Copy</button>' +
        '<pre tabindex="0"><code class="language-ts"><span class="rx-line">const tag = "&lt;script&gt;" &amp;&amp; a &lt; b;</span></code></pre></div>\n',
    );
  });

  it("keeps the title, the line marks and the line numbers through the sanitizer", () => {
    const block = renderToDom('```js title="a.js" {1} showLineNumbers=7\nx(); // [!code ++]\ny();\n```').querySelector(
      ".rx-code",
    )!;
    expect(block.querySelector(".rx-code-title")!.textContent).toBe("a.js");
    const lines = Array.from(block.querySelectorAll(".rx-line"));
    expect(lines.map((line) => [line.className, line.getAttribute("data-line"), line.textContent])).toEqual([
      ["rx-line rx-line--highlighted rx-line--added", "7", "x();"],
      ["rx-line", "8", "y();"],
    ]);
    expect(block.getAttribute("data-digits")).toBe("1");
  });

  it("gives unknown and missing languages an empty label and no language class", () => {
    const dom = renderToDom("```cobol\nSTOP RUN.\n```\n\n```\nplain\n```\n\n    indented");
    const blocks = dom.querySelectorAll(".rx-code");
    expect(blocks).toHaveLength(3);
    for (const block of blocks) {
      expect(block.getAttribute("data-lang")).toBe("");
      expect(block.querySelector("code")!.hasAttribute("class")).toBe(false);
    }
  });

  it("reads the language from the first word of the info string, in any case", () => {
    const block = renderToDom('```TS title="a.ts"\nlet a;\n```').querySelector(".rx-code")!;
    expect(block.getAttribute("data-lang")).toBe("ts");
    expect(block.querySelector("code")!.className).toBe("language-ts");
  });

  it("keeps inline code escaped", () => {
    expect(renderMarkdown("Use `<b>` tags").html).toContain("<code>&lt;b&gt;</code>");
  });
});

describe("renderMarkdown: callouts", () => {
  it.each([
    ["NOTE", "note", "Note"],
    ["TIP", "tip", "Tip"],
    ["IMPORTANT", "important", "Important"],
    ["WARNING", "warning", "Warning"],
    ["CAUTION", "danger", "Caution"],
  ])("turns a [!%s] blockquote into a %s callout named by its title", (marker, tone, title) => {
    const { html } = renderMarkdown(`> [!${marker}]\n> Mind the *gap*.\n>\n> - one`);
    expect(html).toContain(
      `<div class="rx-callout rx-callout--${tone}" role="note" aria-labelledby="rx-callout-title-1">` +
        `<p class="rx-callout-title" id="rx-callout-title-1" data-rx-word="article.callout.${marker.toLowerCase()}">${title}</p>`,
    );
    const template = document.createElement("template");
    template.innerHTML = html;
    const callout = template.content.querySelector(".rx-callout")!;
    expect(template.content.querySelector("blockquote")).toBeNull();
    expect(callout.querySelector("p:not(.rx-callout-title)")!.innerHTML).toBe("Mind the <em>gap</em>.");
    expect(callout.querySelector("ul > li")!.textContent).toBe("one");
    expect(callout.textContent).not.toContain("[!");
  });

  it("accepts a lower-case marker followed by a blank line", () => {
    const callout = renderToDom("> [!tip]\n>\n> Paragraph").querySelector(".rx-callout--tip")!;
    expect(callout.querySelectorAll("p")).toHaveLength(2);
    expect(callout.textContent).not.toContain("[!");
  });

  it("drops the line break after a marker ended by two spaces", () => {
    const callout = renderToDom("> [!NOTE]  \n> Text").querySelector(".rx-callout")!;
    expect(callout.querySelector("p:not(.rx-callout-title)")!.innerHTML).toBe("Text");
  });

  it("leaves other blockquotes alone", () => {
    for (const markdown of ["> Just a quote", "> [!NOTE] on the same line", "> [!DANGER]\n> Unknown kind"]) {
      const dom = renderToDom(markdown);
      expect(dom.querySelector("blockquote")).not.toBeNull();
      expect(dom.querySelector(".rx-callout")).toBeNull();
    }
  });
});

describe("renderMarkdown: links and images", () => {
  it("opens absolute http(s) links in a new tab without giving it access to the page", () => {
    const links = renderToDom(
      "[a](https://example.com) [b](http://example.com/x) [c](//cdn.example.com)",
    ).querySelectorAll("a");
    for (const link of links) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    }
    expect(links).toHaveLength(3);
  });

  it("marks an external link whose text ends with its own arrow, so that the page adds no second one", () => {
    const links = renderToDom(
      "[Autogenerated Reference Docs ↗](https://api.reactrouter.com/v7/) [Docs](https://example.com)",
    ).querySelectorAll("a");
    expect(Array.from(links, (link) => link.className)).toEqual(["rx-link-arrowed", ""]);
  });

  it("keeps in-app links plain", () => {
    const links = renderToDom('[a](/view?path=docs/a.md) [b](#install) [c](other.md "Other")').querySelectorAll("a");
    expect(Array.from(links, (link) => link.getAttribute("href"))).toEqual([
      "/view?path=docs/a.md",
      "#install",
      "other.md",
    ]);
    for (const link of links) {
      expect(link.hasAttribute("target")).toBe(false);
      expect(link.hasAttribute("rel")).toBe(false);
    }
    expect(links[2]!.getAttribute("title")).toBe("Other");
  });

  it("loads images lazily", () => {
    const image = renderToDom('![A diagram](/img/diagram.png "Diagram")').querySelector("img")!;
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.getAttribute("src")).toBe("/img/diagram.png");
    expect(image.getAttribute("alt")).toBe("A diagram");
  });

  it("gives a stored image the size its address carries, in Markdown and in HTML, unless the author set one", () => {
    const address = `/files/${"a".repeat(64)}.png`;
    const images = renderToDom(
      `![a](${address}#640x480)\n\n<img src="${address}#640x480" alt="b" width="100">\n\n<img src="${address}#1x2" alt="c">`,
    ).querySelectorAll("img");
    expect(
      Array.from(images, (image) => [
        image.getAttribute("src"),
        image.getAttribute("width"),
        image.getAttribute("height"),
      ]),
    ).toEqual([
      [address, "640", "480"],
      [address, "100", null],
      [address, "1", "2"],
    ]);
    expect(Array.from(images, (image) => image.getAttribute("loading"))).toEqual(["lazy", "lazy", "lazy"]);
  });
});

describe("renderMarkdown: sanitizing", () => {
  it("passes the rendered HTML through the given sanitizer", () => {
    const sanitize = vi.fn(() => "<p>clean</p>");
    const rendered = renderWith("## Head\n\n<b onclick=x>hi</b>", { sanitize });
    expect(sanitize).toHaveBeenCalledOnce();
    expect(sanitize.mock.calls[0]).toEqual([expect.stringContaining("<b onclick=x>hi</b>")]);
    expect(rendered).toEqual({
      html: "<p>clean</p>",
      headings: [{ depth: 2, text: "Head", id: "head" }],
      features: { math: false, diagrams: false },
    });
  });

  it("sanitizes with DOMPurify in the app", () => {
    expect(renderMarkdown('<b onclick="alert(1)">hi</b>').html).toBe("<p><b>hi</b></p>\n");
  });
});

describe("stripLeadingTitle", () => {
  it("removes a first-line H1 equal to the title, ignoring case, spaces and blank lines", () => {
    expect(stripLeadingTitle("# Getting Started\n\nBody", "Getting Started")).toBe("\nBody");
    expect(stripLeadingTitle("\n\n  #   getting started  \nBody", " Getting STARTED ")).toBe("Body");
    expect(stripLeadingTitle("# Getting Started ##\r\nBody", "Getting Started")).toBe("Body");
    expect(stripLeadingTitle("# Getting Started", "Getting Started")).toBe("");
  });

  it("removes it with the id its author gave it, which the title leaves out", () => {
    expect(stripLeadingTitle("# Getting Started {#start}\nBody", "Getting Started")).toBe("Body");
  });

  it("removes it with the tags written in it, which the title leaves out too", () => {
    const body = '# MPA Mode <Badge type="warning" text="experimental" />\nBody';
    expect(stripLeadingTitle(body, "MPA Mode")).toBe("Body");
    expect(stripLeadingTitle(body, "Another title")).toBe(body);
  });

  it("keeps every other first heading", () => {
    for (const markdown of [
      "# Something else\nBody",
      "## Getting Started\nBody",
      "Intro\n# Getting Started",
      "#Getting Started\nBody",
      "    # Getting Started",
    ]) {
      expect(stripLeadingTitle(markdown, "Getting Started")).toBe(markdown);
    }
  });
});
