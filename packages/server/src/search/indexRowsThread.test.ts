// A large import computes its search rows in a worker thread, which only exists once the server
// is built: these tests load the built thread, and run the built CLI, and check that what they
// store is exactly what the rows computed here would be.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importContent } from "../content/importContent.js";
import { readContentFolder } from "../content/readFolder.js";
import { openStorage } from "../storage/database.js";
import { writeFileTree } from "../test-support/fileTree.js";
import { runCli } from "../test-support/runCli.js";
import { rowsOfArticles } from "./indexRows.js";
import type { IndexRowsThread } from "./indexRowsThread.js";
import type { IndexedArticle } from "./searchIndex.js";

const BUILT_THREAD = new URL("../../dist/search/indexRowsThread.js", import.meta.url);

/** Pages with what splits rows apart: sections, nested headings, tables, code, CJK text, tabs and a very long block. */
function page(n: number): string {
  const words = Array.from({ length: 40 }, (_, i) => `word${(n * 7 + i) % 97}`).join(" ");
  const long = n % 50 === 0 ? `\n\n${Array.from({ length: 1500 }, (_, i) => `long${i % 300}`).join(" ")}` : "";
  const tabs = n % 9 === 0 ? `---\ntabs:\n  - label: Notes\n    md: "Tab text ${n} 配置文档"\n---\n` : "";
  return `${tabs}# Page ${n}\n\nIntro ${words}.\n\n## Setup ${n}\n\n${words}\n\n### Details\n\n| key | value |\n| --- | --- |\n| a${n} | b |\n\n\`\`\`js\nconst x${n} = 1;\n\`\`\`\n\n## 安装 ${n}\n\n服务器缓存部署${n}。${long}\n`;
}

const articles: IndexedArticle[] = Array.from({ length: 120 }, (_, n) => ({
  articleId: n + 1,
  articleTitle: `Page ${n}`,
  articleMd: page(n).replace(/^---[\s\S]*?---\n/, ""),
  articleTabContent: n % 3 === 0 ? JSON.stringify([{ label: "More", md: `## Inside ${n}\n\nTabbed ${n}` }]) : null,
}));

describe("search rows computed in a worker thread", () => {
  it("are the rows computed in this thread, batch by batch, in order", async () => {
    const { IndexRowsThread: BuiltThread } = (await import(BUILT_THREAD.href)) as {
      IndexRowsThread: typeof IndexRowsThread;
    };
    expect(existsSync(new URL("../../dist/search/indexRowsWorker.js", import.meta.url)), "build first").toBe(true);
    const thread = BuiltThread.start();
    expect(thread).toBeDefined();
    try {
      const batches = [articles.slice(0, 50), articles.slice(50, 51), articles.slice(51)];
      const answers = await Promise.all(batches.map((batch) => thread!.rows(batch)));
      answers.forEach((answer, index) => expect(answer).toEqual(rowsOfArticles(batches[index]!)));
    } finally {
      await thread!.stop();
    }
  });

  describe("in an import large enough to use it", () => {
    let work: string;
    beforeAll(() => {
      work = mkdtempSync(join(tmpdir(), "rxdocs-index-thread-"));
      writeFileTree(
        join(work, "site"),
        Object.fromEntries(Array.from({ length: 600 }, (_, n) => [`s${n % 12}/page-${n}.md`, page(n)])),
      );
    });
    afterAll(() => rmSync(work, { recursive: true, force: true }));

    it("stores the same index as an import that computes them itself", async () => {
      const built = join(work, "cli.db");
      const result = await runCli(["import", join(work, "site"), "--db", built], { cwd: work });
      expect(result.code, result.stderr).toBe(0);

      const here = join(work, "here.db");
      const storage = await openStorage(here);
      try {
        await importContent(storage.db, await readContentFolder(join(work, "site")));
      } finally {
        await storage.close();
      }

      const index = (file: string) => {
        const db = new Database(file, { readonly: true });
        try {
          return {
            sections: db
              .prepare(
                "select p.menu_code, s.position, s.heading_text, s.heading_slug, s.title, s.context, s.body from search_sections s join article_sections a on a.section_id = s.id join slot_pages p on p.article_id = a.article_id order by p.menu_code, s.position, s.body",
              )
              .all(),
            terms: db.prepare("select term, rows from search_terms order by term").all(),
          };
        } finally {
          db.close();
        }
      };
      const fromCli = index(built);
      expect(fromCli.sections.length).toBeGreaterThan(600 * 4);
      expect(fromCli).toEqual(index(here));
    });
  });
});

describe("search rows without a built worker", () => {
  it("are computed in the importing thread (as from TypeScript sources)", async () => {
    const { IndexRowsThread: SourceThread } = await import("./indexRowsThread.js");
    expect(SourceThread.start()).toBeUndefined();
  });
});
