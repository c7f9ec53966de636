// Each tool's components, from pages written as its documentation writes them, read into
// rxdocs' Markdown and rendered: no warning, no component left as text, and each drawn by its
// markup of the one family (packages/markdown/src/components.ts, callouts, tabs).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { renderMarkdown } from "@rxdocs/markdown";
import { afterEach, describe, expect, it } from "vitest";
import {
  COMPONENT_PAGES,
  type ComponentVocabulary,
  writeComponentSite,
} from "../../test-support/componentPages/index.js";
import { parseMarkdownFile } from "../frontMatter.js";
import { normalizeMdx } from "../mdx.js";
import { readContentFolder } from "../readFolder.js";

function read(vocabulary: ComponentVocabulary) {
  const { markdown, warnings } = normalizeMdx(parseMarkdownFile(COMPONENT_PAGES[vocabulary]).body);
  return { markdown, warnings, html: renderMarkdown(markdown, { sanitize: (html) => html }).html };
}

/** What each page must show, as markup of the family, in the page's order. */
const EXPECTED: Record<ComponentVocabulary, readonly string[]> = {
  starlight: [
    '<div class="rx-callout rx-callout--warning" role="note"',
    ">Watch out!</p>",
    '<div class="rx-tabs" data-sync-key="pkg">',
    ">npm</button>",
    ">pnpm</button>",
    '<div class="rx-steps">\n<ol>',
    '<div class="rx-cards">',
    '<div class="rx-card"><p class="rx-card__title"><svg class="rx-icon"',
    "Check this out</p>",
    '<div class="rx-card rx-card--link"><p class="rx-card__title"><a class="rx-card__link" href="./mintlify/">Customizing the site</a></p>',
    "<p>Learn how to make your site yours.</p>",
    '<div class="rx-file-tree"><ul><li class="rx-file-tree__file"><span class="rx-file-tree__name">astro.config.mjs</span> <span class="rx-file-tree__note">an <strong>important</strong> file</span>',
    '<li class="rx-file-tree__folder"><details open><summary><span class="rx-file-tree__name">src</span>',
    '<strong class="rx-file-tree__name">Header.astro</strong>',
    '<li class="rx-file-tree__more">…</li>',
    '<span class="rx-badge rx-badge--tip">v1.2</span>',
    '<svg class="rx-icon"',
    '<a class="rx-button rx-button--primary" href="./fumadocs/">Get started<svg class="rx-icon"',
    '<div class="rx-code" data-lang="js"><div class="rx-code-title">example.js</div>',
  ],
  mintlify: [
    '<div class="rx-callout rx-callout--note"',
    "<p>This adds a note in the content</p>",
    '<div class="rx-callout rx-callout--tip"',
    "<p>This brings us a checked status</p>",
    "<p>Callouts can be styled.</p>",
    '<div class="rx-steps">\n<div class="rx-step"><p class="rx-step__title">First Step</p>',
    '<div class="rx-step"><p class="rx-step__title">Second Step</p>',
    '<div class="rx-cards" data-cols="2">',
    '<a class="rx-card__link" href="./starlight/">First Card</a>',
    // An icon outside the bundled set is left out.
    '<div class="rx-card"><p class="rx-card__title">Second Card</p>',
    '<div class="rx-accordions">\n<details class="rx-callout rx-callout--neutral"><summary class="rx-callout-title">FAQ without Icon</summary>',
    '<details class="rx-callout rx-callout--neutral" open><summary class="rx-callout-title">Open one</summary>',
    ">First tab</button>",
    ">Second tab</button>",
    '<div class="rx-tabs rx-tabs--code">',
    ">helloWorld.js</button>",
    ">hello_world.py</button>",
    '<span class="rx-line rx-line--highlighted">print(',
    '<figure class="rx-frame">\n<p><img src="./valley.png" alt="A mountain valley"></p>\n<figcaption>Yosemite National Park',
    '<code class="rx-field__name">user_id</code> <span class="rx-field__place">path</span> <span class="rx-field__type">string</span> <span class="rx-field__required" data-rx-word="article.field.required">required</span>',
    '<code class="rx-field__name">user</code> <span class="rx-field__type">User Object</span>',
    '<summary class="rx-callout-title">properties</summary>\n<div class="rx-field">',
    '<span class="rx-field__default"><span data-rx-word="article.field.default">default</span>: <code>none</code></span>',
    '<div class="rx-update"><div class="rx-update__aside"><h2 id="2024-10-11">2024-10-11',
    '<p class="rx-update__description">v0.1.0</p>',
    '<abbr class="rx-tooltip" title="Application Programming Interface" tabindex="0">API</abbr>',
    '<span class="rx-badge rx-badge--tip">Stable</span>',
    '<div class="rx-card"><p class="rx-card__title">Left</p>',
  ],
  docusaurus: [
    '<nav class="rx-toc" aria-label="Table of contents" data-rx-label="article.toc"><ul><li><a href="#admonitions">Admonitions</a></li><li><a href="#code">Code</a></li></ul></nav>',
    '<div class="rx-callout rx-callout--tip" role="note"',
    ">Did you know...</p>",
    '<div class="rx-code rx-code--numbered" data-lang="jsx" data-digits="1"><div class="rx-code-title">/src/components/HelloCodeTitle.js</div>',
    "function HelloCodeTitle(props) {",
    '<details class="rx-callout rx-callout--neutral"><summary class="rx-callout-title">Toggle me!</summary>',
  ],
  nextra: [
    '<div class="rx-callout rx-callout--danger"',
    '<div class="rx-cards" data-cols="2">',
    '<a class="rx-card__link" href="./fumadocs/">Callout</a>',
    '<a class="rx-card__link" href="./starlight/">Tabs</a>',
    '<div class="rx-steps">\n<h3 id="step-1">',
    '<div class="rx-tabs" data-sync-key="pm">',
    ">pnpm</button>",
    ">yarn</button>",
    '<li class="rx-file-tree__folder"><details open><summary><span class="rx-file-tree__name">pages</span></summary><ul><li class="rx-file-tree__file"><span class="rx-file-tree__name">_meta.json</span></li>',
  ],
  fumadocs: [
    '<div class="rx-callout rx-callout--warning"',
    ">Title</p>",
    '<a class="rx-card__link" href="https://nextjs.org/docs"',
    "<p>Learn more about caching in Next.js</p>",
    '<div class="rx-accordions">',
    '<summary class="rx-callout-title">My Title</summary>',
    '<span class="rx-file-tree__name">app</span>',
    '<li class="rx-file-tree__file"><span class="rx-file-tree__name">package.json</span></li>',
    '<div class="rx-tabs" data-sync-key="language">',
    ">Javascript</button>",
    '<div class="rx-steps">\n<div class="rx-step">\n<h3 id="hello-world">',
    "<th>Prop</th>",
    "<td><code>percentage</code></td>\n<td><code>number</code></td>\n<td><code>0.2</code></td>\n<td>The percentage of scroll position to display the roll button</td>",
  ],
};

