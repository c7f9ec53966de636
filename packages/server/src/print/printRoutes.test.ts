// /print through the real server, on both databases: a section as one document, with its cover,
// its contents in the order of the menu and its links kept inside it, and exactly the pages the
// request's share link, headers or bearer key open.
import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUNDLED_WEB_ROOT } from "../config.js";
import { serverEntryOf } from "../prerender/serverEntry.js";
import { DATABASE_KINDS } from "../test-support/databases.js";
import { type HtmlDocument, parseHtml } from "../test-support/htmlDocument.js";
import { type FixtureCredentials, fixtureContent, fixtureCredentials } from "../test-support/fixtureSite.js";
import { startTestSite, type TestSite } from "../test-support/testServer.js";
import { PAGE_NUMBER_ATTRIBUTE } from "./printDocument.js";

function printContent() {
  const content = fixtureContent();
  const body = (code: string) => content.articles.find((article) => article.menuCode === code)!;
  body("intro").articleMd =
    "# Title of intro\n\nThen [set up](/view?path=setup#step), [go on](#step) or see [the top](/view?path=top).\n\n## Step\n\nFirst.\n";
  body("setup").articleMd = "# Title of setup\n\n## Step\n\nSecond.\n\n![a diagram](/files/chart.png)\n";
  return content;
}

interface Printed {
  status: number;
  headers: Headers;
  document: HtmlDocument;
}

async function print(site: TestSite, query: string, headers: Record<string, string> = {}): Promise<Printed> {
  const response = await fetch(`${site.server.url}/print?${query}`, { headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, document: parseHtml(text) };
}

const texts = (document: HtmlDocument, selector: string) =>
  Array.from(document.querySelectorAll(selector), (element) => element.textContent!.trim());

describe.each(DATABASE_KINDS)("printed sections on $name", (kind) => {
  let site: TestSite;
  let credentials: FixtureCredentials;

  beforeAll(async () => {
    if (!existsSync(serverEntryOf(BUNDLED_WEB_ROOT))) throw new Error("Build the web app first: npm run build");
    site = await startTestSite(kind, { content: printContent(), server: { web: { root: BUNDLED_WEB_ROOT } } });
    credentials = await fixtureCredentials(site.server.storage.db);
  });
  afterAll(async () => {
    await site?.stop();
  });

  it("prints a folder: a cover, the contents in the order of the menu, each page under its title", async () => {
    const { status, headers, document } = await print(site, "path=guide");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(headers.get("x-robots-tag")).toBe("noindex");
    expect(document.querySelector(".rx-print-cover__title")!.textContent).toBe("Folder guide");
    expect(document.title).toBe("Folder guide – rxdocs");
    // The draft is left out, as the site leaves it out.
    expect(texts(document, ".rx-print-toc a .rx-print-toc__title")).toEqual(["Title of intro", "Title of setup"]);
    expect(texts(document, ".rx-print-page__title")).toEqual(["Title of intro", "Title of setup"]);
    const anchors = Array.from(document.querySelectorAll(".rx-print-page"), (page) => page.id);
    expect(Array.from(document.querySelectorAll(".rx-print-toc a"), (link) => link.getAttribute("href"))).toEqual(
      anchors.map((anchor) => `#${anchor}`),
    );
    expect(
      Array.from(document.querySelectorAll(`[${PAGE_NUMBER_ATTRIBUTE}]`), (place) =>
        place.getAttribute(PAGE_NUMBER_ATTRIBUTE),
      ),
    ).toEqual(anchors);
    // The article's tab group prints under its labels.
    expect(document.querySelector(`#${anchors[0]} .rx-print-tab h2`)!.textContent).toBe("npm");
    // The document's script draws the diagrams.
    expect(document.querySelector("script[type=module]")!.getAttribute("src")).toMatch(/^\/main\/assets\/print-/);
  });

  it("keeps links between the document's pages inside it, with ids of their own", async () => {
    const { document } = await print(site, "path=guide");
    const [intro, setup] = Array.from(document.querySelectorAll(".rx-print-page"), (page) => page.id);
    const hrefs = Array.from(document.querySelectorAll(`#${intro} .rx-markdown a`), (link) =>
      link.getAttribute("href"),
    );
    expect(hrefs).toContain(`#${setup}--step`);
    expect(hrefs).toContain(`#${intro}--step`);
    // A page the document leaves out is read on the site.
    expect(hrefs).toContain(`${site.server.url}/view?path=top`);
    // Two pages' headings of one name stay two, and every link finds its target.
    expect(document.getElementById(`${intro}--step`)!.textContent).toContain("Step");
    expect(document.getElementById(`${setup}--step`)!.textContent).toContain("Step");
    for (const link of document.querySelectorAll('.rx-print a[href^="#"]')) {
      expect(document.getElementById(link.getAttribute("href")!.slice(1)), link.outerHTML).not.toBeNull();
    }
    expect(document.querySelector(`#${setup} img`)!.getAttribute("src")).toBe(`${site.server.url}/files/chart.png`);
  });

  it("prints a page with what it holds, and a page alone", async () => {
    const { document } = await print(site, "path=top");
    expect(document.querySelector(".rx-print-cover__title")!.textContent).toBe("Title of top");
    expect(texts(document, ".rx-print-page__title")).toEqual(["Title of top"]);
  });

  it("prints a restricted section only for the key that opens it, as its reader's alone", async () => {
    expect((await print(site, "path=partners")).status).toBe(404);
    for (const [query, headers] of [
      [`path=partners&hash=${credentials.partnersKey}`, {}],
      ["path=partners", { "x-rx-hash": credentials.partnersKey }],
      ["path=partners", { authorization: `Bearer ${credentials.partnersKey}` }],
    ] as const) {
      const printed = await print(site, query, headers);
      expect(printed.status).toBe(200);
      expect(printed.headers.get("cache-control")).toBe("private, no-store");
      expect(texts(printed.document, ".rx-print-page__title")).toEqual(["Title of p1"]);
    }
    // The partners' key opens its folder only.
    expect((await print(site, `path=secret&hash=${credentials.partnersKey}`)).status).toBe(404);
    const secret = await print(site, `path=secret&hash=${credentials.allKey}`);
    expect(texts(secret.document, ".rx-print-page__title")).toEqual(["Title of plan", "Title of more"]);
    expect(texts(secret.document, ".rx-print-toc__folder")).toEqual(["Folder deep"]);
    expect((await print(site, "path=partners&hash=not-a-key")).status).toBe(403);
  });

  it("prints a hidden folder for its view code, and never a page its reader could not open", async () => {
    expect((await print(site, "path=unlisted")).status).toBe(404);
    const hidden = await print(site, `path=unlisted&viewPath=${credentials.viewCode}`);
    expect(texts(hidden.document, ".rx-print-page__title")).toEqual(["Title of hid1", "Title of hid2"]);
    expect((await print(site, "path=wip")).status).toBe(404);
    expect((await print(site, "path=drafts-only")).status).toBe(404);
  });

  it("refuses an address without a page, or with a malformed version", async () => {
    const missing = await fetch(`${site.server.url}/print`);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toMatch(/^path: /);
    expect((await print(site, "path=guide&version=no%20such")).status).toBe(400);
    expect((await print(site, "path=nothing-here")).status).toBe(404);
  });
});
