// GET /metrics in Prometheus' text format, for operators: requests by route and status, their
// latency, the answer cache, the content version served, the database pool, the process
// (memory, event loop, garbage collection) and what readers read, searched and answered. It is on only when a token is configured, and
// answers only a request that carries that token, since route names and counts describe the
// site. Each app has its own registry, so several apps in one process never mix their figures.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { hashSecret, safeEqual } from "../access/secrets.js";
import type { CatalogSource } from "../catalog/catalogSource.js";
import { failure } from "../http/envelope.js";
import { insightMetrics } from "../insight/insightMetrics.js";
import type { Storage } from "../storage/database.js";

export interface MetricsOptions {
  /** The bearer token a scraper sends in `Authorization`. */
  token: string;
  catalogs: CatalogSource;
  storage: Storage;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Whether the answer came from the catalog's cache of serialized answers, when it was one. */
    answerCache?: "hit" | "miss";
  }
}

/** From a millisecond to ten seconds: cached answers take about one, a cold large list several hundred. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const metrics = fp(async (app: FastifyInstance, { token, catalogs, storage }: MetricsOptions) => {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: "rxdocs_" });
  const requests = new Counter({
    name: "rxdocs_http_requests_total",
    help: "Requests answered, by method, route and status.",
    labelNames: ["method", "route", "status"] as const,
    registers,
  });
  const latency = new Histogram({
    name: "rxdocs_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer being sent, by method and route.",
    labelNames: ["method", "route"] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const answerCache = new Counter({
    name: "rxdocs_answer_cache_total",
    help: "API answers sent from the cache of serialized answers (hit) or built first (miss).",
    labelNames: ["result"] as const,
    registers,
  });
  new Gauge({
    name: "rxdocs_content_version",
    help: "The content version this server last read from the database; it rises with every import.",
    registers,
    collect() {
      this.set(catalogs.contentVersion ?? 0);
    },
  });
  new Gauge({
    name: "rxdocs_database_connections",
    help: "PostgreSQL pool connections by state (total, idle, waiting); SQLite has one connection.",
    labelNames: ["state"] as const,
    registers,
    collect() {
      for (const [state, count] of Object.entries(storage.connections())) this.set({ state }, count);
    },
  });

  insightMetrics(registry, storage, catalogs);

  app.addHook("onResponse", async (request, reply) => {
    // The route's pattern, not the address: addresses carry page codes and, in share links, secrets.
    const route = request.routeOptions.url ?? "unmatched";
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (request.answerCache) answerCache.inc({ result: request.answerCache });
  });

  const tokenHash = hashSecret(token);
  app.get("/metrics", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const presented = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (!presented || !safeEqual(hashSecret(presented), tokenHash)) {
      return reply
        .code(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .send(failure(401, "Metrics need the token set in RXDOCS_METRICS_TOKEN"));
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});
