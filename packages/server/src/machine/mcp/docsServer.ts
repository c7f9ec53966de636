// The MCP server of one request: named after the site, holding the tools and resources that read
// through the request's scope. Built per request, as a stateless server is, so nothing one
// caller's credentials open can be reached by another's.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { DEFAULT_SITE } from "../../presenters/site.js";
import { SERVER_VERSION } from "../../serverVersion.js";
import type { McpScope } from "./mcpScope.js";
import { registerPageResources } from "./pageResources.js";
import { registerPageTools } from "./pageTools.js";
import { registerSearchTool } from "./searchTool.js";

export function createDocsServer(scope: McpScope): McpServer {
  const title = scope.view.catalog.settings.title ?? DEFAULT_SITE.title;
  const server = new McpServer(
    { name: title, title, version: SERVER_VERSION },
    {
      instructions:
        `The documentation of ${title}, as far as this connection may read it. search_docs finds pages, ` +
        "read_page reads one as Markdown by its code, list_pages shows the tree; each page is also the " +
        "resource rxdocs://page/<code>.",
    },
  );
  registerSearchTool(server, scope);
  registerPageTools(server, scope);
  registerPageResources(server, scope);
  return server;
}
