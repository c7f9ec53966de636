import type { FastifyInstance } from "fastify";
import { sql, type Kysely } from "kysely";
import type { Database } from "../storage/schema.js";

/** /healthz: the process answers. /readyz: and its database does too (for load balancers). */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  app.get("/healthz", async (_request, reply) => reply.header("cache-control", "no-store").send({ status: "ok" }));
  app.get("/readyz", async (request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      await sql`select 1`.execute(db);
      return reply.send({ status: "ready" });
    } catch (error) {
      request.log.warn({ err: error }, "database not reachable");
      return reply.code(503).send({ status: "unavailable", reason: "database not reachable" });
    }
  });
}
