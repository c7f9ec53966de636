// The two databases find candidates with different engines; the answers must still be the same.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importContent } from "../content/importContent.js";
import { emptyContent, type FolderContent } from "../content/model.js";
import { openStorage, type Storage } from "../storage/database.js";
import { DATABASE_KINDS, type TestDatabase } from "../test-support/databases.js";
import { searchIn } from "../test-support/searchIn.js";

const WORDS = (
  "cache server client index query menu article section tree build deploy config option value token route " +
  "render stream buffer request response error retry timeout schema table column migration import export " +
  "folder file path link anchor heading search result score rank field filter worker thread memory network"
).split(" ");
const CJK = ["蝴蝶效应是混沌理论中的概念。", "東京タワーは高いです。", "안녕하세요 세계"];

/** A deterministic site of 40 articles with sections, a few CJK paragraphs and accents. */
function generatedSite(): FolderContent {
  let seed = 12345;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const sentence = () => Array.from({ length: 8 + Math.floor(random() * 8) }, () => pick(WORDS)).join(" ") + ".";
  const content = emptyContent();
  content.menus.push({
    menuCode: "all",
    menuName: "All",
    menuType: 1,
    visibility: "public",
    parentCode: null,
    sort: 0,
    sourcePath: "all",
  });
  for (let i = 0; i < 40; i++) {
    const code = `p${i}`;
    const sections = Array.from(
      { length: 1 + (i % 3) },
      (_, s) => `## ${pick(WORDS)} ${pick(WORDS)} ${s}\n\n${sentence()} ${sentence()}`,
    );
    const cjk = i % 4 === 0 ? `\n\n${CJK[(i / 4) % CJK.length]} The cache server restarts.` : "";
    content.menus.push({
      menuCode: code,
      menuName: code,
      menuType: 2,
      visibility: "public",
      parentCode: "all",
      sort: i,
      sourcePath: `all/${code}.md`,
    });
    content.articles.push({
      menuCode: code,
      articleTitle: `${pick(WORDS)} ${pick(WORDS)} café ${i}`,
      articleMd: `${sentence()}${cjk}\n\n${sections.join("\n\n")}`,
      articleTabContent: null,
      status: 1,
      createdAt: new Date(Date.UTC(2026, 0, 1, i)).toISOString(),
    });
  }
  return content;
}

const QUERIES = [
  "cache",
  "server",
  "Cafe",
  "caf",
  "ser",
  "migrat",
  "retry timeout",
  "colum",
  "coluumn",
  "serverr",
  "rendr",
  "netwrok",
  '"cache server"',
  '"error retry"',
  "index query",
  "蝴蝶",
  "混沌理",
  "タワ",
  "안녕",
  "heading result score",
  "zzz",
  "workr",
  "filtr",
  "anch",
  "rank field",
  "memory 蝴蝶",
];

describe("the search on SQLite and PostgreSQL", () => {
  const opened: { storage: Storage; database: TestDatabase }[] = [];

  beforeAll(async () => {
    for (const kind of DATABASE_KINDS) {
      const database = await kind.create();
      const storage = await openStorage(database.url);
      opened.push({ storage, database });
      await importContent(storage.db, generatedSite());
    }
  });
  afterAll(async () => {
    for (const { storage, database } of opened) {
      await storage.close();
      await database.drop();
    }
  });

  it("gives the same answers", async () => {
    const visible = new Set(Array.from({ length: 40 }, (_, i) => `p${i}`));
    let withHits = 0;
    for (const keyword of QUERIES) {
      const [sqlite, postgres] = await Promise.all(
        opened.map(({ storage }) => searchIn(storage.db, { keyword, pageSize: 50, visible })),
      );
      expect(postgres, keyword).toEqual(sqlite);
      if (sqlite!.hits.length > 0) withHits++;
    }
    // The comparison means something only if the queries find something ("zzz" finds nothing).
    expect(withHits).toBe(QUERIES.length - 1);
  });
});
