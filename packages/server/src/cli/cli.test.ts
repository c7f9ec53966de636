// End-to-end tests of the `rxdocs` command: each test runs the built command in its own
// process and looks only at what a user sees (stdout, stderr, exit code, files, the API).
import { createHash } from "node:crypto";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { MenuEntry } from "@rxdocs/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readStoredContent } from "../content/exportContent.js";
import { listAccessKeys } from "../storage/accessKeys.js";
import { openStorage, type Storage } from "../storage/database.js";
import {
  createPostgresDatabase,
  createSqliteDatabase,
  DATABASE_KINDS,
  type DatabaseKind,
  type TestDatabase,
} from "../test-support/databases.js";
import {
  type CliOptions,
  type CliResult,
  freePort,
  outputLines,
  pollUntil,
  REPO_ROOT,
  type RunningCli,
  runCli,
  startCli,
} from "../test-support/runCli.js";

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const category = (settings: object) => `${JSON.stringify(settings)}\n`;

/** 11 menus (guide, intro, guide-setup, guide-wip, secret, plan, unlisted, hid1, top, peek, vip), 8 articles. */
const SITE: Record<string, string> = {
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
const PUBLIC_TREE = "guide(intro,guide-setup),top";

/** Good files next to one of each kind of bad file. */
const BAD_SITE: Record<string, string> = {
  "good.md": "---\ncode: fresh\n---\n\nFine.\n",
  "bad-yaml.md": "---\ntitle: [unclosed\n---\n\nBody.\n",
  "maybe.md": "---\ncode: maybe\nstatus: maybe\n---\n\nBody.\n",
  "dup-a.md": "---\ncode: twin\n---\n\nA.\n",
  "dup-b.md": "---\ncode: twin\n---\n\nB.\n",
  "broken/_category_.json": "{ not json",
  "broken/inside.md": "Inside.\n",
};

/** A database of each kind that cannot be opened. */
const UNREACHABLE: Record<DatabaseKind["name"], (work: string) => string> = {
  // A folder where the SQLite file should be.
  SQLite: (work) => work,
  // Nothing listens on port 1.
  PostgreSQL: () => "postgres://postgres@127.0.0.1:1/x",
};

function writeFiles(root: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

/** Every file below `root`, by "/"-separated relative path. */
function readTree(root: string, prefix = ""): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const name of readdirSync(join(root, prefix)).sort()) {
    const path = prefix ? `${prefix}/${name}` : name;
    if (statSync(join(root, path)).isDirectory()) for (const entry of readTree(root, path)) files.set(...entry);
    else files.set(path, readFileSync(join(root, path)));
  }
  return files;
}

function expectSameTree(actual: string, expected: string): void {
  const a = readTree(actual);
  const b = readTree(expected);
  expect([...a.keys()]).toEqual([...b.keys()]);
  for (const [path, bytes] of a) {
    expect(bytes.toString("utf8"), path).toBe(b.get(path)!.toString("utf8"));
    expect(bytes.equals(b.get(path)!), path).toBe(true);
  }
}

type Counts = [created: number, updated: number, removed: number, unchanged: number];
/** The exact --json output of an import, in the documented key order. */
function importJson(menus: Counts, articles: Counts): string {
  const part = ([created, updated, removed, unchanged]: Counts) => ({ created, updated, removed, unchanged });
  return `${JSON.stringify({ menus: part(menus), articles: part(articles) })}\n`;
}

/** A failure as the CLI promises it: exit code 1, nothing on stdout, one line on stderr. */
function expectOneLineFailure(result: CliResult & { timedOut?: boolean }, pattern?: RegExp): void {
  expect(result.timedOut, "the command was still running when it was killed").not.toBe(true);
  expect(result.code, result.stderr).toBe(1);
  expect(result.stdout).toBe("");
  const lines = outputLines(result.stderr);
  expect(lines, result.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^rxdocs: \S/);
  if (pattern) expect(lines[0]).toMatch(pattern);
}

function expectSuccess(result: CliResult): void {
  expect(result.stderr).toBe("");
  expect(result.code).toBe(0);
}

