// For the tests: the SDK's own client connected to a running site's /mcp, as assistants connect.
// It names the site by its address alone, so that the server's build never reaches test code.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { MCP_PATH } from "../machine/mcp/mcpRoutes.js";

export interface Connection {
  /** Headers on every request, as `requestInit.headers`. */
  headers?: Record<string, string>;
  /** The /mcp address's query, as a share link's. */
  query?: Record<string, string>;
}

/** A running site, as startTestSite gives it. */
export interface RunningSite {
  server: { url: string };
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

export function mcpAddress(site: RunningSite, query: Record<string, string> = {}): URL {
  const address = new URL(MCP_PATH, site.server.url);
  for (const [name, value] of Object.entries(query)) address.searchParams.set(name, value);
  return address;
}

export async function connectMcp(site: RunningSite, connection: Connection = {}): Promise<Client> {
  const client = new Client({ name: "rxdocs-test", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(mcpAddress(site, connection.query), {
    requestInit: { headers: connection.headers ?? {} },
  });
  await client.connect(transport);
  return client;
}

/** Connects, runs `use`, and closes the client whatever happens. */
export async function withMcp<T>(
  site: RunningSite,
  connection: Connection,
  use: (client: Client) => Promise<T>,
): Promise<T> {
  const client = await connectMcp(site, connection);
  try {
    return await use(client);
  } finally {
    await client.close();
  }
}

export async function callTool(client: Client, name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

/** The text content of a tool's answer. */
export function textOf(result: CallToolResult): string {
  return result.content.map((part) => (part.type === "text" ? part.text : "")).join("\n");
}
