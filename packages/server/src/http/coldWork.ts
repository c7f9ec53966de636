// What a request waited for that a later one would not: a catalog built, an answer built, an
// article rendered for the first time. Each request collects its own, and one that did any says
// so in a log line of its own ("coldWork"). A server warmed at start and after each import
// answers its readers' first requests with none (prerender/renderAhead.ts).
import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { redactUrl } from "./logging.js";

const requestWork = new AsyncLocalStorage<string[]>();
/** Set while the server answers ahead: that work is its job, and is not logged request by request. */
const answeringAhead = new AsyncLocalStorage<true>();

/** Notes, for the request being answered if there is one, work that a later request will not redo. */
export function noteColdWork(what: string): void {
  requestWork.getStore()?.push(what);
}

/**
 * Runs `work`, whose requests answer ahead of readers (prerender/renderAhead.ts), apart from the
 * request that may have set it off: what it does is not that request's.
 */
export function answerAhead<T>(work: () => Promise<T>): Promise<T> {
  return answeringAhead.run(true, () => requestWork.run([], work));
}

/** Gives each request its list, and logs the list of a reader's request that did any. */
export const coldWorkTrace = fastifyPlugin(async (app: FastifyInstance) => {
  const lists = new WeakMap<object, string[]>();
  app.addHook("onRequest", (request, _reply, done) => {
    const noted: string[] = [];
    if (!answeringAhead.getStore()) lists.set(request, noted);
    requestWork.run(noted, done);
  });
  app.addHook("onResponse", async (request) => {
    const noted = lists.get(request);
    if (noted?.length) {
      request.log.info(
        { url: redactUrl(request.url), coldWork: noted },
        "answered after work a later request will not redo",
      );
    }
  });
});
