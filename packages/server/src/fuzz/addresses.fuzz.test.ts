// GET of any address, as a browser, a crawler or an attacker may ask it: first pages with any
// query, built assets and stored files by paths that try to climb out (`..`, `%2e%2e`, `%2f`,
// backslashes, overlong UTF-8), on the real server with the built reader app, over SQLite and
// PostgreSQL. Never a 5xx; a 200 is only ever a file the server serves (a built asset, a public
// stored file) or an entry page, and restricted or hidden words appear only for the secret that
// opens them.
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueAccessKey } from "../access/keyIssuer.js";
import { BUNDLED_WEB_ROOT } from "../config.js";
import { readContentFolder } from "../content/readFolder.js";
import { serverEntryOf } from "../prerender/serverEntry.js";
import { findMenu } from "../storage/menus.js";
import { DATABASE_KINDS } from "../test-support/databases.js";
import { writeFileTree } from "../test-support/fileTree.js";
import { CaseTally } from "../test-support/fuzz/caseTally.js";
import { expectClearAnswer } from "../test-support/fuzz/clearAnswer.js";
import { hostileText } from "../test-support/fuzz/hostileValues.js";
import { rawRequest } from "../test-support/fuzz/rawHttp.js";
import { pngImage } from "../test-support/images.js";
import { startTestSite, type TestSite } from "../test-support/testServer.js";

const PUBLIC_PNG = pngImage(4, 4, [10, 20, 30]);
const RESTRICTED_PNG = pngImage(5, 5, [200, 0, 0]);
const HIDDEN_PNG = pngImage(6, 6, [0, 200, 0]);
/** Words only the restricted and the hidden page hold. */
const RESTRICTED_WORD = "zephyrine";
const HIDDEN_WORD = "quasarite";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

function writeSite(root: string): void {
  writeFileTree(root, {
    "index.md": "# Home\n\n![logo](img/public.png)\n",
    "guide/intro.md": "---\ncode: intro\n---\n\n# Intro\n\nPublic words.\n\n![pic](../img/public.png)\n",
    "secret/_category_.json": JSON.stringify({ code: "secret", visibility: "restricted" }),
    "secret/plan.md": `---\ncode: plan\n---\n\n# Plan\n\nThe ${RESTRICTED_WORD} protocol.\n\n![](../img/restricted.png)\n`,
    "unlisted/_category_.json": JSON.stringify({ code: "unlisted", visibility: "hidden" }),
    "unlisted/hid1.md": `---\ncode: hid1\n---\n\n# Hidden\n\nThe ${HIDDEN_WORD} beacon.\n\n![](../img/hidden.png)\n`,
    "img/public.png": PUBLIC_PNG,
    "img/restricted.png": RESTRICTED_PNG,
    "img/hidden.png": HIDDEN_PNG,
  });
}

/** The SHA-256 of every file under `root`: all a 200 from /main/ may ever be. */
function hashesUnder(root: string, hashes = new Set<string>()): Set<string> {
  for (const name of readdirSync(root)) {
    const path = join(root, name);
    if (statSync(path).isDirectory()) hashesUnder(path, hashes);
    else hashes.add(sha256(readFileSync(path)));
  }
  return hashes;
}

/** Paths that try to leave the folder the server serves, written every way a server may decode. */
const CLIMBS = [
  "..",
  "../..",
  "%2e%2e",
  "%2E%2E",
  ".%2e",
  "%2e%2e%2f%2e%2e",
  "..%2f..",
  "..%5c..",
  "..\\..",
  "%252e%252e",
  "%c0%ae%c0%ae",
  "....//....",
  "..;",
  "%00",
  "%2f",
  "//",
  ".",
];
const TARGETS = ["etc/passwd", "package.json", "src/main.tsx", "../server/package.json", "index.html", "favicon.svg"];

