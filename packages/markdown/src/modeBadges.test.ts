// React Router's `[MODES: …]` lines, as its docs write them.
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./render.js";

const html = (markdown: string) => renderMarkdown(markdown, { sanitize: (output) => output }).html;

describe("[MODES: …]", () => {
  it("is a labelled list of one badge per mode", () => {
    expect(html("# Navigating\n\n[MODES: framework, data, declarative]\n\n## Introduction")).toContain(
      '<ul class="rx-modes" aria-label="Modes" data-rx-label="article.modes"><li>Framework</li><li>Data</li><li>Declarative</li></ul>\n',
    );
  });

  it("reads the spacing authors happen to write, and stops the paragraph above it", () => {
    expect(html("[MODES: framework ,data]")).toBe(html("[MODES: framework,data]"));
    expect(html("Text above.\n[MODES: data]")).toBe(
      '<p>Text above.</p>\n<ul class="rx-modes" aria-label="Modes" data-rx-label="article.modes"><li>Data</li></ul>\n',
    );
  });

  it("stays text inside a sentence", () => {
    expect(html("Write [MODES: data] on a line of its own.")).toBe(
      "<p>Write [MODES: data] on a line of its own.</p>\n",
    );
  });
});
