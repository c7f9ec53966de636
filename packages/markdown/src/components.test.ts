// The component containers, as the importer writes them from Starlight, Mintlify, Docusaurus,
// Nextra and Fumadocs components, and as an author may write them by hand.
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./render.js";

const render = (markdown: string) => renderMarkdown(markdown, { sanitize: (html) => html });
const html = (markdown: string) => render(markdown).html;

describe("steps", () => {
  it("wraps an ordered list, numbered by the stylesheet", () => {
    const rendered = html("::: steps\n1. Install.\n\n   ```sh\n   npm i\n   ```\n2. Run.\n:::");
    expect(rendered).toMatch(
      /^<div class="rx-steps">\n<ol>\n<li><p>Install.<\/p>\n<div class="rx-code" data-lang="sh">/,
    );
    expect(rendered).toMatch(/<li><p>Run.<\/p>\n<\/li>\n<\/ol>\n<\/div>\n$/);
  });

  it("holds titled steps, each a block of Markdown", () => {
    const markdown = "::::steps\n:::step Create an **account**\nGo to the site.\n:::\n:::step Sign in\n:::\n::::";
    expect(html(markdown)).toBe(
      '<div class="rx-steps">\n' +
        '<div class="rx-step"><p class="rx-step__title">Create an <strong>account</strong></p>\n<p>Go to the site.</p>\n</div>\n' +
        '<div class="rx-step"><p class="rx-step__title">Sign in</p>\n</div>\n' +
        "</div>\n",
    );
  });
});

describe("cards", () => {
  it("lays cards out in the columns asked for, within 1 to 4", () => {
    expect(html("::: cards {cols=3}\n:::")).toBe('<div class="rx-cards" data-cols="3">\n</div>\n');
    expect(html("::: columns {cols=9}\n:::")).toBe('<div class="rx-cards">\n</div>\n');
  });

  it("makes a card whose title is a link a link as a whole", () => {
    expect(html("::: card [Guides](/view?path=guides) {icon=book}\nRead the guides.\n:::")).toBe(
      '<div class="rx-card rx-card--link"><p class="rx-card__title"><a class="rx-card__link" href="/view?path=guides">Guides</a></p>\n<p>Read the guides.</p>\n</div>\n',
    );
    expect(html("::: card Plain\nText.\n:::")).toContain('<div class="rx-card"><p class="rx-card__title">Plain</p>');
  });

  it("gives the search a card's title and text", () => {
    const { html: rendered } = render("::: card Quick start\nBody\n:::");
    expect(rendered).toContain("Quick start");
  });
});

describe("file trees", () => {
  it("draws folders that fold, files, notes, highlights and placeholders", () => {
    const markdown = [
      "::: file-tree",
      "- astro.config.mjs an **important** file",
      "- src/",
      "  - **index.ts**",
      "  - …",
      "- public/",
      ":::",
    ].join("\n");
    expect(html(markdown)).toBe(
      '<div class="rx-file-tree"><ul>' +
        '<li class="rx-file-tree__file"><span class="rx-file-tree__name">astro.config.mjs</span> <span class="rx-file-tree__note">an <strong>important</strong> file</span></li>' +
        '<li class="rx-file-tree__folder"><details open><summary><span class="rx-file-tree__name">src</span></summary><ul>' +
        '<li class="rx-file-tree__file"><strong class="rx-file-tree__name">index.ts</strong></li>' +
        '<li class="rx-file-tree__more">…</li>' +
        "</ul></details></li>" +
        '<li class="rx-file-tree__folder"><span class="rx-file-tree__name">public</span></li>' +
        "</ul></div>\n",
    );
  });

  it("keeps what is not a list as it is", () => {
    expect(html("::: file-tree\nJust text.\n:::")).toBe("<p>Just text.</p>\n");
  });
});

describe("fields", () => {
  it("shows a field's name, place, type, flags and default, then its description", () => {
    const markdown =
      '::: field user_id {in=path type="string | null" required deprecated default="<none>"}\nThe user.\n:::';
    expect(html(markdown)).toBe(
      '<div class="rx-field"><p class="rx-field__head"><code class="rx-field__name">user_id</code> ' +
        '<span class="rx-field__place">path</span> <span class="rx-field__type">string | null</span> ' +
        '<span class="rx-field__required" data-rx-word="article.field.required">required</span> ' +
        '<span class="rx-field__deprecated" data-rx-word="article.field.deprecated">deprecated</span> ' +
        '<span class="rx-field__default"><span data-rx-word="article.field.default">default</span>: <code>&lt;none&gt;</code></span></p>' +
        '<div class="rx-field__body">\n<p>The user.</p>\n</div></div>\n',
    );
  });
});

describe("frames, updates and accordion groups", () => {
  it("puts a frame's caption under its image", () => {
    expect(html("::: frame The *dashboard*\n![Dashboard](/a.png)\n:::")).toBe(
      '<figure class="rx-frame">\n<p><img src="/a.png" alt="Dashboard"></p>\n<figcaption>The <em>dashboard</em></figcaption></figure>\n',
    );
  });

  it("makes an update's label a heading of the outline", () => {
    const { html: rendered, headings } = render("::: update 2026-11-01 {description=v1.2}\nNew things.\n:::");
    expect(headings).toEqual([{ depth: 2, text: "2026-11-01", id: "2026-11-01" }]);
    expect(rendered).toBe(
      '<div class="rx-update"><div class="rx-update__aside"><h2 id="2026-11-01">2026-11-01 <a class="rx-heading-anchor" href="#2026-11-01" aria-label="Link to this section">#</a></h2>' +
        '<p class="rx-update__description">v1.2</p></div><div class="rx-update__body">\n<p>New things.</p>\n</div></div>\n',
    );
  });

  it("groups folding callouts", () => {
    expect(html("::::accordions\n::: details One\nA\n:::\n::::")).toMatch(
      /^<div class="rx-accordions">\n<details class="rx-callout rx-callout--neutral">/,
    );
  });
});