/** A few names of built files, as the app's pages link them. */
function someAssets(): string[] {
  const assets = readdirSync(join(BUNDLED_WEB_ROOT, "assets")).filter((name) => !name.includes("KaTeX"));
  return ["favicon.svg", "index.html", ...assets.slice(0, 6).map((name) => `assets/${name}`)];
}

/** A path to a served file (as `files` names them), or one that starts where files are and climbs, raw or encoded. */
function hostilePath(files: readonly string[]): fc.Arbitrary<string> {
  const segment = fc.oneof(
    fc.constantFrom(...CLIMBS),
    fc.constantFrom(...TARGETS),
    fc.constantFrom("assets", "main", "files", "view", "api", ...files.map((file) => file.split("/").at(-1)!)),
    hostileText(40).map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ""))),
    // Raw bytes above 0x7f and characters a URL may not hold unencoded.
    fc.constantFrom("\xe9", "\xff\xfe", " ", '"', "<>", "{}", "|", "^", "`"),
  );
  const start = fc.constantFrom("/", "/main/", "/main/assets/", "/files/", "//", "/main//", "/index.html/");
  return fc.oneof(
    // A file the server does serve, asked for plainly or by a detour that stays inside.
    fc.tuple(fc.constantFrom(...files), fc.constantFrom(...DETOURS)).map(([file, detour]) => detour(file)),
    fc
      .tuple(start, fc.array(segment, { minLength: 1, maxLength: 8 }), fc.boolean())
      .map(([from, segments, slash]) => `${from}${segments.join("/")}${slash ? "/" : ""}`),
  );
}

