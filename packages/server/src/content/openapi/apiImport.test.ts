// Sites with OpenAPI files, imported by the import command's own code into a real database: the
// operations are pages under their tags, where the site's navigation or rxdocs.json puts them, a
// page that names an operation keeps its text above the reference, and search finds them.
import { describe, expect, it } from "vitest";
import { importFolder } from "../../cli/import.js";
import { listArticles } from "../../storage/articles.js";
import { listMenus } from "../../storage/menus.js";
import { freshStorageEachTest, SQLITE } from "../../test-support/databases.js";
import { writeFileTree } from "../../test-support/fileTree.js";
import { sidebarNames } from "../../test-support/menuOutline.js";
import { GREENHOUSE_YAML, NOTES_JSON } from "../../test-support/openapi/specs.js";
import { searchIn } from "../../test-support/searchIn.js";
import type { MenuSource } from "../model.js";

describe("OpenAPI files imported into SQLite", () => {
  const fresh = freshStorageEachTest(SQLITE);

  async function sidebar(): Promise<string[]> {
    const rows = await listMenus(fresh.storage().db);
    const menus = rows.map((row): MenuSource => ({
      menuCode: row.menu_code,
      menuName: row.menu_name,
      menuType: Number(row.menu_type) as MenuSource["menuType"],
      parentCode: row.parent_code,
      sort: Number(row.sort),
      visibility: "public",
      sourcePath: row.source_path ?? "",
      ...(Number(row.nav_hidden) === 1 && { navHidden: true }),
    }));
    return sidebarNames({ menus });
  }

  async function article(title: string) {
    const found = (await listArticles(fresh.storage().db)).find((row) => row.article_title === title);
    if (!found) throw new Error(`no article titled ${title}`);
    return found;
  }

  it("makes a Mintlify site's openapi group a section per tag, and a page that names an operation its page", async () => {
    const root = fresh.tempDir();
    writeFileTree(root, {
      "docs.json": JSON.stringify({
        name: "Greenhouse",
        navigation: {
          groups: [
            { group: "Guides", pages: ["index", "quickstart"] },
            { group: "API reference", openapi: "/api/greenhouse.yaml" },
            { group: "Health", pages: ["health"] },
          ],
        },
      }),
      "index.mdx": "---\ntitle: Home\n---\n\nWelcome.\n",
      "quickstart.mdx": "---\ntitle: Quickstart\n---\n\nStart here.\n",
      "health.mdx": '---\nopenapi: "GET /health"\n---\n\nCall it before anything else.\n',
      "api/greenhouse.yaml": GREENHOUSE_YAML,
    });
    const report = await importFolder(fresh.storage().db, root, {});
    expect(report.warnings).toEqual([]);
    expect(await sidebar()).toEqual([
      "Guides",
      "  Home",
      "  Quickstart",
      "API reference",
      "  Plants",
      "    List the plants",
      "    Plant a seedling",
      "    Read one plant",
      "    Compost a plant",
      "  Garden beds",
      "    List the garden beds",
      "Health",
      "  Check the greenhouse",
    ]);

    const create = await article("Plant a seedling");
    expect(create.article_md).toContain("**`POST`** `/plants`");
    expect(create.article_md).toContain("## Request body");
    expect(create.article_md).toContain("```python [Python]");
    expect(create.article_md).toContain("### 422\n\nThe seedling cannot be planted.");

    // The page keeps its own words, then the reference; its title is the operation's.
    const health = await article("Check the greenhouse");
    expect(health.article_md).toMatch(/^Call it before anything else\.\n\n\*\*`GET`\*\* `\/health`/);

    const { hits } = await searchIn(fresh.storage().db, { keyword: "seedling", pageSize: 10 });
    expect(hits.map((hit) => hit.articleTitle)).toContain("Plant a seedling");
  });

  it("reads front matter openapi in a plain folder, and the files rxdocs.json names", async () => {
    const root = fresh.tempDir();
    writeFileTree(root, {
      "rxdocs.json": JSON.stringify({ title: "Notes", openapi: "notes.json" }),
      "guide.md": "# Guide\n\nRead me.\n",
      "reference/plants.md": '---\nopenapi: "openapi.yaml GET /plants"\n---\n',
      "openapi.yaml": GREENHOUSE_YAML,
      "notes.json": NOTES_JSON,
    });
    const report = await importFolder(fresh.storage().db, root, {});
    expect(report.warnings).toEqual([]);
    // The file's tags come first, in its order; the folder's pages follow in theirs.
    expect(await sidebar()).toEqual(["Notes", "  Write a note", "Guide", "Reference", "  List the plants"]);
    const plants = await article("List the plants");
    expect(plants.article_md).toContain("## Query parameters");
    expect(plants.article_md).toContain("| `limit` | `integer (int32)` | yes | `20` | How many plants to answer. |");
    const { hits } = await searchIn(fresh.storage().db, { keyword: "Write a note", pageSize: 10 });
    expect(hits[0]?.articleTitle).toBe("Write a note");
  });

  it("says which file is unusable and why, and imports the rest", async () => {
    const root = fresh.tempDir();
    writeFileTree(root, {
      "rxdocs.json": JSON.stringify({ openapi: ["broken.yaml", "missing.yaml"] }),
      "guide.md": "# Guide\n",
      "broken.yaml": "openapi: 3.0.0\ninfo: { title: Broken, version: '1' }\npaths:\n  /a:\n    get: {}\n",
      "page.md": '---\nopenapi: "GET /nowhere"\n---\n\nText.\n',
    });
    const report = await importFolder(fresh.storage().db, root, {});
    expect(report.warnings).toEqual([
      { path: "broken.yaml", message: "is not a usable OpenAPI file: GET /a has no responses; no page is made of it" },
      { path: "missing.yaml", message: expect.stringContaining("is not a usable OpenAPI file") as string },
      { path: "page.md", message: 'openapi names "GET /nowhere", which no OpenAPI file of the site describes' },
    ]);
    expect(await sidebar()).toEqual(["Guide", "Page"]);
  });
});
