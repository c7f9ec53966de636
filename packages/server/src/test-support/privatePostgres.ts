// A PostgreSQL cluster of a test's own, in a temporary folder on a free port, to stop and start
// under load: the shared test PostgreSQL serves other tests meanwhile and must not go down.
// As root the cluster runs as the postgres account (PostgreSQL refuses to run as root).
import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { accountIds, isRoot } from "./privileges.js";
import { freePort } from "./runCli.js";

const run = promisify(execFile);
const INSTALLED = "/usr/lib/postgresql";

export interface PrivatePostgres {
  /** The cluster's postgres database, as the postgres superuser. */
  url: string;
  /** Stops it as an operator would before a restart: sessions are ended, the shutdown is clean. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it if it runs and removes its files. */
  destroy(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), "rxdocs-pg-"));
  const data = join(dir, "data");
  if (isRoot) {
    const { uid, gid } = await accountIds("postgres");
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const asOwner = async (program: string, args: string[]) => {
    const [file, argv] = isRoot
      ? ["runuser", ["-u", "postgres", "--", join(bin, program), ...args]]
      : [join(bin, program), args];
    try {
      await run(file, argv);
    } catch (error) {
      const stderr = String((error as { stderr?: unknown }).stderr ?? "").trim();
      throw new Error(`${program} ${args.join(" ")} failed: ${stderr || String(error)}`);
    }
  };
  // Durability is not what these tests are about; skipping fsync keeps start and stop quick.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => asOwner("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "log"), "-w", "-t", "60", "start"]);
  const stop = () => asOwner("pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "60", "stop"]);
  try {
    await asOwner("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"]);
    await start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    async destroy() {
      if (existsSync(join(data, "postmaster.pid"))) await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The newest PostgreSQL installed as Debian and Ubuntu lay it out, or the one named in RXDOCS_TEST_PG_BIN. */
function postgresBin(): string {
  if (process.env.RXDOCS_TEST_PG_BIN) return process.env.RXDOCS_TEST_PG_BIN;
  const versions = existsSync(INSTALLED)
    ? readdirSync(INSTALLED)
        .filter((name) => existsSync(join(INSTALLED, name, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(`no PostgreSQL server programs under ${INSTALLED}; set RXDOCS_TEST_PG_BIN to their folder`);
  }
  return join(INSTALLED, versions[0]!, "bin");
}
