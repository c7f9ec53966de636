// The channels for readers that are machines: language models (llms.txt, pages as Markdown,
// MCP), search engines and link previews, and feed readers. (Old addresses of moved pages are
// answered where an address finds no route: see errorHandling.)
import type { FastifyInstance } from "fastify";
import { feedRoutes } from "./feeds/feedRoutes.js";
import type { MachineContext } from "./machineContext.js";
import { markdownRoutes } from "./markdown/markdownRoutes.js";
import { mcpRoutes } from "./mcp/mcpRoutes.js";
import { seoRoutes } from "./seo/seoRoutes.js";

export async function machineRoutes(app: FastifyInstance, context: MachineContext): Promise<void> {
  await app.register(markdownRoutes, context);
  await app.register(mcpRoutes, context);
  await app.register(seoRoutes, context);
  await app.register(feedRoutes, context);
}
