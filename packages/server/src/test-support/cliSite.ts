// The site, the bad site and the helpers the command-line tests share.
import type { ContentWarning } from "../content/model.js";
import { groupWarnings } from "../cli/warningGroups.js";
import { expect } from "vitest";
import { readStoredContent } from "../content/exportContent.js";
import { openStorage, type Storage } from "../storage/database.js";
import type { DatabaseKind } from "./databases.js";
import { readFileTree } from "./fileTree.js";
import { menuShape } from "./menuShape.js";
import { type CliOptions, type CliResult, outputLines, pollUntil, type RunningCli, startCli } from "./runCli.js";

export const BASE64URL = /^[A-Za-z0-9_-]+$/;
export const category = (settings: object) => `${JSON.stringify(settings)}\n`;

/** 11 menus (guide, intro, guide-setup, guide-wip, secret, plan, unlisted, hid1, top, peek, vip), 8 articles. */
export const SITE: Record<string, string> = {
  "01-guide/_category_.json": category({ label: "Guide", position: 1 }),
  "01-guide/01-intro.md": "---\ntitle: Introduction\ncode: intro\n---\n\nWelcome.\n",
  "01-guide/02-setup.md":
    "---\ntitle: Setup\ntabs:\n  - label: npm\n    md: npm install rxdocs\n  - label: yarn\n    file: _tabs/yarn.md\n---\n\nInstall it.\n",
  "01-guide/_tabs/yarn.md": "yarn add rxdocs\n",
  "01-guide/03-wip.md": "---\ntitle: Work in progress\nstatus: draft\n---\n\nNot yet.\n",
  "02-secret/_category_.json": category({ label: "Secret", position: 2, code: "secret", visibility: "restricted" }),
  "02-secret/plan.md": "---\ntitle: The plan\ncode: plan\n---\n\nTop secret.\n",
  "03-unlisted/_category_.json": category({ label: "Unlisted", position: 3, code: "unlisted", visibility: "hidden" }),
  "03-unlisted/01-hid1.md": "---\ncode: hid1\n---\n\n# Hidden one\n",
  "top.md": "---\ntitle: Top\ncode: top\norder: 4\n---\n\nAt the top.\n",
  "peek.md": "---\ntitle: Peek\ncode: peek\nvisibility: hidden\n---\n\nFor those with the link.\n",
  "vip.md": "---\ntitle: VIP\ncode: vip\nvisibility: restricted\n---\n\nMembers only.\n",
};
/** What a reader without secrets sees of SITE: no draft, nothing restricted or hidden. */
export const PUBLIC_TREE = "guide(intro,guide-setup),top";

/** Good files next to one of each kind of bad file. */
export const BAD_SITE: Record<string, string> = {
  "good.md": "---\ncode: fresh\n---\n\nFine.\n",
  "bad-yaml.md": "---\ntitle: [unclosed\n---\n\nBody.\n",
  "maybe.md": "---\ncode: maybe\nstatus: maybe\n---\n\nBody.\n",
  "dup-a.md": "---\ncode: twin\n---\n\nA.\n",
  "dup-b.md": "---\ncode: twin\n---\n\nB.\n",
  "broken/_category_.json": "{ not json",
  "broken/inside.md": "Inside.\n",
};

/** A database of each kind that cannot be opened. */
export const UNREACHABLE: Record<DatabaseKind["name"], (work: string) => string> = {
  // A folder where the SQLite file should be.
  SQLite: (work) => work,
  // Nothing listens on port 1.
  PostgreSQL: () => "postgres://postgres@127.0.0.1:1/x",
};

export function expectSameTree(actual: string, expected: string): void {
  const a = readFileTree(actual);
  const b = readFileTree(expected);
  expect([...a.keys()]).toEqual([...b.keys()]);
  for (const [path, bytes] of a) {
    expect(bytes.toString("utf8"), path).toBe(b.get(path)!.toString("utf8"));
    expect(bytes.equals(b.get(path)!), path).toBe(true);
  }
}

