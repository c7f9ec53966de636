// Every error leaves as the API envelope, with the same number as HTTP status and `code`.
import { type IncomingMessage, maxHeaderSize, type ServerResponse, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { MAX_BODY_BYTES } from "@rxdocs/contract";
import { failure } from "../http/envelope.js";
import { ApiError, DatabaseUnavailableError } from "../http/errors.js";
import { isDatabaseUnreachable } from "../storage/databaseErrors.js";

/** Messages for the errors Fastify raises itself while reading a request. */
const FRAMEWORK_MESSAGES: Record<string, (error: FastifyError) => string> = {
  // Fastify's parser says only that it failed, and it fails for a key that could pollute an object's
  // prototype as well (the JSON itself may be valid): the message names both.
  FST_ERR_CTP_INVALID_JSON_BODY: () =>
    "Request body is not valid JSON, or it holds a __proto__ or constructor.prototype key, which no call takes",
  FST_ERR_CTP_EMPTY_JSON_BODY: () => "Request body is empty; send a JSON object",
  FST_ERR_CTP_BODY_TOO_LARGE: () => `Request body is larger than ${MAX_BODY_BYTES} bytes`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => "Content-Type must be application/json",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => "Content-Length does not match the body",
};

export interface ErrorHandlingOptions {
  /** Answers an address no route takes when it has moved (a 301), and says whether it did. */
  answerMovedAddress?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
}

export const errorHandling = fp(async (app: FastifyInstance, options: ErrorHandlingOptions) => {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (isDatabaseUnreachable(error)) {
      // Not a fault of this server: /readyz reports it and the pool reconnects by itself.
      request.log.warn({ err: error }, "database not reachable");
      error = DatabaseUnavailableError();
    }
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).headers(error.headers).send(failure(error.statusCode, error.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.code(500).send(failure(500, "Internal server error; the request was not completed"));
    }
    // JSON.parse errors carry no code; Fastify marks them with statusCode 400.
    const describe =
      FRAMEWORK_MESSAGES[error.code] ??
      (error instanceof SyntaxError ? FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY : undefined);
    return reply.code(status).send(failure(status, describe ? describe(error) : error.message));
  });

  // Node refuses an Expect header other than 100-continue itself, with a bare 417, unless asked to.
  app.server.on("checkExpectation", (request: IncomingMessage, response: ServerResponse) => {
    const expectation = String(request.headers.expect);
    const body = JSON.stringify(failure(417, `Expect: ${expectation} is not something this server does; leave it out`));
    response
      .writeHead(417, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(body) })
      .end(body);
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (await options.answerMovedAddress?.(request, reply)) return reply;
    const message = request.url.startsWith("/api/")
      ? `Unknown API call: ${request.method} ${request.url.split("?")[0]} (every call is a POST)`
      : `Not found: ${request.url.split("?")[0]}`;
    return reply.code(404).send(failure(404, message));
  });
});

/**
 * Requests Node cannot parse (a header too large, a byte HTTP does not allow, an unknown
 * method) are refused before Fastify sees them, by its default handler with a body of its own
 * ("Client Error"). This one answers them in the envelope too, saying what was wrong.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, message] = describeClientError(error);
  if (socket.writable) {
    const body = JSON.stringify(failure(status, message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

function describeClientError(error: Error & { code?: string }): [status: number, message: string] {
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") return [408, "The request took too long to arrive; send it again"];
  if (error.code === "HPE_HEADER_OVERFLOW") {
    return [431, `Request headers are larger than ${maxHeaderSize} bytes in all; send shorter ones`];
  }
  // llhttp says what it could not read: "Parse Error: Invalid header value char".
  return [400, `The request is not well-formed HTTP (${error.message.replace(/^Parse Error: /, "")})`];
}

/** Messages for the addresses Fastify's router refuses before any route or hook runs. */
const ADDRESS_MESSAGES: Record<string, (path: string) => string> = {
  FST_ERR_BAD_URL: (path) => `Not a valid address: ${path} holds a %-escape that is not UTF-8 text`,
  FST_ERR_MAX_PARAM_LENGTH: (path) => `Not a valid address: a part of ${path} is longer than any this server has`,
};

/** The router's own refusals, which it would otherwise answer in a body of its own. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  const describe = ADDRESS_MESSAGES[error.code];
  void reply.code(status).send(failure(status, describe ? describe(request.url.split("?")[0]!) : error.message));
}
