// search_docs: the site's own search, over what the scope's view may read and nothing more. It is
// the call the API's search makes (searchArticles with the catalog's search target), so that the
// hits and their order are the reader's.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { SEARCH_KEYWORD_MAX_LENGTH, SEARCH_PAGE_SIZE_MAX, type SearchHit } from "@rxdocs/contract";
import { z } from "zod";
import { unseenArticles } from "../../routes/articleInfo/unseenArticles.js";
import { searchArticles } from "../../search/searchArticles.js";
import { pageAddress } from "../pageAddress.js";
import { type McpScope, toolAnswer } from "./mcpScope.js";
import { slotArguments } from "./slotArguments.js";

export const SEARCH_LIMIT_DEFAULT = 10;

const foundHitSchema = z.object({
  title: z.string().describe("The page's title."),
  heading: z.string().nullable().describe("The heading of the section that matched; null for the page's top."),
  snippet: z.string().describe("A passage around the match, the matched words in **bold**."),
  url: z.string().describe("The page as Markdown."),
  menuCode: z.string().describe("The page's code: what read_page takes as `path`."),
});
type FoundHit = z.infer<typeof foundHitSchema>;

export function registerSearchTool(server: McpServer, scope: McpScope): void {
  server.registerTool(
    "search_docs",
    {
      title: "Search the docs",
      description:
        "Full-text search of the documentation pages this connection may read. Returns, best first, each " +
        "matching section: page title, section heading, a snippet with the matches in **bold**, the page's " +
        "Markdown address and its code for read_page.",
      inputSchema: {
        query: z.string().trim().min(1).max(SEARCH_KEYWORD_MAX_LENGTH).describe("What to look for."),
        limit: z
          .int()
          .min(1)
          .max(SEARCH_PAGE_SIZE_MAX)
          .default(SEARCH_LIMIT_DEFAULT)
          .describe(`How many hits at most; ${SEARCH_LIMIT_DEFAULT} without it.`),
        ...slotArguments,
      },
      outputSchema: {
        query: z.string(),
        hits: z.array(foundHitSchema),
        suggestion: z.string().optional().describe("With no hits: a near spelling that has some."),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ query, limit, version, lang }) =>
      toolAnswer(scope, async () => {
        const view = await scope.viewFor({ version, lang });
        const { catalog, visible } = view;
        const answer = await searchArticles(scope.context.db, {
          keyword: query,
          pageSize: limit,
          ...catalog.searchTarget(visible.articles, unseenArticles(catalog, visible)),
        });
        const hits = answer.hits.map((hit): FoundHit => ({
          title: hit.articleTitle,
          heading: hit.heading?.text ?? null,
          snippet: snippetText(hit.snippet),
          url: pageAddress(catalog, scope.origin, hit.menuCode, { markdown: true }),
          menuCode: hit.menuCode,
        }));
        const found = { query, hits, ...(answer.suggestion ? { suggestion: answer.suggestion } : {}) };
        return { content: [{ type: "text", text: foundText(found) }], structuredContent: found };
      }),
  );
}

function snippetText(parts: SearchHit["snippet"]): string {
  return parts.map((part) => (part.match ? `**${part.text}**` : part.text)).join("");
}

function foundText({ query, hits, suggestion }: { query: string; hits: FoundHit[]; suggestion?: string }): string {
  if (hits.length === 0) {
    return `No results for "${query}".${suggestion ? ` Did you mean "${suggestion}"?` : ""}`;
  }
  const lines = hits.map((hit, i) => {
    const where = hit.heading ? `${hit.title} › ${hit.heading}` : hit.title;
    return `${i + 1}. ${where}\n   ${hit.url} (menuCode: ${hit.menuCode})\n   ${hit.snippet}`;
  });
  return `${hits.length} result${hits.length === 1 ? "" : "s"} for "${query}":\n\n${lines.join("\n\n")}`;
}
