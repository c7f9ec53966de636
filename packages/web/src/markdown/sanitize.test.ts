import type { WindowLike } from "dompurify";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "@rxdocs/markdown";
import { createSanitizer, sanitizeHtml, setSanitizerWindows } from "./sanitize";

const UNSAFE_ELEMENTS =
  "script, style, iframe, frame, frameset, object, embed, form, textarea, select, meta, base, link";
// How a browser reads a URL's scheme: control characters and whitespace do not count.
// eslint-disable-next-line no-control-regex -- control characters are what this strips
const IGNORED_URL_CHARACTERS = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;
const SCRIPTABLE_SCHEME = /(?:^|,)(?:javascript|vbscript|data):/i;

function parse(html: string): DocumentFragment {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content;
}

/** `html` as the DOM serializes it, so equal markup compares equal however it was written. */
function normalize(html: string): string {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.innerHTML;
}

/** Fails when anything in `html` could run script, load a frame, submit a form or restyle the page. */
function expectNothingExecutable(html: string): void {
  const dom = parse(html);
  expect(dom.querySelector(UNSAFE_ELEMENTS), html).toBeNull();
  for (const element of dom.querySelectorAll("*")) {
    for (const { name, value } of Array.from(element.attributes)) {
      expect(name.startsWith("on"), `${name} in ${html}`).toBe(false);
      expect(name, html).not.toBe("style");
      // Any attribute may hold a URL in SVG (<animate values>, <set to>), so all are checked.
      expect(value.replace(IGNORED_URL_CHARACTERS, ""), `${name} in ${html}`).not.toMatch(SCRIPTABLE_SCHEME);
    }
    if (element.hasAttribute("target")) expect(element.getAttribute("rel")).toContain("noopener");
  }
}

const RAW_HTML_ATTACKS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://evil.example/x.js></SCRIPT>",
  "<img src=x onerror=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href=" &#14;  javascript:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="VBScript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="data:image/png;base64,iVBORw0KGgo=">',
  '<img srcset="/ok.png 1x, javascript:alert(1) 2x">',
  "<svg><script>alert(1)</script></svg>",
  "<svg onload=alert(1)><circle r=1></circle></svg>",
  '<svg><a xlink:href="javascript:alert(1)"><text y="10">x</text></a></svg>',
  '<svg><a href="javascript:alert(1)"><text y="10">x</text></a></svg>',
  '<svg><a><animate attributeName="href" values="javascript:alert(1)" /><text y="10">x</text></a></svg>',
  '<svg><a><set attributeName="href" to="javascript:alert(1)" /><text y="10">x</text></a></svg>',
  '<svg><use href="data:image/svg+xml;base64,PHN2ZyBpZD0neCc+PC9zdmc+#x" /></svg>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  "<style>body { display: none }</style>",
  '<p style="background: url(javascript:alert(1))">x</p>',
  '<form action="javascript:alert(1)"><button>Go</button></form>',
  '<button formaction="javascript:alert(1)" form="search">Go</button>',
  '<input type="text" autofocus onfocus="alert(1)">',
  '<details open ontoggle="alert(1)"><summary>x</summary></details>',
  '<meta http-equiv="refresh" content="0; url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<a href="https://evil.example" target="_blank">x</a>',
];

const MARKDOWN_ATTACKS = [
  "[x](javascript:alert(1))",
  "[x](JAVASCRIPT:alert(1))",
  "[x](&#106;avascript:alert(1))",
  "[x](javascript&#58;alert(1))",
  "[x](vbscript:msgbox(1))",
  "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "![x](data:image/png;base64,iVBORw0KGgo=)",
  "<javascript:alert(1)>",
  '[x][ref]\n\n[ref]: javascript:alert(1) "t"',
  "Inline <img src=x onerror=alert(1)> html",
  "<script>alert(1)</script>",
  '<a href="javascript:alert(1)">raw link</a>',
  "| a |\n|---|\n| <img src=x onerror=alert(1)> |",
  "> [!NOTE]\n> <svg onload=alert(1)>",
];

const sanitizers = [
  ["the browser's window", sanitizeHtml],
  ["a jsdom window, as on the server", createSanitizer(new JSDOM("").window)],
] as const;

