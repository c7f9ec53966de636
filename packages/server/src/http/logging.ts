// Request logs without secrets: share links carry access keys and view codes in their
// query, and a log line must never be enough to open a restricted page.
import { SHARE_QUERY } from "@rxdocs/contract";
import type { FastifyRequest, FastifyServerOptions } from "fastify";

const SECRET_PARAMS = new RegExp(`([?&](?:${SHARE_QUERY.hash}|${SHARE_QUERY.viewPath})=)[^&#]*`, "g");

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, "$1[redacted]");
}

export function requestLogger(level: string): FastifyServerOptions["logger"] {
  return {
    level,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
