import type { SearchAnswer } from "@rxdocs/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueAccessKey } from "../access/keyIssuer.js";
import { importContent } from "../content/importContent.js";
import { findMenu } from "../storage/menus.js";
import { DATABASE_KINDS } from "../test-support/databases.js";
import { searchContent } from "../test-support/searchSite.js";
import { startTestSite, type TestSite, withKey, withViewCode } from "../test-support/testServer.js";

const SEARCH = "articleInfo/search";

const hitsOf = (answer: SearchAnswer) =>
  answer.hits.map((hit) => `${hit.menuCode}${hit.heading ? `#${hit.heading.slug}` : ""}`);
const marked = (answer: SearchAnswer) =>
  answer.hits.flatMap((hit) => hit.snippet.filter((part) => part.match).map((part) => part.text));

describe.each(DATABASE_KINDS)("the search call on $name", (kind) => {
  let site: TestSite;
  let allKey: string;
  let viewCode: string;
  const search = async (keyword: string, headers?: Record<string, string>, pageSize?: number) => {
    const { status, json } = await site.post(SEARCH, pageSize ? { keyword, pageSize } : { keyword }, headers);
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.code).toBe(200);
    return json.data as SearchAnswer;
  };

  beforeAll(async () => {
    site = await startTestSite(kind, { content: searchContent() });
    const db = site.server.storage.db;
    allKey = (await issueAccessKey(db, { name: "all", scope: [], expiresAt: null })).key;
    viewCode = (await findMenu(db, "unlisted"))!.view_path_code!;
  });
  afterAll(() => site.stop());

  it("finds a whole word and lands on its section", async () => {
    const answer = await search("terminal");
    expect(answer.hits).toEqual([
      {
        menuCode: "intro",
        articleTitle: "Installation",
        heading: { text: "Requirements", slug: "requirements" },
        snippet: [{ text: "You need Node and a " }, { text: "terminal", match: true }, { text: "." }],
      },
    ]);
    expect(answer.terms).toEqual(["terminal"]);
  });

  it("finds the words a prefix begins", async () => {
    const answer = await search("instal");
    expect(hitsOf(answer)).toContain("intro");
    expect(hitsOf(answer)).toContain("setup#installation-notes");
    expect(answer.terms).toEqual(expect.arrayContaining(["installation", "installer"]));
  });

  it("forgives one typo in a word of five letters or more", async () => {
    for (const typo of ["pomegrante", "pomegranite", "pmoegranate", "pomegranates"]) {
      const answer = await search(typo);
      expect(hitsOf(answer), typo).toEqual(["intro#pomegranate-support"]);
      expect(marked(answer), typo).toEqual(["pomegranate"]);
    }
    // Two typos are too many, and short words must be spelt right.
    expect((await search("pomgrante")).hits).toEqual([]);
    expect((await search("nde")).hits).toEqual([]);
  });

  it("matches quoted phrases in order only", async () => {
    expect(hitsOf(await search('"quick brown"'))).toEqual(["top"]);
    expect(marked(await search('"quick brown fox"'))).toEqual(["quick brown fox"]);
    expect(hitsOf(await search('"brown quick"'))).toEqual(["top"]);
    expect((await search('"lazy fox"')).hits).toEqual([]);
  });

  it("finds Chinese, Japanese and Korean text by any substring of two characters or more", async () => {
    for (const [query, section] of [
      ["蝴蝶", "top#中文"],
      ["效应是混沌", "top#中文"],
      ["混沌理论", "top#中文"],
      ["タワー", "top#日本語"],
      ["東京タワー", "top#日本語"],
      ["하세", "top#한국어"],
    ]) {
      const answer = await search(query!);
      expect(hitsOf(answer), query).toEqual([section]);
      expect(marked(answer), query).toEqual([query]);
      expect(answer.terms, query).toEqual([query]);
    }
    expect((await search("蝶蝴")).hits).toEqual([]);
  });

  it("ignores case and accents, both ways", async () => {
    for (const query of ["cafe", "CAFÉ", "Café"]) {
      const answer = await search(query);
      expect(hitsOf(answer), query).toEqual(["intro#configuration"]);
      expect(marked(answer)).toEqual(["CAFÉ"]);
      expect(answer.terms).toEqual(["cafe"]);
    }
  });

  it("ranks title matches above heading matches above body matches", async () => {
    const answer = await search("installation");
    expect(hitsOf(answer).slice(0, 3)).toEqual(["intro", "setup#installation-notes", "setup"]);
    expect(hitsOf(answer)).toContain("top");
  });

  it("ranks exact matches above prefix and typo matches", async () => {
    // "configuration" matches exactly in intro's body; "configurations" (one typo) nowhere else.
    const answer = await search("configurations");
    expect(hitsOf(answer)).toEqual(["intro#configuration"]);
    const installer = await search("installer");
    expect(hitsOf(installer)[0]).toBe("intro");
  });

  it("needs every word to match, anywhere in the section or its article's title", async () => {
    expect(hitsOf(await search("pomegranate colour"))).toEqual(["intro#pomegranate-support"]);
    // The title is the article's; the words below it are the section's.
    expect(hitsOf(await search("installation terminal"))).toEqual(["intro#requirements"]);
    expect((await search("pomegranate terminal")).hits).toEqual([]);
  });

  it("never shows restricted, hidden or draft text without its key or code", async () => {
    for (const word of ["zephyrine", "obsidianite", "quasarite", "nebulite"]) {
      const answer = await search(word);
      expect(answer, word).toEqual({ hits: [], terms: [] });
    }
    expect(hitsOf(await search("zephyrine", withKey(allKey)))).toEqual(["plan"]);
    expect(hitsOf(await search("obsidianite", withKey(allKey)))).toEqual(["more"]);
    expect((await search("quasarite", withKey(allKey))).hits).toEqual([]);
    expect(hitsOf(await search("quasarite", withViewCode(viewCode)))).toEqual(["hid1"]);
    expect((await search("nebulite", withKey(allKey))).hits).toEqual([]);
  });

  it("suggests a near spelling that has hits, and none that only hidden pages hold", async () => {
    const answer = await search("pomgrante");
    expect(answer).toEqual({ hits: [], terms: [], suggestion: "pomegranate" });
    expect((await search("how to pomgrante")).suggestion).toBeUndefined();
    expect((await search("pomgrante colour")).suggestion).toBe("pomegranate colour");
    expect((await search("zephyrime")).suggestion).toBeUndefined();
    expect((await search("zephyrime", withKey(allKey))).hits.length).toBe(1);
  });

  it("answers at most pageSize hits", async () => {
    expect((await search("installation", undefined, 1)).hits).toHaveLength(1);
  });

  it("refuses a missing, empty or too long keyword and a bad page size, clearly", async () => {
    for (const body of [{}, { keyword: "   " }, { keyword: "x".repeat(201) }, { keyword: "a", pageSize: 0 }]) {
      const { status, json } = await site.post(SEARCH, body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(json.message).toMatch(/keyword|pageSize/);
    }
  });

  it("keeps the index in step with every import, in its transaction", async () => {
    const db = site.server.storage.db;
    const content = searchContent();
    const setup = content.articles.find((article) => article.menuCode === "setup")!;
    setup.articleMd = "Rewritten: the marzipan section.";
    await importContent(db, content);
    // Answers are cached until the server sees the new content version, a moment later.
    await expect.poll(async () => hitsOf(await search("marzipan"))).toEqual(["setup"]);
    await expect.poll(async () => hitsOf(await search("installation"))).not.toContain("setup#installation-notes");

    // A page taken away (prune) leaves the index with it.
    content.menus = content.menus.filter((menu) => menu.menuCode !== "setup");
    content.articles = content.articles.filter((article) => article.menuCode !== "setup");
    await importContent(db, content, { prune: true });
    await expect.poll(async () => (await search("marzipan")).hits).toEqual([]);
    const { rows } = await countSections(site, "setup");
    expect(rows).toBe(0);

    // An import that fails leaves the index as it was.
    const broken = searchContent();
    broken.articles.find((article) => article.menuCode === "intro")!.articleMd = "The tangerine update.";
    // An article without its menu breaks a foreign key, after intro's text was written.
    broken.articles.push({ ...broken.articles[0]!, menuCode: "ghost" });
    await expect(importContent(db, broken)).rejects.toThrow();
    expect((await search("tangerine")).hits).toEqual([]);
    expect(hitsOf(await search("terminal"))).toEqual(["intro#requirements"]);
  });
});

async function countSections(site: TestSite, menuCode: string): Promise<{ rows: number }> {
  const row = await site.server.storage.db
    .selectFrom("article_sections as s")
    .innerJoin("slot_pages as p", "p.article_id", "s.article_id")
    .select((eb) => eb.fn.countAll<number>().as("rows"))
    .where("p.menu_code", "=", menuCode)
    .executeTakeFirstOrThrow();
  return { rows: Number(row.rows) };
}
