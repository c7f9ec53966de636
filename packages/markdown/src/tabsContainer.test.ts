// The tabs of vitepress-plugin-tabs (`::: tabs` with `== label` lines), which the importer also
// writes for Docusaurus' <Tabs>.
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./render.js";

const html = (markdown: string) => renderMarkdown(markdown, { sanitize: (output) => output }).html;
const tabLabels = (output: string) => [...output.matchAll(/role="tab"[^>]*>([^<]*)</g)].map(([, label]) => label);
const panels = (output: string) => output.split('role="tabpanel"').slice(1);

describe("::: tabs", () => {
  it("makes a tab of each == section, its content full Markdown", () => {
    const output = html(
      "::: tabs\n== npm\n```sh\nnpm install rxdocs\n```\n== yarn\nRun **yarn** first.\n\n- then this\n:::",
    );
    expect(tabLabels(output)).toEqual(["npm", "yarn"]);
    expect(panels(output)[0]).toContain(
      '<code class="language-sh"><span class="rx-line">npm install rxdocs</span></code>',
    );
    expect(panels(output)[1]).toContain("<p>Run <strong>yarn</strong> first.</p>\n<ul>\n<li>then this</li>\n</ul>");
    expect(output).not.toContain("==");
  });

  it("puts the sync key in a data attribute, with or without a space after the colons", () => {
    expect(html(":::tabs key:pkg\n== npm\na\n== yarn\nb\n:::")).toMatch(/^<div class="rx-tabs" data-sync-key="pkg">/);
    expect(html("::: tabs\n== a\na\n:::")).toMatch(/^<div class="rx-tabs">/);
  });

  it("holds nested containers in a longer fence, their == lines their own", () => {
    const output = html(':::: tabs\n=== Tab "A"\na\n:::tip\nTip\n== t\n:::\n=== Tab "B"\nb\n::::');
    expect(tabLabels(output)).toEqual(["Tab &quot;A&quot;", "Tab &quot;B&quot;"]);
    expect(panels(output)[0]).toMatch(/<p>a<\/p>\n<div class="rx-callout rx-callout--tip".*<p>Tip\n== t<\/p>/s);
  });

  it("leaves == lines inside code blocks alone", () => {
    const output = html("::: tabs\n== A\n```js\nconst same = a\n== b\n```\n== B\nb\n:::");
    expect(tabLabels(output)).toEqual(["A", "B"]);
    expect(panels(output)[0]).toContain('const same = a</span>\n<span class="rx-line">== b</span>');
  });

  it("keeps text before the first tab in the first tab, and renders an unclosed group to the end", () => {
    const output = html("::: tabs\nIntro\n== A\na\n== B\nb");
    expect(tabLabels(output)).toEqual(["A", "B"]);
    expect(panels(output)[0]).toContain("<p>Intro</p>\n<p>a</p>");
    expect(panels(output)[1]).toContain("<p>b</p>");
  });

  it("shows tabs without any tab marker as plain content", () => {
    expect(html("::: tabs\nJust text\n:::")).toBe('<div class="rx-container">\n<p>Just text</p>\n</div>\n');
  });
});
