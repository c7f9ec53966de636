// /llms.txt and /llms-full.txt through the real server, on both databases: the proposal's shape
// (https://llmstxt.org), read with marked's lexer; every listed address answers; the full text
// holds every page the request may read and no other, in the menu's order, and arrives streamed.
import { request as httpRequest } from "node:http";
import { type Token, type Tokens, lexer } from "marked";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importContent } from "../../content/importContent.js";
import type { MenuSource } from "../../content/model.js";
import { DATABASE_KINDS } from "../../test-support/databases.js";
import { type FixtureCredentials, fixtureContent, fixtureCredentials } from "../../test-support/fixtureSite.js";
import { startTestSite, type TestSite, withKey, withViewCode } from "../../test-support/testServer.js";

/** More pages than one read of the database takes, so that the full text is written in batches. */
const MANY = 120;
const LINK_ITEM = /^\[((?:\\.|[^\]\\])+)\]\((https?:\/\/[^\s)]+)\)(?:: (.+))?$/;

interface ListedPage {
  title: string;
  address: string;
  description?: string;
}

interface LlmsTxt {
  title: string;
  summary: string;
  sections: Map<string, ListedPage[]>;
}

function llmsContent() {
  const content = fixtureContent();
  content.site.settings = { title: "Fixture docs", description: "Pages for the tests of machine readers." };
  content.articles.find((article) => article.menuCode === "intro")!.description = "Where to begin.";
  const folder: MenuSource = {
    menuCode: "many",
    menuName: "Folder many",
    menuType: 1,
    parentCode: null,
    sort: 6,
    visibility: "public",
    sourcePath: "many",
  };
  content.menus.push(folder);
  for (let index = 0; index < MANY; index += 1) {
    const menuCode = `many-${String(index).padStart(3, "0")}`;
    content.menus.push({
      menuCode,
      menuName: `Page ${menuCode}`,
      menuType: 2,
      parentCode: "many",
      sort: index,
      visibility: "public",
      sourcePath: `many/${menuCode}.md`,
    });
    content.articles.push({
      menuCode,
      articleTitle: `Title of ${menuCode}`,
      articleMd: `Body of ${menuCode}.\n`,
      articleTabContent: null,
      status: 1,
    });
  }
  return content;
}

/** llms.txt as the proposal lays it out: H1, blockquote, text, then `##` sections of link lists. */
function parseLlmsTxt(text: string): LlmsTxt {
  const tokens = lexer(text).filter((token) => token.type !== "space");
  const [heading, quote] = tokens as [Tokens.Heading, Tokens.Blockquote];
  expect(heading).toMatchObject({ type: "heading", depth: 1 });
  expect(quote.type).toBe("blockquote");
  const sections = new Map<string, ListedPage[]>();
  let section: ListedPage[] | undefined;
  for (const token of tokens.slice(2) as Token[]) {
    if (token.type === "heading") {
      expect((token as Tokens.Heading).depth).toBe(2);
      sections.set((token as Tokens.Heading).text, (section = []));
    } else if (token.type === "list") {
      expect(section, "a list before any section").toBeDefined();
      for (const item of (token as Tokens.List).items) {
        const [, title, address, description] = LINK_ITEM.exec(item.text) ?? [];
        expect(title, item.text).toBeDefined();
        section!.push({ title: title!, address: address!, ...(description ? { description } : {}) });
      }
    } else {
      expect(token.type, "only text may stand between the blockquote and the sections").toBe("paragraph");
      expect(section, "text after the sections").toBeUndefined();
    }
  }
  return { title: heading.text, summary: quote.text.trim(), sections };
}

/** The pages of llms-full.txt: each its title and its `Source:` line, and its text. */
function fullPages(text: string) {
  const starts = [...text.matchAll(/^# (.+)\nSource: (\S+)\n/gm)];
  return starts.map((start, index) => ({
    title: start[1]!,
    source: start[2]!,
    body: text.slice(start.index + start[0].length, starts[index + 1]?.index ?? text.length),
  }));
}

/** The headers of an answer as they came on the wire. */
function rawHeaders(url: string, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      response.resume();
      response.on("end", () => resolve({ ...response.headers }));
    })
      .on("error", reject)
      .end();
  });
}