describe.each(Object.keys(EXPECTED) as ComponentVocabulary[])("the %s components", (vocabulary) => {
  it("are read with no warning and no tag left in the Markdown", () => {
    const { markdown, warnings } = read(vocabulary);
    expect(warnings).toEqual([]);
    const outsideCode = markdown.replace(/^(`{3,}).*\n[\s\S]*?^\1$/gm, "").replace(/`[^`\n]*`/g, "");
    expect(outsideCode).not.toMatch(/<\/?[A-Z][\w.]*/);
  });

  it("render as the family's markup, in the page's order", () => {
    const { html } = read(vocabulary);
    let from = 0;
    for (const part of EXPECTED[vocabulary]) {
      const at = html.indexOf(part, from);
      expect(at, `${part}\n\nnot found after ${from} in\n\n${html}`).toBeGreaterThanOrEqual(0);
      from = at + part.length;
    }
  });
});

describe("the site of them all", () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it("imports with no warning, and <DocCardList /> shows a card for each page of its category", async () => {
    root = mkdtempSync(join(tmpdir(), "rxdocs-components-"));
    writeComponentSite(root);
    const content = await readContentFolder(root);
    expect(content.warnings).toEqual([]);
    const guides = content.articles.find((article) => article.articleTitle === "Guides")!;
    const cards = [...guides.articleMd.matchAll(/^::: card .*\[(.+?)\]\((.+?)\)$/gm)].map(([, name, href]) => ({
      name,
      href,
    }));
    expect(cards).toEqual([
      { name: "Deploy", href: expect.stringMatching(/^\/view\?path=.*deploy/) },
      { name: "Install", href: expect.stringMatching(/^\/view\?path=.*install/) },
    ]);
  });
});

describe("what a page imports and exports", () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it("includes the Markdown files it uses as components (Mintlify snippets, Docusaurus partials)", () => {
    const files: Record<string, string> = {
      "/snippets/intro.mdx":
        "---\ntitle: ignored\n---\nimport Nested from './_nested.mdx';\n\n<Note>\nFrom the snippet, with:\n\n<Nested />\n</Note>\n",
      "./_nested.mdx": "**nested**\n",
      "./_loop.mdx": "import Loop from './_loop.mdx';\n\n<Loop />\n",
    };
    const include = (target: string) =>
      target in files ? { text: files[target]!, file: target } : { reason: "is not there" };
    const page = [
      "import Intro from '/snippets/intro.mdx';",
      "import Loop from './_loop.mdx';",
      "import Gone from './_gone.md';",
      "",
      "<Intro />",
      "",
      "<Loop />",
      "",
      "<Gone />",
    ].join("\n");
    const { markdown, warnings } = normalizeMdx(page, { include });
    expect(markdown).toBe(":::note\n\nFrom the snippet, with:\n\n**nested**\n\n:::\n");
    expect(warnings).toEqual([
      {
        line: 7,
        message:
          'in "./_loop.mdx": <Loop> is a file that could not be read: "./_loop.mdx" includes itself; it was dropped',
      },
      { line: 9, message: '<Gone> is a file that could not be read: "./_gone.md" is not there; it was dropped' },
    ]);
  });

  it("shows the code a <Code> component names by an export or a file imported as text", () => {
    const include = (target: string) =>
      target === "./example.json" ? { text: '{ "a": 1 }\n', file: "example.json" } : { reason: "is not there" };
    const page = [
      "import { Code } from '@astrojs/starlight/components';",
      "import imported from './example.json?raw';",
      "",
      "<Preview>",
      "",
      "export const exampleCode = `console.log('exported');`;",
      "",
      '<Code code={exampleCode} lang="js" />',
      "",
      "</Preview>",
      "",
      '<Code code={imported} lang="json" title="example.json" />',
    ].join("\n");
    const { markdown } = normalizeMdx(page, { include });
    expect(markdown).toBe('```js\nconsole.log(\'exported\');\n```\n\n```json title="example.json"\n{ "a": 1 }\n```\n');
  });

  it("keeps a container's attributes, which MDX reads as a directive's, and a <Fragment>'s content", () => {
    const { markdown, warnings } = normalizeMdx(
      ':::tip{icon="heart"}\nLove it.\n:::\n\n<Fragment slot="x">Kept.</Fragment>',
    );
    expect(markdown).toBe(':::tip{icon="heart"}\nLove it.\n:::\n\nKept.');
    expect(warnings).toEqual([]);
  });
});

