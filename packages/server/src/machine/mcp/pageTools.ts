// read_page and list_pages: one page as Markdown, and the tree of pages, as the scope's view
// opens them. A page the view may not read answers exactly as one that does not exist, so that
// a tool call never tells which codes are behind a gate.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { MENU_CODE_PATTERN } from "@rxdocs/contract";
import { z } from "zod";
import { DEFAULT_SITE } from "../../presenters/site.js";
import { pageMarkdown } from "../markdown/pageMarkdown.js";
import { type McpScope, toolAnswer, toolError } from "./mcpScope.js";
import { pageTree, pageTreeEntrySchema, pageTreeMarkdown } from "./pageTree.js";
import { slotArguments } from "./slotArguments.js";

/** What a page that is not there, or not open to the caller, is called. */
export const noPageMessage = (code: string) => `No page ${code} here`;

export function registerPageTools(server: McpServer, scope: McpScope): void {
  server.registerTool(
    "read_page",
    {
      title: "Read a page",
      description: "One documentation page as Markdown, by its code (from search_docs or list_pages).",
      inputSchema: {
        path: z.string().regex(MENU_CODE_PATTERN, "is not a page code").describe("The page's code (`menuCode`)."),
        ...slotArguments,
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ path, version, lang }) =>
      toolAnswer(scope, async () => {
        const view = await scope.viewFor({ version, lang });
        const markdown = await pageMarkdown(scope.context, view, path, scope.origin);
        if (markdown === undefined) return toolError(noPageMessage(path));
        return { content: [{ type: "text", text: markdown }] };
      }),
  );

  server.registerTool(
    "list_pages",
    {
      title: "List the pages",
      description:
        "The documentation's tree as this connection may read it: sections, folders, pages with their codes " +
        "(for read_page) and titles, and links.",
      inputSchema: slotArguments,
      outputSchema: {
        site: z.string(),
        version: z.string(),
        lang: z.string(),
        entries: z.array(pageTreeEntrySchema),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ version, lang }) =>
      toolAnswer(scope, async () => {
        const view = await scope.viewFor({ version, lang });
        const { settings, slot } = view.catalog;
        const tree = {
          site: settings.title ?? DEFAULT_SITE.title,
          version: slot.version,
          lang: slot.lang,
          entries: pageTree(view, scope.origin),
        };
        const heading = `# ${tree.site}: pages (version ${tree.version}, language ${tree.lang})`;
        const body = pageTreeMarkdown(tree.entries) || "No pages here.";
        return { content: [{ type: "text", text: `${heading}\n\n${body}\n` }], structuredContent: tree };
      }),
  );
}
