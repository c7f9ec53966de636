// A real site for the browser tests: the bundled guide plus a restricted and a hidden
// section, imported with the real CLI into a fresh SQLite file and served by `rxdocs serve`
// with the built reader app.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  freePort,
  pollUntil,
  REPO_ROOT,
  runCli,
  startCli,
  type RunningCli,
} from "../../packages/server/src/test-support/runCli.js";

export interface ReaderSite {
  url: string;
  /** Share link (path only) that opens the restricted section. */
  keyLink: string;
  /** Share link (path only) that opens the hidden section. */
  viewLink: string;
  keyId: string;
  dbPath: string;
  stop(): Promise<void>;
}

const EXTRA_PAGES: Record<string, string> = {
  "90-partners/_category_.json": JSON.stringify({ label: "Partners", code: "partners", visibility: "restricted" }),
  "90-partners/01-welcome.md":
    "---\ntitle: Partner welcome\ncode: partner-welcome\n---\n\n# Partner welcome\n\nThe zephyrine plan is for partners only.\n",
  "91-beta/_category_.json": JSON.stringify({ label: "Beta", code: "beta", visibility: "hidden" }),
  "91-beta/01-preview.md":
    "---\ntitle: Beta preview\ncode: beta-preview\n---\n\n# Beta preview\n\nThe quillwort feature is in beta.\n",
};

export async function startReaderSite(): Promise<ReaderSite> {
  const work = mkdtempSync(join(tmpdir(), "rxdocs-e2e-"));
  const site = join(work, "site");
  cpSync(join(REPO_ROOT, "docs"), site, { recursive: true });
  for (const [path, text] of Object.entries(EXTRA_PAGES)) {
    mkdirSync(join(site, path, ".."), { recursive: true });
    writeFileSync(join(site, path), text);
  }
  const dbPath = join(work, "site.db");
  const cli = async (...args: string[]) => {
    const result = await runCli([...args, "--db", dbPath], { cwd: work });
    if (result.code !== 0) throw new Error(`rxdocs ${args.join(" ")} failed: ${result.stderr}`);
    return result.stdout;
  };
  await cli("import", site);
  const key = JSON.parse(
    await cli("key", "create", "--name", "e2e", "--menu", "partners", "--json", "--base-url", "http://x"),
  ) as { id: string; link: string };
  const link = JSON.parse(await cli("link", "beta", "--json", "--base-url", "http://x")) as { link: string };

  const port = await freePort();
  const server: RunningCli = startCli(["serve", "--port", String(port), "--db", dbPath], {
    cwd: work,
    env: { LOG_LEVEL: "warn" },
  });
  const url = `http://127.0.0.1:${port}`;
  await pollUntil("rxdocs serve to answer", async () => {
    if (server.child.exitCode !== null) throw new Error(`rxdocs serve exited: ${server.stderr()}`);
    return (await fetch(`${url}/healthz`).catch(() => undefined))?.ok ? true : undefined;
  });
  return {
    url,
    keyLink: key.link.replace("http://x", ""),
    viewLink: link.link.replace("http://x", ""),
    keyId: key.id,
    dbPath,
    async stop() {
      server.child.kill("SIGTERM");
      await server.exited;
      rmSync(work, { recursive: true, force: true });
    },
  };
}
