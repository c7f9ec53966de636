// robots.txt: every page may be crawled but a share link's address (it carries a secret, and
// the page it opens is for its reader alone), the API and MCP, which are for programs; the
// sitemap lists what is public.
import { API_BASE_PATH, SHARE_QUERY } from "@rxdocs/contract";

/** MCP's address, which clients reach with a key; no page to crawl. */
const MCP_PATH = "/mcp";

export function robotsTxt(origin: string): string {
  const secretQueries = [SHARE_QUERY.hash, SHARE_QUERY.viewPath].flatMap((name) => [`/*?*${name}=`, `/*&${name}=`]);
  return [
    "User-agent: *",
    "Allow: /",
    ...secretQueries.map((pattern) => `Disallow: ${pattern}`),
    `Disallow: ${API_BASE_PATH}/`,
    `Disallow: ${MCP_PATH}`,
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
