// The tools' and resources' answers, read with the SDK's own client, on a site of two versions
// and two languages: what each returns, and how `version` and `lang` change the catalog.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importContent } from "../../content/importContent.js";
import type { FolderContent } from "../../content/model.js";
import { DATABASE_KINDS } from "../../test-support/databases.js";
import { fixtureContent, fixtureCredentials, type FixtureCredentials } from "../../test-support/fixtureSite.js";
import { startTestSite, type TestSite } from "../../test-support/testServer.js";
import { bearer, callTool, textOf, withMcp } from "../../test-support/mcpClient.js";

/** The fixture as an older version: the setup page has a section of its own, the top page is gone. */
function olderVersion(): FolderContent {
  const content = fixtureContent();
  const setup = content.articles.find((article) => article.menuCode === "setup")!;
  setup.articleMd = `${setup.articleMd}\n## Old notes\n\nThe old setup fed a quokka at dawn.\n`;
  const plan = content.articles.find((article) => article.menuCode === "plan")!;
  plan.articleMd = `${plan.articleMd}\nThe old plan fed a quokka too.\n`;
  content.menus = content.menus.filter((menu) => menu.menuCode !== "top");
  content.articles = content.articles.filter((article) => article.menuCode !== "top");
  return content;
}

/** A French translation of the latest version that has one page. */
function translation(): FolderContent {
  const content = fixtureContent();
  content.menus = content.menus.filter((menu) => ["guide", "intro"].includes(menu.menuCode));
  content.articles = content.articles
    .filter((article) => article.menuCode === "intro")
    .map((article) => ({ ...article, articleTitle: "Introduction", articleMd: "# Introduction\n\nUn wombat.\n" }));
  return content;
}

