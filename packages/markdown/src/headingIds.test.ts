// Heading ids as Docusaurus, VitePress and MkDocs authors write them.
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./render.js";

const render = (markdown: string) => renderMarkdown(markdown, { sanitize: (html) => html });

describe("a heading's own id", () => {
  it("is the id of the heading, which shows its text without the marker", () => {
    const { html, headings } = render("## Headings {#my-heading-id}\n\n### Heading Ids {#my-custom-id}");
    expect(html).toContain('<h2 id="my-heading-id">Headings <a class="rx-heading-anchor" href="#my-heading-id"');
    expect(html).toContain('<h3 id="my-custom-id">Heading Ids <a');
    expect(html).not.toContain("{#");
    expect(headings).toEqual([
      { depth: 2, text: "Headings", id: "my-heading-id" },
      { depth: 3, text: "Heading Ids", id: "my-custom-id" },
    ]);
  });

  it("is read in MkDocs' attribute list forms and after inline markup", () => {
    expect(render("## Install { #setup }").headings[0]).toEqual({ depth: 2, text: "Install", id: "setup" });
    expect(render("## Install {: #setup }").headings[0]).toEqual({ depth: 2, text: "Install", id: "setup" });
    expect(render("## The `run` command {#run}").html).toMatch(/^<h2 id="run">The <code>run<\/code> command <a/);
  });

  it("stays text inside code, or when it is not at the end", () => {
    expect(render("## Write `{#id}`").headings[0]!.id).toBe("write-id");
    expect(render("## A {#b} c").headings[0]).toEqual({ depth: 2, text: "A {#b} c", id: "a-b-c" });
  });

  it("is taken before any later slug, and the page's ids stay unique", () => {
    expect(render("## First {#setup}\n\n## Setup\n\n## Again {#setup}").headings.map((h) => h.id)).toEqual([
      "setup",
      "setup-1",
      "setup-2",
    ]);
  });

  it("is where the table of contents leads", () => {
    expect(render("[[toc]]\n\n## Install {#setup}").html).toContain('<a href="#setup">Install</a>');
  });
});
