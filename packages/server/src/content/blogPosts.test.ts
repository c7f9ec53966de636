// A blog's section: posts newest first with their authors and tags, and a page that lists them.
import { afterEach, describe, expect, it } from "vitest";
import { makeFolder, removeMadeFolders } from "../test-support/madeFolders.js";
import { readContentFolder } from "./readFolder.js";

afterEach(removeMadeFolders);

const POSTS = {
  "blog/index.md": "# Blog\n\nNews from the team.",
  "blog/posts/older.md": [
    "---",
    "date: 2024-01-10",
    "authors: [ada]",
    "categories: [Release]",
    "---",
    "# Version 1",
    "",
    "The first [release](../../guide.md) is out.",
    "",
    "<!-- more -->",
    "",
    "All the details.",
  ].join("\n"),
  "blog/posts/newer.md": [
    "---",
    "date:",
    "  created: 2024-03-01",
    "authors:",
    "  - ada",
    "  - { name: Grace, url: 'https://example.com/grace' }",
    "tags: [guide]",
    "---",
    "# Version 2",
    "",
    "First paragraph.",
    "",
    "Second paragraph.",
  ].join("\n"),
  "blog/posts/undated.md": "# Notes\n\nNo date here.",
  "guide.md": "# Guide",
};

describe("a blog's section", () => {
  it("lists its posts newest first, with their authors and tags under their titles, on a page of dates and summaries", async () => {
    const content = await readContentFolder(await makeFolder(POSTS), {
      navigation: {
        source: "mkdocs.yml",
        items: [
          { kind: "page", file: "guide.md" },
          {
            kind: "section",
            label: "Blog",
            folder: "blog",
            items: [{ kind: "folder", folder: "blog/posts" }],
            posts: { authors: { ada: { name: "Ada Lovelace", url: "https://example.com/ada" } } },
          },
        ],
      },
    });
    expect(content.problems).toEqual([]);
    const blog = content.menus.find((menu) => menu.menuName === "Blog")!;
    const posts = content.menus.filter((menu) => menu.parentCode === blog.menuCode).sort((a, b) => a.sort - b.sort);
    expect(posts.map((menu) => menu.menuName)).toEqual(["Version 2", "Version 1", "Notes"]);

    const body = (code: string) => content.articles.find((article) => article.menuCode === code)!.articleMd;
    expect(body("blog-posts-newer")).toBe(
      "# Version 2\n\n*By [Ada Lovelace](https://example.com/ada) and [Grace](https://example.com/grace) · Tags: guide*\n\nFirst paragraph.\n\nSecond paragraph.",
    );
    expect(body("blog-posts-older")).toContain(
      "# Version 1\n\n*By [Ada Lovelace](https://example.com/ada) · Tags: Release*\n\n",
    );
    expect(body("blog-posts-undated")).toBe("# Notes\n\nNo date here.");

    expect(body(blog.menuCode)).toBe(
      [
        "# Blog\n\nNews from the team.",
        "## [Version 2](/view?path=blog-posts-newer)\n\n*2024-03-01*\n\nFirst paragraph.\n\n[Read more](/view?path=blog-posts-newer)",
        "## [Version 1](/view?path=blog-posts-older)\n\n*2024-01-10*\n\nThe first release is out.\n\n[Read more](/view?path=blog-posts-older)",
        "## [Notes](/view?path=blog-posts-undated)\n\nNo date here.\n\n[Read more](/view?path=blog-posts-undated)\n",
      ].join("\n\n"),
    );
  });

  it("is a page of its own when the blog has no index page", async () => {
    const content = await readContentFolder(
      await makeFolder({ "posts/a.md": "---\ndate: 2024-01-01\n---\n# A\n\nHello." }),
      {
        navigation: {
          source: "nav",
          items: [
            { kind: "section", label: "News", items: [{ kind: "folder", folder: "posts" }], posts: { authors: {} } },
          ],
        },
      },
    );
    const news = content.articles.find((article) => article.articleTitle === "News");
    expect(news?.articleMd).toBe(
      "# News\n\n## [A](/view?path=posts-a)\n\n*2024-01-01*\n\nHello.\n\n[Read more](/view?path=posts-a)\n",
    );
  });
});
