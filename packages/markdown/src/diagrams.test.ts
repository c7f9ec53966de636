import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./render.js";

const render = (markdown: string) => renderMarkdown(markdown, { sanitize: (html) => html });

describe("Mermaid diagrams", () => {
  it("leave a placeholder holding their escaped source, hidden until the page draws it", () => {
    const { html, features } = render("```mermaid\ngraph TD\n  A[<img src=x onerror=alert(1)>] --> B & C\n```");
    expect(html).toBe(
      '<div class="rx-diagram" data-pending=""><pre class="rx-diagram-source" hidden>' +
        "graph TD\n  A[&lt;img src=x onerror=alert(1)&gt;] --&gt; B &amp; C</pre></div>\n",
    );
    expect(features).toEqual({ math: false, diagrams: true });
  });

  it("are read from fences in any case and with info after the language", () => {
    expect(render("```Mermaid title=flow\nsequenceDiagram\n```").html).toContain('class="rx-diagram"');
  });

  it("leave other fences and pages without them alone", () => {
    const { html, features } = render("```\nmermaid\n```\n\n`mermaid`");
    expect(html).not.toContain("rx-diagram");
    expect(features.diagrams).toBe(false);
  });
});
