import { Migrator, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { importContent } from "../content/importContent.js";
import { listArticles } from "../storage/articles.js";
import { openStorage } from "../storage/database.js";
import { MIGRATIONS } from "../storage/migrate.js";
import { DATABASE_KINDS } from "../test-support/databases.js";
import { searchContent } from "../test-support/searchSite.js";
import { searchIn } from "../test-support/searchIn.js";

describe.each(DATABASE_KINDS)("the search index of a $name database that had articles before it", (kind) => {
  it("is built from the stored articles when the database is opened", async () => {
    const database = await kind.create();
    try {
      const storage = await openStorage(database.url);
      await importContent(storage.db, searchContent());
      // Back to the database as it was before the search: articles, no index.
      const { rows } = await sql<{ schema: string | null }>`select ${
        storage.kind === "postgres" ? sql`current_schema()` : sql`null`
      } as schema`.execute(storage.db);
      const migrator = new Migrator({
        db: storage.db,
        provider: { getMigrations: async () => MIGRATIONS },
        migrationTableSchema: rows[0]?.schema ?? undefined,
      });
      const { error } = await migrator.migrateTo("0001_initial");
      expect(error).toBeUndefined();
      await storage.close();

      const reopened = await openStorage(database.url);
      const answer = await searchIn(reopened.db, {
        keyword: "pomegranate",
        pageSize: 20,
        visible: new Set(["intro"]),
      });
      expect(answer.hits.map((hit) => hit.heading?.slug)).toEqual(["pomegranate-support"]);
      // The bodies went back into the articles and out again, whole.
      expect((await listArticles(reopened.db)).find((row) => row.menu_code === "intro")?.article_md).toBe(
        searchContent().articles.find((article) => article.menuCode === "intro")?.articleMd,
      );
      await reopened.close();
    } finally {
      await database.drop();
    }
  });
});
