// The three feeds on a real server with the reader app's renderer, read by real consumers: a
// feed reader's parser, xmllint, and JSON Feed's specification through ajv.
import { ACCESS_HEADERS } from "@rxdocs/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../test-support/databases.js";
import {
  type Answer,
  expectWellFormedXml,
  fetchText,
  linkedCodes,
  readJsonFeed,
  readXmlFeed,
  xpath,
} from "../../test-support/feedReaders.js";
import { type FeedSite, PUBLIC_LATEST, startFeedSite } from "../../test-support/feedSite.js";

const FORMATS = ["/feed.xml", "/atom.xml", "/feed.json"] as const;

describe.each(DATABASE_KINDS)("feeds of recent pages on $name", (kind) => {
  let site: FeedSite;
  let url: string;
  const get = (path: string, headers: Record<string, string> = {}): Promise<Answer> =>
    fetchText(`${url}${path}`, headers);
  /** The menu codes a feed lists, whatever its format. */
  const codesOf = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await get(path, headers);
    if (path.startsWith("/feed.json")) return linkedCodes(readJsonFeed(answer).items.map((item) => item.url));
    return linkedCodes(readXmlFeed(answer).items.map((item) => item.url));
  };

  beforeAll(async () => {
    site = await startFeedSite(kind, { title: "Acme Docs", description: "All about Acme.", feed: { content: "full" } });
    url = site.server.url;
  });
  afterAll(async () => site?.stop());

  it("lists exactly the public pages in RSS, updated last first, with the site's title and addresses", async () => {
    const answer = await get("/feed.xml");
    expect(answer.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("no-cache");
    expect(answer.headers.get("x-robots-tag")).toBeNull();
    const feed = readXmlFeed(answer);
    expect(feed.meta.type).toBe("rss");
    expect(feed.title).toBe("Acme Docs");
    expect(feed.description).toBe("All about Acme.");
    expect(feed.url).toBe(`${url}/`);
    expect(feed.self).toBe(`${url}/feed.xml`);
    expect(feed.language).toBe("en");
    expect(linkedCodes(feed.items.map((item) => item.url))).toEqual(PUBLIC_LATEST);
    const intro = feed.items[1]!;
    expect(intro).toMatchObject({ id: `${url}/view?path=intro`, title: "Introduction" });
    expect(intro.published?.toISOString()).toBe("2026-01-11T00:00:00.000Z");
    expect(intro.description).toBe("Start here: the basics first.");
    expect(feed.items[4]!.title).toBe("Changes & fixes <2026>");
  });

  it("writes Atom with every element Atom requires, and each page's dates of publication and update", async () => {
    const answer = await get("/atom.xml");
    expect(answer.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const feed = readXmlFeed(answer);
    expect(feed.meta.type).toBe("atom");
    expect(feed.self).toBe(`${url}/atom.xml`);
    expect(feed.updated?.toISOString()).toBe("2026-03-13T12:00:00.000Z");
    const atom = (path: string) => `/*[local-name()='feed']/${path}`;
    const count = (path: string) => Number(xpath(answer.text, `count(${atom(path)})`));
    for (const element of ["id", "title", "updated", "author"]) {
      expect(count(`*[local-name()='${element}']`), element).toBe(1);
    }
    expect(count("*[local-name()='author']/*[local-name()='name']")).toBe(1);
    const entries = count("*[local-name()='entry']");
    expect(entries).toBe(PUBLIC_LATEST.length);
    for (const element of ["id", "title", "updated", "link"]) {
      expect(count(`*[local-name()='entry'][*[local-name()='${element}']]`), element).toBe(entries);
    }
    expect(linkedCodes(feed.items.map((item) => item.url))).toEqual(PUBLIC_LATEST);
    const intro = feed.items[1]!;
    expect(intro.published?.toISOString()).toBe("2026-01-11T00:00:00.000Z");
    expect(intro.updated?.toISOString()).toBe("2026-03-11T12:00:00.000Z");
    // Atom titles are HTML: the characters of a title arrive as characters, not as markup.
    expect(feed.items[4]!.title).toBe("Changes & fixes <2026>");
  });

  it("writes JSON Feed 1.1 with its required fields, ids and dates", async () => {
    const answer = await get("/feed.json");
    expect(answer.headers.get("content-type")).toBe("application/feed+json; charset=utf-8");
    const feed = readJsonFeed(answer);
    expect(feed).toMatchObject({
      version: "https://jsonfeed.org/version/1.1",
      title: "Acme Docs",
      home_page_url: `${url}/`,
      feed_url: `${url}/feed.json`,
      language: "en",
    });
    expect(linkedCodes(feed.items.map((item) => item.id))).toEqual(PUBLIC_LATEST);
    expect(feed.items[1]).toMatchObject({
      title: "Introduction",
      date_published: "2026-01-11T00:00:00.000Z",
      date_modified: "2026-03-11T12:00:00.000Z",
      summary: "Start here: the basics first.",
    });
    expect(feed.items[4]!.title).toBe("Changes & fixes <2026>");
  });

  it("gives each page in full as the site renders it, with absolute addresses and without the app's controls", async () => {
    const rss = readXmlFeed(await get("/feed.xml"));
    const atom = readXmlFeed(await get("/atom.xml"));
    const json = readJsonFeed(await get("/feed.json"));
    for (const content of [rss.items[0]!.content, atom.items[0]!.content, json.items[0]!.content_html]) {
      expect(content).toContain(`<a href="${url}/view?path=setup">the setup</a>`);
      expect(content).toContain(`<a href="${url}/view?path=links#usage">usage</a>`);
      expect(content).toContain(`<img src="${url}/files/logo.png"`);
      // A feed reader's parser may hand attributes on decoded.
      expect(content).toMatch(/ href="https:\/\/example\.org\/a\?b=1&(amp;)?c=2"/);
      expect(content).toContain("<p>Run it.</p>");
      expect(content).not.toContain("rx-heading-anchor");
    }
    expect(json.items[0]!.content_html).toContain('href="https://example.org/a?b=1&amp;c=2"');
    // The tab group follows the page, a section to each tab; code blocks lose their copy button.
    expect(json.items[2]!.content_html).toContain("<section><h3>npm</h3>\n<p><code>npm i acme</code></p>");
    expect(json.items[4]!.content_html).toContain("acme --version");
    expect(json.items[4]!.content_html).not.toContain("<button");
  });

  it("gives a share link's reader a private feed of what the link opens, by query, header or bearer", async () => {
    const byKey = ["plan", ...PUBLIC_LATEST];
    for (const format of FORMATS) {
      expect(await codesOf(`${format}?hash=${site.partnersKey}`)).toEqual(byKey);
      expect(await codesOf(format, { [ACCESS_HEADERS.hash]: site.partnersKey })).toEqual(byKey);
      expect(await codesOf(format, { authorization: `Bearer ${site.partnersKey}` })).toEqual(byKey);
      expect(await codesOf(`${format}?viewPath=${site.viewCode}`)).toEqual(["beta", ...PUBLIC_LATEST]);
    }
    const answer = await get("/feed.json", { authorization: `Bearer ${site.partnersKey}` });
    expect(answer.headers.get("cache-control")).toBe("private, no-cache");
    expect(answer.headers.get("x-robots-tag")).toBe("noindex");
    // The answer carries no secret: its own address is the feed's, without the key.
    expect(readJsonFeed(answer).feed_url).toBe(`${url}/feed.json`);
    expect(answer.text).not.toContain(site.partnersKey);
  });

  it("refuses a key or view code that unlocks nothing with 403, never the public feed", async () => {
    for (const format of FORMATS) {
      for (const [path, headers] of [
        [`${format}?hash=not-a-key`, {}],
        [format, { authorization: "Bearer not-a-key" }],
        [`${format}?viewPath=not-a-code`, {}],
      ] as const) {
        const answer = await get(path, headers);
        expect(answer.status, path).toBe(403);
        expect(JSON.parse(answer.text)).toMatchObject({ code: 403 });
      }
    }
  });

  it("limits a section's feed to the menu's subtree, titled with the section's name", async () => {
    expect(await codesOf("/feed.xml?section=guide")).toEqual(["links", "intro", "setup", "tuning"]);
    expect(await codesOf("/atom.xml?section=advanced")).toEqual(["tuning"]);
    const feed = readJsonFeed(await get("/feed.json?section=guide"));
    expect(feed.title).toBe("Acme Docs · Guide");
    expect(feed.feed_url).toBe(`${url}/feed.json?section=guide`);
    expect(await codesOf(`/feed.json?section=partners&hash=${site.partnersKey}`)).toEqual(["plan"]);
    expect(await codesOf(`/feed.xml?section=unlisted&viewPath=${site.viewCode}`)).toEqual(["beta"]);
  });

  it("answers a section out of view as one that never was (404), and a malformed one with 400", async () => {
    for (const format of FORMATS) {
      for (const section of ["partners", "unlisted", "nope", "intro"]) {
        const answer = await get(`${format}?section=${section}`);
        expect(answer.status, `${format} ${section}`).toBe(404);
        expect(JSON.parse(answer.text)).toMatchObject({ code: 404 });
      }
      for (const query of ["section=a%20b", "section=", "section=guide&section=advanced"]) {
        const answer = await get(`${format}?${query}`);
        expect(answer.status, query).toBe(400);
        expect(JSON.parse(answer.text).message).toMatch(/^section: /);
      }
    }
  });

  it("lists the pages of the version and language asked for, with addresses that keep them", async () => {
    const older = readXmlFeed(await get("/feed.xml?version=1.x"));
    expect(older.items.map((item) => item.url)).toEqual([
      `${url}/view?path=legacy&version=1.x`,
      `${url}/view?path=intro&version=1.x`,
    ]);
    expect(older.self).toBe(`${url}/feed.xml?version=1.x`);
    const french = readJsonFeed(await get("/feed.json?lang=fr"));
    expect(french.language).toBe("fr");
    expect(french.feed_url).toBe(`${url}/feed.json?lang=fr`);
    const intro = french.items.find((item) => item.title === "Introduction en français");
    expect(intro?.url).toBe(`${url}/view?path=intro&lang=fr`);
    // A link to another page stays in the feed's language.
    expect(french.items[0]!.content_html).toContain(`<a href="${url}/view?path=setup&amp;lang=fr">`);
    expect((await get("/atom.xml?lang=not%20a%20tag")).status).toBe(400);
  });

  it("answers a reader who holds the current feed with 304", async () => {
    const first = await get("/atom.xml");
    expectWellFormedXml(first.text);
    const again = await get("/atom.xml", { "if-none-match": first.headers.get("etag")! });
    expect(again.status).toBe(304);
  });
});
