// Files that pages link or embed, served over HTTP on both databases: public ones to anyone,
// with the headers that make them safe and cacheable; those of restricted and hidden pages only
// to a request that carries what unlocks one of those pages.
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueAccessKey, revokeKey } from "../../access/keyIssuer.js";
import { importContent } from "../../content/importContent.js";
import { readContentFolder } from "../../content/readFolder.js";
import { findMenu } from "../../storage/menus.js";
import { DATABASE_KINDS } from "../../test-support/databases.js";
import { writeFileTree } from "../../test-support/fileTree.js";
import { pngImage } from "../../test-support/images.js";
import { startTestSite, type TestSite, withKey } from "../../test-support/testServer.js";

const PUBLIC_PNG = pngImage(30, 20, [10, 20, 30]);
const SHARED_PNG = pngImage(5, 5, [1, 1, 1]);
const PRIVATE_PNG = pngImage(12, 12, [200, 0, 0]);
const HIDDEN_PNG = pngImage(13, 13, [0, 200, 0]);
const OLD_PNG = pngImage(14, 14, [9, 9, 90]);
const OLD_PRIVATE_PNG = pngImage(15, 15, [90, 9, 9]);
const LOGO_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
const DEMO_HTML = "<!doctype html><script>alert(1)</script>";

const sha256 = (bytes: string | Buffer) => createHash("sha256").update(bytes).digest("hex");
const address = (bytes: string | Buffer, extension: string) => `/files/${sha256(bytes)}.${extension}`;

function writeSite(root: string): void {
  writeFileTree(root, {
    "rxdocs.json": JSON.stringify({
      title: "Files",
      logo: "img/logo.svg",
      editUrl: "https://example.com/edit/{path}",
    }),
    "index.md": "# Home\n\n![shared](img/shared.png)",
    "guide/index.md": "# Guide\n\nThe guide's own page.",
    "guide/a.md": "# A\n\n![pic](../img/pic.png) [demo](../files/demo.html)",
    "secret/_category_.json": JSON.stringify({ code: "secret", visibility: "restricted" }),
    "secret/page.md": "# Secret\n\n![private](../img/private.png) ![shared](../img/shared.png)",
    "hidden/_category_.json": JSON.stringify({ code: "hidden", visibility: "hidden" }),
    "hidden/page.md": "# Hidden\n\n![hidden](../img/hidden.png)",
  });
  writeFileTree(root, {
    "img/logo.svg": LOGO_SVG,
    "files/demo.html": DEMO_HTML,
    "img/pic.png": PUBLIC_PNG,
    "img/shared.png": SHARED_PNG,
    "img/private.png": PRIVATE_PNG,
    "img/hidden.png": HIDDEN_PNG,
  });
}

