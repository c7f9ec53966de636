// Every page the scope's view may read is a resource `rxdocs://page/<code>`, listed a page at a
// time by resources/list and read by resources/read. The address names the page alone: the
// version, language and credentials are the connection's, as for the tools, so the same code is
// the same resource whatever host or proxy the site is reached through. A page's web address, by
// which it may be cited, is in its description.
import { type McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
import {
  ErrorCode,
  ListResourcesRequestSchema,
  type ListResourcesResult,
  McpError,
} from "@modelcontextprotocol/sdk/types.js";
import { pageMarkdown } from "../markdown/pageMarkdown.js";
import { pageAddress } from "../pageAddress.js";
import type { McpScope } from "./mcpScope.js";
import { noPageMessage } from "./pageTools.js";
import { pageTree, readableEntries } from "./pageTree.js";

export const PAGE_URI_TEMPLATE = "rxdocs://page/{code}";
/** Resources in one answer of resources/list; a site of thousands of pages is listed in several. */
export const RESOURCES_PER_LIST = 100;
const MARKDOWN = "text/markdown";
/** The error MCP names for a resource that is not there. */
const RESOURCE_NOT_FOUND = -32002;

export const pageUri = (code: string) => `rxdocs://page/${encodeURIComponent(code)}`;

export function registerPageResources(server: McpServer, scope: McpScope): void {
  const template = new ResourceTemplate(PAGE_URI_TEMPLATE, {
    // resources/list is answered below, a page at a time, which the template's list cannot do.
    list: undefined,
    complete: {
      code: (value) => readableCodes(scope).filter((code) => code.startsWith(value)),
    },
  });
  server.registerResource(
    "page",
    template,
    {
      title: "A page of the docs",
      description: "A documentation page as Markdown, by its code (`menuCode`).",
      mimeType: MARKDOWN,
    },
    async (uri, { code }) => {
      const menuCode = decodeURIComponent(String(code));
      const text = await pageMarkdown(scope.context, scope.view, menuCode, scope.origin);
      if (text === undefined) throw new McpError(RESOURCE_NOT_FOUND, noPageMessage(menuCode));
      return { contents: [{ uri: uri.href, mimeType: MARKDOWN, text }] };
    },
  );
  server.server.setRequestHandler(ListResourcesRequestSchema, (request) => listPages(scope, request.params?.cursor));
}

function listPages(scope: McpScope, cursor: string | undefined): ListResourcesResult {
  const start = cursor === undefined ? 0 : offsetOf(cursor);
  const entries = readableEntries(pageTree(scope.view, scope.origin));
  const end = start + RESOURCES_PER_LIST;
  const resources = entries.slice(start, end).map((entry) => ({
    uri: pageUri(entry.code),
    name: entry.title,
    title: entry.title,
    mimeType: MARKDOWN,
    description: `On the web: ${pageAddress(scope.view.catalog, scope.origin, entry.code)}`,
  }));
  return { resources, ...(end < entries.length ? { nextCursor: cursorOf(end) } : {}) };
}

function readableCodes(scope: McpScope): string[] {
  return readableEntries(pageTree(scope.view, scope.origin)).map((entry) => entry.code);
}

function cursorOf(offset: number): string {
  return Buffer.from(`pages:${offset}`).toString("base64url");
}

function offsetOf(cursor: string): number {
  const match = /^pages:(\d{1,9})$/.exec(Buffer.from(cursor, "base64url").toString());
  if (!match) throw new McpError(ErrorCode.InvalidParams, "cursor: is not one that resources/list gave");
  return Number(match[1]);
}