describe.each(sanitizers)("sanitizing with %s", (_, sanitize) => {
  it.each(RAW_HTML_ATTACKS)("leaves nothing executable of %s", (attack) => {
    expectNothingExecutable(sanitize(`<p>safe text</p>${attack}`));
    expect(sanitize(`<p>safe text</p>${attack}`)).toContain("<p>safe text</p>");
  });

  it.each(RAW_HTML_ATTACKS)("hides nothing that follows %s in an article", (attack) => {
    const { html } = renderMarkdown(`${attack}\n\nAfter the fragment.\n\n## Next`, { sanitize });
    expectNothingExecutable(html);
    const blocks = Array.from(parse(html).children);
    expect(blocks.map((block) => block.textContent)).toContain("After the fragment.");
    expect(blocks.find((block) => block.localName === "h2")?.id).toBe("next");
  });

  it.each(MARKDOWN_ATTACKS)("leaves nothing executable of the Markdown %j", (attack) => {
    expectNothingExecutable(renderMarkdown(attack, { sanitize }).html);
  });

  it("keeps the link text of a dropped javascript: link", () => {
    expect(renderMarkdown("[click me](javascript:alert(1))", { sanitize }).html).toBe("<p><a>click me</a></p>\n");
  });

  it("keeps everything the renderer produces", () => {
    const markdown = [
      "## Title",
      "Text[^1] with [a link](https://example.com), [in-app](/view?path=a.md) and ![img](/a.png).",
      "- [x] done",
      "> [!TIP]\n> Tip",
      ":::danger[Title with `code`]\nBody\n:::",
      '!!! note ""\n    Untitled',
      "::: details More {open}\nHidden\n:::",
      "::: tabs key:pkg\n== npm\nnpm i\n== yarn\nyarn add\n:::",
      "::: code-group\n```sh [npm]\nnpm i\n```\n```sh [yarn]\nyarn add\n```\n:::",
      "::: v-pre\nRaw\n:::",
      "[[toc]]",
      "| a |\n|---|\n| 1 |",
      "```ts\nlet a;\n```",
      "[^1]: Note",
    ].join("\n\n");
    const unsanitized = renderMarkdown(markdown, { sanitize: (html) => html }).html;
    // It only adds what makes images load lazily.
    const expected = normalize(unsanitized).replace('alt="img">', 'alt="img" loading="lazy" decoding="async">');
    expect(renderMarkdown(markdown, { sanitize }).html).toBe(expected);
  });

  it("keeps safe raw HTML", () => {
    const safe = [
      "<details><summary>More</summary><p>Hidden <kbd>Ctrl</kbd>+<kbd>C</kbd></p></details>",
      '<p><a href="mailto:team@example.com">mail</a> <a href="tel:+123">call</a> <a href="#top">top</a></p>',
      '<p><img src="https://example.com/a.png" alt="a" width="10" height="10" loading="eager" decoding="sync"></p>',
    ].join("");
    expect(sanitize(safe)).toBe(safe);
  });

  it("makes every link with a target unable to reach back to the page", () => {
    const dom = parse(sanitize('<a href="https://a.example" target="_blank" rel="nofollow">a</a>'));
    expect(dom.querySelector("a")!.getAttribute("rel")).toBe("nofollow noopener noreferrer");
  });

  it("keeps only disabled checkboxes of all inputs", () => {
    const dom = parse(sanitize('<input type="checkbox" checked><input type="password"><input>'));
    expect(dom.querySelectorAll("input")).toHaveLength(1);
    expect(dom.querySelector("input")!.outerHTML).toBe('<input type="checkbox" checked="" disabled="">');
  });
});

describe("createSanitizer", () => {
  it("refuses a window DOMPurify cannot work with, rather than passing HTML through", () => {
    expect(() => createSanitizer({} as WindowLike)).toThrow(/cannot sanitize/);
  });
});

describe("the server's sanitizer windows", () => {
  it("replaces its window after a bounded number of sanitizations, closing the old one, and sanitizes the same", () => {
    const made: { window: Window; closed: boolean }[] = [];
    setSanitizerWindows(() => {
      const { window } = new JSDOM("");
      const entry = { window: window as unknown as Window, closed: false };
      made.push(entry);
      window.close = () => void (entry.closed = true);
      return window as unknown as WindowLike;
    }, 2);
    const outputs = Array.from({ length: 5 }, (_, i) =>
      sanitizeHtml(`<h2 id="part-${i}">Part ${i}</h2><img src=x onerror=alert(1)>`),
    );
    // Five sanitizations, two to a window: three windows, the first two closed.
    expect(made.map((entry) => entry.closed)).toEqual([true, true, false]);
    for (const [i, html] of outputs.entries()) {
      expect(html).toContain(`<h2 id="part-${i}">Part ${i}</h2>`);
      expect(html).not.toContain("onerror");
    }
  });
});