export type Counts = [created: number, updated: number, removed: number, unchanged: number];
/** The exact --json output of an import, in the documented key order. */
/** What `import --json` prints: counts of menus and articles, files stored, redirects held, pages in the folder and the warnings. */
export function importJson(
  menus: Counts,
  articles: Counts,
  {
    files = [0, 0, 0],
    redirects = 0,
    warnings = [],
  }: { files?: [created: number, removed: number, unchanged: number]; redirects?: number; warnings?: unknown[] } = {},
): string {
  const part = ([created, updated, removed, unchanged]: Counts) => ({ created, updated, removed, unchanged });
  const [created, removed, unchanged] = files;
  const pages = articles[0] + articles[1] + articles[3];
  return `${JSON.stringify({
    menus: part(menus),
    articles: part(articles),
    files: { created, removed, unchanged },
    redirects,
    pages,
    warnings,
    // Grouped as warningGroups.test.ts shows.
    warningGroups: groupWarnings(warnings as ContentWarning[]),
  })}\n`;
}

/** A failure as the CLI promises it: exit code 1, nothing on stdout, one line on stderr. */
export function expectOneLineFailure(result: CliResult & { timedOut?: boolean }, pattern?: RegExp): void {
  expect(result.timedOut, "the command was still running when it was killed").not.toBe(true);
  expect(result.code, result.stderr).toBe(1);
  expect(result.stdout).toBe("");
  const lines = outputLines(result.stderr);
  expect(lines, result.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^rxdocs: \S/);
  if (pattern) expect(lines[0]).toMatch(pattern);
}

export function expectSuccess(result: CliResult): void {
  expect(result.stderr).toBe("");
  expect(result.code).toBe(0);
}

export async function withDatabase<T>(url: string, use: (storage: Storage) => Promise<T>): Promise<T> {
  const storage = await openStorage(url);
  try {
    return await use(storage);
  } finally {
    await storage.close();
  }
}

export const storedContent = (url: string) => withDatabase(url, (storage) => readStoredContent(storage.db));
export const storedMenuCodes = async (url: string) => (await storedContent(url)).menus.map((menu) => menu.menuCode);

export async function menuTree(baseUrl: string, body: object = {}): Promise<{ status: number; json: any }> {
  const response = await fetch(`${baseUrl}/api/menuInfo/getAuthMenuTree`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

/** The served tree as `body` sees it, or the refusal's status. */
export async function servedTree(baseUrl: string, body: object = {}): Promise<string> {
  const { status, json } = await menuTree(baseUrl, body);
  return status === 200 ? menuShape(json.data) : `status ${status}`;
}

/** Within a few seconds: the server checks the content version about once a second. */
export const SOON = { timeout: 5_000, interval: 100 };

export interface Serving {
  run: RunningCli;
  url: string;
}

/** Starts `rxdocs serve ...` and waits until /healthz answers. */
export async function startServing(args: string[], port: number, options: CliOptions): Promise<Serving> {
  const run = startCli(["serve", ...args], options);
  const url = `http://127.0.0.1:${port}`;
  // A server answers once it has rendered its likely first pages, which takes a while on a busy machine.
  const outcome = await pollUntil(
    `${url}/healthz`,
    async () => {
      if (run.child.exitCode !== null || run.child.signalCode !== null) return "exited";
      return (await fetch(`${url}/healthz`)).ok ? "serving" : undefined;
    },
    60_000,
  ).catch((error: unknown) => {
    // A server that answers too late would otherwise outlive the test that gave up on it.
    run.child.kill("SIGKILL");
    throw error;
  });
  if (outcome === "exited") throw new Error(`rxdocs serve exited early: ${run.stderr()}`);
  return { run, url };
}

/** SIGTERM, and the result once the process is gone (SIGKILL after `timeoutMs`). */
export async function terminate(run: RunningCli, timeoutMs = 5_000): Promise<CliResult & { ms: number }> {
  const started = Date.now();
  if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill("SIGTERM");
  const timer = setTimeout(() => run.child.kill("SIGKILL"), timeoutMs);
  try {
    return { ...(await run.exited), ms: Date.now() - started };
  } finally {
    clearTimeout(timer);
  }
}
