// Runs the built `rxdocs` command as a user would: a separate process, its output and exit code.
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
export const RXDOCS_BIN = fileURLToPath(new URL("../../bin/rxdocs.js", import.meta.url));

/** Settings the command reads from the environment; left out unless a test sets them. */
const RXDOCS_ENV = [
  "DATABASE_URL",
  "PORT",
  "HOST",
  "RXDOCS_BASE_URL",
  "LOG_LEVEL",
  "TRUST_PROXY",
  "RXDOCS_METRICS_TOKEN",
];

export interface CliResult {
  /** null when the process was ended by a signal. */
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  cwd: string;
  env?: Record<string, string>;
  /** Another account to run as (the tests must run as root for it). */
  user?: { uid: number; gid: number };
}

export interface RunningCli {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves when the process has exited and its output is complete. */
  exited: Promise<CliResult>;
}

function cliEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of RXDOCS_ENV) delete env[name];
  return { ...env, ...extra };
}

/** Starts `rxdocs ...args` and returns at once; for commands that keep running, such as serve. */
export function startCli(args: string[], options: CliOptions): RunningCli {
  const child = spawn(process.execPath, [RXDOCS_BIN, ...args], {
    cwd: options.cwd,
    env: cliEnvironment(options.env),
    stdio: ["ignore", "pipe", "pipe"],
    ...options.user,
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const exited = new Promise<CliResult>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

/** Runs `rxdocs ...args` to its end; kills it if it takes longer than `timeoutMs`. */
export async function runCli(
  args: string[],
  options: CliOptions & { timeoutMs?: number },
): Promise<CliResult & { timedOut: boolean }> {
  const run = startCli(args, options);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    run.child.kill("SIGKILL");
  }, options.timeoutMs ?? 20_000);
  try {
    return { ...(await run.exited), timedOut };
  } finally {
    clearTimeout(timer);
  }
}

/** Lines of a command's output, without the empty one after the final newline. */
export function outputLines(text: string): string[] {
  const lines = text.split("\n");
  if (lines.at(-1) === "") lines.pop();
  return lines;
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== "object" || !address) throw new Error("no port assigned");
  return address.port;
}

/** Polls `check` until it returns a value other than undefined; fails after `timeoutMs`. */
export async function pollUntil<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const cause = lastError instanceof Error ? `: ${lastError.message}` : "";
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${cause}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
