import { SLOT_HEADERS } from "@rxdocs/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importContent } from "../../content/importContent.js";
import type { FolderContent } from "../../content/model.js";
import { fixtureContent, fixtureCredentials, type FixtureCredentials } from "../../test-support/fixtureSite.js";
import { DATABASE_KINDS } from "../../test-support/databases.js";
import { menuShape } from "../../test-support/menuShape.js";
import { startTestSite, type TestSite, withKey, withViewCode } from "../../test-support/testServer.js";

const inVersion = (version: string, lang?: string) => ({
  [SLOT_HEADERS.version]: version,
  ...(lang ? { [SLOT_HEADERS.lang]: lang } : {}),
});

/** The fixture site as another version: one page with a section of its own, one page gone. */
function olderVersion(): FolderContent {
  const content = fixtureContent();
  const setup = content.articles.find((article) => article.menuCode === "setup")!;
  // The introduction as it is in the latest version, and a section of its own.
  setup.articleMd = `${setup.articleMd}\n## Old notes\n\nThe old setup used a quokka.\n`;
  content.menus = content.menus.filter((menu) => menu.menuCode !== "top");
  content.articles = content.articles.filter((article) => article.menuCode !== "top");
  return content;
}

/** A translation of the latest version that has two of its pages only. */
function translation(): FolderContent {
  const content = fixtureContent();
  const kept = new Set(["guide", "intro", "secret", "plan"]);
  content.menus = content.menus.filter((menu) => kept.has(menu.menuCode));
  content.articles = content.articles
    .filter((article) => kept.has(article.menuCode))
    .map((article) => ({ ...article, articleMd: `# Traduit ${article.menuCode}\n\nUn wombat ${article.menuCode}.\n` }));
  content.site.home = {
    sourceFile: "index.md",
    title: "Accueil",
    articleMd: "Bienvenue.",
    hero: null,
    features: [],
    frontMatter: {},
  };
  return content;
}

