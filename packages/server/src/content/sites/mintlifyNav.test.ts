// docs.json's navigation in every form Mintlify documents, as rxdocs' navigation entries.
import { afterEach, describe, expect, it } from "vitest";
import { makeFolder, removeMadeFolders } from "../../test-support/madeFolders.js";
import { readMintlifyConfig } from "./mintlifyConfig.js";
import { readDocsJsonNavigation } from "./mintlifyNav.js";

afterEach(removeMadeFolders);

async function navigationOf(navigation: unknown, files: Record<string, string> = {}) {
  const root = await makeFolder({
    "docs.json": JSON.stringify({ $schema: "https://mintlify.com/docs.json", navigation }),
    ...files,
  });
  return readDocsJsonNavigation((await readMintlifyConfig(root))!);
}

const page = (file: string, label?: string) => ({ kind: "page", file, ...(label && { label }) });

describe("docs.json's navigation", () => {
  it("makes tabs top-level sections of their groups, a group's root its own page and its tag a badge", async () => {
    const nav = await navigationOf({
      tabs: [
        {
          tab: "Guides",
          icon: "book",
          groups: [
            {
              group: "Get started",
              pages: [
                "index",
                "/quickstart",
                { group: "Editing", root: "edit/index", expanded: true, pages: ["edit/text.mdx"] },
              ],
            },
            { group: "Writing", tag: "NEW", pages: ["writing/page"] },
          ],
        },
        { tab: "Blog", href: "https://example.com/blog" },
      ],
    });
    expect(nav.navigations).toEqual([
      {
        version: undefined,
        lang: undefined,
        source: "docs.json",
        pages: ["index", "quickstart", "edit/index", "edit/text.mdx", "writing/page"],
        items: [
          {
            kind: "section",
            label: "Guides",
            items: [
              {
                kind: "section",
                label: "Get started",
                items: [
                  page("index"),
                  page("quickstart"),
                  { kind: "section", label: "Editing", file: "edit/index", items: [page("edit/text.mdx")] },
                ],
              },
              {
                kind: "section",
                label: "Writing",
                badge: { text: "NEW", variant: "default" },
                items: [page("writing/page")],
              },
            ],
          },
          { kind: "link", label: "Blog", href: "https://example.com/blog" },
        ],
      },
    ]);
    expect(nav.warnings).toEqual([]);
  });

  it("reads anchors, dropdowns, products and a tab's menu as sections, and an href to the site's own page as that page", async () => {
    const nav = await navigationOf({
      anchors: [
        { anchor: "Docs", pages: ["quickstart"] },
        {
          anchor: "Platform",
          dropdowns: [{ dropdown: "Core", products: [{ product: "API", pages: ["api/intro"] }] }],
        },
        {
          anchor: "Tools",
          tabs: [
            {
              tab: "Developer tools",
              menu: [
                { item: "SDKs", pages: ["sdk/fetch"] },
                { item: "Learn", href: "https://learn.example" },
              ],
            },
          ],
        },
        { anchor: "Changelog", href: "/changelog" },
      ],
    });
    expect(nav.navigations[0]!.items).toEqual([
      { kind: "section", label: "Docs", items: [page("quickstart")] },
      {
        kind: "section",
        label: "Platform",
        items: [
          { kind: "section", label: "Core", items: [{ kind: "section", label: "API", items: [page("api/intro")] }] },
        ],
      },
      {
        kind: "section",
        label: "Tools",
        items: [
          {
            kind: "section",
            label: "Developer tools",
            items: [
              { kind: "section", label: "SDKs", items: [page("sdk/fetch")] },
              { kind: "link", label: "Learn", href: "https://learn.example" },
            ],
          },
        ],
      },
      page("changelog", "Changelog"),
    ]);
  });

  it("names the pages of hidden tabs and groups without listing them", async () => {
    const nav = await navigationOf({
      tabs: [
        {
          tab: "Docs",
          groups: [
            { group: "Shown", pages: ["a"] },
            { group: "Hidden", hidden: true, pages: ["b"] },
          ],
        },
        { tab: "Help", hidden: true, pages: ["c"] },
      ],
    });
    expect(nav.navigations[0]).toMatchObject({
      items: [{ kind: "section", label: "Docs", items: [{ kind: "section", label: "Shown", items: [page("a")] }] }],
      pages: ["a", "b", "c"],
    });
  });

  it("adds the global tabs, then the global anchors, after each navigation's own entries", async () => {
    const nav = await navigationOf({
      global: {
        anchors: [
          { anchor: "Blog", href: "https://example.com/blog" },
          { anchor: "Status", href: "/status" },
        ],
        tabs: [{ tab: "Community", href: "https://community.example.com" }],
      },
      languages: [
        { language: "en", pages: ["index"] },
        { language: "fr", pages: ["fr/index"] },
      ],
    });
    const globals = [
      { kind: "link", label: "Community", href: "https://community.example.com" },
      { kind: "link", label: "Blog", href: "https://example.com/blog" },
      page("status", "Status"),
    ];
    expect(nav.navigations.map((navigation) => navigation.items)).toEqual([
      [page("index"), ...globals],
      [page("fr/index"), ...globals],
    ]);
  });

  it("makes a navigation of each version in each language, the default ones first, a split giving its default entry for what it does not name", async () => {
    const nav = await navigationOf({
      languages: [
        {
          language: "fr",
          versions: [{ version: "v2", pages: ["fr/v2/a"] }],
        },
        {
          language: "en",
          default: true,
          versions: [
            { version: "v1", pages: ["v1/a"] },
            { version: "v2", default: true, tabs: [{ tab: "Docs", versions: [{ version: "v2", pages: ["a"] }] }] },
          ],
        },
      ],
    });
    expect(nav.navigations.map(({ version, lang, pages }) => ({ version, lang, pages }))).toEqual([
      { version: "v2", lang: "en", pages: ["a"] },
      { version: "v2", lang: "fr", pages: ["fr/v2/a"] },
      { version: "v1", lang: "en", pages: ["v1/a"] },
    ]);
    expect(nav).toMatchObject({
      versions: ["v2", "v1"],
      defaultVersion: "v2",
      languages: ["fr", "en"],
      defaultLang: "en",
      sources: { versions: ["docs.json"], languages: ["docs.json"], navigation: ["docs.json"] },
    });
  });

  it("makes endpoints pages of their OpenAPI file's operations, and a file named alone every operation of it", async () => {
    const nav = await navigationOf({
      tabs: [
        {
          tab: "API",
          openapi: "/specs/openapi.json",
          groups: [{ group: "Users", pages: ["api/intro", "GET /users", "other.yaml POST /users"] }],
        },
        { tab: "Admin", groups: [{ group: "All", openapi: ["admin.yaml"] }] },
        { tab: "Remote", groups: [{ group: "Far", openapi: "https://example.com/openapi.json" }] },
      ],
    });
    expect(nav.navigations[0]!.items).toEqual([
      {
        kind: "section",
        label: "API",
        items: [
          {
            kind: "section",
            label: "Users",
            items: [
              page("api/intro"),
              { kind: "page", file: "specs/openapi.json#GET /users" },
              { kind: "page", file: "other.yaml#POST /users" },
            ],
          },
        ],
      },
      {
        kind: "section",
        label: "Admin",
        items: [{ kind: "section", label: "All", items: [{ kind: "folder", folder: "admin.yaml#" }] }],
      },
    ]);
    expect(nav.apiSpecs).toEqual(["specs/openapi.json", "admin.yaml"]);
    expect(nav.warnings).toEqual([
      {
        path: "docs.json",
        message:
          'openapi "https://example.com/openapi.json" is at another address; rxdocs reads only the site\'s own files',
      },
    ]);
  });

  it("leaves out the pages Mintlify generates from AsyncAPI and webhooks, with one warning per file", async () => {
    const nav = await navigationOf(
      {
        groups: [
          { group: "API", pages: ["api/intro"] },
          { group: "Events", asyncapi: "/asyncapi.yaml" },
          { $ref: "./more.json" },
        ],
      },
      { "more.json": JSON.stringify({ group: "Hooks", pages: ["webhook order-created"] }) },
    );
    expect(nav.navigations[0]!.items).toEqual([{ kind: "section", label: "API", items: [page("api/intro")] }]);
    expect(nav.warnings).toEqual([
      {
        path: "docs.json",
        message:
          'the navigation\'s pages generated from AsyncAPI (asyncapi: "/asyncapi.yaml") are left out; rxdocs renders API specifications on its own',
      },
      {
        path: "more.json",
        message:
          "the navigation's pages generated from OpenAPI (webhook order-created) are left out; rxdocs renders API specifications on its own",
      },
    ]);
  });

  it("leaves out entries it cannot read, saying which", async () => {
    const nav = await navigationOf({
      tabs: [
        { icon: "book", pages: ["a"] },
        { tab: "Docs", groups: [{ pages: ["b"] }], pages: [42, "c"] },
      ],
    });
    expect(nav.navigations[0]!.items).toEqual([{ kind: "section", label: "Docs", items: [page("c")] }]);
    expect(nav.warnings).toEqual([
      { path: "docs.json", message: 'an entry without a "tab" name is left out of the navigation' },
      { path: "docs.json", message: 'a group without a "group" name is left out of the navigation' },
      { path: "docs.json", message: "42 in pages is neither a page nor a group; it is left out" },
    ]);
  });

  it("says so when the navigation is no object", async () => {
    const nav = await navigationOf(["a", "b"]);
    expect(nav.navigations).toEqual([]);
    expect(nav.warnings).toEqual([
      { path: "docs.json", message: "navigation must be an object; the folders give the order instead" },
    ]);
  });
});
