// Pages as Markdown, rendered by the reader app's own build (npm test builds it first) and turned
// back into Markdown: each component family in its Markdown form, no tag of HTML left, addresses
// absolute, and the stored Markdown when the app is not built.
import { existsSync } from "node:fs";
import type { ServerEntry } from "@rxdocs/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { BUNDLED_WEB_ROOT } from "../../config.js";
import { parseMarkdownFile } from "../../content/frontMatter.js";
import { normalizeMdx } from "../../content/mdx.js";
import { withRenderCache } from "../../prerender/renderCache.js";
import { loadServerEntry, serverEntryOf } from "../../prerender/serverEntry.js";
import { COMPONENT_PAGES, type ComponentVocabulary } from "../../test-support/componentPages/index.js";
import { articleMarkdown, type MarkdownSource } from "./pageMarkdown.js";

const PAGE = "https://docs.example/view?path=here&version=1.x";

/** A page of the site's own Markdown dialect with what the component pages leave out. */
const DIALECT_PAGE = `# Everything

Read [the setup](/view?path=setup&version=1.x), [a section](#details), [elsewhere](https://example.com/a)
and see ![a diagram](/files/abc123.png "Flow").

## Details {#details}

> [!NOTE]
> A note with **bold** text.

::: danger Mind the gap
Between the train and the platform.
:::

| Name | Kind |
| ---- | :--: |
| a    | ~~old~~ new |

- [x] written
- [ ] reviewed

Energy is $E = mc^2$, and in full:

$$
\\int_0^1 x\\,dx = \\frac{1}{2}
$$

\`\`\`mermaid
graph TD; A-->B;
\`\`\`

\`\`\`ts title="hello.ts"
const a = \`\${1}\`;
\`\`\`

<details>
<summary>More</summary>

Folded text.

</details>

A claim[^source].

[^source]: Where it comes from.
`;

/** Each page's Markdown, as it must hold it in this order. */
const EXPECTED: Record<ComponentVocabulary, readonly string[]> = {
  starlight: [
    "> [!WARNING]\n> **Watch out!**\n>\n> A warning aside *with* a custom title.",
    "**npm**\n\n```sh\nnpm install\n```",
    "**pnpm**\n\npnpm install",
    "1. Import the component into your MDX file:\n\n   ```js\n   import { Steps } from '@astrojs/starlight/components';\n   ```",
    "2. Wrap `<Steps>` around your ordered list items.",
    "- **Check this out**: Interesting content you want to highlight.\n" +
      "- [Customizing the site](https://docs.example/mintlify/): Learn how to make your site yours.",
    "```text\n├── astro.config.mjs  an important file\n├── package.json\n└── src/\n    ├── components/\n" +
      "    │   └── Header.astro\n    └── …\n```",
    "New in v1.2 with .",
    "[Get started](https://docs.example/fumadocs/)",
    "```js title=\"example.js\"\nconsole.log('hi')\n```",
  ],
  mintlify: [
    "> [!NOTE]\n> This adds a note in the content",
    "> [!TIP]\n> **Success**\n>\n> This brings us a checked status",
    "**1. First Step**\n\nThese are instructions or content that only pertain to the first step.",
    "**2. Second Step**",
    "- [First Card](https://docs.example/starlight/): This is an example of a card in a group.\n- **Second Card**: Neat.",
    "**FAQ without Icon**\n\nAccordion content.",
    "**Open one**\n\nShown at first.",
    "**First tab**\n\n☝️ Welcome",
    "**Second tab**\n\n✌️ Here's content",
    '**helloWorld.js**\n\n```javascript\nconsole.log("Hello World");\n```',
    "**hello\\_world.py**\n\n```python\nprint('Hello World!')\n```",
    "![A mountain valley](https://docs.example/valley.png)\n\n*Yosemite National Park",
    "**`user_id`** (path, string, required)\n\nAn example of a parameter field",
    "**`full_name`** (string, default: none)",
    "## 2024-10-11\n\nv0.1.0\n\nThis is an update with a [link](https://docs.example/docusaurus/).",
    "Hover API (Application Programming Interface) and Stable .",
  ],
  docusaurus: [
    "## Admonitions\n\n> [!TIP]\n> **Did you know...**\n>\n> Use plugins",
    '## Code\n\n```jsx title="/src/components/HelloCodeTitle.js"\nfunction HelloCodeTitle(props) {\n' +
      "  return <h1>Hello, {props.name}</h1>;\n}\n```",
    "**Toggle me!**\n\nThis is the detailed content",
  ],
  nextra: [
    "> [!CAUTION]\n> This is a dangerous feature",
    "- [Callout](https://docs.example/fumadocs/)\n- [Tabs](https://docs.example/starlight/)",
    "### 1. Step 1\n\nContents for step 1.\n\n### 2. Step 2",
    "**pnpm**\n\n**pnpm**: Fast",
    "**yarn**\n\n**Yarn** is a software packaging system.",
    "```text\n└── pages/\n    ├── _meta.json\n    └── docs/\n        └── index.mdx\n```",
  ],
  fumadocs: [
    "> [!WARNING]\n> **Title**\n>\n> Hello World",
    "- [Fetching, Caching, and Revalidating](https://nextjs.org/docs): Learn more about caching in Next.js",
    "**My Title**\n\nMy Content",
    "```text\n├── app/\n│   ├── layout.tsx\n│   └── page.tsx\n└── package.json\n```",
    "**Javascript**\n\nJavascript is weird\n\n**Rust**\n\nRust is fast",
    "### 1. Hello World\n\n### 2. Hello Again",
    "| Prop | Type | Default | Description |\n| --- | --- | --- | --- |\n| `percentage` | `number` | `0.2` |",
  ],
};

