// Pages as Markdown through the real server, on both databases: /view.md and /view asked for
// text/markdown answer exactly what the request's share link, headers or bearer key open.
import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CatalogSource } from "../../catalog/catalogSource.js";
import type { AccessGrant } from "../../catalog/grant.js";
import { BUNDLED_WEB_ROOT } from "../../config.js";
import { serverEntryOf } from "../../prerender/serverEntry.js";
import { DATABASE_KINDS } from "../../test-support/databases.js";
import { type FixtureCredentials, fixtureContent, fixtureCredentials } from "../../test-support/fixtureSite.js";
import { startTestSite, type TestSite, withKey, withViewCode } from "../../test-support/testServer.js";
import { pageMarkdown } from "./pageMarkdown.js";

const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,*/*;q=0.8";

interface Answer {
  status: number;
  text: string;
  headers: Headers;
}

function markdownContent() {
  const content = fixtureContent();
  const setup = content.articles.find((article) => article.menuCode === "setup")!;
  setup.articleMd = "# Title of setup\n\nFirst read [the intro](/view?path=intro).\n\n```sh\nnpm start\n```\n";
  return content;
}

async function get(site: TestSite, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${site.server.url}${path}`, { headers });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

function varyOf(answer: Answer): string[] {
  return (answer.headers.get("vary") ?? "").split(",").map((name) => name.trim().toLowerCase());
}

describe.each(DATABASE_KINDS)("pages as Markdown on $name", (kind) => {
  let site: TestSite;
  let unbuilt: TestSite;
  let credentials: FixtureCredentials;

  beforeAll(async () => {
    if (!existsSync(serverEntryOf(BUNDLED_WEB_ROOT))) throw new Error("Build the web app first: npm run build");
    site = await startTestSite(kind, { content: markdownContent(), server: { web: { root: BUNDLED_WEB_ROOT } } });
    unbuilt = await startTestSite(kind, { content: markdownContent() });
    credentials = await fixtureCredentials(site.server.storage.db);
  });
  afterAll(async () => {
    await site?.stop();
    await unbuilt?.stop();
  });

  it("sends a public page as Markdown, kept publicly for a minute under an ETag", async () => {
    const answer = await get(site, "/view.md?path=setup");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=60");
    expect(answer.headers.get("x-robots-tag")).toBeNull();
    expect(answer.text).toBe(
      `# Title of setup\n\nFirst read [the intro](${site.server.url}/view?path=intro).\n\n\`\`\`sh\nnpm start\n\`\`\`\n`,
    );
    expect(varyOf(answer)).toEqual(expect.arrayContaining(["accept-encoding", "authorization", "x-rx-hash"]));
    const etag = answer.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"/);
    const again = await get(site, "/view.md?path=setup", { "if-none-match": etag });
    expect(again.status).toBe(304);
  });

  it("gives a page's tab group after its body", async () => {
    const answer = await get(site, "/view.md?path=intro");
    expect(answer.text).toBe("# Title of intro\n\nBody of intro.\n\n**npm**\n\nnpm i\n");
  });

  it("answers a hidden page as a page that never was, and opens it with its view code", async () => {
    const never = await get(site, "/view.md?path=no-such-page");
    expect(never.status).toBe(404);
    expect(JSON.parse(never.text)).toMatchObject({ code: 404 });
    for (const path of ["/view.md?path=hid1", "/view.md?path=wip", "/view.md?path=plan"]) {
      const hidden = await get(site, path);
      expect([hidden.status, hidden.text, hidden.headers.get("content-type")], path).toEqual([
        never.status,
        never.text,
        never.headers.get("content-type"),
      ]);
      expect(hidden.headers.get("cache-control")).toBe("no-store");
    }
    const byLink = await get(site, `/view.md?path=hid2&viewPath=${credentials.viewCode}`);
    expect(byLink.status).toBe(200);
    expect(byLink.text).toBe("# Title of hid2\n\nBody of hid2.\n");
    expect(byLink.headers.get("cache-control")).toBe("private, no-cache");
    expect(byLink.headers.get("x-robots-tag")).toBe("noindex");
    const byHeader = await get(site, "/view.md?path=hid1", withViewCode(credentials.viewCode));
    expect(byHeader.status).toBe(200);
  });

  it("opens a restricted page for a key sent as a bearer, a header or the link's hash", async () => {
    for (const headers of [{ authorization: `Bearer ${credentials.allKey}` }, withKey(credentials.allKey)]) {
      const answer = await get(site, "/view.md?path=more", headers);
      expect(answer.status).toBe(200);
      expect(answer.text).toBe("# Title of more\n\nBody of more.\n");
      expect(answer.headers.get("cache-control")).toBe("private, no-cache");
    }
    const byHash = await get(site, `/view.md?path=plan&hash=${credentials.allKey}`);
    expect([byHash.status, byHash.headers.get("cache-control")]).toEqual([200, "private, no-cache"]);
    // A key opens what its scope holds, and nothing else.
    const partners = { authorization: `Bearer ${credentials.partnersKey}` };
    expect((await get(site, "/view.md?path=p1", partners)).status).toBe(200);
    expect((await get(site, "/view.md?path=plan", partners)).status).toBe(404);
  });

  it("refuses a key or view code that opens nothing with 403, never answering as if none were sent", async () => {
    for (const [path, headers] of [
      ["/view.md?path=setup", { authorization: "Bearer not-a-key" }],
      ["/view.md?path=setup&hash=not-a-key", {}],
      ["/view.md?path=setup&viewPath=not-a-code", {}],
    ] as const) {
      const answer = await get(site, path, headers);
      expect(answer.status, path).toBe(403);
      expect(JSON.parse(answer.text)).toMatchObject({ code: 403 });
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("refuses a malformed version or language, or no page at all, with a 400 naming it", async () => {
    const version = await get(site, "/view.md?path=setup&version=../../x");
    expect([version.status, JSON.parse(version.text).message]).toEqual([400, expect.stringMatching(/^version:/)]);
    const lang = await get(site, "/view.md?path=setup&lang=not%20a%20tag");
    expect([lang.status, JSON.parse(lang.text).message]).toEqual([400, expect.stringMatching(/^lang:/)]);
    const noPath = await get(site, "/view.md");
    expect([noPath.status, JSON.parse(noPath.text).message]).toEqual([400, expect.stringMatching(/^path:/)]);
  });

  it("sends /view as Markdown to a reader who prefers it, HTML to others, and always varies on Accept", async () => {
    const markdown = await get(site, "/view?path=setup", { accept: "text/markdown" });
    expect(markdown.status).toBe(200);
    expect(markdown.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(markdown.text).toBe((await get(site, "/view.md?path=setup")).text);
    expect(varyOf(markdown)).toContain("accept");
    const preferred = await get(site, "/view?path=setup", { accept: "text/html;q=0.5, text/markdown" });
    expect(preferred.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    const html = await get(site, "/view?path=setup", { accept: BROWSER_ACCEPT });
    expect(html.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(varyOf(html)).toContain("accept");
    // A page out of view stays out of view, whatever the form asked for.
    const restricted = await get(site, "/view?path=plan", { accept: "text/markdown" });
    expect(restricted.status).toBe(404);
    const opened = await get(site, "/view?path=plan", { accept: "text/markdown", ...withKey(credentials.allKey) });
    expect([opened.status, opened.headers.get("cache-control")]).toEqual([200, "private, no-cache"]);
  });

  it("names the page's Markdown on every /view page, in a Link header and in the head, without secrets", async () => {
    for (const server of [site, unbuilt]) {
      const page = await get(server, "/view?path=setup");
      const own = `${server.server.url}/view.md?path=setup`;
      expect(page.headers.get("link")).toBe(`<${own}>; rel="alternate"; type="text/markdown"`);
      expect(page.text).toContain(`<link rel="alternate" type="text/markdown" href="${own}">`);
    }
    const shared = await get(site, `/view?path=hid1&viewPath=${credentials.viewCode}&timestamp=1`);
    expect(shared.headers.get("link")).toBe(
      `<${site.server.url}/view.md?path=hid1>; rel="alternate"; type="text/markdown"`,
    );
    expect(shared.text).toContain(`href="${site.server.url}/view.md?path=hid1"`);
    expect(shared.text).not.toContain(`view.md?path=hid1&amp;viewPath`);
    const home = await get(site, "/");
    expect(home.headers.get("link")).toBeNull();
    expect(home.text).not.toContain('type="text/markdown"');
  });

  it("reads nothing for a page its view does not open, whoever calls it", async () => {
    const { db } = unbuilt.server.storage;
    const catalog = await new CatalogSource(db, 1000).current();
    const viewOf = (grant: AccessGrant) => ({ catalog, grant, visible: catalog.visible(grant) });
    const context = { db, serverEntry: Promise.resolve(undefined) };
    const origin = "https://docs.example";
    expect(await pageMarkdown(context, viewOf({}), "plan", origin)).toBeUndefined();
    expect(await pageMarkdown(context, viewOf({}), "wip", origin)).toBeUndefined();
    const keyed = viewOf({ key: { id: "k", scope: [] } });
    expect(await pageMarkdown(context, keyed, "plan", origin)).toBe("# Title of plan\n\nBody of plan.\n");
  });

  it("sends the stored Markdown under the page's title when the app is not built", async () => {
    const answer = await get(unbuilt, "/view.md?path=setup");
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(
      "# Title of setup\n\nFirst read [the intro](/view?path=intro).\n\n```sh\nnpm start\n```\n",
    );
    const viaView = await get(unbuilt, "/view?path=intro", { accept: "text/markdown" });
    expect(viaView.text).toBe("# Title of intro\n\nBody of intro.\n\n**npm**\n\nnpm i\n");
  });
});
