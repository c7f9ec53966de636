// Starts the real server on a free port over a test database holding the fixture site.
import { existsSync, mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { API_BASE_PATH, ACCESS_HEADERS } from "@rxdocs/contract";
import { BUNDLED_WEB_ROOT } from "../config.js";
import { importContent } from "../content/importContent.js";
import type { FolderContent } from "../content/model.js";
import { serverEntryOf } from "../prerender/serverEntry.js";
import { type RunningServer, type ServerOptions, startServer } from "../server.js";
import type { DatabaseKind, TestDatabase } from "./databases.js";
import { fixtureContent } from "./fixtureSite.js";

export interface TestSite {
  server: RunningServer;
  database: TestDatabase;
  webRoot: string;
  post(
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; json: any; headers: Headers }>;
  stop(): Promise<void>;
}

/** A stand-in for the built web app: an entry page and one hashed asset. */
export function fakeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), "rxdocs-web-"));
  mkdirSync(join(root, "assets"));
  writeFileSync(
    join(root, "index.html"),
    '<!doctype html><html><head><title>rxdocs</title></head><body><div id="app"></div></body></html>',
  );
  writeFileSync(join(root, "assets", "index-abc123.js"), `console.log(${JSON.stringify("x".repeat(4000))});`);
  // Stand-ins for what the build's precompression writes; the server must send these bytes as they are.
  writeFileSync(join(root, "assets", "index-abc123.js.br"), "precompressed-br");
  writeFileSync(join(root, "assets", "index-abc123.js.gz"), "precompressed-gz");
  writeFileSync(join(root, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  return root;
}

export async function startTestSite(
  kind: DatabaseKind,
  options: { content?: FolderContent; server?: Partial<ServerOptions> } = {},
): Promise<TestSite> {
  const database = await kind.create();
  const webRoot = fakeWebRoot();
  const server = await startServer(testServerOptions(database, { web: { root: webRoot }, ...options.server }));
  await importContent(server.storage.db, options.content ?? fixtureContent());
  return {
    server,
    database,
    webRoot,
    async post(path, body, headers = {}) {
      const response = await fetch(`${server.url}${API_BASE_PATH}/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, json: text ? JSON.parse(text) : undefined, headers: response.headers };
    },
    async stop() {
      await server.close();
      await database.drop();
    },
  };
}

export const withKey = (key: string) => ({ [ACCESS_HEADERS.hash]: key });
export const withViewCode = (code: string) => ({ [ACCESS_HEADERS.viewPathCode]: code });

/** The real server with the reader app's build (first pages rendered), over a database of the test's. */
export async function startBuiltAppServer(
  database: TestDatabase,
  options: Partial<ServerOptions> = {},
): Promise<RunningServer> {
  if (!existsSync(serverEntryOf(BUNDLED_WEB_ROOT))) throw new Error("Build the web app first: npm run build");
  return startServer(testServerOptions(database, { web: { root: BUNDLED_WEB_ROOT }, ...options }));
}

/** A server on a free loopback port that sees changes within 50 ms, over the test's database. */
function testServerOptions(database: TestDatabase, options: Partial<ServerOptions> & Pick<ServerOptions, "web">) {
  return {
    databaseUrl: database.url,
    port: 0,
    host: "127.0.0.1",
    versionCheckMs: 50,
    // Tests present invalid links on purpose; the limiter has its own test.
    invalidLinkLimits: { maxFailures: 1000, windowMs: 60_000 },
    // And send answers and counts faster than readers do; those limiters have their own tests.
    feedbackLimits: { max: 1_000_000, windowMs: 60_000 },
    countLimits: { max: 1_000_000, windowMs: 60_000 },
    ...options,
  };
}
