// rxdocs.json's `feed`: read with warnings and never a refused import, then obeyed by the feeds
// of a real server; and the tags that let browsers find the feeds.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseSiteSettings } from "../../content/siteSettings.js";
import { readContentFolder } from "../../content/readFolder.js";
import { DATABASE_KINDS } from "../../test-support/databases.js";
import { makeFolder, removeMadeFolders } from "../../test-support/madeFolders.js";
import { feedLinkTags } from "./feedFormats.js";
import { feedOptions } from "./feedPages.js";
import { fetchText, linkedCodes, readJsonFeed, readXmlFeed, xpath } from "../../test-support/feedReaders.js";
import { type FeedSite, PUBLIC_LATEST, startFeedSite } from "../../test-support/feedSite.js";

afterEach(removeMadeFolders);

describe("rxdocs.json's feed setting", () => {
  it("keeps what it is given, and takes the defaults (a summary of the 20 latest) for what it is not", () => {
    const read = (feed: unknown) => parseSiteSettings(JSON.stringify({ feed }));
    expect(read({ content: "full", items: 50 })).toEqual({
      settings: { feed: { content: "full", items: 50 } },
      reasons: [],
      warnings: [],
    });
    expect(read(false).settings).toEqual({ feed: false });
    expect(read(true).settings).toEqual({});
    expect(feedOptions({})).toEqual({ content: "summary", items: 20 });
    expect(feedOptions({ feed: { items: 100 } })).toEqual({ content: "summary", items: 100 });
    expect(feedOptions({ feed: false })).toBeUndefined();
  });

  it("reports each unusable value as a warning and keeps its default, refusing nothing", () => {
    const parsed = parseSiteSettings(JSON.stringify({ feed: { content: "all", items: 0, format: "rss" } }));
    expect(parsed.reasons).toEqual([]);
    expect(parsed.settings).toEqual({ feed: {} });
    expect(parsed.warnings).toEqual([
      'feed.content must be "full" or "summary"; "summary" is used',
      "feed.items must be a whole number from 1 to 100; 20 is used",
      'feed: "format" is not a setting of feeds; it is ignored',
    ]);
    for (const items of [101, 2.5, "20"]) {
      expect(parseSiteSettings(JSON.stringify({ feed: { items } })).warnings).toEqual([
        "feed.items must be a whole number from 1 to 100; 20 is used",
      ]);
    }
    expect(parseSiteSettings('{ "feed": "rss" }').warnings).toEqual([
      'feed must be false or an object such as { "content": "summary", "items": 20 }; the defaults are used',
    ]);
  });

  it("leaves a folder with a bad feed setting importable, its warnings on rxdocs.json", async () => {
    const root = await makeFolder({
      "rxdocs.json": JSON.stringify({ title: "Acme", feed: { content: "everything", items: 10 } }),
      "intro.md": "# Intro\n\nHello.\n",
    });
    const content = await readContentFolder(root);
    expect(content.problems).toEqual([]);
    expect(content.warnings).toContainEqual({
      path: "rxdocs.json",
      message: 'feed.content must be "full" or "summary"; "summary" is used',
    });
    expect(content.site.settings).toMatchObject({ title: "Acme", feed: { items: 10 } });
  });
});

describe("the tags that point browsers to the feeds", () => {
  const catalog = (settings: Parameters<typeof feedLinkTags>[0]["settings"], lang = "en") => ({
    slot: { version: "2.x", lang, id: 1, fallbackId: undefined },
    versions: [{ name: "2.x", label: null, position: 0, listed: 1, latest: 1 }],
    settings,
  });

  it("name each format with the site's title, in the page's language", () => {
    expect(feedLinkTags(catalog({ title: 'A "quoted" <site>' }), "https://docs.example.com")).toBe(
      [
        '<link rel="alternate" type="application/rss+xml" title="A &#34;quoted&#34; &#60;site&#62; (RSS)" href="https://docs.example.com/feed.xml">',
        '<link rel="alternate" type="application/atom+xml" title="A &#34;quoted&#34; &#60;site&#62; (Atom)" href="https://docs.example.com/atom.xml">',
        '<link rel="alternate" type="application/feed+json" title="A &#34;quoted&#34; &#60;site&#62; (JSON Feed)" href="https://docs.example.com/feed.json">',
      ].join(""),
    );
    expect(feedLinkTags(catalog({}, "fr"), "https://d.example")).toContain('href="https://d.example/atom.xml?lang=fr"');
  });

  it("are left out when the site turned its feeds off", () => {
    expect(feedLinkTags(catalog({ feed: false }), "https://docs.example.com")).toBe("");
  });
});

describe.each(DATABASE_KINDS)("feeds as the setting asks on $name", (kind) => {
  let site: FeedSite;
  const get = (path: string) => fetchText(`${site.server.url}${path}`);

  beforeAll(async () => {
    site = await startFeedSite(kind, { title: "Acme Docs", feed: { items: 3 } });
  });
  afterAll(async () => site?.stop());

  it("lists as many pages as `items` says, each with its summary and no full content by default", async () => {
    const newest = PUBLIC_LATEST.slice(0, 3);
    const rssAnswer = await get("/feed.xml");
    expect(rssAnswer.text).not.toContain("content:encoded");
    const rss = readXmlFeed(rssAnswer);
    expect(linkedCodes(rss.items.map((item) => item.url))).toEqual(newest);
    expect(rss.items.map((item) => item.description)).toEqual([
      "See the setup, usage, the logo and elsewhere.",
      "Start here: the basics first.",
      // The front matter's description, where the page has one, before its first paragraph.
      "How to set Acme up.",
    ]);
    const atomAnswer = await get("/atom.xml");
    expect(linkedCodes(readXmlFeed(atomAnswer).items.map((item) => item.url))).toEqual(newest);
    expect(xpath(atomAnswer.text, "count(//*[local-name()='content'])")).toBe("0");
    expect(xpath(atomAnswer.text, "count(//*[local-name()='summary'])")).toBe("3");
    const json = readJsonFeed(await get("/feed.json"));
    expect(linkedCodes(json.items.map((item) => item.id))).toEqual(newest);
    expect(json.items[1]).toMatchObject({ content_text: "Start here: the basics first." });
    expect(json.items.some((item) => "content_html" in item)).toBe(false);
  });

  it("answers 404 for every feed once an import turns them off with `feed: false`", async () => {
    await site.reimport({ title: "Acme Docs", feed: false });
    for (const path of ["/feed.xml", "/atom.xml", "/feed.json", "/feed.json?section=guide"]) {
      await expect.poll(async () => (await get(path)).status, { timeout: 5000 }).toBe(404);
      expect(JSON.parse((await get(path)).text)).toEqual({ code: 404, message: "This site has no feeds", data: null });
    }
  });
});
