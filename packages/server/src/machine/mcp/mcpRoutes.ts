// POST /mcp: the site as an MCP server over Streamable HTTP, stateless (as the SDK's
// simpleStatelessStreamableHttp example): each request gets its own server and transport, built
// on the view its credentials open, so access is decided once per request by the access module
// and no state outlives it. A stateless server has no stream to offer on GET nor a session to
// end on DELETE, and says so (405), as the transport's specification asks.
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { MachineContext } from "../machineContext.js";
import { createDocsServer } from "./docsServer.js";
import {
  acceptJsonRpcBodies,
  JSON_RPC_ERRORS,
  MALFORMED_JSON,
  NOT_JSON,
  requestIdOf,
  sendJsonRpcError,
} from "./jsonRpcBodies.js";
import { failureOf, type McpScope, openScope } from "./mcpScope.js";

export const MCP_PATH = "/mcp";

export async function mcpRoutes(app: FastifyInstance, context: MachineContext): Promise<void> {
  acceptJsonRpcBodies(app);

  app.post(MCP_PATH, async (request, reply) => {
    if (request.body === NOT_JSON) {
      return sendJsonRpcError(
        reply,
        415,
        JSON_RPC_ERRORS.server,
        "Unsupported Media Type: Content-Type must be application/json",
      );
    }
    if (request.body === MALFORMED_JSON) {
      return sendJsonRpcError(
        reply,
        400,
        JSON_RPC_ERRORS.parse,
        "Parse error: the body is not valid JSON, or holds a __proto__ or constructor.prototype key",
      );
    }
    let scope: McpScope;
    try {
      scope = await openScope(context, request);
    } catch (error) {
      const failure = failureOf(error, request.log);
      return sendJsonRpcError(reply, failure.statusCode, JSON_RPC_ERRORS.server, failure.message, {
        id: requestIdOf(request.body),
        headers: failure.headers,
      });
    }
    await answerWithServer(scope, request, reply);
  });

  app.route({
    method: ["GET", "DELETE", "PUT", "PATCH"],
    url: MCP_PATH,
    handler: (_request, reply) =>
      sendJsonRpcError(
        reply,
        405,
        JSON_RPC_ERRORS.server,
        "Method not allowed: this MCP server is stateless; send each JSON-RPC message with POST",
        { headers: { allow: "POST" } },
      ),
  });
}

async function answerWithServer(scope: McpScope, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const server = createDocsServer(scope);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  reply.raw.on("close", () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  // The answer depends on the credentials: no shared cache may keep it.
  reply.raw.setHeader("cache-control", "no-store");
  reply.hijack();
  try {
    await transport.handleRequest(request.raw, reply.raw, request.body);
  } catch (error) {
    const failure = failureOf(error, request.log);
    if (reply.raw.headersSent) return void reply.raw.destroy();
    const body = { jsonrpc: "2.0", error: { code: JSON_RPC_ERRORS.internal, message: failure.message }, id: null };
    reply.raw.writeHead(failure.statusCode, { "content-type": "application/json" }).end(JSON.stringify(body));
  }
}