describe.each(DATABASE_KINDS)("MCP tools on $name", (kind) => {
  let site: TestSite;
  let credentials: FixtureCredentials;
  let origin: string;

  beforeAll(async () => {
    site = await startTestSite(kind);
    const { db } = site.server.storage;
    await importContent(db, olderVersion(), { slot: { version: "1.x", lang: "en" } });
    await importContent(db, translation(), { slot: { version: "current", lang: "fr" } });
    credentials = await fixtureCredentials(db);
    origin = site.server.url.replace(/\/$/, "");
  });
  afterAll(() => site.stop());

  it("search_docs answers each hit's title, heading, snippet, Markdown address and code", async () => {
    await withMcp(site, {}, async (client) => {
      const found = await callTool(client, "search_docs", { query: "quokka", version: "1.x" });
      expect(found.isError).toBeFalsy();
      expect(found.structuredContent).toEqual({
        query: "quokka",
        hits: [
          {
            title: "Title of setup",
            heading: "Old notes",
            snippet: "The old setup fed a **quokka** at dawn.",
            url: `${origin}/view.md?path=setup&version=1.x`,
            menuCode: "setup",
          },
        ],
      });
      const text = textOf(found);
      expect(text).toContain('1 result for "quokka"');
      expect(text).toContain("Title of setup › Old notes");
      expect(text).toContain(`${origin}/view.md?path=setup&version=1.x (menuCode: setup)`);
      expect(text).toContain("The old setup fed a **quokka** at dawn.");
    });
  });

  it("search_docs finds only what the grant reads, and at most `limit` hits", async () => {
    const codesFound = async (headers: Record<string, string>, limit?: number) =>
      withMcp(site, { headers }, async (client) => {
        const found = await callTool(client, "search_docs", { query: "Body", ...(limit ? { limit } : {}) });
        return (found.structuredContent as { hits: { menuCode: string }[] }).hits.map((hit) => hit.menuCode).sort();
      });
    expect(await codesFound({})).toEqual(["intro", "setup", "top"]);
    expect(await codesFound(bearer(credentials.allKey))).toEqual(["intro", "more", "p1", "plan", "setup", "top"]);
    expect(await codesFound(bearer(credentials.allKey), 2)).toHaveLength(2);
    // The older version's restricted page matches only for the key.
    await withMcp(site, {}, async (client) => {
      const found = await callTool(client, "search_docs", { query: "quokka", version: "1.x" });
      expect(JSON.stringify(found)).not.toContain("plan");
    });
  });

  it("search_docs says when nothing matches, with a near spelling when there is one", async () => {
    await withMcp(site, {}, async (client) => {
      const found = await callTool(client, "search_docs", { query: "bodi" });
      expect(found.structuredContent).toMatchObject({ hits: [], suggestion: "body" });
      expect(textOf(found)).toBe('No results for "bodi". Did you mean "body"?');
      const none = await callTool(client, "search_docs", { query: "zzyzx" });
      expect(textOf(none)).toBe('No results for "zzyzx".');
    });
  });

  it("refuses bad arguments with a message naming them, as tool errors", async () => {
    await withMcp(site, {}, async (client) => {
      const cases: [string, Record<string, unknown>, string][] = [
        ["search_docs", { query: "" }, "query"],
        ["search_docs", { query: "x", limit: 0 }, "limit"],
        ["search_docs", { query: "x", limit: 51 }, "limit"],
        ["search_docs", { query: "x", version: "../1" }, "is not a version name"],
        ["list_pages", { lang: "no such" }, "is not a language tag"],
        ["read_page", { path: "../etc" }, "is not a page code"],
        ["read_page", {}, "path"],
      ];
      for (const [tool, args, message] of cases) {
        const answer = await callTool(client, tool, args);
        expect(answer.isError, `${tool} ${JSON.stringify(args)}`).toBe(true);
        expect(textOf(answer)).toContain(message);
      }
      const unknown = await callTool(client, "list_pages", { version: "9.x" });
      expect(unknown).toMatchObject({ isError: true, content: [{ text: "This site has no version 9.x" }] });
    });
  });

  it("read_page answers the page as Markdown, in the version and language asked for", async () => {
    await withMcp(site, {}, async (client) => {
      expect(textOf(await callTool(client, "read_page", { path: "setup" }))).not.toContain("quokka");
      expect(textOf(await callTool(client, "read_page", { path: "setup", version: "1.x" }))).toContain("quokka");
      expect(textOf(await callTool(client, "read_page", { path: "intro", lang: "fr" }))).toContain("Un wombat.");
      expect(textOf(await callTool(client, "read_page", { path: "top", version: "1.x" }))).toBe("No page top here");
    });
  });

  it("the address's version and language are the tools' and resources' default", async () => {
    await withMcp(site, { query: { version: "1.x" } }, async (client) => {
      expect(textOf(await callTool(client, "read_page", { path: "setup" }))).toContain("quokka");
      expect(textOf(await callTool(client, "read_page", { path: "top" }))).toBe("No page top here");
      const { resources } = await client.listResources();
      expect(resources.map((resource) => resource.uri)).not.toContain("rxdocs://page/top");
    });
    await withMcp(site, { headers: { "x-rx-lang": "fr" } }, async (client) => {
      const read = await client.readResource({ uri: "rxdocs://page/intro" });
      expect(read.contents).toEqual([
        { uri: "rxdocs://page/intro", mimeType: "text/markdown", text: expect.stringContaining("Un wombat.") },
      ]);
    });
  });

  it("list_pages answers the tree as indented Markdown and as structured content", async () => {
    await withMcp(site, {}, async (client) => {
      const listed = await callTool(client, "list_pages", {});
      expect(textOf(listed)).toBe(
        [
          "# rxdocs: pages (version current, language en)",
          "",
          "- **Folder guide**",
          "  - Title of intro (`intro`)",
          "  - Title of setup (`setup`)",
          "- Title of top (`top`)",
          "",
        ].join("\n"),
      );
      const page = (code: string) => ({
        code,
        title: `Title of ${code}`,
        kind: "page",
        url: `${origin}/view.md?path=${code}`,
        children: [],
      });
      expect(listed.structuredContent).toEqual({
        site: "rxdocs",
        version: "current",
        lang: "en",
        entries: [
          { code: "guide", title: "Folder guide", kind: "section", children: [page("intro"), page("setup")] },
          page("top"),
        ],
      });
      const older = await callTool(client, "list_pages", { version: "1.x" });
      expect(older.structuredContent).toMatchObject({ version: "1.x", entries: [{ code: "guide" }] });
      expect(textOf(older)).not.toContain("top");
    });
  });

  it("resources list each readable page with its title and read it as Markdown", async () => {
    await withMcp(site, { headers: bearer(credentials.partnersKey) }, async (client) => {
      const { resources, nextCursor } = await client.listResources();
      expect(nextCursor).toBeUndefined();
      expect(resources.map((resource) => [resource.uri, resource.name])).toEqual([
        ["rxdocs://page/intro", "Title of intro"],
        ["rxdocs://page/setup", "Title of setup"],
        ["rxdocs://page/p1", "Title of p1"],
        ["rxdocs://page/top", "Title of top"],
      ]);
      expect(resources[2]).toMatchObject({
        mimeType: "text/markdown",
        description: `On the web: ${origin}/view?path=p1`,
      });
      const read = await client.readResource({ uri: "rxdocs://page/p1" });
      expect(read.contents).toEqual([
        { uri: "rxdocs://page/p1", mimeType: "text/markdown", text: expect.stringContaining("Body of p1.") },
      ]);
      const completion = await client.complete({
        ref: { type: "ref/resource", uri: "rxdocs://page/{code}" },
        argument: { name: "code", value: "p" },
      });
      expect(completion.completion.values).toEqual(["p1"]);
    });
  });
});