let revision = 0;

function source(title: string, markdown: string, tabs: { label: string; md: string }[] | null = null): MarkdownSource {
  revision += 1;
  return {
    id: revision,
    article_title: title,
    article_md: markdown,
    article_tab_content: tabs && JSON.stringify(tabs),
  };
}

/** The Markdown outside code: where no tag of HTML may be left. */
function outsideCode(markdown: string): string {
  return markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1$/gm, "").replace(/`[^`\n]*`/g, "");
}

function expectInOrder(markdown: string, parts: readonly string[]): void {
  let from = 0;
  for (const part of parts) {
    const at = markdown.indexOf(part, from);
    expect(at, `${part}\n\nnot found after ${from} in\n\n${markdown}`).toBeGreaterThanOrEqual(0);
    from = at + part.length;
  }
}

describe("pages as Markdown", () => {
  let entry: ServerEntry;

  beforeAll(async () => {
    if (!existsSync(serverEntryOf(BUNDLED_WEB_ROOT))) throw new Error("Build the web app first: npm run build");
    entry = (await loadServerEntry(BUNDLED_WEB_ROOT))!;
  });

  describe.each(Object.keys(EXPECTED) as ComponentVocabulary[])("the %s components", (vocabulary) => {
    it("come out in their Markdown form, under the page's title, with no tag of HTML", () => {
      const { markdown: body } = normalizeMdx(parseMarkdownFile(COMPONENT_PAGES[vocabulary]).body);
      const markdown = articleMarkdown(entry, source("Components", body), PAGE);
      expect(markdown.startsWith("# Components\n\n")).toBe(true);
      expectInOrder(markdown, EXPECTED[vocabulary]);
      expect(outsideCode(markdown)).not.toMatch(/<\/?[a-z][\w-]*(\s[^>]*)?>/i);
      // Nothing of the interface: copy buttons, heading anchors, the words of the app's labels.
      expect(markdown).not.toMatch(/\bCopy\b|\]\(#|Link to this section/);
    });
  });

  it("gives links, images, callouts, tables, task lists, math, diagrams, code, folds and footnotes", () => {
    const markdown = articleMarkdown(entry, source("Everything", DIALECT_PAGE), PAGE);
    expectInOrder(markdown, [
      "# Everything\n\nRead [the setup](https://docs.example/view?path=setup&version=1.x), " +
        "[a section](https://docs.example/view?path=here&version=1.x#details), [elsewhere](https://example.com/a)",
      '![a diagram](https://docs.example/files/abc123.png "Flow")',
      "## Details\n\n> [!NOTE]\n> A note with **bold** text.",
      "> [!CAUTION]\n> **Mind the gap**\n>\n> Between the train and the platform.",
      "| Name | Kind |\n| --- | :---: |\n| a   | ~~old~~ new |",
      "- [x] written\n- [ ] reviewed",
      "Energy is $E = mc^2$, and in full:",
      "$$\n\\int_0^1 x\\,dx = \\frac{1}{2}\n$$",
      "```mermaid\ngraph TD; A-->B;\n```",
      '```ts title="hello.ts"\nconst a = `${1}`;\n```',
      "**More**\n\nFolded text.",
      "A claim[^source].",
      "[^source]: Where it comes from.",
    ]);
    // The page's title is said once, though the Markdown starts with it too.
    expect(markdown.match(/^# Everything$/gm)).toHaveLength(1);
    expect(outsideCode(markdown)).not.toMatch(/<\/?[a-z][\w-]*(\s[^>]*)?>/i);
  });

  it("keeps a first heading other than the title, under the title", () => {
    const markdown = articleMarkdown(entry, source("Install", "# Before you start\n\nText."), PAGE);
    expect(markdown).toBe("# Install\n\n# Before you start\n\nText.\n");
  });

  it("follows the body with the article's tab group, each tab under its label", () => {
    const tabs = [
      { label: "npm", md: "```sh\nnpm i rxdocs\n```" },
      { label: "Yarn", md: "Run `yarn add rxdocs`." },
    ];
    const markdown = articleMarkdown(entry, source("Install", "Pick one.", tabs), PAGE);
    expect(markdown).toBe(
      "# Install\n\nPick one.\n\n**npm**\n\n```sh\nnpm i rxdocs\n```\n\n**Yarn**\n\nRun `yarn add rxdocs`.\n",
    );
  });

  it("is the stored Markdown under its title when the app is not built", () => {
    const tabs = [{ label: "npm", md: "npm i" }];
    const markdown = articleMarkdown(undefined, source("Install", "# Install\n\n:::tip\nHi\n:::\n", tabs), PAGE);
    expect(markdown).toBe("# Install\n\n:::tip\nHi\n:::\n\n**npm**\n\nnpm i\n");
  });

  it("converts a revision once, and again when its address is another", () => {
    const { counted, renders } = countingRenders(entry);
    const row = source("Once", "Text with [a link](/view?path=a).");
    const first = articleMarkdown(counted, row, PAGE);
    expect(articleMarkdown(counted, row, PAGE)).toBe(first);
    expect(renders()).toBe(1);
    const elsewhere = articleMarkdown(counted, row, "http://other.example/view?path=here");
    expect(elsewhere).toContain("[a link](http://other.example/view?path=a)");
    expect(renders()).toBe(2);
  });

  it("keeps nothing for a reader of every page, and serves it what is kept", () => {
    const { counted, renders } = countingRenders(entry);
    const cached = withRenderCache(counted);
    const passing = source("Passing", "Read once.");
    const markdown = articleMarkdown(cached, passing, PAGE, { keep: false });
    expect(articleMarkdown(cached, passing, PAGE, { keep: false })).toBe(markdown);
    expect(renders(), "neither the rendering nor the Markdown was kept").toBe(2);

    const read = source("Read", "Read by a reader first.");
    articleMarkdown(cached, read, PAGE);
    articleMarkdown(cached, read, PAGE, { keep: false });
    expect(renders()).toBe(3);
  });
});

/** The entry, counting how often it renders. */
function countingRenders(entry: ServerEntry): { counted: ServerEntry; renders: () => number } {
  let renders = 0;
  const counted = {
    ...entry,
    renderArticle: (article: Parameters<ServerEntry["renderArticle"]>[0]) => {
      renders += 1;
      return entry.renderArticle(article);
    },
  };
  return { counted, renders: () => renders };
}
