// Raw HTML kept to its own block: a fragment left open never takes the Markdown after it, with
// DOMPurify over jsdom as the sanitizer (the server's), on fragments from sanitizer bypasses
// (DOMPurify's test/fixtures/expect.mjs, PortSwigger's "consuming tags") and plain mistakes.
import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./render.js";

const window = new JSDOM("").window;
const purify = createDOMPurify(window);
const sanitize = (html: string) => purify.sanitize(html);

function render(markdown: string): DocumentFragment {
  const template = window.document.createElement("template");
  template.innerHTML = renderMarkdown(markdown, { sanitize }).html;
  return template.content;
}

/** The texts of the elements matching `selector` that sit directly in the page, not inside a fragment. */
function topLevelTexts(page: DocumentFragment, selector: string): string[] {
  return Array.from(page.children)
    .filter((element) => element.matches(selector))
    .map((element) => element.textContent ?? "");
}

const FRAGMENTS = [
  // DOMPurify's fixtures: nesting-based mXSS, which left everything after it inside <style>.
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(1)&gt;">',
  "<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>",
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  // Raw text, comments and declarations that CommonMark runs to the end of the document.
  "<script>alert(1)",
  "<style>body { display: none }",
  "<textarea autofocus onfocus=alert(1)>",
  "<pre>unclosed",
  "<!-- never closed",
  "<?php echo 1",
  "<!DOCTYPE html",
  "<![CDATA[ never closed",
  // Raw text that only the HTML parser knows (PortSwigger's consuming tags, left open).
  '<xmp><img title="',
  "<noembed>",
  "<noframes>",
  "<title>",
  "<plaintext>",
  "<iframe srcdoc=x>",
  // A quote left open takes everything up to the next quote as its value.
  '<div title="never closed',
  "<img src=x alt='never closed",
  // Elements whose content never shows, left open.
  "<video src=x onerror=alert(1)>",
  "<audio src=x onerror=alert(1)>",
  "<template>",
  "<select><option>",
  "<object data=x>",
  // SVG and MathML left open.
  "<svg onload=alert(1)>",
  "<math>",
];

describe("a raw HTML fragment left open", () => {
  it.each(FRAGMENTS)("never takes the Markdown after it: %s", (fragment) => {
    const page = render(`Before.\n\n${fragment}\n\nAfter the fragment.\n\n## Next section\n\nThe end.`);

    expect(topLevelTexts(page, "p")).toEqual(expect.arrayContaining(["Before.", "After the fragment.", "The end."]));
    expect(topLevelTexts(page, "h2")[0]).toMatch(/^Next section/);
  });

  it.each(FRAGMENTS)("never takes the Markdown after it in a paragraph: %s", (fragment) => {
    const page = render(`A paragraph with ${fragment} in it.\n\nAfter the fragment.`);

    expect(topLevelTexts(page, "p")).toContain("After the fragment.");
  });

  it("never takes the rest of the callout it is in, nor what follows the callout", () => {
    const page = render(":::note\n<math><mtext><table><mglyph><style>\n\nStill in the note.\n:::\n\nAfter the note.");

    expect(page.querySelector(".rx-callout")!.textContent).toContain("Still in the note.");
    expect(topLevelTexts(page, "p")).toContain("After the note.");
  });
});

describe("raw HTML that closes what it opens", () => {
  it("wraps the Markdown between an opening and a closing block, as <details> is written", () => {
    const page = render("<details open>\n<summary>More</summary>\n\nMarkdown **inside**.\n\n</details>\n\nAfter.");

    expect(page.querySelector("details > p")!.innerHTML).toBe("Markdown <strong>inside</strong>.");
    expect(topLevelTexts(page, "p")).toEqual(["After."]);
  });

  it("keeps the blank lines of a closed <pre>, and drops a closed comment across blank lines", () => {
    const page = render("<pre>\none\n\ntwo\n</pre>\n\n<!-- a note\n\nfor authors -->\n\nAfter.");

    expect(page.querySelector("pre")!.textContent).toBe("one\n\ntwo\n");
    expect(topLevelTexts(page, "p")).toEqual(["After."]);
  });

  it("keeps a raw block with its closing tag whole across blank lines, as VitePress' <script setup>", () => {
    const page = render('<script setup>\nimport Badge from "./Badge.vue"\n\nconst count = 1\n</script>\n\nAfter.');

    expect(page.textContent).not.toContain("count");
    expect(topLevelTexts(page, "p")).toEqual(["After."]);
  });

  it("costs no sanitizing of its own when it is made of ordinary balanced tags", () => {
    let calls = 0;
    const counting = (html: string) => {
      calls += 1;
      return sanitize(html);
    };
    const paragraphs = Array.from({ length: 50 }, (_, n) => `Press <kbd>Ctrl</kbd>+<kbd>${n}</kbd>.<br>`);
    renderMarkdown(['<div align="center">', ...paragraphs, "</div>"].join("\n\n"), { sanitize: counting });

    expect(calls).toBe(1);
  });

  it("is left as written when the sanitizer parses nothing", () => {
    const markdown = "<table><tr><td>\n\nIn a cell.\n\n</td></tr></table>\n\n<div title='x\n\nAfter.";
    expect(renderMarkdown(markdown, { sanitize: (html) => html }).html).toBe(
      "<table><tr><td><p>In a cell.</p>\n</td></tr></table><div title='x<p>After.</p>\n",
    );
  });
});
