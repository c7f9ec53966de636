// The MCP Inspector's command line, as a developer would run it against the real server: it
// lists the tools and calls them, with and without a key, and reports a refused key clearly.
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { promisify } from "node:util";
import { INVALID_ACCESS_LINK_MESSAGE } from "@rxdocs/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../../test-support/databases.js";
import { fixtureCredentials } from "../../test-support/fixtureSite.js";
import { startTestSite, type TestSite } from "../../test-support/testServer.js";
import { mcpAddress } from "../../test-support/mcpClient.js";

const run = promisify(execFile);
const inspectorCli = createRequire(import.meta.url).resolve("@modelcontextprotocol/inspector-cli/build/cli.js");

/**
 * Runs the Inspector in CLI mode and parses what it prints. It names itself from the package.json
 * one folder above its working directory, so it runs from its own build folder.
 */
async function inspect(site: TestSite, args: string[], headers: string[] = []): Promise<any> {
  const headerArgs = headers.flatMap((header) => ["--header", header]);
  const { stdout } = await run(
    process.execPath,
    [inspectorCli, "--cli", mcpAddress(site).href, "--transport", "http", ...headerArgs, ...args],
    { cwd: dirname(inspectorCli), timeout: 30_000 },
  );
  return JSON.parse(stdout);
}

// Each call starts two Node processes, slow on a busy machine.
describe.each(DATABASE_KINDS)(
  "the MCP Inspector's command line against the server on $name",
  { timeout: 90_000 },
  (kind) => {
    let site: TestSite;
    let allKey: string;

    beforeAll(async () => {
      site = await startTestSite(kind);
      ({ allKey } = await fixtureCredentials(site.server.storage.db));
    });
    afterAll(() => site.stop());

    it("lists the three tools", async () => {
      const listed = await inspect(site, ["--method", "tools/list"]);
      expect(listed.tools.map((tool: { name: string }) => tool.name).sort()).toEqual([
        "list_pages",
        "read_page",
        "search_docs",
      ]);
    });

    it("calls search_docs and read_page without a key: public pages only", async () => {
      const found = await inspect(site, [
        "--method",
        "tools/call",
        "--tool-name",
        "search_docs",
        "--tool-arg",
        "query=Body",
        "limit=50",
      ]);
      const codes = found.structuredContent.hits.map((hit: { menuCode: string }) => hit.menuCode).sort();
      expect(codes).toEqual(["intro", "setup", "top"]);
      const closed = await inspect(site, [
        "--method",
        "tools/call",
        "--tool-name",
        "read_page",
        "--tool-arg",
        "path=plan",
      ]);
      expect(closed).toEqual({ content: [{ type: "text", text: "No page plan here" }], isError: true });
    });

    it("calls them with a key: the restricted pages too", async () => {
      const auth = [`Authorization: Bearer ${allKey}`];
      const found = await inspect(
        site,
        ["--method", "tools/call", "--tool-name", "search_docs", "--tool-arg", "query=Body"],
        auth,
      );
      expect(found.structuredContent.hits.map((hit: { menuCode: string }) => hit.menuCode)).toContain("plan");
      const page = await inspect(
        site,
        ["--method", "tools/call", "--tool-name", "read_page", "--tool-arg", "path=plan"],
        auth,
      );
      expect(page.content[0].text).toContain("Body of plan.");
      const resources = await inspect(site, ["--method", "resources/list"], auth);
      expect(resources.resources.map((resource: { uri: string }) => resource.uri)).toContain("rxdocs://page/plan");
    });

    it("fails with the access module's message for a key that opens nothing", async () => {
      const refused = inspect(site, ["--method", "tools/list"], ["Authorization: Bearer not-a-key"]);
      await expect(refused).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining(INVALID_ACCESS_LINK_MESSAGE),
      });
    });
  },
);
