// Material for MkDocs' blog: the nav's Blog entry is the section of its posts.
import { afterEach, describe, expect, it } from "vitest";
import { makeFolder, removeMadeFolders } from "../../test-support/madeFolders.js";
import { readSiteSlot } from "./readSiteSlot.js";
import { mkdocsSite } from "./mkdocs.js";

afterEach(removeMadeFolders);

describe("Material for MkDocs' blog", () => {
  it("is the section of its posts, newest first, with their authors from .authors.yml", async () => {
    const root = await makeFolder({
      "mkdocs.yml": "site_name: Site\nplugins:\n  - blog\nnav:\n  - Home: index.md\n  - Blog:\n    - blog/index.md\n",
      "docs/index.md": "# Home",
      "docs/blog/index.md": "# Blog\n",
      "docs/blog/.authors.yml": "authors:\n  ada:\n    name: Ada Lovelace\n    url: https://example.com/ada\n",
      "docs/blog/posts/first.md":
        "---\ndate: 2024-01-01\nauthors: [ada]\n---\n# First\n\nHello [again][x].\n\n[x]: first.md",
      "docs/blog/posts/second.md": "---\ndate:\n  created: 2024-02-01\ncategories: [News]\n---\n# Second\n\nMore.",
    });
    const site = await mkdocsSite.read(root);
    const slot = site!.slots[0]!;
    const content = await readSiteSlot(site!, slot);
    expect(content.problems).toEqual([]);
    const blog = content.menus.find((menu) => menu.menuName === "Blog")!;
    const posts = content.menus.filter((menu) => menu.parentCode === blog.menuCode).sort((a, b) => a.sort - b.sort);
    expect(posts.map((menu) => menu.menuName)).toEqual(["Second", "First"]);
    const body = (code: string) => content.articles.find((article) => article.menuCode === code)!.articleMd;
    expect(body("blog-posts-first")).toContain("# First\n\n*By [Ada Lovelace](https://example.com/ada)*\n\nHello");
    expect(body("blog-posts-second")).toContain("*Tags: News*");
    expect(body(blog.menuCode)).toContain("## [First](/view?path=blog-posts-first)\n\n*2024-01-01*\n\nHello again.");
  });
});
