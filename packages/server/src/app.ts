// Builds the rxdocs Fastify app. Each concern is a plugin; this file is the table of contents.
import fastifyCookie from "@fastify/cookie";
import { API_BASE_PATH, MAX_BODY_BYTES, OFFLINE } from "@rxdocs/contract";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { rememberSecretsForFiles } from "./access/fileAccessCookies.js";
import { DEFAULT_LIMITER_OPTIONS, InvalidLinkLimiter, type LimiterOptions } from "./access/invalidLinkLimiter.js";
import { KeyUses } from "./access/keyUses.js";
import { ReaderAccess, secretsFromHeaders } from "./access/readerAccess.js";
import { CatalogSource, DEFAULT_VERSION_CHECK_MS } from "./catalog/catalogSource.js";
import type { ClientLimits } from "./http/clientLimiter.js";
import { coldWorkTrace } from "./http/coldWork.js";
import { compression } from "./plugins/compression.js";
import { answerClientError, answerFrameworkError, errorHandling } from "./plugins/errorHandling.js";
import { healthRoutes } from "./plugins/health.js";
import { metrics } from "./plugins/metrics.js";
import { securityHeaders } from "./plugins/security.js";
import { webApp, type WebAppOptions } from "./plugins/webApp.js";
import { readEntryDocument } from "./prerender/entryDocument.js";
import { renderAhead } from "./prerender/renderAhead.js";
import { withRenderCache } from "./prerender/renderCache.js";
import { loadServerEntry } from "./prerender/serverEntry.js";
import { insightOf } from "./content/insightSettings.js";
import { feedbackRoutes } from "./insight/feedbackRoutes.js";
import { InsightCounter } from "./insight/insightCounter.js";
import { insightRoutes } from "./insight/insightRoutes.js";
import { machineRoutes } from "./machine/machineRoutes.js";
import { redirectOldAddress } from "./machine/redirects/redirectAnswers.js";
import { printRoutes } from "./print/printRoutes.js";
import { articleInfoRoutes } from "./routes/articleInfo/articleInfo.js";
import { fileRoutes } from "./routes/files/files.js";
import { menuInfoRoutes } from "./routes/menuInfo/menuInfo.js";
import { openApiRoutes } from "./routes/openapi/openapi.js";
import { siteInfoRoutes } from "./routes/siteInfo/siteInfo.js";
import type { Storage } from "./storage/database.js";