describe.each(DATABASE_KINDS)("versions and languages of a site on $name", (kind) => {
  let site: TestSite;
  let credentials: FixtureCredentials;

  beforeAll(async () => {
    site = await startTestSite(kind);
    const db = site.server.storage.db;
    await importContent(db, olderVersion(), { slot: { version: "1.x", lang: "en" } });
    await importContent(db, translation(), { slot: { version: "current", lang: "fr" } });
    credentials = await fixtureCredentials(db);
  });
  afterAll(() => site.stop());

  it("says which versions and languages there are, in the site's order", async () => {
    const { status, json } = await site.post("siteInfo/getVersions", {});
    expect(status).toBe(200);
    expect(json.data).toEqual({
      versions: [
        { name: "current", label: "current" },
        { name: "1.x", label: "1.x" },
      ],
      languages: [
        { lang: "en", label: "English" },
        { lang: "fr", label: "Français" },
      ],
      latest: "current",
      defaultLang: "en",
      version: "current",
      lang: "en",
    });
    const asked = await site.post("siteInfo/getVersions", { version: "1.x", lang: "fr" });
    expect(asked.json.data).toMatchObject({ version: "1.x", lang: "fr" });
  });

  it("answers each version's own tree and pages, by header or body", async () => {
    const latest = await site.post("menuInfo/getAuthMenuTree", {});
    expect(menuShape(latest.json.data)).toBe("guide(intro,setup),top");
    const older = await site.post("menuInfo/getAuthMenuTree", {}, inVersion("1.x"));
    expect(menuShape(older.json.data)).toBe("guide(intro,setup)");

    const detail = await site.post("articleInfo/getDetailByMenuCode", { menuCode: "setup", version: "1.x" });
    expect(detail.json.data.articleMd).toContain("quokka");
    const current = await site.post("articleInfo/getDetailByMenuCode", { menuCode: "setup" });
    expect(current.json.data.articleMd).not.toContain("quokka");
    // The body wins over the headers.
    const both = await site.post(
      "articleInfo/getDetailByMenuCode",
      { menuCode: "setup", version: "current" },
      inVersion("1.x"),
    );
    expect(both.json.data.articleMd).not.toContain("quokka");

    const gone = await site.post("articleInfo/getDetailByMenuCode", { menuCode: "top" }, inVersion("1.x"));
    expect(gone.status).toBe(404);
    const list = await site.post("articleInfo/getListByPage", { pageSize: 100, current: 1 }, inVersion("1.x"));
    expect(list.json.data.data.map((article: { menuCode: string }) => article.menuCode).sort()).toEqual([
      "intro",
      "setup",
    ]);
  });

  it("offers the default language's pages where a translation lacks them, marked untranslated", async () => {
    const tree = await site.post("menuInfo/getAuthMenuTree", {}, inVersion("current", "fr"));
    expect(menuShape(tree.json.data)).toBe("guide(intro,setup),top");
    const guide = tree.json.data[0];
    expect(guide.untranslated).toBeUndefined();
    expect(guide.childList.map((entry: { untranslated?: true }) => entry.untranslated)).toEqual([undefined, true]);

    const translated = await site.post("articleInfo/getDetailByMenuCode", { menuCode: "intro", lang: "fr" });
    expect(translated.json.data.articleMd).toContain("wombat");
    expect(translated.json.data.untranslated).toBeUndefined();
    const fallback = await site.post("articleInfo/getDetailByMenuCode", { menuCode: "setup", lang: "fr" });
    expect(fallback.json.data).toMatchObject({ menuCode: "setup", untranslated: true });

    // A version without the language has the default language's pages, every one untranslated.
    const older = await site.post("menuInfo/getAuthMenuTree", {}, inVersion("1.x", "fr"));
    expect(menuShape(older.json.data)).toBe("guide(intro,setup)");
  });

  it("has a home page for each language, and the site's settings from the default one", async () => {
    const english = await site.post("siteInfo/getSiteInfo", {});
    expect(english.json.data).toMatchObject({ title: "rxdocs", lang: "en", home: null });
    const french = await site.post("siteInfo/getSiteInfo", {}, inVersion("current", "fr"));
    expect(french.json.data).toMatchObject({ title: "rxdocs", lang: "fr", home: { title: "Accueil" } });
  });

  it("searches the version and language asked for, with the fallback pages once", async () => {
    const search = (keyword: string, headers: Record<string, string> = {}) =>
      site
        .post("articleInfo/search", { keyword }, headers)
        .then(({ json }) => json.data.hits.map((hit: { menuCode: string }) => hit.menuCode));
    expect(await search("quokka")).toEqual([]);
    expect(await search("quokka", inVersion("1.x"))).toEqual(["setup"]);
    expect(await search("wombat")).toEqual([]);
    expect(await search("wombat", inVersion("current", "fr"))).toEqual(["intro"]);
    // "Body of setup" is the fallback page's text, found once; "Body of intro" is translated away.
    expect(await search("body", inVersion("current", "fr"))).toEqual(["setup", "top"]);
  });

  it("opens restricted and hidden pages with the same key and view code in every version", async () => {
    for (const headers of [{}, inVersion("1.x")]) {
      const keyed = await site.post(
        "menuInfo/getAuthMenuTree",
        { isAuth: true },
        { ...headers, ...withKey(credentials.allKey) },
      );
      expect(menuShape(keyed.json.data)).toContain("secret(plan,deep(more))");
      const shared = await site.post(
        "articleInfo/getDetailByMenuCode",
        { menuCode: "hid1" },
        {
          ...headers,
          ...withViewCode(credentials.viewCode),
        },
      );
      expect(shared.status).toBe(200);
      const closed = await site.post("articleInfo/getDetailByMenuCode", { menuCode: "hid1" }, headers);
      expect(closed.status).toBe(404);
    }
  });

  it("refuses a version or language the site does not have, and a malformed one", async () => {
    const unknown = await site.post("menuInfo/getAuthMenuTree", {}, inVersion("9.x"));
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe("This site has no version 9.x");
    const noLang = await site.post("menuInfo/getAuthMenuTree", { lang: "de" });
    expect(noLang.status).toBe(404);
    expect(noLang.json.message).toBe("This site has no pages in de");
    const malformed = await site.post("menuInfo/getAuthMenuTree", {}, { [SLOT_HEADERS.version]: "../x" });
    expect(malformed.status).toBe(400);
    const badBody = await site.post("articleInfo/search", { keyword: "x", lang: "not a tag" });
    expect(badBody.status).toBe(400);
  });

  it("stores a page that is the same in several versions once", async () => {
    const db = site.server.storage.db;
    const count = async (
      table: "article_revisions" | "article_bodies" | "menu_revisions" | "search_sections" | "article_sections",
    ) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const articles = fixtureContent().articles.length;
    // One more revision and body for 1.x's setup, and two translated ones; nothing else is stored twice.
    expect(await count("article_revisions")).toBe(articles + 1 + 2);
    expect(await count("article_bodies")).toBe(articles + 1 + 2);
    expect(await count("menu_revisions")).toBe(fixtureContent().menus.length);
    // Each fixture page is one section; 1.x's setup shares its introduction with the latest's.
    expect(await count("search_sections")).toBe(articles + 1 + 2);
    expect(await count("article_sections")).toBe(articles + 2 + 2);
  });
});
