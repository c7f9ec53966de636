// Bodies at /mcp are JSON-RPC, and so are the answers to what goes wrong before the MCP server
// sees them: a client must read a parse error or a refused key as JSON-RPC, not as the API's
// envelope. Registered inside the MCP routes' own context, so the rest of the app keeps its parsers.
import type { FastifyInstance, FastifyReply } from "fastify";

/** A body that is not JSON, or holds a key that could pollute a prototype. */
export const MALFORMED_JSON = Symbol("malformed JSON");
/** A body of another media type than JSON. */
export const NOT_JSON = Symbol("not JSON");

export const JSON_RPC_ERRORS = {
  parse: -32700,
  /** The range JSON-RPC leaves to servers: refusals of the request as a whole. */
  server: -32000,
  internal: -32603,
} as const;

type JsonRpcId = string | number | null;

/** Hands the route the parsed JSON, or a marker it answers with a JSON-RPC error. */
export function acceptJsonRpcBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    parseJson(request, String(body), (error, value) => done(null, error ? MALFORMED_JSON : value));
  });
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, _body, done) => done(null, NOT_JSON));
}

export function sendJsonRpcError(
  reply: FastifyReply,
  status: number,
  code: number,
  message: string,
  options: { id?: JsonRpcId; headers?: Record<string, string> } = {},
): FastifyReply {
  return reply
    .code(status)
    .headers({ "cache-control": "no-store", ...options.headers })
    .type("application/json; charset=utf-8")
    .send({ jsonrpc: "2.0", error: { code, message }, id: options.id ?? null });
}

/** The id of a single request, so that its refusal answers it; null for a batch or a notification. */
export function requestIdOf(body: unknown): JsonRpcId {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const id = (body as { id?: unknown }).id;
  return typeof id === "string" || typeof id === "number" ? id : null;
}
