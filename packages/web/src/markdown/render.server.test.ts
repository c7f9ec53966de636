// @vitest-environment node
// The renderer runs on the server too, where there is no window: only the sanitizer needs one.
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "@rxdocs/markdown";
import { createSanitizer } from "./sanitize";

describe("renderMarkdown without a browser", () => {
  it("renders and sanitizes with a jsdom window", () => {
    expect(typeof window).toBe("undefined");
    const sanitize = createSanitizer(new JSDOM("").window);

    const { html, headings } = renderMarkdown("## Setup\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>", {
      sanitize,
    });

    expect(headings).toEqual([{ depth: 2, text: "Setup", id: "setup" }]);
    expect(html).toContain('<h2 id="setup">Setup <a class="rx-heading-anchor"');
    expect(html).toContain('<p><a>x</a> <img src="x" loading="lazy" decoding="async"></p>');
  });
});