async function withDatabase<T>(url: string, use: (storage: Storage) => Promise<T>): Promise<T> {
  const storage = await openStorage(url);
  try {
    return await use(storage);
  } finally {
    await storage.close();
  }
}

const storedContent = (url: string) => withDatabase(url, (storage) => readStoredContent(storage.db));
const storedMenuCodes = async (url: string) => (await storedContent(url)).menus.map((menu) => menu.menuCode);

/** "code(child,child)": the visible tree in one string. */
function shape(entries: MenuEntry[]): string {
  return entries.map((e) => (e.childList.length ? `${e.menuCode}(${shape(e.childList)})` : e.menuCode)).join(",");
}

async function menuTree(baseUrl: string, body: object = {}): Promise<{ status: number; json: any }> {
  const response = await fetch(`${baseUrl}/api/menuInfo/getAuthMenuTree`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

/** The served tree as `body` sees it, or the refusal's status. */
async function servedTree(baseUrl: string, body: object = {}): Promise<string> {
  const { status, json } = await menuTree(baseUrl, body);
  return status === 200 ? shape(json.data) : `status ${status}`;
}

/** Within a few seconds: the server checks the content version about once a second. */
const SOON = { timeout: 5_000, interval: 100 };

interface Serving {
  run: RunningCli;
  url: string;
}

/** Starts `rxdocs serve ...` and waits until /healthz answers. */
async function startServing(args: string[], port: number, options: CliOptions): Promise<Serving> {
  const run = startCli(["serve", ...args], options);
  const url = `http://127.0.0.1:${port}`;
  const outcome = await pollUntil(`${url}/healthz`, async () => {
    if (run.child.exitCode !== null || run.child.signalCode !== null) return "exited";
    return (await fetch(`${url}/healthz`)).ok ? "serving" : undefined;
  });
  if (outcome === "exited") throw new Error(`rxdocs serve exited early: ${run.stderr()}`);
  return { run, url };
}

/** SIGTERM, and the result once the process is gone (SIGKILL after `timeoutMs`). */
async function terminate(run: RunningCli, timeoutMs = 5_000): Promise<CliResult & { ms: number }> {
  const started = Date.now();
  if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill("SIGTERM");
  const timer = setTimeout(() => run.child.kill("SIGKILL"), timeoutMs);
  try {
    return { ...(await run.exited), ms: Date.now() - started };
  } finally {
    clearTimeout(timer);
  }
}

// The databases run side by side; within each, the steps build on each other in order.
describe.concurrent.each(DATABASE_KINDS)("rxdocs on $name", (kind) => {
  let work: string;
  let database: TestDatabase;
  let site: string;
  let serving: Serving;
  const extraDatabases: TestDatabase[] = [];
  const rxdocs = (args: string[], env?: Record<string, string>) => runCli(args, { cwd: work, env });
  /** A command run against this suite's database. */
  const onDb = (...args: string[]) => rxdocs([...args, "--db", database.url]);

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "rxdocs-cli-"));
    site = join(work, "site");
    writeFiles(site, SITE);
    database = await kind.create();
    const port = await freePort();
    serving = await startServing(["--port", String(port), "--host", "127.0.0.1", "--db", database.url], port, {
      cwd: work,
    });
  });
  afterAll(async () => {
    if (serving) await terminate(serving.run);
    await Promise.all([database, ...extraDatabases].map((db) => db?.drop()));
    if (work) rmSync(work, { recursive: true, force: true });
  });

  describe.sequential("import", () => {
    it("import --json prints counts of menus and articles created, updated and removed", async () => {
      const result = await onDb("import", site, "--json");
      expectSuccess(result);
      expect(result.stdout).toBe(importJson([11, 0, 0, 0], [8, 0, 0, 0]));
    });

    it("what the CLI imports shows in the running server within seconds", async () => {
      await expect.poll(() => servedTree(serving.url), SOON).toBe(PUBLIC_TREE);
    });

    it("a second import of the same folder prints everything unchanged", async () => {
      const result = await onDb("import", site, "--json");
      expectSuccess(result);
      expect(result.stdout).toBe(importJson([0, 0, 0, 11], [0, 0, 0, 8]));
    });

    it("import without --json prints one line starting with Imported; an edited file counts as updated", async () => {
      writeFileSync(join(site, "top.md"), "---\ntitle: Top\ncode: top\norder: 4\n---\n\nAt the top, edited.\n");
      const result = await onDb("import", site);
      expectSuccess(result);
      const lines = outputLines(result.stdout);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Imported /);
      expect(lines[0]).toContain("11 menus (0 created, 0 updated, 0 removed, 11 unchanged)");
      expect(lines[0]).toContain("8 articles (0 created, 1 updated, 0 removed, 7 unchanged)");
    });

    it("without --prune the menu and article of a deleted file are kept", async () => {
      unlinkSync(join(site, "vip.md"));
      const result = await onDb("import", site, "--json");
      expectSuccess(result);
      expect(result.stdout).toBe(importJson([0, 0, 0, 10], [0, 0, 0, 7]));
      expect(await storedMenuCodes(database.url)).toContain("vip");
    });

    it("import --prune removes the menu and article of a deleted file", async () => {
      const result = await onDb("import", site, "--json", "--prune");
      expectSuccess(result);
      expect(result.stdout).toBe(importJson([0, 0, 1, 10], [0, 0, 1, 7]));
      expect(await storedMenuCodes(database.url)).not.toContain("vip");
    });

    it("a refused import reports every bad file with its path and reason, ends with 'import refused' and changes nothing", async () => {
      const bad = join(work, "bad-site");
      writeFiles(bad, BAD_SITE);
      const before = await storedContent(database.url);

      const result = await onDb("import", bad, "--json", "--prune");

      expect(result.code).toBe(1);
      expect(result.stdout).toBe("");
      const lines = outputLines(result.stderr);
      expect(lines.at(-1)).toMatch(/^rxdocs: import refused/);
      const reported = lines.slice(0, -1);
      for (const [path, reason] of [
        ["bad-yaml.md", "front matter is not valid YAML"],
        ["maybe.md", 'status must be "published" or "draft"'],
        ["dup-a.md", 'duplicate code "twin"'],
        ["dup-b.md", 'duplicate code "twin"'],
        ["broken/_category_.json", "not valid JSON"],
      ] as const) {
        expect(
          reported.some((line) => line.startsWith(`${path}: `) && line.includes(reason)),
          `"${path}: ${reason}" in\n${result.stderr}`,
        ).toBe(true);
      }
      expect(reported.some((line) => line.startsWith("good.md"))).toBe(false);
      expect(await storedContent(database.url)).toEqual(before);
    });
  });

  describe.sequential("export", () => {
    it("export, import of it into a fresh database and export again give identical folders", async () => {
      const first = join(work, "export-1");
      const second = join(work, "export-2");
      const exported = await onDb("export", first);
      expectSuccess(exported);
      expect(outputLines(exported.stdout)).toEqual([`Exported 10 menus and 7 articles to ${first}`]);

      const fresh = await kind.create();
      extraDatabases.push(fresh);
      const imported = await rxdocs(["import", first, "--json", "--db", fresh.url]);
      expectSuccess(imported);
      expect(imported.stdout).toBe(importJson([10, 0, 0, 0], [7, 0, 0, 0]));
      expectSuccess(await rxdocs(["export", second, "--db", fresh.url]));

      expectSameTree(second, first);
    });

    it("importing the export into the original database creates, updates and removes nothing", async () => {
      const result = await onDb("import", join(work, "export-1"), "--json", "--prune");
      expectSuccess(result);
      expect(result.stdout).toBe(importJson([0, 0, 0, 10], [0, 0, 0, 7]));
    });
  });

  describe.sequential("key", () => {
    let partner: { id: string; key: string; link: string };
    let createdAt: number;

    it("key create --json prints the id, the key and a share link to an article in the key's menu", async () => {
      createdAt = Date.now();
      const result = await onDb(
        ...["key", "create", "--name", "Partner", "--menu", "secret", "--expires", "7d", "--json"],
        ...["--base-url", "http://docs.example"],
      );
      expectSuccess(result);
      expect(outputLines(result.stdout)).toHaveLength(1);
      partner = JSON.parse(result.stdout);
      expect(Object.keys(partner)).toEqual(["id", "key", "link"]);
      expect(partner.id).toEqual(expect.any(String));
      expect(partner.key).toMatch(BASE64URL);
      expect(partner.key.length).toBeGreaterThanOrEqual(43);
      const link = new RegExp(`^http://docs\\.example/view\\?path=plan&hash=${partner.key}&timestamp=(\\d+)$`);
      expect(partner.link).toMatch(link);
      expect(Math.abs(Number(link.exec(partner.link)![1]) - createdAt)).toBeLessThan(60_000);
    });

    it("key create without --json shows the key and the link", async () => {
      const result = await onDb("key", "create", "--name", "Everyone");
      expectSuccess(result);
      const key = /key:\s+([A-Za-z0-9_-]{43,})/.exec(result.stdout)?.[1];
      expect(key, result.stdout).toBeDefined();
      const link = /link:\s+(\S+)/.exec(result.stdout)?.[1];
      expect(link, result.stdout).toMatch(
        new RegExp(`^http://localhost:8080/view\\?path=[A-Za-z0-9_-]+&hash=${key}&timestamp=\\d+$`),
      );
    });

    it("key create with an unknown --menu exits 1 with one line", async () => {
      expectOneLineFailure(await onDb("key", "create", "--name", "x", "--menu", "no-such-menu"), /no-such-menu/);
    });

    it("key list --json shows the keys created (and none refused), never a key or its hash", async () => {
      const result = await onDb("key", "list", "--json");
      expectSuccess(result);
      const keys = JSON.parse(result.stdout);
      expect(keys.map((k: { name: string }) => k.name)).toEqual(["Partner", "Everyone"]);
      const listed = keys.find((k: { id: string }) => k.id === partner.id);
      expect(Object.keys(listed).sort()).toEqual(
        ["createdAt", "expiresAt", "id", "name", "revokedAt", "scope", "status"].sort(),
      );
      expect(listed).toMatchObject({ name: "Partner", scope: ["secret"], revokedAt: null, status: "active" });
      expect(Math.abs(Date.parse(listed.createdAt) - createdAt)).toBeLessThan(60_000);
      expect(Math.abs(Date.parse(listed.expiresAt) - (createdAt + 7 * 86_400_000))).toBeLessThan(60_000);
      expect(result.stdout).not.toContain(partner.key);
      expect(result.stdout).not.toContain(createHash("sha256").update(partner.key).digest("hex"));
    });

    it("a key created by the CLI opens its menu in the running server", async () => {
      await expect
        .poll(() => servedTree(serving.url, { hash: partner.key, isAuth: true }), SOON)
        .toBe("guide(intro,guide-setup),secret(plan),top");
    });

    it("key revoke marks the key revoked in key list", async () => {
      expectSuccess(await onDb("key", "revoke", partner.id));
      const keys = JSON.parse((await onDb("key", "list", "--json")).stdout);
      const listed = keys.find((k: { id: string }) => k.id === partner.id);
      expect(listed.status).toBe("revoked");
      expect(Date.parse(listed.revokedAt)).not.toBeNaN();
      expect(keys.find((k: { id: string }) => k.id !== partner.id).status).toBe("active");
    });

    it("a key revoked by the CLI stops working in the running server within seconds", async () => {
      await expect.poll(() => servedTree(serving.url, { hash: partner.key, isAuth: true }), SOON).toBe("status 403");
    });

    it("key revoke of an unknown id exits 1 with one line", async () => {
      expectOneLineFailure(await onDb("key", "revoke", "k_000000000000"), /k_000000000000/);
    });
  });

  describe.sequential("link", () => {
    let first: { menuCode: string; viewPathCode: string; link: string };

    it("link --json of a hidden menu prints its view code and a link to an article inside it", async () => {
      const result = await onDb("link", "unlisted", "--json", "--base-url", "http://docs.example");
      expectSuccess(result);
      first = JSON.parse(result.stdout);
      expect(Object.keys(first)).toEqual(["menuCode", "viewPathCode", "link"]);
      expect(first.menuCode).toBe("unlisted");
      expect(first.viewPathCode).toMatch(BASE64URL);
      expect(first.viewPathCode.length).toBeGreaterThanOrEqual(22);
      expect(first.link).toMatch(
        new RegExp(`^http://docs\\.example/view\\?path=hid1&viewPath=${first.viewPathCode}&timestamp=\\d+$`),
      );
    });

    it("the view code stays the same when the hidden menu is changed and re-imported", async () => {
      writeFiles(site, {
        "03-unlisted/_category_.json": category({
          label: "Unlisted pages",
          position: 3,
          code: "unlisted",
          visibility: "hidden",
        }),
      });
      const imported = await onDb("import", site, "--json");
      expectSuccess(imported);
      expect(imported.stdout).toBe(importJson([0, 1, 0, 9], [0, 0, 0, 7]));

      const human = await onDb("link", "unlisted");
      expectSuccess(human);
      expect(outputLines(human.stdout)).toHaveLength(1);
      const link = new URL(human.stdout.trim());
      expect(link.origin + link.pathname).toBe("http://localhost:8080/view");
      expect(link.searchParams.get("path")).toBe("hid1");
      expect(link.searchParams.get("viewPath")).toBe(first.viewPathCode);
    });

    it("link of a public menu or of an unknown code exits 1 with one line", async () => {
      const [publicMenu, unknown] = await Promise.all([onDb("link", "guide"), onDb("link", "no-such-menu")]);
      expectOneLineFailure(publicMenu, /guide/);
      expectOneLineFailure(unknown, /no-such-menu/);
    });
  });

  describe.sequential("serve", () => {
    it("serve answers the API with the imported menus", async () => {
      const { status, json } = await menuTree(serving.url);
      expect(status).toBe(200);
      expect(json).toMatchObject({ code: 200, message: "ok" });
      expect(shape(json.data)).toBe(PUBLIC_TREE);
    });

    it("serve logs JSON lines on stdout, request logs included", async () => {
      const lines = outputLines(serving.run.stdout()).map((line) => JSON.parse(line));
      for (const entry of lines) expect(entry).toMatchObject({ level: expect.any(Number), msg: expect.any(String) });
      const requests = lines.filter((entry) => entry.req?.url === "/api/menuInfo/getAuthMenuTree");
      expect(requests.length).toBeGreaterThan(0);
      expect(lines.some((entry) => entry.res?.statusCode === 200)).toBe(true);
    });

    it("PORT, HOST and DATABASE_URL work in place of the flags", async () => {
      const port = await freePort();
      const fromEnv = await startServing([], port, {
        cwd: work,
        env: { PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: database.url },
      });
      try {
        expect(await servedTree(fromEnv.url)).toBe(PUBLIC_TREE);
      } finally {
        expect((await terminate(fromEnv.run)).code).toBe(0);
      }
    });

    it("serve and other commands exit 1 with one line when the database cannot be opened", async () => {
      const unreachable = UNREACHABLE[kind.name](work);
      const port = String(await freePort());
      const [serve, list] = await Promise.all([
        rxdocs(["serve", "--port", port, "--host", "127.0.0.1", "--db", unreachable]),
        rxdocs(["key", "list"], { DATABASE_URL: unreachable }),
      ]);
      expectOneLineFailure(serve, /^rxdocs: cannot open database/);
      expectOneLineFailure(list, /^rxdocs: cannot open database/);
    });

    it("SIGTERM stops the server with exit code 0 within seconds", async () => {
      await menuTree(serving.url);
      const result = await terminate(serving.run);
      expect(result.signal).toBeNull();
      expect(result.code).toBe(0);
      expect(result.ms).toBeLessThan(5_000);
    });
  });
});

