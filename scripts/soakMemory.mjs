// The soak's memory readings and verdict: each server's resident memory from /proc, and what it
// still holds after a full collection, as the probe loaded into it (soakProbe.mjs) reports on
// SIGUSR2; memory is flat when run 3 is within a share of run 2 and the three runs do not grow
// steadily by more than a few megabytes.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { REPO } from "./localServer.mjs";

/** Held memory (after a full collection): run 3 over run 2, and steady growth over the three runs. */
export const HELD_LIMITS = { runGrowth: 0.1, steadyMb: 16 };
/** Resident memory after a full collection, which the allocator's reuse makes noisier. */
export const RESIDENT_LIMITS = { runGrowth: 0.25, steadyMb: 64 };
export const PROBE = join(REPO, "scripts/soakProbe.mjs");

/** What the server holds after a full collection, and its resident memory then, in MB, as its probe reports them. */
export async function probe(server) {
  rmSync(server.probeFile, { force: true });
  process.kill(server.pid, "SIGUSR2");
  for (let waited = 0; !existsSync(server.probeFile); waited += 50) {
    if (waited > 10_000) throw new Error(`the memory probe of server ${server.pid} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Written in one call; read once it is whole.
  for (;;) {
    try {
      const { heapUsed, external, rss } = JSON.parse(readFileSync(server.probeFile, "utf8"));
      return { held: Math.round((heapUsed + external) / 1048576), resident: Math.round(rss / 1048576) };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Whether memory stayed flat by `limits`: prints one line a server and says whether all were. */
export function memoryGrowth(what, memory, limits) {
  let flat = true;
  memory[0].forEach((_, server) => {
    const [first, second, third] = memory.map((run) => run[server]);
    const runGrowth = (third - second) / second;
    const steady = first < second && second < third ? third - first : 0;
    const ok = runGrowth <= limits.runGrowth && steady <= limits.steadyMb;
    if (!ok) flat = false;
    console.log(
      `${what} memory, server ${server + 1}: ${first} → ${second} → ${third} MB; run 3 is ` +
        `${(runGrowth * 100).toFixed(1)}% over run 2 (limit ${limits.runGrowth * 100}%), growing in all by ` +
        `${steady} MB (limit ${limits.steadyMb}): ${ok ? "flat" : "GROWING"}`,
    );
  });
  return flat;
}

/** The process's resident memory, in MB. */
export function residentMb(pid) {
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Math.round(Number(kb) / 1024);
}
