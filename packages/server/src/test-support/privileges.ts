// What some fault tests need the machine's administrator for: mounting a small filesystem to
// fill, running a private PostgreSQL as its own user, and running a command as a user to whom
// file permissions apply (they do not to root). The tests run as root (as CI runs them) or as a
// user with passwordless sudo; elsewhere they fail, saying so.
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

export const isRoot = process.getuid?.() === 0;

/** Runs a command as root: as it is when the tests run as root, else through sudo without a password. */
export async function runAsRoot(command: string, args: string[]): Promise<void> {
  const [file, argv] = isRoot ? [command, args] : ["sudo", ["-n", command, ...args]];
  try {
    await run(file, argv);
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? "").trim();
    throw new Error(
      `\`${command} ${args.join(" ")}\` needs root: run the tests as root or with passwordless sudo (${stderr || String(error)})`,
    );
  }
}

/** The ids of an account, such as postgres or nobody. */
export async function accountIds(name: string): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run("id", ["-u", name]), run("id", ["-g", name])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * Who runs a command that file permissions must stop: the tests' own user, or, when they run
 * as root, nobody (root may write any file whatever its mode).
 */
export async function unprivilegedUser(): Promise<{ uid: number; gid: number } | undefined> {
  return isRoot ? accountIds("nobody") : undefined;
}