describe.each(DATABASE_KINDS)("llms.txt and llms-full.txt on $name", (kind) => {
  let site: TestSite;
  let credentials: FixtureCredentials;

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${site.server.url}${path}`, { headers });
    return { status: response.status, text: await response.text(), headers: response.headers };
  };
  const titlesOf = (llms: LlmsTxt) =>
    [...llms.sections].filter(([name]) => name !== "Other versions and languages").flatMap(([, pages]) => pages);

  beforeAll(async () => {
    site = await startTestSite(kind, { content: llmsContent() });
    const french = fixtureContent();
    for (const article of french.articles) article.articleTitle = `Titre de ${article.menuCode}`;
    await importContent(site.server.storage.db, french, { slot: { version: "current", lang: "fr" } });
    credentials = await fixtureCredentials(site.server.storage.db);
  });
  afterAll(async () => site?.stop());

  it("lists the public pages as the proposal lays them out, each address answering", async () => {
    const answer = await get("/llms.txt");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=60");
    expect(answer.headers.get("etag")).toBeTruthy();
    const llms = parseLlmsTxt(answer.text);
    expect(llms.title).toBe("Fixture docs");
    expect(llms.summary).toBe("Pages for the tests of machine readers.");
    expect([...llms.sections.keys()]).toEqual([
      "Folder guide",
      "Page top",
      "Folder many",
      "Other versions and languages",
    ]);
    expect(llms.sections.get("Folder guide")).toEqual([
      { title: "Title of intro", address: `${site.server.url}/view.md?path=intro`, description: "Where to begin." },
      { title: "Title of setup", address: `${site.server.url}/view.md?path=setup` },
    ]);
    expect(llms.sections.get("Folder many")).toHaveLength(MANY);
    expect(llms.sections.get("Other versions and languages")).toEqual([
      { title: "fr", address: `${site.server.url}/llms.txt?lang=fr` },
    ]);
    for (const page of [...llms.sections.values()].flat()) {
      const listed = await fetch(page.address);
      expect(listed.status, page.address).toBe(200);
      await listed.text();
    }
    expect(answer.text).toContain(`[llms-full.txt](${site.server.url}/llms-full.txt)`);
  });

  it("lists what a key or a view code opens, for its holder alone, and those addresses answer them", async () => {
    const keyed = { authorization: `Bearer ${credentials.allKey}` };
    const withAll = await get("/llms.txt", keyed);
    expect(withAll.headers.get("cache-control")).toBe("private, no-cache");
    const listed = parseLlmsTxt(withAll.text);
    expect(listed.sections.get("Folder secret")?.map((page) => page.title)).toEqual(["Title of plan", "Title of more"]);
    expect(listed.sections.get("Folder partners")?.map((page) => page.title)).toEqual(["Title of p1"]);
    expect(listed.sections.has("Folder unlisted")).toBe(false);
    for (const page of listed.sections.get("Folder secret")!) {
      expect((await fetch(page.address, { headers: keyed })).status).toBe(200);
      expect((await fetch(page.address)).status).toBe(404);
    }
    const hidden = parseLlmsTxt((await get(`/llms.txt?viewPath=${credentials.viewCode}`)).text);
    expect(hidden.sections.get("Folder unlisted")?.map((page) => page.title)).toEqual([
      "Title of hid1",
      "Title of hid2",
    ]);
    expect(hidden.sections.has("Folder secret")).toBe(false);
  });

  it("answers another language's llms.txt, naming the default one", async () => {
    const llms = parseLlmsTxt((await get("/llms.txt?lang=fr")).text);
    expect(llms.sections.get("Folder guide")?.map((page) => page.address)).toEqual([
      `${site.server.url}/view.md?path=intro&lang=fr`,
      `${site.server.url}/view.md?path=setup&lang=fr`,
    ]);
    expect(llms.sections.get("Other versions and languages")).toEqual([
      { title: "en", address: `${site.server.url}/llms.txt` },
    ]);
  });

  it("refuses a key that opens nothing, and a malformed version, on both files", async () => {
    for (const file of ["/llms.txt", "/llms-full.txt"]) {
      expect((await get(file, { authorization: "Bearer not-a-key" })).status).toBe(403);
      expect((await get(`${file}?hash=not-a-key`)).status).toBe(403);
      const malformed = await get(`${file}?version=a/b`);
      expect([malformed.status, JSON.parse(malformed.text).message]).toEqual([400, expect.stringMatching(/^version:/)]);
    }
  });

  it("holds every readable page in the order llms.txt lists them, and no other", async () => {
    for (const headers of [{}, withKey(credentials.allKey), withViewCode(credentials.viewCode)]) {
      const listed = titlesOf(parseLlmsTxt((await get("/llms.txt", headers)).text));
      const full = await get("/llms-full.txt", headers);
      expect(full.status).toBe(200);
      expect(full.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(full.text.startsWith("# Fixture docs\n\n> Pages for the tests of machine readers.\n")).toBe(true);
      expect(full.text).toContain(`\n# Title of setup\nSource: ${site.server.url}/view?path=setup\n\nBody of setup.\n`);
      const pages = fullPages(full.text);
      expect(pages.map((page) => page.title)).toEqual(listed.map((page) => page.title));
      for (const page of pages) {
        const code = page.title.replace(/^Title of /, "");
        expect(page.source).toBe(`${site.server.url}/view?path=${code}`);
        expect(page.body.trim().startsWith(`Body of ${code}.`)).toBe(true);
      }
      const bodies = new Set([...full.text.matchAll(/^Body of ([\w-]+)\.$/gm)].map((match) => match[1]));
      expect([...bodies].sort()).toEqual(listed.map((page) => page.title.replace(/^Title of /, "")).sort());
    }
  });

  it("is kept publicly when public, by its reader alone when a secret opened it", async () => {
    expect((await get("/llms-full.txt")).headers.get("cache-control")).toBe("public, max-age=60");
    const keyed = await get("/llms-full.txt", withKey(credentials.allKey));
    expect(keyed.headers.get("cache-control")).toBe("private, no-cache");
    expect(keyed.text).toContain("Body of plan.");
  });

  it("arrives streamed, in chunks of no announced length, compressed or not", async () => {
    for (const encoding of ["identity", "gzip"]) {
      const headers = await rawHeaders(`${site.server.url}/llms-full.txt`, { "accept-encoding": encoding });
      expect(headers["transfer-encoding"]).toBe("chunked");
      expect(headers["content-length"]).toBeUndefined();
    }
  });
});
