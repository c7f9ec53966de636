// Loaded into each server the soak measures (NODE_OPTIONS="--expose-gc --import ..."): on
// SIGUSR2 it collects garbage and writes the memory still in use to $SOAK_PROBE_FILE, so that
// the soak compares what the server holds between runs, not what the allocator has kept.
import { writeFileSync } from "node:fs";

process.on("SIGUSR2", () => {
  globalThis.gc();
  globalThis.gc();
  const { heapUsed, external, rss } = process.memoryUsage();
  writeFileSync(process.env.SOAK_PROBE_FILE, JSON.stringify({ heapUsed, external, rss }));
});
