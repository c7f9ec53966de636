// The routes of a Nextra site's pages, which its sidebar's folders follow.
import { describe, expect, it } from "vitest";
import { appPageName, type RouteFolder, routeOf, routeTree } from "./nextraRoutes.js";

/** A route folder as `{ own, pages, folders }`, for comparing. */
function shape(folder: RouteFolder): unknown {
  return {
    ...(folder.ownPage !== undefined && { own: folder.ownPage }),
    pages: Object.fromEntries(folder.pages),
    folders: Object.fromEntries([...folder.folders].map(([name, child]) => [name, shape(child)])),
  };
}

describe("the pages of Nextra 4's app folder", () => {
  it.each([
    ["page.mdx", "index.mdx"],
    ["guide/install/page.mdx", "guide/install/index.mdx"],
    ["(docs)/guide/page.md", "(docs)/guide/index.md"],
    ["guide/old.mdx", undefined],
    ["guide/[slug]/page.mdx", undefined],
    ["api/[[...path]]/page.mdx", undefined],
    ["guide/_drafts/page.mdx", undefined],
    ["guide/page.tsx", undefined],
  ])("read %s as %s", (file, name) => {
    expect(appPageName(file)).toBe(name);
  });
});

describe("a page's route", () => {
  it.each([
    ["index.mdx", ""],
    ["guide/index.mdx", "guide"],
    ["guide/install.md", "guide/install"],
    ["(marketing)/about/index.mdx", "about"],
  ])("of %s is %j", (file, route) => {
    expect(routeOf(file)).toBe(route);
  });
});

describe("the folders of routes", () => {
  it("make a folder's index, or the page of its name beside it, its own page", () => {
    const tree = routeTree(["index.mdx", "guide/index.mdx", "guide/a.mdx", "blog.mdx", "blog/post.mdx", "faq.md"]);
    expect(shape(tree)).toEqual({
      pages: { index: "index.mdx", faq: "faq.md" },
      folders: {
        blog: { own: "blog.mdx", pages: { post: "blog/post.mdx" }, folders: {} },
        guide: { own: "guide/index.mdx", pages: { a: "guide/a.mdx" }, folders: {} },
      },
    });
  });

  it("read a folder that holds only its own page as that page, as Nextra routes it", () => {
    const tree = routeTree(["docs/index.mdx", "docs/install/index.mdx", "docs/deep/more/index.mdx"]);
    expect(shape(tree)).toEqual({
      pages: {},
      folders: {
        docs: {
          own: "docs/index.mdx",
          pages: { install: "docs/install/index.mdx" },
          folders: { deep: { pages: { more: "docs/deep/more/index.mdx" }, folders: {} } },
        },
      },
    });
  });

  it("see through route groups, which keep their files' paths", () => {
    const tree = routeTree(["(marketing)/about/index.mdx", "(marketing)/pricing/index.mdx", "(docs)/guide/a.mdx"]);
    expect(shape(tree)).toEqual({
      pages: { about: "(marketing)/about/index.mdx", pricing: "(marketing)/pricing/index.mdx" },
      folders: { guide: { pages: { a: "(docs)/guide/a.mdx" }, folders: {} } },
    });
    expect(tree.groups.sort()).toEqual(["(docs)", "(marketing)"]);
    expect(tree.folders.get("guide")?.path).toBe("(docs)/guide");
  });
});
