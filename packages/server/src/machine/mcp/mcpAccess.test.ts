// What each credential opens through /mcp, read with the SDK's own client: the tools, the
// resources and the tree show the pages the grant may read, and the words of the others never.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { INVALID_ACCESS_LINK_MESSAGE } from "@rxdocs/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../test-support/databases.js";
import { fixtureCredentials, type FixtureCredentials } from "../../test-support/fixtureSite.js";
import { startTestSite, type TestSite, withKey, withViewCode } from "../../test-support/testServer.js";
import { SERVER_VERSION } from "../../serverVersion.js";
import { bearer, callTool, type Connection, connectMcp, withMcp } from "../../test-support/mcpClient.js";

const PUBLIC = ["intro", "setup", "top"];
const RESTRICTED = ["plan", "more", "p1"];
const HIDDEN = ["hid1", "hid2"];
const DRAFTS = ["wip", "draft-only"];
const FOLDERS_BEHIND_GATES = ["Folder secret", "Folder partners", "Folder unlisted", "Folder inner"];

/** Everything a client can learn through the server, as one text to look for words in. */
async function everythingSeen(client: Client): Promise<{ text: string; readable: string[] }> {
  const seen: unknown[] = [];
  const keep = <T>(value: T): T => (seen.push(value), value);
  keep(await client.listTools());
  keep(await callTool(client, "list_pages", {}));
  for (const query of ["Body", "Title", "plan", "hid1", "more", "p1", "wip"]) {
    keep(await callTool(client, "search_docs", { query, limit: 50 }));
  }
  const { resources } = keep(await client.listResources());
  const readable: string[] = [];
  for (const code of [...PUBLIC, ...RESTRICTED, ...HIDDEN, ...DRAFTS]) {
    const page = keep(await callTool(client, "read_page", { path: code }));
    if (!page.isError) readable.push(code);
  }
  for (const resource of resources) keep(await client.readResource({ uri: resource.uri }));
  return { text: JSON.stringify(seen), readable };
}

function expectOnly(seen: { text: string; readable: string[] }, open: string[]): void {
  expect(seen.readable.sort()).toEqual([...open].sort());
  for (const code of [...PUBLIC, ...RESTRICTED, ...HIDDEN, ...DRAFTS]) {
    const words = [`Title of ${code}`, `Body of ${code}`];
    for (const word of words) {
      if (open.includes(code)) expect(seen.text).toContain(word);
      else expect(seen.text).not.toContain(word);
    }
  }
}

describe.each(DATABASE_KINDS)("MCP access on $name", (kind) => {
  let site: TestSite;
  let credentials: FixtureCredentials;

  beforeAll(async () => {
    site = await startTestSite(kind);
    credentials = await fixtureCredentials(site.server.storage.db);
  });
  afterAll(() => site.stop());

  it("names itself after the site and offers its three tools, a page template and the pages", async () => {
    await withMcp(site, {}, async (client) => {
      expect(client.getServerVersion()).toMatchObject({ name: "rxdocs", version: SERVER_VERSION });
      expect(SERVER_VERSION).toMatch(/^\d+\.\d+\.\d+/);
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(["list_pages", "read_page", "search_docs"]);
      const search = tools.find((tool) => tool.name === "search_docs")!;
      expect(search.inputSchema.required).toEqual(["query"]);
      expect(search.inputSchema.properties).toMatchObject({
        limit: { type: "integer", minimum: 1, maximum: 50, default: 10 },
      });
      const { resourceTemplates } = await client.listResourceTemplates();
      expect(resourceTemplates).toEqual([
        expect.objectContaining({ name: "page", uriTemplate: "rxdocs://page/{code}", mimeType: "text/markdown" }),
      ]);
    });
  });

  it("without a credential, opens the public pages only, and the others' words appear nowhere", async () => {
    const seen = await withMcp(site, {}, everythingSeen);
    expectOnly(seen, PUBLIC);
    for (const name of FOLDERS_BEHIND_GATES) expect(seen.text).not.toContain(name);
  });

  it("a key to every restricted menu opens them, not the hidden ones", async () => {
    const seen = await withMcp(site, { headers: bearer(credentials.allKey) }, everythingSeen);
    expectOnly(seen, [...PUBLIC, ...RESTRICTED]);
    expect(seen.text).not.toContain("Folder unlisted");
  });

  it("a scoped key, in the address's query, opens its own folder only", async () => {
    const seen = await withMcp(site, { query: { hash: credentials.partnersKey } }, everythingSeen);
    expectOnly(seen, [...PUBLIC, "p1"]);
    expect(seen.text).not.toContain("Folder secret");
  });

  it.each<[string, (code: string) => Connection]>([
    ["the access header", (code) => ({ headers: withViewCode(code) })],
    ["the address's query", (code) => ({ query: { viewPath: code } })],
  ])("a view code in %s opens the hidden folder, not the restricted ones", async (_how, connection) => {
    const seen = await withMcp(site, connection(credentials.viewCode), everythingSeen);
    expectOnly(seen, [...PUBLIC, ...HIDDEN]);
  });

  it("the key in the access header opens what the bearer key opens", async () => {
    const seen = await withMcp(site, { headers: withKey(credentials.partnersKey) }, everythingSeen);
    expectOnly(seen, [...PUBLIC, "p1"]);
  });

  it.each<[string, Connection]>([
    ["a bearer key", { headers: bearer("not-a-key") }],
    ["a key in the query", { query: { hash: "not-a-key" } }],
    ["a view code", { headers: withViewCode("not-a-code") }],
  ])("%s that opens nothing is refused with the access module's message", async (_how, connection) => {
    const refused = connectMcp(site, connection);
    await expect(refused).rejects.toThrow(INVALID_ACCESS_LINK_MESSAGE);
    await expect(refused).rejects.toMatchObject({ code: 403 });
  });

  it("answers an unknown page and a closed one alike, as a tool error and as a resource error", async () => {
    await withMcp(site, {}, async (client) => {
      for (const code of ["plan", "hid1", "wip", "nope"]) {
        const page = await callTool(client, "read_page", { path: code });
        expect(page).toEqual({ content: [{ type: "text", text: `No page ${code} here` }], isError: true });
        await expect(client.readResource({ uri: `rxdocs://page/${code}` })).rejects.toThrow(`No page ${code} here`);
      }
    });
  });
});
