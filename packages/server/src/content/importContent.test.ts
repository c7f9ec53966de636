import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { listArticles } from "../storage/articles.js";
import { readContentVersion } from "../storage/contentVersion.js";
import { openStorage, type Storage } from "../storage/database.js";
import { listMenus } from "../storage/menus.js";
import { DATABASE_KINDS, freshStorageEachTest } from "../test-support/databases.js";
import { readFileTree } from "../test-support/fileTree.js";
import { fixtureContent } from "../test-support/fixtureSite.js";
import { readStoredContent } from "./exportContent.js";
import { ContentProblemsError, importContent } from "./importContent.js";
import type { FolderContent } from "./model.js";
import { readContentFolder } from "./readFolder.js";
import { writeContentFolder } from "./writeFolder.js";

const DOCS = new URL("../../../../docs", import.meta.url).pathname;

async function snapshot(storage: Storage) {
  return {
    menus: await listMenus(storage.db),
    articles: await listArticles(storage.db),
    version: await readContentVersion(storage.db),
  };
}

describe.each(DATABASE_KINDS)("importing content into $name", (kind) => {
  const fresh = freshStorageEachTest(kind);
  const { tempDir } = fresh;

  it("creates everything on the first import and changes nothing on the second", async () => {
    const first = await importContent(fresh.storage().db, fixtureContent());
    expect(first.menus).toEqual({ created: 17, updated: 0, removed: 0, unchanged: 0 });
    expect(first.articles).toEqual({ created: 10, updated: 0, removed: 0, unchanged: 0 });
    const before = await snapshot(fresh.storage());
    const second = await importContent(fresh.storage().db, fixtureContent());
    expect(second.menus).toEqual({ created: 0, updated: 0, removed: 0, unchanged: 17 });
    expect(second.articles).toEqual({ created: 0, updated: 0, removed: 0, unchanged: 10 });
    expect(await snapshot(fresh.storage())).toEqual(before);
  });

  it("stores a body once however many articles have it, and drops it with the last of them", async () => {
    const db = fresh.storage().db;
    const bodies = () => db.selectFrom("article_bodies").select(["hash", "article_md"]).execute();
    const content = fixtureContent();
    const [first, second] = content.articles;
    second!.articleMd = first!.articleMd;
    second!.articleTabContent = first!.articleTabContent;
    await importContent(db, content);
    expect(await bodies()).toHaveLength(content.articles.length - 1);
    const stored = await listArticles(db);
    expect(stored.find((a) => a.menu_code === second!.menuCode)?.article_md).toBe(first!.articleMd);

    // One of the two changes: the other keeps the shared body.
    second!.articleMd = "# Changed\n\nIts own text now.\n";
    await importContent(db, content);
    expect(await bodies()).toHaveLength(content.articles.length);
    expect((await listArticles(db)).find((a) => a.menu_code === first!.menuCode)?.article_md).toBe(first!.articleMd);

    // Pruned away, each takes its body along; the one still shared stays.
    second!.articleMd = first!.articleMd;
    const kept = { ...content, articles: content.articles.filter((a) => a !== first) };
    kept.menus = content.menus.filter((m) => m.menuCode !== first!.menuCode);
    await importContent(db, kept, { prune: true });
    expect((await bodies()).map((body) => body.article_md).sort()).toEqual(
      kept.articles.map((article) => article.articleMd).sort(),
    );
  });

  it("updates what changed, bumps the content version, and keeps createdAt", async () => {
    const content = fixtureContent();
    delete content.articles.find((a) => a.menuCode === "setup")!.createdAt;
    delete content.articles.find((a) => a.menuCode === "setup")!.updatedAt;
    await importContent(fresh.storage().db, content, { now: "2026-03-01T00:00:00.000Z" });
    const version = await readContentVersion(fresh.storage().db);
    content.articles.find((a) => a.menuCode === "setup")!.articleMd = "# Setup\n\nNew text.\n";
    content.menus.find((m) => m.menuCode === "guide")!.menuName = "The guide";
    const counts = await importContent(fresh.storage().db, content, { now: "2026-04-01T00:00:00.000Z" });
    expect(counts.articles.updated).toBe(1);
    expect(counts.menus.updated).toBe(1);
    expect(await readContentVersion(fresh.storage().db)).toBeGreaterThan(version);
    const setup = (await listArticles(fresh.storage().db)).find((a) => a.menu_code === "setup")!;
    expect(setup).toMatchObject({
      article_md: "# Setup\n\nNew text.\n",
      created_at: "2026-03-01T00:00:00.000Z",
      updated_at: "2026-04-01T00:00:00.000Z",
    });
  });

  it("keeps what the folder no longer has unless asked to prune", async () => {
    await importContent(fresh.storage().db, fixtureContent());
    const smaller = fixtureContent();
    const gone = new Set(["partners", "p1", "top"]);
    smaller.menus = smaller.menus.filter((m) => !gone.has(m.menuCode));
    smaller.articles = smaller.articles.filter((a) => !gone.has(a.menuCode));
    const kept = await importContent(fresh.storage().db, smaller);
    expect(kept.menus.removed).toBe(0);
    expect((await listMenus(fresh.storage().db)).map((m) => m.menu_code)).toContain("partners");
    const pruned = await importContent(fresh.storage().db, smaller, { prune: true });
    expect(pruned.menus.removed).toBe(3);
    expect(pruned.articles.removed).toBe(2);
    const codes = (await listMenus(fresh.storage().db)).map((m) => m.menu_code);
    for (const code of gone) expect(codes).not.toContain(code);
    expect((await listArticles(fresh.storage().db)).map((a) => a.menu_code)).not.toContain("p1");
  });

  it("keeps a hidden menu's view code across imports and drops it when the menu stops being hidden", async () => {
    await importContent(fresh.storage().db, fixtureContent());
    const code = (await listMenus(fresh.storage().db)).find((m) => m.menu_code === "unlisted")!.view_path_code;
    expect(code).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    await importContent(fresh.storage().db, fixtureContent());
    expect((await listMenus(fresh.storage().db)).find((m) => m.menu_code === "unlisted")!.view_path_code).toBe(code);
    const published = fixtureContent();
    published.menus.find((m) => m.menuCode === "unlisted")!.visibility = "public";
    await importContent(fresh.storage().db, published);
    expect((await listMenus(fresh.storage().db)).find((m) => m.menu_code === "unlisted")!.view_path_code).toBeNull();
  });

  it("refuses content with problems and changes nothing", async () => {
    await importContent(fresh.storage().db, fixtureContent());
    const before = await snapshot(fresh.storage());
    const bad: FolderContent = { ...fixtureContent(), problems: [{ path: "a.md", reason: "status must be ..." }] };
    bad.articles[0]!.articleMd = "changed";
    await expect(importContent(fresh.storage().db, bad)).rejects.toBeInstanceOf(ContentProblemsError);
    expect(await snapshot(fresh.storage())).toEqual(before);
  });

  it("rolls back the whole import when the database refuses part of it", async () => {
    await importContent(fresh.storage().db, fixtureContent());
    const before = await snapshot(fresh.storage());
    const content = fixtureContent();
    content.menus.find((m) => m.menuCode === "setup")!.menuName = "Renamed before the failure";
    content.menus.push({
      menuCode: "new-menu",
      menuName: "New",
      menuType: 2,
      parentCode: null,
      sort: 9,
      visibility: "public",
      sourcePath: "new.md",
    });
    // An article whose menu does not exist violates the foreign key, after the menus were written.
    content.articles.push({
      menuCode: "no-such-menu",
      articleTitle: "x",
      articleMd: "x",
      articleTabContent: null,
      status: 1,
    });
    await expect(importContent(fresh.storage().db, content)).rejects.toThrow();
    expect(await snapshot(fresh.storage())).toEqual(before);
  });

  it("round-trips the bundled user guide: import, export, import again gives the same site", async () => {
    const content = await readContentFolder(DOCS);
    expect(content.problems).toEqual([]);
    // Links between pages of the guide open in the reader.
    const shareLinks = content.articles.find((a) => a.menuCode === "share-links")!;
    expect(shareLinks.articleMd).toContain("[visibility](/view?path=visibility)");
    const configuration = content.articles.find((a) => a.menuCode === "configuration")!;
    expect(configuration.articleMd).toContain("[CLI reference](/view?path=cli-reference)");
    // Examples in inline code stay as the author wrote them.
    const markdown = content.articles.find((a) => a.menuCode === "markdown")!;
    expect(markdown.articleMd).toContain("`[Tabs](04-tabs.md)`");
    await importContent(fresh.storage().db, content);
    const exported = tempDir();
    rmSync(exported, { recursive: true });
    await writeContentFolder(exported, await readStoredContent(fresh.storage().db));

    const again = await readContentFolder(exported);
    expect(again.problems).toEqual([]);
    const counts = await importContent(fresh.storage().db, again);
    expect(counts.menus).toMatchObject({ created: 0, updated: 0, removed: 0 });
    expect(counts.articles).toMatchObject({ created: 0, updated: 0, removed: 0 });

    const secondDatabase = await kind.create();
    const second = await openStorage(secondDatabase.url);
    try {
      await importContent(second.db, again);
      const strip = (rows: Awaited<ReturnType<typeof listMenus>>) =>
        rows.map(({ created_at: _c, updated_at: _u, view_path_code: _v, ...rest }) => rest);
      expect(strip(await listMenus(second.db))).toEqual(strip(await listMenus(fresh.storage().db)));
      expect(await listArticles(second.db)).toEqual(await listArticles(fresh.storage().db));
      const reexported = tempDir();
      rmSync(reexported, { recursive: true });
      await writeContentFolder(reexported, await readStoredContent(second.db));
      expect(readFileTree(reexported)).toEqual(readFileTree(exported));
    } finally {
      await second.close();
      await secondDatabase.drop();
    }
  });

  it("round-trips a site whose navigation made its menus: sections, links, badges and unlisted pages", async () => {
    const dir = tempDir();
    const files = {
      "index.md": "# Home",
      "a/one.md": "# One",
      "a/two.md": "---\nstatus: new\n---\n# Two",
      "b/left-out.md": "# Left out",
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const content = await readContentFolder(dir, {
      navigation: {
        source: "nav.yml",
        items: [
          { kind: "page", file: "index.md", label: "Start here" },
          {
            kind: "section",
            label: "Guide",
            badge: { text: "Beta", variant: "caution" },
            items: [
              { kind: "page", file: "a/two.md" },
              { kind: "page", file: "a/one.md", label: "First" },
            ],
          },
          { kind: "link", label: "Source", href: "https://example.com/repo" },
        ],
      },
    });
    expect(content.problems).toEqual([]);
    await importContent(fresh.storage().db, content);
    const exported = tempDir();
    rmSync(exported, { recursive: true });
    await writeContentFolder(exported, await readStoredContent(fresh.storage().db));

    // The export lays the pages out in folders as the navigation placed them: only the files the
    // menus were read from change.
    const withoutSources = async () =>
      (await listMenus(fresh.storage().db)).map(
        ({ id: _i, created_at: _c, updated_at: _u, source_path: _s, ...rest }) => rest,
      );
    const articles = async () =>
      (await listArticles(fresh.storage().db)).map(({ id: _i, source_file: _s, ...rest }) => rest);
    const before = { menus: await withoutSources(), articles: await articles() };
    const again = await readContentFolder(exported);
    expect(again.problems).toEqual([]);
    const counts = await importContent(fresh.storage().db, again);
    expect(counts.menus).toMatchObject({ created: 0, removed: 0 });
    expect(counts.articles).toMatchObject({ created: 0, removed: 0 });
    expect({ menus: await withoutSources(), articles: await articles() }).toEqual(before);
    const menus = await listMenus(fresh.storage().db);
    expect(menus.map(({ menu_name, link, badge, nav_hidden }) => [menu_name, link, badge, Number(nav_hidden)])).toEqual(
      expect.arrayContaining([
        ["Start here", "/", null, 0],
        ["Guide", null, JSON.stringify({ text: "Beta", variant: "caution" }), 0],
        ["Two", null, JSON.stringify({ text: "New", variant: "tip" }), 0],
        ["First", null, null, 0],
        ["Source", "https://example.com/repo", null, 0],
        ["Left out", null, null, 1],
      ]),
    );
  });

  it("turns an article menu that became a folder into a folder without an article", async () => {
    const dir = tempDir();
    writeFileSync(join(dir, "page.md"), "---\ncode: thing\n---\n# Thing\n");
    await importContent(fresh.storage().db, await readContentFolder(dir));
    rmSync(join(dir, "page.md"));
    cpSync(DOCS + "/01-getting-started", join(dir, "thing"), { recursive: true });
    writeFileSync(join(dir, "thing", "_category_.json"), JSON.stringify({ label: "Thing", code: "thing" }));
    const counts = await importContent(fresh.storage().db, await readContentFolder(dir), { prune: true });
    expect(counts.articles.removed).toBe(1);
    expect((await listArticles(fresh.storage().db)).map((a) => a.menu_code)).not.toContain("thing");
    expect((await listMenus(fresh.storage().db)).find((m) => m.menu_code === "thing")!.menu_type).toBe(1);
  });
});
