// /mcp as HTTP: what a client that speaks the transport by hand gets for each kind of request,
// and resources/list a page at a time on a site of many pages.
import { INVALID_ACCESS_LINK_MESSAGE } from "@rxdocs/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyContent, type FolderContent } from "../../content/model.js";
import { DATABASE_KINDS } from "../../test-support/databases.js";
import { startTestSite, type TestSite } from "../../test-support/testServer.js";
import { callTool, connectMcp, mcpAddress, textOf, withMcp } from "../../test-support/mcpClient.js";
import { RESOURCES_PER_LIST } from "./pageResources.js";

const ACCEPT = "application/json, text/event-stream";
const initialize = (id: number) => ({
  jsonrpc: "2.0",
  id,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "by-hand", version: "1" } },
});

async function post(
  site: TestSite,
  body: string,
  headers: Record<string, string> = {},
  query = {},
): Promise<{ status: number; headers: Headers; json: any }> {
  const response = await fetch(mcpAddress(site, query), {
    method: "POST",
    headers: { "content-type": "application/json", accept: ACCEPT, ...headers },
    body,
  });
  return { status: response.status, headers: response.headers, json: await response.json() };
}

/** A site of many public pages, one folder of them, and a link to the home page. */
function manyPages(count: number): FolderContent {
  const content = emptyContent();
  content.menus.push({
    menuCode: "home",
    menuName: "Home",
    menuType: 2,
    parentCode: null,
    sort: 1,
    visibility: "public",
    sourcePath: "home",
    link: "/",
  });
  content.menus.push({
    menuCode: "all",
    menuName: "All",
    menuType: 1,
    parentCode: null,
    sort: 0,
    visibility: "public",
    sourcePath: "all",
  });
  for (let i = 0; i < count; i += 1) {
    const menuCode = `page-${String(i).padStart(3, "0")}`;
    content.menus.push({
      menuCode,
      menuName: menuCode,
      menuType: 2,
      parentCode: "all",
      sort: i,
      visibility: "public",
      sourcePath: `all/${menuCode}.md`,
    });
    content.articles.push({
      menuCode,
      articleTitle: `Page ${i}`,
      articleMd: `Page ${i}.\n`,
      articleTabContent: null,
      status: 1,
    });
  }
  return content;
}

describe.each(DATABASE_KINDS)("/mcp over HTTP on $name", (kind) => {
  let site: TestSite;

  beforeAll(async () => {
    site = await startTestSite(kind);
  });
  afterAll(() => site.stop());

  it("answers a request in JSON, without a session, and keeps no copy in caches", async () => {
    const { status, headers, json } = await post(site, JSON.stringify(initialize(7)));
    expect(status).toBe(200);
    expect(headers.get("mcp-session-id")).toBeNull();
    expect(headers.get("cache-control")).toBe("no-store");
    expect(json).toMatchObject({ jsonrpc: "2.0", id: 7, result: { serverInfo: { name: "rxdocs" } } });
  });

  it.each(["GET", "DELETE", "PUT"])(
    "answers %s with 405 and a JSON-RPC error, as a stateless server",
    async (method) => {
      const response = await fetch(mcpAddress(site), { method, headers: { accept: "text/event-stream" } });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
      expect(await response.json()).toEqual({
        jsonrpc: "2.0",
        error: { code: -32000, message: expect.stringContaining("Method not allowed") },
        id: null,
      });
    },
  );

  it.each(["{", "", '{"__proto__": {"x": 1}}'])(
    "answers the malformed body %j with a JSON-RPC parse error",
    async (body) => {
      const { status, json } = await post(site, body);
      expect(status).toBe(400);
      expect(json).toEqual({
        jsonrpc: "2.0",
        error: { code: -32700, message: expect.stringContaining("Parse error") },
        id: null,
      });
    },
  );

  it("answers a body that is valid JSON but no JSON-RPC message with the transport's parse error", async () => {
    const { status, json } = await post(site, JSON.stringify({ hello: "world" }));
    expect(status).toBe(400);
    expect(json.error).toMatchObject({ code: -32700, message: "Parse error: Invalid JSON-RPC message" });
  });

  it("answers another media type with 415 and a JSON-RPC error", async () => {
    const { status, json } = await post(site, "hello", { "content-type": "text/plain" });
    expect(status).toBe(415);
    expect(json.error.message).toContain("Content-Type must be application/json");
  });

  it("refuses a key that opens nothing with 403 and the access module's message, answering the request's id", async () => {
    const { status, json } = await post(site, JSON.stringify(initialize(3)), {
      authorization: "Bearer nothing-at-all",
    });
    expect(status).toBe(403);
    expect(json).toEqual({ jsonrpc: "2.0", error: { code: -32000, message: INVALID_ACCESS_LINK_MESSAGE }, id: 3 });
  });

  it("refuses a malformed version or language in the address with 400 naming it", async () => {
    const version = await post(site, JSON.stringify(initialize(1)), {}, { version: "no/such" });
    expect(version.status).toBe(400);
    expect(version.json.error.message).toBe("version: is not a version name");
    const lang = await post(site, JSON.stringify(initialize(1)), { "x-rx-lang": "not a tag" });
    expect(lang.status).toBe(400);
    expect(lang.json.error.message).toBe("lang: is not a language tag");
    const unknown = await post(site, JSON.stringify(initialize(1)), {}, { version: "9.x" });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toBe("This site has no version 9.x");
  });
});

describe.each(DATABASE_KINDS)("resources/list of a large site on $name", (kind) => {
  const count = RESOURCES_PER_LIST + 30;
  let site: TestSite;

  beforeAll(async () => {
    site = await startTestSite(kind, { content: manyPages(count) });
  });
  afterAll(() => site.stop());

  it("lists every page once, a page of resources at a time, in the tree's order", async () => {
    const client = await connectMcp(site);
    try {
      const first = await client.listResources();
      expect(first.resources).toHaveLength(RESOURCES_PER_LIST);
      expect(first.nextCursor).toEqual(expect.any(String));
      const second = await client.listResources({ cursor: first.nextCursor! });
      expect(second.nextCursor).toBeUndefined();
      const names = [...first.resources, ...second.resources].map((resource) => resource.name);
      expect(names).toEqual(Array.from({ length: count }, (_, i) => `Page ${i}`));
      await expect(client.listResources({ cursor: "not-ours" })).rejects.toThrow("cursor: is not one");
    } finally {
      await client.close();
    }
  });

  it("list_pages gives a link its absolute address", async () => {
    await withMcp(site, {}, async (client) => {
      const listed = await callTool(client, "list_pages", {});
      const { entries } = listed.structuredContent as { entries: { code: string }[] };
      expect(entries.find((entry) => entry.code === "home")).toEqual({
        code: "home",
        title: "Home",
        kind: "link",
        link: `${site.server.url.replace(/\/$/, "")}/`,
        children: [],
      });
      expect(textOf(listed)).toContain(`- [Home](${site.server.url.replace(/\/$/, "")}/)`);
    });
  });
});
