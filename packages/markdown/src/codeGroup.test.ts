// VitePress code groups, on the snippet of its "Markdown Extensions" page.
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./render.js";

const html = (markdown: string) => renderMarkdown(markdown, { sanitize: (output) => output }).html;
const tabLabels = (output: string) => [...output.matchAll(/role="tab"[^>]*>([^<]*)</g)].map(([, label]) => label);
const panels = (output: string) => output.split('role="tabpanel"').slice(1);

describe("::: code-group", () => {
  it("makes one tab per code block, labelled by the fence's [label], each panel holding the normal code block", () => {
    const output = html(
      [
        "::: code-group",
        "",
        "```js [config.js]",
        "/**",
        " * @type {import('vitepress').UserConfig}",
        " */",
        "const config = {",
        "  // ...",
        "}",
        "",
        "export default config",
        "```",
        "",
        "```ts [config.ts]",
        "import type { UserConfig } from 'vitepress'",
        "",
        "const config: UserConfig = {",
        "  // ...",
        "}",
        "",
        "export default config",
        "```",
        "",
        ":::",
      ].join("\n"),
    );
    expect(output).toMatch(/^<div class="rx-tabs rx-tabs--code">/);
    expect(tabLabels(output)).toEqual(["config.js", "config.ts"]);
    expect(panels(output)).toHaveLength(2);
    expect(panels(output)[0]).toContain('<div class="rx-code" data-lang="js">');
    expect(panels(output)[1]).toContain("import type { UserConfig } from &#39;vitepress&#39;");
    expect(output).not.toContain("[config.js]");
  });

  it("labels a fence by its title in other dialects, else its language, else its place", () => {
    const output = html('::: code-group\n```py title="app.py"\npass\n```\n```sh\nnpm i\n```\n```\nplain\n```\n:::');
    expect(tabLabels(output)).toEqual(["app.py", "sh", "Tab 3"]);
  });

  it("keeps anything besides code blocks in the panel of the block before it", () => {
    const output = html("::: code-group\nIntro text\n```sh\nnpm i\n```\nA note on npm\n```sh\nyarn\n```\n:::");
    expect(panels(output)[0]).toMatch(/<p>Intro text<\/p>\n<div class="rx-code".*<p>A note on npm<\/p>/s);
  });

  it("shows a code group without code blocks as plain content", () => {
    expect(html("::: code-group\nNo code here\n:::")).toBe('<div class="rx-container">\n<p>No code here</p>\n</div>\n');
  });
});
