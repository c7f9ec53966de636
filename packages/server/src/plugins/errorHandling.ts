// Every error leaves as the API envelope, with the same number as HTTP status and `code`.
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { MAX_BODY_BYTES } from "@rxdocs/contract";
import { failure } from "../http/envelope.js";
import { ApiError } from "../http/errors.js";

/** Messages for the errors Fastify raises itself while reading a request. */
const FRAMEWORK_MESSAGES: Record<string, (error: FastifyError) => string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: (error) => `Request body is not valid JSON: ${error.message}`,
  FST_ERR_CTP_EMPTY_JSON_BODY: () => "Request body is empty; send a JSON object",
  FST_ERR_CTP_BODY_TOO_LARGE: () => `Request body is larger than ${MAX_BODY_BYTES} bytes`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => "Content-Type must be application/json",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => "Content-Length does not match the body",
};

export const errorHandling = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
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

  app.setNotFoundHandler((request, reply) => {
    const message = request.url.startsWith("/api/")
      ? `Unknown API call: ${request.method} ${request.url.split("?")[0]} (every call is a POST)`
      : `Not found: ${request.url.split("?")[0]}`;
    return reply.code(404).send(failure(404, message));
  });
});
