// Request logs without secrets: share links carry access keys and view codes in their
// query, and a log line must never be enough to open a restricted page.
import { SHARE_QUERY } from "@rxdocs/contract";
import type { FastifyRequest, FastifyServerOptions } from "fastify";

const SECRET_PARAMS: ReadonlySet<string> = new Set([SHARE_QUERY.hash, SHARE_QUERY.viewPath]);

/**
 * The URL with the value of every secret parameter replaced. Names are compared as the server
 * reads them, decoded, so that `ha%73h=` is hidden as `hash=` is; a name that cannot be
 * decoded is hidden with its value, since no one can tell what it was meant to be.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart < 0) return url;
  const query = url
    .slice(queryStart + 1)
    .split("&")
    .map((pair) => {
      const nameEnd = pair.indexOf("=");
      const rawName = nameEnd < 0 ? pair : pair.slice(0, nameEnd);
      let name: string;
      try {
        name = decodeURIComponent(rawName.replaceAll("+", " "));
      } catch {
        return "[redacted]";
      }
      return SECRET_PARAMS.has(name) && nameEnd >= 0 ? `${rawName}=[redacted]` : pair;
    });
  return `${url.slice(0, queryStart)}?${query.join("&")}`;
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