/** Ways to write the address of a served file that still lead to it, or to nothing. */
const DETOURS: ((path: string) => string)[] = [
  (path) => path,
  (path) => `${path}?x=1`,
  (path) => path.replace(/^\/(\w+)\//, "/$1/./"),
  (path) => path.replace(/^\/(\w+)\//, "/$1/x/../"),
  (path) => path.replace(/^\/(\w+)\//, "/$1//"),
  (path) => path.replace(/^\/(\w+)\//, "/$1/x/%2e%2e/"),
  (path) => path.replace(/\.(\w+)$/, "%2e$1"),
  (path) => `${path}/`,
  (path) => `${path}%00`,
];

/** A first page's address: `/` or `/view` with any query, share-link secrets included ("KEY", "VIEW"). */
const firstPageAddress: fc.Arbitrary<{ path: string; query: [string, string][] }> = fc.record({
  path: fc.constantFrom("/", "/view", "/view", "/?", "/view/", "/VIEW", "/view;x"),
  query: fc.array(
    fc.tuple(
      fc.constantFrom("path", "path", "hash", "viewPath", "timestamp", "version", "lang", "__proto__", "path[]", "x"),
      fc.oneof(
        fc.constantFrom("intro", "plan", "hid1", "secret", "unlisted", "1.x", "en", "zh-CN", "", "1700000000000"),
        fc.constantFrom("KEY", "VIEW"),
        hostileText(60).map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ""))),
        fc.constantFrom("%", "%zz", "%00", "a+b", "&", "=", "[]", "%E2%80%AE"),
      ),
    ),
    { maxLength: 6 },
  ),
});

describe.each(DATABASE_KINDS)("fuzz addresses ($name)", (kind) => {
  let site: TestSite;
  let port: number;
  let folder: string;
  let key: string;
  let viewCode: string;
  let servedHashes = new Set<string>();
  let publicFile: string;
  let restrictedFile: string;
  const tally = new CaseTally(`fuzz addresses (${kind.name})`, ["5xx", "entry pages", "files served"]);

  beforeAll(async () => {
    if (!existsSync(serverEntryOf(BUNDLED_WEB_ROOT))) throw new Error("Build the web app first: npm run build");
    folder = mkdtempSync(join(tmpdir(), "rxdocs-fuzz-addresses-"));
    writeSite(folder);
    const content = await readContentFolder(folder);
    expect(content.problems).toEqual([]);
    site = await startTestSite(kind, { content, server: { web: { root: BUNDLED_WEB_ROOT } } });
    port = Number(new URL(site.server.url).port);
    const { db } = site.server.storage;
    key = (await issueAccessKey(db, { name: "all", scope: [], expiresAt: null })).key;
    viewCode = (await findMenu(db, "unlisted"))!.view_path_code!;
    publicFile = `${sha256(PUBLIC_PNG)}.png`;
    restrictedFile = `${sha256(RESTRICTED_PNG)}.png`;
  });
  afterAll(async () => {
    tally.print();
    await site?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  /** Whether the bytes are a built asset or the public image (the build may have been redone meanwhile). */
  function isServedFile(bytes: Buffer): boolean {
    const hash = sha256(bytes);
    if (!servedHashes.has(hash)) servedHashes = hashesUnder(BUNDLED_WEB_ROOT).add(sha256(PUBLIC_PNG));
    return servedHashes.has(hash);
  }

  it("answers first pages with any query with the page or a clear 4xx, private words only for their secret", async () => {
    await fc.assert(
      fc.asyncProperty(firstPageAddress, fc.constantFrom("GET", "GET", "HEAD"), async ({ path, query }, method) => {
        const secretOf = (value: string) => (value === "KEY" ? key : value === "VIEW" ? viewCode : value);
        const search = query.map(([name, value]) => `${name}=${secretOf(value)}`).join("&");
        const target = search ? `${path}${path.endsWith("?") ? "" : "?"}${search}` : path;
        const answer = await rawRequest(port, { method, target });
        tally.count(answer.status >= 500 ? "5xx" : undefined);
        expectClearAnswer(answer, `${method} ${target}`, method);
        if (answer.status !== 200 || method === "HEAD") return;
        const html = answer.body.toString("utf8");
        expect(answer.headers.get("content-type"), target).toMatch(/^text\/html/);
        expect(html, target).toContain('<div id="app">');
        // The restricted and the hidden words show only to the address that carries their secret.
        if (html.includes(RESTRICTED_WORD)) expect(target).toContain(key);
        if (html.includes(HIDDEN_WORD)) expect(target).toContain(viewCode);
        tally.add("entry pages");
      }),
      { numRuns: 800 },
    );
  });

  it("answers assets and files by any path with a clear 4xx, or with a file the server serves", async () => {
    const files = [
      `/files/${publicFile}`,
      `/files/${restrictedFile}`,
      ...someAssets().map((asset) => `/main/${asset}`),
    ];
    await fc.assert(
      fc.asyncProperty(hostilePath(files), fc.constantFrom("GET", "GET", "HEAD"), async (target, method) => {
        const answer = await rawRequest(port, { method, target });
        tally.count(answer.status >= 500 ? "5xx" : undefined);
        expectClearAnswer(answer, `${method} ${target}`, method);
        if (answer.status !== 200 || method === "HEAD") return;
        if (answer.headers.get("content-type")?.startsWith("text/html")) {
          // The entry page, which the server sends for `/` and for /main/index.html.
          expect(answer.body.toString("utf8"), target).toContain('<div id="app">');
          return;
        }
        // Anything else is a file: a built asset or the public image, byte for byte; never the restricted one.
        expect(isServedFile(answer.body), `${target} answered bytes the server does not serve`).toBe(true);
        tally.add("files served");
      }),
      { numRuns: 1000 },
    );
  });

  it("still serves the public image, and the restricted one only with the key", async () => {
    const open = await rawRequest(port, { method: "GET", target: `/files/${publicFile}` });
    expect(open.status).toBe(200);
    expect(open.body.equals(PUBLIC_PNG)).toBe(true);
    const closed = await rawRequest(port, { method: "GET", target: `/files/${restrictedFile}` });
    expect(closed.status).toBe(404);
    const unlocked = await rawRequest(port, {
      method: "GET",
      target: `/files/${restrictedFile}`,
      headers: [["cookie", `rx_hash=${key}`]],
    });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.equals(RESTRICTED_PNG)).toBe(true);
  });
});
