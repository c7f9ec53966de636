// normalizeMdx on the pages of the Docusaurus classic template, as create-docusaurus ships them.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REAL_FOLDERS } from "../test-support/realFolders.js";
import { parseMarkdownFile } from "./frontMatter.js";
import { normalizeMdx } from "./mdx.js";

describe("normalizeMdx: the Docusaurus classic template", () => {
  // The template's pages as create-docusaurus ships them (a dev dependency).
  const readBody = async (folder: string, name: string): Promise<string> => {
    return parseMarkdownFile(await readFile(path.join(folder, name), "utf8")).body;
  };

  it("leaves a page with no MDX in it as it is", async () => {
    const body = await readBody(REAL_FOLDERS.docusaurusDocs, "intro.mdx");
    expect(normalizeMdx(body)).toEqual({ markdown: body, warnings: [] });
  });

  it("reads the blog posts: the excerpt marker kept, a button's handler dropped", async () => {
    const welcome = await readBody(REAL_FOLDERS.docusaurusBlog, "2021-08-26-welcome/index.mdx");
    expect(normalizeMdx(welcome)).toEqual({
      markdown: welcome.replace("{/* truncate */}", "<!-- truncate -->"),
      warnings: [],
    });

    const post = await readBody(REAL_FOLDERS.docusaurusBlog, "2021-08-01-mdx-blog-post.mdx");
    const { markdown, warnings } = normalizeMdx(post);
    expect(markdown).toBe(
      post
        .replace("{/* truncate */}", "<!-- truncate -->")
        .replace(
          /<button onClick=\{\(\) => alert\('button clicked!'\)\}>Click me!<\/button>\n$/,
          "<button>Click me!</button>\n",
        ),
    );
    expect(warnings).toEqual([{ line: 18, message: "onClick={…} on <button> is not HTML; the attribute was dropped" }]);
  });

  it("reads the Markdown features page: heading ids, the exported component and its uses", async () => {
    const body = await readBody(REAL_FOLDERS.docusaurusDocs, "tutorial-basics/markdown-features.mdx");
    const { markdown, warnings } = normalizeMdx(body);
    // The page ends with the exported component, then two uses of it.
    const ending = body.slice(body.lastIndexOf("export const Highlight"));
    expect(markdown).toBe(
      body
        .replace("## Headings {/* #my-heading-id */}", "## Headings {#my-heading-id}")
        .replace("### Heading Ids {/* #my-custom-id */}", "### Heading Ids {#my-custom-id}")
        .replace(ending, "This is Docusaurus green !\n\nThis is Facebook blue !\n"),
    );
    expect(warnings).toEqual([
      {
        line: 163,
        message: "<Highlight> is not supported; its content is kept as text (2 uses)",
        unsupported: {
          name: "Highlight",
          uses: 2,
          summary: "<Highlight> is not supported; its content is kept as text",
        },
      },
    ]);
  });
});
