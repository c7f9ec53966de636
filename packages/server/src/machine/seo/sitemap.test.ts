// The sitemap and robots.txt as search engines read them: valid against the sitemaps.org schema
// (xmllint), parsed by the `sitemap` package, holding exactly the public pages of the listed
// versions with their language alternates, and never more whatever the request carries.
import { Readable } from "node:stream";
import Fastify, { type FastifyInstance } from "fastify";
import { parseSitemap, parseSitemapIndex, type SitemapItem } from "sitemap";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_LIMITER_OPTIONS, InvalidLinkLimiter } from "../../access/invalidLinkLimiter.js";
import { ReaderAccess } from "../../access/readerAccess.js";
import { CatalogSource } from "../../catalog/catalogSource.js";
import { errorHandling } from "../../plugins/errorHandling.js";
import { DATABASE_KINDS } from "../../test-support/databases.js";
import { seoRoutes } from "./seoRoutes.js";
import { type SeoSite, startSeoSite } from "../../test-support/seoTestSite.js";
import { type SitemapSchemas, validateXml, writeSitemapSchemas } from "../../test-support/sitemapSchemas.js";

const parsed = (xml: string) => parseSitemap(Readable.from([xml]));

describe.each(DATABASE_KINDS)("sitemap and robots.txt on $name", (kind) => {
  let site: SeoSite;
  let schemas: SitemapSchemas;
  let origin: string;

  beforeAll(async () => {
    site = await startSeoSite(kind);
    schemas = writeSitemapSchemas();
    origin = site.server.url;
  });
  afterAll(async () => {
    schemas?.remove();
    await site?.stop();
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${site.server.url}${path}`, { headers });

  it("lists exactly the public pages of the listed versions, with their last change and language alternates", async () => {
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    const items = await parsed(await response.text());
    const home = { en: `${origin}/`, fr: `${origin}/?lang=fr` };
    const intro = { en: `${origin}/view?path=intro`, fr: `${origin}/view?path=intro&lang=fr` };
    expect(items.map((item) => item.url)).toEqual([
      home.en,
      intro.en,
      `${origin}/view?path=setup`,
      `${origin}/view?path=tricky`,
      `${origin}/view?path=top`,
      home.fr,
      intro.fr,
    ]);
    const byUrl = new Map(items.map((item) => [item.url, item]));
    const alternatesOf = (item: SitemapItem | undefined) => item?.links.map((link) => [link.lang, link.url]);
    const introAlternates = [
      ["en", intro.en],
      ["fr", intro.fr],
      ["x-default", intro.en],
    ];
    expect(alternatesOf(byUrl.get(intro.en))).toEqual(introAlternates);
    expect(alternatesOf(byUrl.get(intro.fr))).toEqual(introAlternates);
    expect(alternatesOf(byUrl.get(home.fr))).toEqual([
      ["en", home.en],
      ["fr", home.fr],
      ["x-default", home.en],
    ]);
    // French has no setup page of its own: the English one is listed, alone.
    expect(alternatesOf(byUrl.get(`${origin}/view?path=setup`))).toEqual([]);
    expect(byUrl.get(intro.en)?.lastmod).toBe("2026-03-03T12:00:00Z");
    expect(byUrl.get(intro.fr)?.lastmod).toBe("2026-03-04T12:00:00Z");
  });

  it("is valid against the sitemaps.org schema, whose strict wildcard needs the xhtml link declared", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    expect(await validateXml(xml, schemas.sitemapWithAlternates)).toMatchObject({ valid: true });
    // sitemap.xsd alone refuses the alternates (it cannot check them), not the rest of the document.
    const alone = await validateXml(xml, schemas.sitemap);
    expect(alone.valid).toBe(false);
    expect(alone.output).toContain(
      "No matching global element declaration available, but demanded by the strict wildcard",
    );
    const withoutAlternates = xml.replace(/<xhtml:link [^>]*\/>/g, "");
    expect(await validateXml(withoutAlternates, schemas.sitemap)).toMatchObject({ valid: true });
  });

  it("is the same for a request that carries a key, a view code or a bearer token", async () => {
    const plain = await (await get("/sitemap.xml")).text();
    expect(plain).not.toMatch(/plan|beta|1\.x|hash=|viewPath=/);
    const credentials: Record<string, string>[] = [
      { "x-rx-hash": site.key },
      { "x-rx-view-path": site.viewCode },
      { authorization: `Bearer ${site.key}` },
    ];
    for (const headers of credentials) {
      expect(await (await get("/sitemap.xml", headers)).text()).toBe(plain);
    }
    expect(await (await get(`/sitemap.xml?hash=${site.key}&viewPath=${site.viewCode}`)).text()).toBe(plain);
    // A secret that opens nothing changes nothing either: the sitemap never reads one.
    expect((await get("/sitemap.xml", { "x-rx-hash": "not-a-key" })).status).toBe(200);
  });

  it("answers again with 304 while it holds, and has no parts while it fits in one file", async () => {
    const first = await get("/sitemap.xml");
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    expect((await get("/sitemap.xml", { "if-none-match": etag })).status).toBe(304);
    expect((await get("/sitemap-1.xml")).status).toBe(404);
  });

  it("splits into an index of parts past its limit, each part valid and the parts holding every address once", async () => {
    const small = await smallLimitServer(site, 3);
    try {
      const index = await (await fetch(`${small.url}/sitemap.xml`)).text();
      expect(await validateXml(index, schemas.sitemapIndex)).toMatchObject({ valid: true });
      const parts = await parseSitemapIndex(Readable.from([index]));
      expect(parts.map((part) => part.url)).toEqual([1, 2, 3].map((n) => `${small.url}/sitemap-${n}.xml`));
      const urls: string[] = [];
      for (const part of parts) {
        const response = await fetch(part.url);
        expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
        const xml = await response.text();
        expect(await validateXml(xml, schemas.sitemapWithAlternates)).toMatchObject({ valid: true });
        const items = await parsed(xml);
        expect(items.length).toBeLessThanOrEqual(3);
        urls.push(...items.map((item) => item.url));
      }
      expect(urls).toHaveLength(7);
      expect(new Set(urls).size).toBe(7);
      expect(urls).toContain(`${small.url}/view?path=intro&lang=fr`);
      for (const missing of ["/sitemap-0.xml", "/sitemap-4.xml", "/sitemap-x.xml"]) {
        expect((await fetch(`${small.url}${missing}`)).status).toBe(404);
      }
    } finally {
      await small.app.close();
    }
  });

  it("robots.txt lets every page be crawled but share links, the API and MCP, and names the sitemap", async () => {
    const response = await get("/robots.txt", { "x-rx-hash": site.key });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(await response.text()).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /*?*hash=",
        "Disallow: /*&hash=",
        "Disallow: /*?*viewPath=",
        "Disallow: /*&viewPath=",
        "Disallow: /api/",
        "Disallow: /mcp",
        "",
        `Sitemap: ${origin}/sitemap.xml`,
        "",
      ].join("\n"),
    );
  });
});

/** The sitemap's routes with a limit of a few addresses, over the site's database, on a port of their own. */
async function smallLimitServer(site: SeoSite, limit: number): Promise<{ app: FastifyInstance; url: string }> {
  const { db } = site.server.storage;
  const reader = new ReaderAccess(new CatalogSource(db), new InvalidLinkLimiter(DEFAULT_LIMITER_OPTIONS));
  const app = Fastify();
  await app.register(errorHandling);
  await app.register(seoRoutes, { reader, db, serverEntry: Promise.resolve(undefined), sitemapLimit: limit });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, url };
}