describe.each(DATABASE_KINDS)("files on $name", (kind) => {
  let site: TestSite;
  let folder: string;
  let key: { id: string; key: string };
  let viewCode: string;
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${site.server.url}${path}`, { headers });

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), "rxdocs-files-"));
    writeSite(folder);
    const content = await readContentFolder(folder);
    expect(content.problems).toEqual([]);
    site = await startTestSite(kind, { content });
    key = await issueAccessKey(site.server.storage.db, { name: "secret", scope: ["secret"], expiresAt: null });
    viewCode = (await findMenu(site.server.storage.db, "hidden"))!.view_path_code!;
  });
  afterAll(async () => {
    await site.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it("serves a public page's image with its type, nosniff, a year of immutable caching and an ETag", async () => {
    const response = await get(address(PUBLIC_PNG, "png"));
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PUBLIC_PNG);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("etag")).toBe(`"${sha256(PUBLIC_PNG)}"`);
    const again = await get(address(PUBLIC_PNG, "png"), { "if-none-match": `"${sha256(PUBLIC_PNG)}"` });
    expect(again.status).toBe(304);
  });

  it("serves SVG so that no script in it can run, and other documents only as downloads", async () => {
    const logo = await get(address(LOGO_SVG, "svg"));
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toBe("image/svg+xml");
    expect(logo.headers.get("content-security-policy")).toMatch(/default-src 'none'.*sandbox/);
    const demo = await get(address(DEMO_HTML, "html"));
    expect(demo.headers.get("content-disposition")).toBe("attachment");
    expect(demo.headers.get("content-security-policy")).toMatch(/sandbox/);
  });

  it("answers 404 alike for an unknown hash, a malformed name and a file only locked pages use", async () => {
    for (const path of [
      `/files/${"0".repeat(64)}.png`,
      "/files/../../etc/passwd",
      "/files/abc.png",
      address(PRIVATE_PNG, "png"),
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it("serves a restricted page's file to its key, by header or by cookie, privately", async () => {
    const byHeader = await get(address(PRIVATE_PNG, "png"), withKey(key.key));
    expect(byHeader.status).toBe(200);
    expect(byHeader.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    const byCookie = await get(address(PRIVATE_PNG, "png"), { cookie: `rx_hash=${key.key}` });
    expect(byCookie.status).toBe(200);
    expect(Buffer.from(await byCookie.arrayBuffer())).toEqual(PRIVATE_PNG);
  });

  it("serves a file that a public page uses too to anyone, publicly", async () => {
    const response = await get(address(SHARED_PNG, "png"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^public/);
  });

  it("serves a hidden page's file to its view code only", async () => {
    expect((await get(address(HIDDEN_PNG, "png"), withKey(key.key))).status).toBe(404);
    expect((await get(address(HIDDEN_PNG, "png"), { cookie: `rx_view_path=${viewCode}` })).status).toBe(200);
  });

  it("keeps the file cookies in step with the access headers of each API call", async () => {
    const withSecret = await site.post("menuInfo/getAuthMenuTree", { isAuth: true }, withKey(key.key));
    const set = withSecret.headers.getSetCookie();
    expect(set).toEqual([expect.stringMatching(new RegExp(`^rx_hash=${key.key}; Path=/; HttpOnly; SameSite=Strict$`))]);

    const without = await site.post("menuInfo/getAuthMenuTree", {}, { cookie: `rx_hash=${key.key}` });
    expect(without.headers.getSetCookie()).toEqual([expect.stringMatching(/^rx_hash=; Max-Age=0; Path=\/;/)]);

    const same = await site.post(
      "menuInfo/getAuthMenuTree",
      { isAuth: true },
      { ...withKey(key.key), cookie: `rx_hash=${key.key}` },
    );
    expect(same.headers.getSetCookie()).toEqual([]);

    const invalid = await site.post(
      "menuInfo/getAuthMenuTree",
      { isAuth: true },
      { ...withKey("nonsense"), cookie: `rx_hash=${key.key}` },
    );
    expect(invalid.status).toBe(403);
    expect(invalid.headers.getSetCookie()).toEqual([expect.stringMatching(/^rx_hash=; Max-Age=0;/)]);
  });

  it("stops serving a restricted page's file to a key within seconds of its revocation", async () => {
    const revoked = await issueAccessKey(site.server.storage.db, { name: "short", scope: ["secret"], expiresAt: null });
    await expect.poll(async () => (await get(address(PRIVATE_PNG, "png"), withKey(revoked.key))).status).toBe(200);
    await revokeKey(site.server.storage.db, revoked.id);
    await expect.poll(async () => (await get(address(PRIVATE_PNG, "png"), withKey(revoked.key))).status).toBe(403);
  });

  it("tells the app the site's settings and home page", async () => {
    const { status, json } = await site.post("siteInfo/getSiteInfo", {});
    expect(status).toBe(200);
    expect(json.data).toEqual({
      title: "Files",
      description: "",
      logo: address(LOGO_SVG, "svg") + "#10x10",
      editUrl: "https://example.com/edit/{path}",
      feedback: true,
      offline: true,
      insight: { views: true, searches: true },
      lang: "en", // a site that names no language
      home: {
        title: "Home",
        articleMd: `# Home\n\n![shared](${address(SHARED_PNG, "png")}#5x5)`,
        hero: null,
        features: [],
      },
    });
    expect((await site.post("siteInfo/getSiteInfo", { extra: 1 })).status).toBe(400);
  });

  it("gives a folder with its own page as an article menu with children, and each page's file for the edit link", async () => {
    const { json } = await site.post("menuInfo/getAuthMenuTree", {});
    const guide = json.data.find((entry: { menuCode: string }) => entry.menuCode === "guide");
    expect(guide).toMatchObject({ menuType: 2, sourcePath: "guide/index.md" });
    expect(guide.childList).toEqual([expect.objectContaining({ menuCode: "guide-a", sourcePath: "guide/a.md" })]);
    const detail = await site.post("articleInfo/getDetailByMenuCode", { menuCode: "guide" });
    expect(detail.json.data.articleMd).toBe("# Guide\n\nThe guide's own page.");
  });

  it("serves the images of another version's pages to whoever may read them there", async () => {
    const older = join(folder, "older");
    writeFileTree(older, {
      "guide/a.md": "# A\n\n![old](../img/old.png)",
      "secret/_category_.json": JSON.stringify({ code: "secret", visibility: "restricted" }),
      "secret/page.md": "# Secret\n\n![old private](../img/old-private.png)",
    });
    writeFileTree(older, { "img/old.png": OLD_PNG, "img/old-private.png": OLD_PRIVATE_PNG });
    await importContent(site.server.storage.db, await readContentFolder(older), {
      slot: { version: "1.x", lang: "en" },
    });
    // An image's request names no version: the latest's pages do not use these.
    await expect.poll(async () => (await get(address(OLD_PNG, "png"))).status).toBe(200);
    expect((await get(address(OLD_PNG, "png"))).headers.get("cache-control")).toMatch(/^public/);
    expect((await get(address(OLD_PRIVATE_PNG, "png"))).status).toBe(404);
    const keyed = await get(address(OLD_PRIVATE_PNG, "png"), withKey(key.key));
    expect(keyed.status).toBe(200);
    expect(keyed.headers.get("cache-control")).toMatch(/^private/);
  });
});
