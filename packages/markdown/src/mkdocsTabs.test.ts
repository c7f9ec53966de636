// MkDocs content tabs, on snippets of Material for MkDocs' "Content tabs" page.
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./render.js";

const html = (markdown: string) => renderMarkdown(markdown, { sanitize: (output) => output }).html;
const tabLabels = (output: string) => [...output.matchAll(/role="tab"[^>]*>([^<]*)</g)].map(([, label]) => label);
const panels = (output: string) => output.split('role="tabpanel"').slice(1);

const CODE_TABS = [
  '=== "C"',
  "",
  "    ``` c",
  "    #include <stdio.h>",
  "",
  "    int main(void) {",
  '      printf("Hello world!\\n");',
  "      return 0;",
  "    }",
  "    ```",
  "",
  '=== "C++"',
  "",
  "    ``` c++",
  "    #include <iostream>",
  "",
  "    int main(void) {",
  '      std::cout << "Hello world!" << std::endl;',
  "      return 0;",
  "    }",
  "    ```",
].join("\n");

describe("MkDocs content tabs", () => {
  it("groups consecutive tabs of code blocks into one tab group", () => {
    const output = html(`${CODE_TABS}\n\nAfter the tabs.`);
    expect(tabLabels(output)).toEqual(["C", "C++"]);
    expect(panels(output)[0]).toContain(
      '<span class="rx-line">#include &lt;stdio.h&gt;</span>\n<span class="rx-line"></span>\n<span class="rx-line">int main(void) {</span>',
    );
    expect(panels(output)[1]).toContain("std::cout &lt;&lt; &quot;Hello world!&quot;");
    expect(output).toMatch(/<\/div>\n<p>After the tabs.<\/p>\n$/);
    expect(output).not.toContain("===");
  });

  it("groups other content, and nests tabs in admonitions", () => {
    const markdown = [
      "!!! example",
      "",
      '    === "Unordered List"',
      "",
      "        * Sed sagittis eleifend rutrum",
      "        * Donec vitae suscipit est",
      "",
      '    === "Ordered List"',
      "",
      "        1. Sed sagittis eleifend rutrum",
      "        2. Donec vitae suscipit est",
    ].join("\n");
    const output = html(markdown);
    expect(output).toMatch(
      /^<div class="rx-callout rx-callout--important"[^>]*><p[^>]*>Example<\/p>\n<div class="rx-tabs">/,
    );
    expect(tabLabels(output)).toEqual(["Unordered List", "Ordered List"]);
    expect(panels(output)[0]).toContain("<ul>\n<li>Sed sagittis eleifend rutrum</li>");
    expect(panels(output)[1]).toContain("<ol>\n<li>Sed sagittis eleifend rutrum</li>");
  });

  it("starts a new group at ===! and shows the tab marked ===+ first", () => {
    const output = html('=== "A"\n    a\n=== "B"\n    b\n===! "C"\n    c\n===+ "D"\n    d');
    const groups = output.split('<div class="rx-tabs">').slice(1);
    expect(groups.map(tabLabels)).toEqual([
      ["A", "B"],
      ["C", "D"],
    ]);
    expect(groups[1]).toContain('aria-selected="true" aria-controls="rx-tabpanel-8" tabindex="0">D</button>');
    expect(panels(groups[1]!)[0]).toContain("hidden>");
  });

  it("leaves a === line without a quoted label inside its paragraph", () => {
    expect(html('Text\n=== "unclosed')).toBe("<p>Text\n=== &quot;unclosed</p>\n");
  });

  it("numbers a tab with an empty label, and keeps a tab with no content", () => {
    expect(tabLabels(html('=== ""\n    a\n=== "Empty"\n\nAfter'))).toEqual(["Tab 1", "Empty"]);
  });
});
