// A page's front-matter `description` travels from the folder to the catalog, and back out with
// the export unchanged: import, export and import again is lossless.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadCatalog } from "../../catalog/catalogSource.js";
import { readStoredContent } from "../../content/exportContent.js";
import { importContent } from "../../content/importContent.js";
import { readContentFolder } from "../../content/readFolder.js";
import { writeContentFolder } from "../../content/writeFolder.js";
import { DATABASE_KINDS, freshStorageEachTest } from "../../test-support/databases.js";

const FOLDED = "Install Acme: download it, run it,\nand check that it answers.";

const PAGES: Record<string, string> = {
  "intro.md": `---\ntitle: Introduction\ndescription: "What Acme is: a tool for \\"docs\\" & more <fast>."\n---\n\nBody.\n`,
  "setup.md": `---\ntitle: Setup\ndescription: >\n  ${FOLDED.replace("\n", "\n  ")}\n---\n\nBody.\n`,
  "plain.md": "---\ntitle: Plain\n---\n\nNo description here.\n",
  "number.md": "---\ntitle: Number\ndescription: 42\n---\n\nA description YAML reads as a number.\n",
};

const DESCRIPTIONS = {
  intro: 'What Acme is: a tool for "docs" & more <fast>.',
  setup: "Install Acme: download it, run it, and check that it answers.",
  plain: null,
  number: "42",
};

describe.each(DATABASE_KINDS)("page descriptions on $name", (kind) => {
  const fresh = freshStorageEachTest(kind);

  function writePages(pages: Record<string, string>): string {
    const dir = fresh.tempDir();
    mkdirSync(dir, { recursive: true });
    for (const [name, text] of Object.entries(pages)) writeFileSync(join(dir, name), text);
    return dir;
  }

  async function catalogDescriptions(): Promise<Record<string, string | null>> {
    const catalog = await loadCatalog(fresh.storage().db);
    return Object.fromEntries([...catalog.articles].map(([code, row]) => [code, row.description]));
  }

  it("reads the front matter's description into the catalog's article metadata", async () => {
    const content = await readContentFolder(writePages(PAGES));
    expect(content.problems).toEqual([]);
    await importContent(fresh.storage().db, content);
    expect(await catalogDescriptions()).toEqual(DESCRIPTIONS);
  });

  it("writes it back on export, so that importing the export changes nothing", async () => {
    const { db } = fresh.storage();
    await importContent(db, await readContentFolder(writePages(PAGES)));
    const exported = join(fresh.tempDir(), "export");
    await writeContentFolder(exported, await readStoredContent(db));
    const again = await readContentFolder(exported);
    expect(again.problems).toEqual([]);
    expect(
      Object.fromEntries(again.articles.map((article) => [article.menuCode, article.description ?? null])),
    ).toEqual(DESCRIPTIONS);
    const counts = await importContent(db, again);
    expect(counts.articles).toMatchObject({ created: 0, updated: 0, removed: 0 });
    rmSync(exported, { recursive: true, force: true });
  });

  it("makes a new revision when only the description changed, and drops it when the key goes", async () => {
    const { db } = fresh.storage();
    await importContent(db, await readContentFolder(writePages(PAGES)));
    const changed = {
      ...PAGES,
      "plain.md": "---\ntitle: Plain\ndescription: Now described.\n---\n\nNo description here.\n",
    };
    const counts = await importContent(db, await readContentFolder(writePages(changed)));
    expect(counts.articles).toMatchObject({ created: 0, updated: 1, removed: 0 });
    expect((await catalogDescriptions()).plain).toBe("Now described.");
    await importContent(db, await readContentFolder(writePages(PAGES)));
    expect((await catalogDescriptions()).plain).toBeNull();
  });
});
