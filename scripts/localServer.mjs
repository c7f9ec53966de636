// Starts the built `rxdocs serve` on a free loopback port for the measuring scripts, and
// stops it again.
import { spawn } from "node:child_process";
import net from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const REPO = fileURLToPath(new URL("..", import.meta.url));
export const CLI = join(REPO, "packages/server/bin/rxdocs.js");

export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `rxdocs serve --db <db>` with extra environment; resolves once /healthz answers. */
export async function startRxdocsServer(db, env = {}) {
  const port = await freePort();
  const child = spawn("node", [CLI, "serve", "--port", String(port), "--host", "127.0.0.1", "--db", db], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`rxdocs serve exited: ${stderr}`);
    if ((await fetch(`${base}/healthz`).catch(() => undefined))?.ok) break;
    if (attempt > 300) throw new Error("rxdocs serve did not answer within 30 s");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    base,
    /** For reading its memory from /proc. */
    pid: child.pid,
    stop: () => new Promise((resolve) => (child.once("exit", resolve), child.kill("SIGTERM"))),
  };
}

/** Runs Node with the arguments (the CLI's among them) to its end: its output, or why it failed. */
export function runNode(argv) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, argv, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve({ stdout, stderr }) : reject(new Error(`rxdocs ${argv[3]} failed:\n${stderr}`)),
    );
  });
}