export interface AppOptions {
  storage: Storage;
  web: WebAppOptions;
  logger?: FastifyServerOptions["logger"];
  /** How often the content version is checked; changes by other processes show within it. */
  versionCheckMs?: number;
  invalidLinkLimits?: LimiterOptions;
  /** How many answers about pages one client may send a minute (insight/feedbackRoutes.ts). */
  feedbackLimits?: ClientLimits;
  /** How many views and searches one client may count a minute (insight/insightRoutes.ts). */
  countLimits?: ClientLimits;
  /** Turns on GET /metrics for scrapers that send this bearer token; off when absent. */
  metricsToken?: string | undefined;
  /** Routes added by the caller, such as the dev-mode reload events. */
  extraRoutes?: (app: FastifyInstance) => Promise<void>;
  /** Whether each new content version is answered ahead of readers (prerender/renderAhead.ts) as soon as it is served. */
  renderAhead?: boolean;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Answers the likely first requests of the current content version ahead of readers; a failure is logged. */
    renderAhead(): Promise<void>;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { storage } = options;
  const { db } = storage;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: MAX_BODY_BYTES,
    // Closing the server also ends idle keep-alive connections, so SIGTERM does not hang.
    forceCloseConnections: "idle",
    trustProxy: process.env.TRUST_PROXY === "true",
    // Requests too malformed to reach a route are refused in the envelope as well.
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  });
  // Every call takes JSON; anything else is refused with 415 rather than half-parsed.
  app.removeContentTypeParser("text/plain");
  const keyUses = new KeyUses(storage, (error) =>
    app.log.warn({ err: error }, "key uses not written yet; trying again in a second"),
  );
  keyUses.start();
  app.addHook("onClose", () => keyUses.stop());
  const catalogs = new CatalogSource(db, options.versionCheckMs ?? DEFAULT_VERSION_CHECK_MS);
  app.decorate("renderAhead", () =>
    renderAhead(app, db, () => catalogs.current()).catch((error: unknown) =>
      app.log.warn({ err: error }, "could not render ahead"),
    ),
  );
  if (options.renderAhead) {
    catalogs.prepareEachVersion(() => app.renderAhead());
    // An unreachable database is reported by /readyz and by the requests it fails, not every second here.
    catalogs.watch((error) => app.log.debug({ err: error }, "the content version could not be checked"));
    app.addHook("onClose", () => catalogs.stop());
  }
  const counter = new InsightCounter(
    storage,
    async () => insightOf((await catalogs.current()).settings.insight).retentionDays,
    (error) => app.log.warn({ err: error }, "readers' counts not written yet; trying again in a second"),
  );
  counter.start();
  app.addHook("onClose", () => counter.stop());
  const reader = new ReaderAccess(
    catalogs,
    new InvalidLinkLimiter(options.invalidLinkLimits ?? DEFAULT_LIMITER_OPTIONS),
    keyUses,
  );

  // Loading starts now; the first page or article detail that needs it waits for it.
  const serverEntry = loadServerEntry(options.web.root).then(
    (entry) => entry && withRenderCache(entry),
    (error: unknown) => {
      app.log.error({ err: error }, "the reader app's server entry failed to load; pages go unrendered");
      return undefined;
    },
  );

  // Every request has the field from the start, which keeps their shape alike (see sendJson).
  app.decorateRequest("answerCache", undefined);
  app.decorateRequest("accessExpiresAt", undefined);
  // A browser that keeps what an expiring key opened (the app's service worker) keeps it no longer.
  app.addHook("onSend", async (request, reply) => {
    if (request.accessExpiresAt) reply.header(OFFLINE.accessExpiresHeader, request.accessExpiresAt);
  });
  await app.register(coldWorkTrace);
  await app.register(errorHandling, {
    answerMovedAddress: (request, reply) => redirectOldAddress(reader, request, reply),
  });
  if (options.metricsToken) await app.register(metrics, { token: options.metricsToken, catalogs, storage });
  const entry = readEntryDocument(options.web.root);
  await app.register(securityHeaders, { inlineScripts: entry?.inlineScriptSources() ?? [] });
  await app.register(compression);
  await app.register(fastifyCookie);
  await app.register(healthRoutes, { db });
  await app.register(openApiRoutes);
  await app.register(
    async (api) => {
      api.addHook("onSend", async (request, reply) => {
        reply.header("cache-control", "no-store");
        // A link that turned out invalid is forgotten, as the app forgets it.
        rememberSecretsForFiles(request, reply, reply.statusCode === 403 ? {} : secretsFromHeaders(request));
      });
      await api.register(menuInfoRoutes, { reader });
      await api.register(articleInfoRoutes, { reader, db, serverEntry });
      await api.register(siteInfoRoutes, { reader, serverEntry });
      await api.register(feedbackRoutes, { reader, storage, limits: options.feedbackLimits });
      await api.register(insightRoutes, { reader, counter, limits: options.countLimits });
    },
    { prefix: API_BASE_PATH },
  );
  await app.register(fileRoutes, { reader, db });
  await app.register(machineRoutes, { reader, db, serverEntry });
  await app.register(printRoutes, { reader, db, serverEntry, entry, webRoot: options.web.root });
  await app.register(webApp, { ...options.web, entry, reader, db, serverEntry });
  if (options.extraRoutes) await app.register(options.extraRoutes);
  return app;
}