describe.concurrent("rxdocs, whatever the database", () => {
  let work: string;
  let database: TestDatabase;
  const rxdocs = (args: string[], options: { env?: Record<string, string>; timeoutMs?: number } = {}) =>
    runCli(args, { cwd: work, ...options });

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "rxdocs-cli-any-"));
    database = await createSqliteDatabase();
  });
  afterAll(async () => {
    await database?.drop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("an unknown command or a missing argument exits non-zero", async () => {
    const results = await Promise.all([rxdocs(["frobnicate"]), rxdocs(["import"]), rxdocs(["key", "revoke"])]);
    for (const result of results) {
      expect(result.code).not.toBe(0);
      expect(result.stderr).not.toBe("");
    }
  });

  it("key create with a bad --expires or an empty name exits 1 with one line and creates nothing", async () => {
    const results = await Promise.all([
      rxdocs(["key", "create", "--name", "x", "--expires", "soon", "--db", database.url]),
      rxdocs(["key", "create", "--name", "x", "--expires", "2020-01-01", "--db", database.url]),
      rxdocs(["key", "create", "--name", "", "--db", database.url]),
    ]);
    expectOneLineFailure(results[0]!, /soon/);
    expectOneLineFailure(results[1]!, /2020-01-01/);
    expectOneLineFailure(results[2]!, /name/);
    expect(await withDatabase(database.url, (storage) => listAccessKeys(storage.db))).toEqual([]);
  });

  it("import of a folder that does not exist exits 1 with one line", async () => {
    expectOneLineFailure(
      await rxdocs(["import", join(work, "no-such-folder"), "--db", database.url]),
      /no-such-folder/,
    );
  });

  it("export into a non-empty directory exits 1 with one line and writes nothing", async () => {
    const occupied = join(work, "occupied");
    writeFiles(occupied, { "notes.txt": "mine\n" });
    expectOneLineFailure(await rxdocs(["export", occupied, "--db", database.url]), /not empty/);
    expect([...readTree(occupied).keys()]).toEqual(["notes.txt"]);
    expect(readFileSync(join(occupied, "notes.txt"), "utf8")).toBe("mine\n");
  });

  it("serve on a port already in use exits 1 with one line saying so", async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const result = await rxdocs(["serve", "--port", String(port), "--host", "127.0.0.1", "--db", database.url]);
      expect(result.code).toBe(1);
      const lines = outputLines(result.stderr);
      expect(lines, result.stderr).toHaveLength(1);
      expect(lines[0]).toContain("already in use");
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it("a SQLite path under a folder that cannot be created exits 1 with one line", async () => {
    writeFileSync(join(work, "a-file"), "");
    const [underFile, underProc] = await Promise.all([
      rxdocs(["key", "list", "--db", join(work, "a-file", "x.db")]),
      rxdocs(["key", "list", "--db", "/proc/nope/x.db"], { timeoutMs: 4_000 }),
    ]);
    expectOneLineFailure(underFile, /^rxdocs: cannot open database/);
    expectOneLineFailure(underProc, /^rxdocs: cannot open database/);
  });

  it("without --db or DATABASE_URL the database is ./data/rxdocs.db in the working directory", async () => {
    const result = await rxdocs(["key", "list", "--json"]);
    expectSuccess(result);
    expect(result.stdout).toBe("[]\n");
    expect(statSync(join(work, "data", "rxdocs.db")).isFile()).toBe(true);
  });

  it("the repository's docs folder survives import, export, import into PostgreSQL and export unchanged", async () => {
    const postgres = await createPostgresDatabase();
    try {
      const sqlite = database.url.replace(/\.db$/, "-docs.db");
      const [first, second] = [join(work, "docs-1"), join(work, "docs-2")];
      const imported = await rxdocs(["import", join(REPO_ROOT, "docs"), "--json", "--db", sqlite]);
      expectSuccess(imported);
      const { menus, articles } = JSON.parse(imported.stdout);
      expect(menus.created).toBeGreaterThan(5);
      expect(articles.created).toBeGreaterThan(5);

      expectSuccess(await rxdocs(["export", first, "--db", sqlite]));
      const [again, copy] = await Promise.all([
        rxdocs(["import", first, "--json", "--prune", "--db", sqlite]),
        rxdocs(["import", first, "--json", "--db", postgres.url]),
      ]);
      expectSuccess(again);
      expect(again.stdout).toBe(importJson([0, 0, 0, menus.created], [0, 0, 0, articles.created]));
      expectSuccess(copy);
      expect(copy.stdout).toBe(importJson([menus.created, 0, 0, 0], [articles.created, 0, 0, 0]));

      expectSuccess(await rxdocs(["export", second, "--db", postgres.url]));
      expectSameTree(second, first);
    } finally {
      await postgres.drop();
    }
  });
});
