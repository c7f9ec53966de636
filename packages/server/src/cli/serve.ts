import { requestLogger } from "../http/logging.js";
import { databaseUrl, listenHost, listenPort, metricsToken } from "../config.js";
import { type RunningServer, type ServerOptions, startServer } from "../server.js";

export interface ServeFlags {
  port?: string;
  host?: string;
  db?: string;
}

export function serverOptions(flags: ServeFlags): ServerOptions {
  return {
    databaseUrl: databaseUrl(flags.db),
    port: listenPort(flags.port),
    host: listenHost(flags.host),
    logger: requestLogger(process.env.LOG_LEVEL ?? "info"),
    metricsToken: metricsToken(),
    renderAhead: true,
  };
}

export async function serveCommand(flags: ServeFlags): Promise<void> {
  const server = await startServer(serverOptions(flags));
  stopOnSignals(server);
}

/** SIGTERM or SIGINT: finish in-flight requests, close the database, exit 0. A second signal forces exit. */
export function stopOnSignals(server: RunningServer, beforeClose: () => Promise<void> | void = () => undefined): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    server.app.log.info({ signal }, "shutting down: finishing requests in flight");
    Promise.resolve(beforeClose())
      .then(() => server.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        server.app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      });
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
