// Opens the database, builds the app and listens: what `rxdocs serve`, `rxdocs dev` and
// the HTTP tests all run.
import type { FastifyInstance } from "fastify";
import { type AppOptions, buildApp } from "./app.js";
import { webRoot } from "./config.js";
import { finishAnswersOnClose } from "./http/finishAnswersOnClose.js";
import { openStorage, type Storage } from "./storage/database.js";

export interface ServerOptions extends Partial<Omit<AppOptions, "storage">> {
  databaseUrl: string;
  port: number;
  host: string;
}

export interface RunningServer {
  app: FastifyInstance;
  storage: Storage;
  url: string;
  /** Stops taking requests, lets in-flight ones finish, then closes the database. */
  close(): Promise<void>;
}

export class ListenError extends Error {
  override name = "ListenError";
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const storage = await openStorage(options.databaseUrl);
  let app: FastifyInstance | undefined;
  let beginClosing = () => {};
  try {
    app = await buildApp({ ...options, storage, web: options.web ?? { root: webRoot() } });
    // Ready before it says so: the first reader waits for nothing a later one would not.
    if (options.renderAhead) await app.renderAhead();
    beginClosing = finishAnswersOnClose(app.server);
    await app.listen({ port: options.port, host: options.host });
  } catch (error) {
    await app?.close().catch(() => undefined);
    await storage.close();
    throw describeListenError(error, options);
  }
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  const host = options.host.includes(":") ? `[${options.host}]` : options.host;
  const running = app;
  return {
    app: running,
    storage,
    url: `http://${host}:${port}`,
    close: async () => {
      beginClosing();
      await running.close();
      await storage.close();
    },
  };
}

function describeListenError(error: unknown, { port, host }: ServerOptions): Error {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "EADDRINUSE")
    return new ListenError(`port ${port} on ${host} is already in use; choose another with --port or PORT`);
  if (code === "EACCES") return new ListenError(`no permission to listen on port ${port}; use a port above 1023`);
  if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND")
    return new ListenError(`cannot listen on host ${host}: no such address on this machine`);
  return error instanceof Error ? error : new Error(String(error));
}
