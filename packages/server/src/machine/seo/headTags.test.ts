// The head of first pages as link previews and search engines read it: OpenGraph and Twitter tags
// read back with open-graph-scraper, JSON-LD parsed, noindex and no card wherever a page is not
// for everyone. Needs the reader app's build, which renders first pages.
import { createHash } from "node:crypto";
import ogs from "open-graph-scraper";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../test-support/databases.js";
import {
  BREAKOUT_TITLE,
  INTRO_DESCRIPTION,
  type SeoSite,
  SITE_TITLE,
  startSeoSite,
} from "../../test-support/seoTestSite.js";

interface Head {
  status: number;
  headers: Headers;
  head: string;
  og: Awaited<ReturnType<typeof ogs>>["result"];
  jsonLd: any;
}

const LD_JSON = /<script type="application\/ld\+json">(.*?)<\/script>/s;

describe.each(DATABASE_KINDS)("search engine and preview tags of first pages on $name", (kind) => {
  let site: SeoSite;
  let origin: string;

  beforeAll(async () => {
    site = await startSeoSite(kind);
    origin = site.server.url;
  });
  afterAll(async () => site?.stop());

  async function headOf(path: string): Promise<Head> {
    const response = await fetch(`${origin}${path}`);
    const html = await response.text();
    const head = html.slice(0, html.indexOf("</head>"));
    // No fallbacks: a tag the page lacks must read as missing, not as the page's first image.
    const { result } = await ogs({
      html,
      onlyGetOpenGraphInfo: ["title", "description", "image", "url", "locale"],
      jsonLDOptions: { throwOnJSONParseError: true },
    });
    const ld = LD_JSON.exec(head)?.[1];
    return { status: response.status, headers: response.headers, head, og: result, jsonLd: ld && JSON.parse(ld) };
  }

  it("gives a public page its canonical address, description, OpenGraph and Twitter tags and its card", async () => {
    const page = await headOf("/view?path=intro");
    expect(page.status).toBe(200);
    const address = `${origin}/view?path=intro`;
    const card = `${origin}/card.png?path=intro`;
    expect(page.head).toContain(`<link rel="canonical" href="${address}">`);
    expect(page.head).toContain(`<meta name="description" content="${INTRO_DESCRIPTION}">`);
    expect(page.og).toMatchObject({
      ogType: "article",
      ogTitle: "Introduction",
      ogDescription: INTRO_DESCRIPTION,
      ogUrl: address,
      ogSiteName: SITE_TITLE,
      ogLocale: "en",
      twitterCard: "summary_large_image",
      twitterTitle: "Introduction",
      twitterDescription: INTRO_DESCRIPTION,
    });
    expect(page.og.ogImage?.map((image) => [image.url, image.width, image.height, image.type])).toEqual([
      [card, "1200", "630", "image/png"],
    ]);
    expect(page.og.twitterImage?.map((image) => image.url)).toEqual([card]);
    expect(page.head).not.toContain('name="robots"');
    expect(page.headers.get("x-robots-tag")).toBeNull();
  });

  it("describes the page in JSON-LD: a TechArticle and the way to it from the home page", async () => {
    const page = await headOf("/view?path=intro");
    expect(page.og.jsonLD).toEqual([page.jsonLd]);
    const [article, breadcrumbs] = page.jsonLd["@graph"];
    expect(page.jsonLd["@context"]).toBe("https://schema.org");
    expect(article).toMatchObject({
      "@type": "TechArticle",
      headline: "Introduction",
      description: INTRO_DESCRIPTION,
      datePublished: "2026-01-01T00:00:00.000Z",
      dateModified: "2026-03-03T12:00:00.000Z",
      inLanguage: "en",
      url: `${origin}/view?path=intro`,
      image: `${origin}/card.png?path=intro`,
    });
    expect(breadcrumbs["@type"]).toBe("BreadcrumbList");
    expect(breadcrumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: SITE_TITLE, item: `${origin}/` },
      { "@type": "ListItem", position: 2, name: "Guide" },
      { "@type": "ListItem", position: 3, name: "Introduction", item: `${origin}/view?path=intro` },
    ]);
  });

  it("describes a page without a description by its first paragraph as plain text, cut at a word", async () => {
    const { og } = await headOf("/view?path=setup");
    const description = og.ogDescription!;
    // The callout before it is not the page's first paragraph, and the Markdown is gone.
    expect(description).toMatch(/^Setting up Acme takes three steps, each short: download the package/);
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description.length).toBeGreaterThan(150);
    expect(description).toMatch(/[a-z]…$/);
    expect(description).not.toContain("*");
  });

  it("escapes a title that tries to end the head's elements, in the tags and in the JSON-LD", async () => {
    const page = await headOf("/view?path=tricky");
    expect(page.og.ogTitle).toBe(BREAKOUT_TITLE);
    expect(page.og.twitterTitle).toBe(BREAKOUT_TITLE);
    expect(page.jsonLd["@graph"][0].headline).toBe(BREAKOUT_TITLE);
    expect(page.head).not.toContain("<script>alert(1)");
    expect(LD_JSON.exec(page.head)![1]).not.toMatch(/[<>]/);
    // The site's title has quotes and angle brackets too.
    expect(page.head).toContain(`content="Acme &#34;Docs&#34; &#38; &#60;Co&#62;"`);
  });

  it("marks the home page as the WebSite, in each language", async () => {
    const home = await headOf("/");
    expect(home.og).toMatchObject({
      ogType: "website",
      ogUrl: `${origin}/`,
      ogDescription: "All of Acme, documented.",
    });
    expect(home.og.ogImage?.[0]?.url).toBe(`${origin}/card.png`);
    expect(home.jsonLd).toMatchObject({ "@type": "WebSite", name: SITE_TITLE, url: `${origin}/`, inLanguage: "en" });
    const french = await headOf("/?lang=fr");
    expect(french.head).toContain(`<link rel="canonical" href="${origin}/?lang=fr">`);
    expect(french.og).toMatchObject({ ogLocale: "fr", ogUrl: `${origin}/?lang=fr` });
    expect(french.og.ogImage?.[0]?.url).toBe(`${origin}/card.png?lang=fr`);
  });

  it("points a page the language lacks at the default language's page it shows", async () => {
    const page = await headOf("/view?path=setup&lang=fr");
    expect(page.head).toContain(`<link rel="canonical" href="${origin}/view?path=setup">`);
    expect(page.head).not.toContain('name="robots"');
    // Nor is it offered as that language's page.
    expect(page.head).not.toContain("hreflang");
  });

  it("names the page in each language that has it, and the default one for readers of any other", async () => {
    const hreflangs = (head: string) =>
      [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href]) => [
        lang,
        href!.replaceAll("&#38;", "&"),
      ]);
    const expected = [
      ["en", `${origin}/view?path=intro`],
      ["fr", `${origin}/view?path=intro&lang=fr`],
      ["x-default", `${origin}/view?path=intro`],
    ];
    expect(hreflangs((await headOf("/view?path=intro")).head)).toEqual(expected);
    expect(hreflangs((await headOf("/view?path=intro&lang=fr")).head)).toEqual(expected);
    expect(hreflangs((await headOf("/view?path=setup")).head)).toEqual([]);
  });

  it("marks private pages noindex and names no card for them, nor any secret", async () => {
    const privatePages = [
      `/view?path=plan&hash=${site.key}`,
      `/view?path=beta&viewPath=${site.viewCode}`,
      // A public page opened by a share link is its reader's alone too.
      `/view?path=intro&hash=${site.key}`,
    ];
    for (const path of privatePages) {
      const page = await headOf(path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get("x-robots-tag"), path).toBe("noindex");
      expect(page.head, path).toContain('<meta name="robots" content="noindex">');
      expect(page.og.ogImage, path).toBeUndefined();
      expect(page.og.twitterImage, path).toBeUndefined();
      expect(page.og.twitterCard, path).toBe("summary");
      expect(page.head, path).not.toContain("card.png");
      expect(page.head, path).not.toContain(site.key);
      expect(page.head, path).not.toContain(site.viewCode);
      expect(page.jsonLd["@graph"][0].image, path).toBeUndefined();
      // The menus on its way may be ones its link does not show: none is named.
      expect(
        page.jsonLd["@graph"].map((data: { "@type": string }) => data["@type"]),
        path,
      ).toEqual(["TechArticle"]);
      expect(page.head, path).not.toContain("article:section");
    }
    const plan = await headOf(`/view?path=plan&hash=${site.key}`);
    expect(plan.head).toContain(`<link rel="canonical" href="${origin}/view?path=plan">`);
  });

  it("marks the pages of a version left out of the switcher noindex, keeping their public card", async () => {
    const page = await headOf("/view?path=intro&version=1.x");
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    expect(page.head).toContain('<meta name="robots" content="noindex">');
    expect(page.og.ogTitle).toBe("Old introduction");
    expect(page.og.ogImage?.[0]?.url).toBe(`${origin}/card.png?path=intro&version=1.x`);
  });

  it("keeps the JSON-LD out of the scripts the page's CSP lets run", async () => {
    const response = await fetch(`${origin}/view?path=intro`);
    const html = await response.text();
    const running = [...html.matchAll(/<script(?: data-rx-[\w-]+="[^"]*")*>([\s\S]*?)<\/script>/g)].map(
      ([, body]) => body!,
    );
    const hashes = running.map((body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
    const scriptSources = /script-src ([^;]*)/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(scriptSources).toBe(`'self' ${hashes.join(" ")}`);
    expect(html).toContain('<script type="application/ld+json">');
  });
});