describe("a file tree's folders and files outside a tree", () => {
  it("are a tree of their own, as a site's own component that holds them would show them", () => {
    const page = [
      "<ContentTree>",
      '  <FileTree.Folder name="about" defaultOpen>',
      '    <FileTree.File name="index.mdx" />',
      "  </FileTree.Folder>",
      "</ContentTree>",
    ].join("\n");
    expect(normalizeMdx(page).markdown).toBe("::: file-tree\n\n- about/\n  - index.mdx\n\n:::\n");
  });
});

describe("a component rxdocs does not know", () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it("is one warning for the whole folder, at its first use, counting the rest", async () => {
    root = mkdtempSync(join(tmpdir(), "rxdocs-unknown-components-"));
    writeFileSync(join(root, "a.mdx"), "# A\n\n<Preview>one</Preview>\n\n<Preview>two</Preview>\n");
    writeFileSync(join(root, "b.mdx"), "# B\n\n<Preview>three</Preview>\n");
    const { warnings } = await readContentFolder(root);
    expect(warnings).toEqual([
      {
        path: "a.mdx",
        line: 3,
        message: "<Preview> is not supported; its content is kept as text (3 uses in 2 pages; the first is here)",
        component: {
          name: "Preview",
          summary: "<Preview> is not supported; its content is kept as text",
          uses: 3,
          pages: 2,
        },
      },
    ]);
  });
});
