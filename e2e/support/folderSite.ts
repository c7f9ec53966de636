// A docs folder as a reader meets it: copied (with extra files) into a fresh work folder,
// imported with the real CLI into a fresh SQLite file and served by `rxdocs serve` with the
// built reader app.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, pollUntil, runCli, startCli } from "../../packages/server/src/test-support/runCli.js";

export interface FolderSite {
  url: string;
  dbPath: string;
  /** The copy of the folder that was imported. */
  folder: string;
  /** What `rxdocs import --json` printed. */
  importReport: unknown;
  stop(): Promise<void>;
}

/** Runs `rxdocs ...args --db <the site's database>`; resolves with its standard output, rejects on failure. */
export type SiteCli = (...args: string[]) => Promise<string>;

/** A share key for one menu, made with the CLI: its id, and its link as a path on the site. */
export async function createKeyLink(cli: SiteCli, name: string, menu: string): Promise<{ id: string; link: string }> {
  const key = JSON.parse(
    await cli("key", "create", "--name", name, "--menu", menu, "--json", "--base-url", "http://x"),
  ) as { id: string; link: string };
  return { id: key.id, link: key.link.replace("http://x", "") };
}

export interface FolderSiteOptions<Extra> {
  /** Files to add to the copy, by path relative to it. */
  extraFiles?: Record<string, string | Buffer>;
  /** Arguments of the import besides the folder and the database. */
  importArgs?: string[];
  /** Runs after the import and before the server starts: keys, links. */
  prepare?: (cli: SiteCli) => Promise<Extra>;
}

export async function startFolderSite<Extra extends object = object>(
  source: string,
  options: FolderSiteOptions<Extra> = {},
): Promise<FolderSite & Extra> {
  const work = mkdtempSync(join(tmpdir(), "rxdocs-e2e-"));
  const folder = join(work, "site");
  cpSync(source, folder, { recursive: true });
  for (const [path, content] of Object.entries(options.extraFiles ?? {})) {
    mkdirSync(join(folder, path, ".."), { recursive: true });
    writeFileSync(join(folder, path), content);
  }
  const dbPath = join(work, "site.db");
  const cli: SiteCli = async (...args) => {
    const result = await runCli([...args, "--db", dbPath], { cwd: work });
    if (result.code !== 0) throw new Error(`rxdocs ${args.join(" ")} failed: ${result.stderr}`);
    return result.stdout;
  };
  const importReport = JSON.parse(await cli("import", folder, "--json", ...(options.importArgs ?? []))) as unknown;
  const extra = (await options.prepare?.(cli)) ?? ({} as Extra);

  const port = await freePort();
  const server = startCli(["serve", "--port", String(port), "--db", dbPath], {
    cwd: work,
    env: { LOG_LEVEL: "warn" },
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    // A server answers once it has rendered its likely first pages, which takes a while on a busy machine.
    await pollUntil(
      "rxdocs serve to answer",
      async () => {
        if (server.child.exitCode !== null) throw new Error(`rxdocs serve exited: ${server.stderr()}`);
        return (await fetch(`${url}/healthz`).catch(() => undefined))?.ok ? true : undefined;
      },
      60_000,
    );
  } catch (error) {
    // A server that answers too late would otherwise outlive the test that gave up on it.
    server.child.kill("SIGKILL");
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
  return {
    ...extra,
    url,
    dbPath,
    folder,
    importReport,
    async stop() {
      server.child.kill("SIGTERM");
      await server.exited;
      rmSync(work, { recursive: true, force: true });
    },
  };
}
