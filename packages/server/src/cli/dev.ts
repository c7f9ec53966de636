import { resolve } from "node:path";
import { watch } from "chokidar";
import { webRoot } from "../config.js";
import { requestLogger } from "../http/logging.js";
import { oneLine } from "../oneLine.js";
import { RELOAD_SCRIPT_TAG, ReloadBroadcaster } from "../plugins/devReload.js";
import { startServer } from "../server.js";
import { describeReport, importFolder, printWarnings } from "./import.js";
import { type ServeFlags, serverOptions, stopOnSignals } from "./serve.js";

const SETTLE_MS = 50;

/** Serves a folder while it is being written: every change is imported (with prune) and open pages reload. */
export async function devCommand(dir: string, flags: ServeFlags): Promise<void> {
  const root = resolve(dir);
  const reloads = new ReloadBroadcaster();
  const server = await startServer({
    ...serverOptions(flags),
    logger: requestLogger(process.env.LOG_LEVEL ?? "warn"),
    // Check the content version on every request: the import below is the only writer.
    versionCheckMs: 0,
    // The author's own preview: each change shows at once, without waiting for pages rendered ahead.
    renderAhead: false,
    web: { root: webRoot(), headExtra: RELOAD_SCRIPT_TAG },
    extraRoutes: reloads.routes,
  });

  const sync = serialize(async () => {
    try {
      const report = await importFolder(server.storage.db, root, { prune: true });
      printWarnings(report.warnings);
      process.stdout.write(`${new Date().toLocaleTimeString()} imported: ${describeReport(report)}\n`);
      reloads.reload();
    } catch (error) {
      // Keep serving the last good content; the problems were printed above this line.
      process.stderr.write(`rxdocs: ${oneLine(error instanceof Error ? error.message : String(error))}\n`);
    }
  });
  await sync();

  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(root, {
    ignoreInitial: true,
    ignored: (path) => /(^|[/\\])(\.|node_modules)/.test(path.slice(root.length)),
  });
  watcher.on("all", () => {
    clearTimeout(timer);
    timer = setTimeout(() => void sync(), SETTLE_MS);
  });
  // Until the watcher has seen the whole folder, a change to a file it has not reached is missed.
  await new Promise<void>((resolve) => watcher.once("ready", () => resolve()));
  process.stdout.write(`Serving ${root} on ${server.url} — watching for changes\n`);
  stopOnSignals(server, async () => {
    clearTimeout(timer);
    await watcher.close();
    reloads.close();
  });
}

/** Runs `task` one at a time; calls made while it runs collapse into one more run. */
function serialize(task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let again = false;
  const run = async (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await task();
      } while (again);
    })().finally(() => (running = undefined));
    return running;
  };
  return run;
}
