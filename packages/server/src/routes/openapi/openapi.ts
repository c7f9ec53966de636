// GET /api/openapi.json: the OpenAPI 3.1 document of the API, generated from the contract when
// the app is built and sent as stored bytes. It holds no secrets and is the same for every
// requester, so shared caches may keep it; its ETag lets a client ask whether it changed.
import { buildOpenApiDocument, OPENAPI_CACHE_CONTROL, OPENAPI_PATH } from "@rxdocs/contract";
import type { FastifyInstance } from "fastify";
import { etagOf, matchesEtag } from "../../http/sendJson.js";
import { SERVER_VERSION } from "../../serverVersion.js";

export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  const body = Buffer.from(JSON.stringify(buildOpenApiDocument({ version: SERVER_VERSION })));
  const etag = etagOf(body);
  app.get(OPENAPI_PATH, async (request, reply) => {
    reply
      .type("application/json; charset=utf-8")
      .header("cache-control", OPENAPI_CACHE_CONTROL)
      .header("etag", etag)
      .header("vary", "accept-encoding");
    if (matchesEtag(request.headers["if-none-match"], etag)) return reply.code(304).send();
    return reply.send(body);
  });
}
