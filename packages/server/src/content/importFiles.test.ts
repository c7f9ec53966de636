import type { Kysely } from "kysely";
// Files, folder pages, the home page and the settings through the database and back, on both
// databases: stored once by content, kept in step by re-imports, removed only with --prune,
// never touched by a refused import, and written back by export so that importing the export
// gives the same site.
import { unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { listArticleMeta } from "../storage/articles.js";
import { listFilePaths, listFileUses } from "../storage/files.js";
import type { Database } from "../storage/schema.js";
import { readSite } from "../storage/site.js";
import { DATABASE_KINDS, freshStorageEachTest } from "../test-support/databases.js";
import { readFileTree, writeFileTree } from "../test-support/fileTree.js";
import { pngImage } from "../test-support/images.js";
import { readStoredContent } from "./exportContent.js";
import { ContentProblemsError, ContentWarningsError, importContent } from "./importContent.js";
import { readContentFolder } from "./readFolder.js";
import { writeContentFolder } from "./writeFolder.js";

const IMAGE = pngImage(16, 9);
const OTHER = pngImage(4, 4, [9, 9, 9]);

describe.each(DATABASE_KINDS)("files and site content in $name", (kind) => {
  const fresh = freshStorageEachTest(kind);
  const { tempDir } = fresh;
  const importFolder = async (folder: string, options: { prune?: boolean; strict?: boolean } = {}) =>
    importContent(fresh.storage().db, await readContentFolder(folder), options);
  const storedFileCount = async () => {
    const row = await fresh
      .storage()
      .db.selectFrom("files")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };

  /** A folder with a home page, a folder page, an image in two places and a PDF. */
  function siteFolder(): string {
    const folder = tempDir();
    writeFileTree(folder, {
      "rxdocs.json": JSON.stringify({ title: "Site", logo: "img/a.png" }),
      "index.md": "---\nlayout: home\nhero: { name: Site, actions: [{ text: Go, link: /guide/ }] }\n---\nWelcome.",
      "guide/README.md": "# Guide\n\n![a](../img/a.png)",
      "guide/page.md": "# Page\n\n![copy](copy.png) [spec](/files/spec.pdf)",
      "files/spec.pdf": "%PDF-1.4 spec",
      "img/a.png": IMAGE,
      "guide/copy.png": IMAGE,
    });
    return folder;
  }

  it("stores the same bytes once, with every path they sat at and every page, home page or logo that uses them", async () => {
    const counts = await importFolder(siteFolder());
    expect(counts.files).toEqual({ created: 2, removed: 0, unchanged: 0 });
    expect(await storedFileCount()).toBe(2);
    expect((await listFilePaths(fresh.storage().db)).map((row) => row.path)).toEqual([
      "files/spec.pdf",
      "guide/copy.png",
      "img/a.png",
    ]);
    const uses = (await fileUsers(fresh.storage().db)).sort();
    expect(uses).toEqual(["@site", "guide", "guide-page", "guide-page"]);
    const site = await readSite(fresh.storage().db);
    expect(JSON.parse(site.settings)).toMatchObject({
      title: "Site",
      logo: expect.stringMatching(/^\/files\/[0-9a-f]{64}\.png#16x9$/),
    });
    expect(JSON.parse(site.home!)).toMatchObject({ title: "Site", hero: { actions: [{ link: "/view?path=guide" }] } });
  });

  it("changes nothing on a second import of the same folder, and keeps unused files unless pruned", async () => {
    const folder = siteFolder();
    await importFolder(folder);
    const again = await importFolder(folder);
    expect(again.files).toEqual({ created: 0, removed: 0, unchanged: 2 });

    writeFileTree(folder, { "guide/page.md": "# Page\n\nNo files any more." });
    writeFileSync(join(folder, "img/a.png"), OTHER);
    const changed = await importFolder(folder);
    expect(changed.files).toEqual({ created: 1, removed: 0, unchanged: 0 });
    expect(await storedFileCount()).toBe(3);

    const pruned = await importFolder(folder, { prune: true });
    expect(pruned.files).toEqual({ created: 0, removed: 2, unchanged: 1 });
    expect(await storedFileCount()).toBe(1);
    expect((await listFilePaths(fresh.storage().db)).map((row) => row.path)).toEqual(["img/a.png"]);
  });

  it("changes nothing when an import is refused, for a problem or, with --strict, for a warning", async () => {
    const folder = siteFolder();
    await importFolder(folder);
    const before = await readStoredContent(fresh.storage().db);

    writeFileTree(folder, { "guide/page.md": "# Changed\n\n[broken](nowhere.md)" });
    await expect(importFolder(folder, { strict: true })).rejects.toBeInstanceOf(ContentWarningsError);
    writeFileSync(join(folder, "img/new.png"), OTHER);
    writeFileTree(folder, {
      "guide/page.md": "# Changed\n\n![n](../img/new.png)",
      "guide/bad.md": "---\ntitle: [\n---\n",
    });
    await expect(importFolder(folder)).rejects.toBeInstanceOf(ContentProblemsError);

    const after = await readStoredContent(fresh.storage().db);
    expect({ ...after, files: after.files.map(({ path, hash }) => ({ path, hash })) }).toEqual({
      ...before,
      files: before.files.map(({ path, hash }) => ({ path, hash })),
    });
    expect(await storedFileCount()).toBe(2);
  });

  it("exports every file at its path, the home page and the settings, so that importing the export changes nothing", async () => {
    const folder = siteFolder();
    await importFolder(folder);
    const exported = join(tempDir(), "export");
    await writeContentFolder(exported, await readStoredContent(fresh.storage().db));

    const tree = readFileTree(exported);
    expect(tree.get("img/a.png")).toEqual(IMAGE);
    expect(tree.get("guide/copy.png")).toEqual(IMAGE);
    expect(tree.get("files/spec.pdf")?.toString()).toBe("%PDF-1.4 spec");
    // The same bytes are one file: every link to them names the first of their paths.
    expect(tree.get("guide/README.md")?.toString()).toContain("![a](./copy.png)");
    expect(JSON.parse(tree.get("rxdocs.json")!.toString())).toEqual({ title: "Site", logo: "./guide/copy.png" });
    expect(tree.get("index.md")?.toString()).toMatch(/^---\ntitle: "Site"\nlayout: "home"\nhero: \{/);

    const reimported = await importFolder(exported, { prune: true });
    expect(reimported.menus).toMatchObject({ created: 0, updated: 0, removed: 0 });
    expect(reimported.articles).toMatchObject({ created: 0, updated: 0, removed: 0 });
    expect(reimported.files).toEqual({ created: 0, removed: 0, unchanged: 2 });
    expect(JSON.parse((await readSite(fresh.storage().db)).home!)).toMatchObject({
      hero: { actions: [{ link: "/view?path=guide" }] },
    });
  });

  it("removes what a deleted page used once pruned, and a page's file stays while another page uses it", async () => {
    const folder = siteFolder();
    await importFolder(folder);
    unlinkSync(join(folder, "guide/page.md"));
    const counts = await importFolder(folder, { prune: true });
    expect(counts.files.removed).toBe(1); // the PDF; the image is still the README's and the logo
    expect((await fileUsers(fresh.storage().db)).sort()).toEqual(["@site", "guide"]);
  });
});

/** Who uses each stored file, an article by its menu code. */
async function fileUsers(db: Kysely<Database>): Promise<string[]> {
  const codes = new Map((await listArticleMeta(db)).map((article) => [`#${article.id}`, article.menu_code]));
  return (await listFileUses(db)).map((row) => codes.get(row.used_by) ?? row.used_by);
}
