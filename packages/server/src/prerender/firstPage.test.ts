// First pages against the real build of the reader app (npm test builds it first): the
// article is in the markup and the data beside it, within exactly what the address opens.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { FALLBACK_MESSAGES_EN, PAGE_DATA_ELEMENT_ID, type PageData, UI_MESSAGES_EN } from "@rxdocs/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueAccessKey, revokeKey } from "../access/keyIssuer.js";
import { BUNDLED_WEB_ROOT } from "../config.js";
import { findMenu } from "../storage/menus.js";
import { DATABASE_KINDS } from "../test-support/databases.js";
import { fixtureContent } from "../test-support/fixtureSite.js";
import { startTestSite, type TestSite } from "../test-support/testServer.js";
import { serverEntryOf } from "./serverEntry.js";

interface FetchedPage {
  status: number;
  html: string;
  headers: Headers;
  /** The markup inside the app's root element. */
  app: string;
  data?: PageData;
}

const BREAKOUT = "</script><script>alert(1)</script><!--";
const PAGE_DATA = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`, "s");

describe.each(DATABASE_KINDS)("first pages on $name", (kind) => {
  let site: TestSite;
  let key: string;
  let viewCode: string;

  beforeAll(async () => {
    if (!existsSync(serverEntryOf(BUNDLED_WEB_ROOT))) throw new Error("Build the web app first: npm run build");
    const content = fixtureContent();
    content.articles.find((article) => article.menuCode === "setup")!.articleMd = `Ends here ${BREAKOUT}`;
    content.site.settings.lang = "fr";
    site = await startTestSite(kind, { content, server: { web: { root: BUNDLED_WEB_ROOT } } });
    const { db } = site.server.storage;
    key = (await issueAccessKey(db, { name: "secret", scope: ["secret"], expiresAt: null })).key;
    viewCode = (await findMenu(db, "unlisted"))!.view_path_code!;
  });
  afterAll(async () => site?.stop());

  async function fetchPage(path: string, headers: Record<string, string> = {}): Promise<FetchedPage> {
    const response = await fetch(`${site.server.url}${path}`, { headers });
    const html = await response.text();
    const app = /<div id="app">(.*?)<\/div>(?:<script|\s*<\/body>)/s.exec(html)?.[1] ?? "";
    const json = PAGE_DATA.exec(html)?.[1];
    return {
      status: response.status,
      html,
      headers: response.headers,
      app,
      data: json ? (JSON.parse(json) as PageData) : undefined,
    };
  }

  it("renders a public article into the page, with its title, its route's files and the data it came from", async () => {
    const page = await fetchPage("/view?path=intro");
    expect(page.status).toBe(200);
    expect(page.html).toContain("<title>Title of intro · rxdocs</title>");
    expect(page.html).toMatch(/^<!doctype html>\s*<html lang="fr">/i);
    expect(page.app).toContain('<h1 id="rx-article-title">Title of intro</h1>');
    expect(page.app).toContain("Body of intro.");
    expect(page.app).toContain('role="tab"');
    expectToPaintAtOnce(page.html);
    expect(page.data?.article).toMatchObject({ menuCode: "intro", articleTitle: "Title of intro", status: 1 });
    expect(page.app).toContain("Folder guide");
    expect(page.app).not.toContain("Folder secret");
    expect(page.headers.get("cache-control")).toBe("no-cache");
  });

  it("renders the home page with the public sections", async () => {
    const page = await fetchPage("/");
    expect(page.app).toContain('<h2 id="rx-home-sections">Sections</h2>');
    expect(page.app).toContain("Folder guide");
    expect(page.app).not.toContain("Folder secret");
    // The site comes with every first page; a folder without rxdocs.json or a home page has defaults
    // (but for the language this test gives it).
    expect(page.data).toEqual({
      site: {
        title: "rxdocs",
        description: "",
        logo: null,
        editUrl: null,
        feedback: true,
        offline: true,
        insight: { views: true, searches: true },
        lang: "fr",
        home: null,
      },
      // A site of one version in one language: the app offers no switcher.
      versions: {
        versions: [{ name: "current", label: "current" }],
        languages: [{ lang: "fr", label: "Français" }],
        latest: "current",
        defaultLang: "fr",
        version: "current",
        lang: "fr",
      },
    });
    expectToPaintAtOnce(page.html);
  });

  it("never renders what the address does not open: restricted, hidden, draft and missing pages come unrendered", async () => {
    for (const path of ["/view?path=plan", "/view?path=hid1", "/view?path=wip", "/view?path=nope", "/view"]) {
      const page = await fetchPage(path);
      expect(page.status, path).toBe(200);
      expect(page.app, path).toBe("");
      expect(page.data, path).toBeUndefined();
      expect(page.html, path).not.toContain("Body of");
      // Nor is it for search engines, whatever the app then shows.
      expect(page.html, path).toContain('<meta name="robots" content="noindex">');
      expect(page.headers.get("x-robots-tag"), path).toBe("noindex");
    }
    const home = await fetchPage("/");
    expect(home.app).not.toMatch(/secret|unlisted|plan|hid1|wip/);
  });

  it("renders a restricted article for its key link, and the hidden one for its view link, privately", async () => {
    const restricted = await fetchPage(`/view?path=plan&hash=${encodeURIComponent(key)}&timestamp=1`);
    expect(restricted.app).toContain("Body of plan.");
    expect(restricted.app).toContain("Folder secret");
    expect(restricted.headers.get("cache-control")).toBe("private, no-cache");
    expect(restricted.html).not.toContain(key);

    const hidden = await fetchPage(`/view?path=hid1&viewPath=${encodeURIComponent(viewCode)}&timestamp=1`);
    expect(hidden.app).toContain("Body of hid1.");
    expect(hidden.app).toContain("Folder unlisted");
    expect(hidden.app).not.toContain("Folder secret");
  });

  it("gives a window of its own to every page but those anyone may open at their address", async () => {
    const opener = async (path: string) => (await fetchPage(path)).headers.get("cross-origin-opener-policy");
    // Public pages are the same for every reader: a new process for them would only slow a first view.
    expect(await opener("/")).toBeNull();
    expect(await opener("/view?path=intro")).toBeNull();
    // What a link opens, or what the app may open with a link kept in the browser, is kept from other windows.
    expect(await opener(`/view?path=plan&hash=${encodeURIComponent(key)}&timestamp=1`)).toBe("same-origin");
    expect(await opener(`/view?path=hid1&viewPath=${encodeURIComponent(viewCode)}&timestamp=1`)).toBe("same-origin");
    expect(await opener("/view?path=plan")).toBe("same-origin");
    expect(await opener("/view?path=intro&hash=not-a-key&timestamp=1")).toBe("same-origin");
  });

  it("leaves an invalid or revoked link to the app to explain, rendering nothing", async () => {
    const invalid = await fetchPage("/view?path=intro&hash=not-a-key&timestamp=1");
    expect(invalid.status).toBe(200);
    expect(invalid.app).toBe("");

    const revocable = await issueAccessKey(site.server.storage.db, { name: "r", scope: [], expiresAt: null });
    const link = `/view?path=plan&hash=${encodeURIComponent(revocable.key)}&timestamp=1`;
    // A new key is honoured at once: an unknown one is looked for in a catalog checked after it came.
    expect((await fetchPage(link)).app).toContain("Body of plan.");
    await revokeKey(site.server.storage.db, revocable.id);
    await expect.poll(async () => (await fetchPage(link)).app, { timeout: 5000 }).toBe("");
  });

  it("keeps an article's text from closing the data's script element", async () => {
    const page = await fetchPage("/view?path=setup");
    expect(page.data?.article?.articleMd).toBe(`Ends here ${BREAKOUT}`);
    expect(page.html).not.toContain("<script>alert(1)</script>");
  });

  it("gives article details their rendering, sanitized, with the outline and the tab group", async () => {
    const { json } = await site.post("articleInfo/getDetailByMenuCode", { menuCode: "intro" });
    expect(json.data.rendered.html).toContain("<p>Body of intro.</p>");
    expect(json.data.rendered.html).not.toContain("<h1");
    expect(json.data.rendered.tabs).toEqual([{ label: "npm", html: "<p>npm i</p>\n" }]);
    const { json: setup } = await site.post("articleInfo/getDetailByMenuCode", { menuCode: "setup" });
    expect(setup.data.rendered.html).not.toContain("<script");
    expect(setup.data.articleMd).toContain("<script>alert(1)</script>");
  });

  it("lets exactly the page's own inline scripts run, by their hashes", async () => {
    const page = await fetchPage("/view?path=intro");
    const inline = [...page.html.matchAll(/<script(?: data-rx-[\w-]+="[^"]*")*>([\s\S]*?)<\/script>/g)].map(
      ([, body]) => body!,
    );
    expect(inline).toHaveLength(2); // the theme, and the controls that work before the app has started
    const hashes = inline.map((body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
    const scriptSources = /script-src ([^;]*)/.exec(page.headers.get("content-security-policy") ?? "")?.[1];
    expect(scriptSources).toBe(`'self' ${hashes.join(" ")}`);
  });

  it("writes in the words the controls' script falls back on, and not the interface's whole catalogue", async () => {
    const page = await fetchPage("/view?path=intro");
    const controls = /<script data-rx-app=[^>]*>([\s\S]*?)<\/script>/.exec(page.html)?.[1] ?? "";
    expect(controls).toContain(FALLBACK_MESSAGES_EN["code.copied"]);
    // Every first page parses this script before its body: a message no early control shows stays out.
    expect(controls).not.toContain(UI_MESSAGES_EN["untranslated.notice"]);
  });

  it("sends a first page compressed, as the client accepts", async () => {
    const response = await fetch(`${site.server.url}/view?path=intro`, { headers: { "accept-encoding": "br" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(await response.text()).toContain("Body of intro.");
  });
});

/**
 * The page has its styles written in, and starts the app's code only from its inline script,
 * after the first paint: the entry, and with it the chunks it needs to start the app.
 */
function expectToPaintAtOnce(html: string): void {
  expect(html).toMatch(/<style>[^]*?\.rx-topbar[^]*?<\/style>/);
  expect(html).not.toContain('rel="stylesheet"');
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).not.toContain('type="module"');
  const [, preloads] =
    /<script data-rx-app="\/main\/assets\/index-[^"]+\.js" data-rx-app-preloads="([^"]*)">/.exec(html) ?? [];
  for (const chunk of ["app", "main"]) {
    expect(preloads?.split(" ")).toContainEqual(
      expect.stringMatching(new RegExp(`^/main/assets/${chunk}-[\\w-]+\\.js$`)),
    );
  }
}
