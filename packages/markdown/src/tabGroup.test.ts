// The markup every tab group shares, whichever syntax wrote it.
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./render.js";

const html = (markdown: string) => renderMarkdown(markdown, { sanitize: (output) => output }).html;

describe("tab group markup", () => {
  it("follows the WAI-ARIA tabs pattern, showing the first panel only", () => {
    expect(html("::: tabs\n== npm\nnpm text\n== yarn\nyarn text\n:::")).toBe(
      '<div class="rx-tabs"><div class="rx-tabs__list" role="tablist">' +
        '<button type="button" class="rx-tabs__tab" role="tab" id="rx-tab-1" aria-selected="true" aria-controls="rx-tabpanel-2" tabindex="0">npm</button>' +
        '<button type="button" class="rx-tabs__tab" role="tab" id="rx-tab-3" aria-selected="false" aria-controls="rx-tabpanel-4" tabindex="-1">yarn</button>' +
        "</div>\n" +
        '<div class="rx-tabs__panel" role="tabpanel" id="rx-tabpanel-2" aria-labelledby="rx-tab-1" tabindex="0">\n<p>npm text</p>\n</div>\n' +
        '<div class="rx-tabs__panel" role="tabpanel" id="rx-tabpanel-4" aria-labelledby="rx-tab-3" tabindex="0" hidden>\n<p>yarn text</p>\n</div>\n' +
        "</div>\n",
    );
  });

  it("escapes labels and sync keys, and numbers tabs without a label in words the page translates", () => {
    const output = html('::: tabs key:a"b\n== <b>One</b>\none\n==\ntwo\n:::');
    expect(output).toContain('data-sync-key="a&quot;b"');
    expect(output).toContain('tabindex="0">&lt;b&gt;One&lt;/b&gt;</button>');
    expect(output).toContain(' tabindex="-1" data-rx-word="article.tab" data-rx-number="2">Tab 2</button>');
  });

  it("takes ids in reading order, prefixed for a page's second render", () => {
    const output = renderMarkdown("::: tabs\n== Outer\n::: tabs\n== Inner\ntext\n:::\n:::", {
      sanitize: (html) => html,
      idPrefix: "t0-",
    }).html;
    expect([...output.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id)).toEqual([
      "t0-rx-tab-1",
      "t0-rx-tabpanel-2",
      "t0-rx-tab-3",
      "t0-rx-tabpanel-4",
    ]);
  });
});
