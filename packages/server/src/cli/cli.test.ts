// End-to-end tests of the `rxdocs` command: each test runs the built command in its own
// process and looks only at what a user sees (stdout, stderr, exit code, files, the API).
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BAD_SITE,
  BASE64URL,
  category,
  expectOneLineFailure,
  expectSameTree,
  expectSuccess,
  importJson,
  menuTree,
  PUBLIC_TREE,
  servedTree,
  type Serving,
  SITE,
  SOON,
  startServing,
  storedContent,
  storedMenuCodes,
  terminate,
  UNREACHABLE,
} from "../test-support/cliSite.js";
import { writeFileTree } from "../test-support/fileTree.js";
import { menuShape } from "../test-support/menuShape.js";
import { DATABASE_KINDS, type TestDatabase } from "../test-support/databases.js";
import { freePort, outputLines, runCli } from "../test-support/runCli.js";

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
    writeFileTree(site, SITE);
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
      writeFileTree(bad, BAD_SITE);
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
          reported.some((line) => new RegExp(`^${path}(:\\d+)?: `).test(line) && line.includes(reason)),
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
        [
          "createdAt",
          "expiresAt",
          "id",
          "lastUsedAt",
          "name",
          "revokedAt",
          "scope",
          "status",
          "useLimit",
          "uses",
        ].sort(),
      );
      expect(listed).toMatchObject({
        ...{ name: "Partner", scope: ["secret"], revokedAt: null, status: "active" },
        ...{ uses: 0, useLimit: null, lastUsedAt: null },
      });
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

    it("key list shows how often and when the running server saw a key used", async () => {
      const usedFrom = Date.now();
      for (let i = 0; i < 3; i++) await servedTree(serving.url, { hash: partner.key, isAuth: true });
      const listed = async () =>
        (JSON.parse((await onDb("key", "list", "--json")).stdout) as { id: string; uses: number }[]).find(
          (k) => k.id === partner.id,
        )!;
      // The poll above used it too, as often as it had to ask.
      await expect.poll(async () => (await listed()).uses, SOON).toBeGreaterThanOrEqual(4);
      const { lastUsedAt } = (await listed()) as unknown as { lastUsedAt: string };
      expect(Date.parse(lastUsedAt)).toBeGreaterThanOrEqual(usedFrom - 1000);
      const table = (await onDb("key", "list")).stdout;
      expect(outputLines(table)[0]).toMatch(/^ID\s+STATUS\s+NAME\s+SCOPE\s+USES\s+LAST USED\s+EXPIRES\s+CREATED$/);
      expect(table).toContain(lastUsedAt);
    });

    it("key create --max-uses: the key opens that many requests, then stops, and key list says it is used up", async () => {
      const result = await onDb("key", "create", "--name", "Twice", "--menu", "secret", "--max-uses", "2", "--json");
      expectSuccess(result);
      const twice = JSON.parse(result.stdout) as { id: string; key: string };
      const body = { hash: twice.key, isAuth: true };
      await expect.poll(() => servedTree(serving.url, body), SOON).toBe("guide(intro,guide-setup),secret(plan),top");
      expect(await servedTree(serving.url, body)).toBe("guide(intro,guide-setup),secret(plan),top");
      expect(await servedTree(serving.url, body)).toBe("status 403");
      const stored = async () =>
        (JSON.parse((await onDb("key", "list", "--json")).stdout) as { id: string }[]).find((k) => k.id === twice.id);
      await expect.poll(stored, SOON).toMatchObject({ uses: 2, useLimit: 2, status: "used up" });
      expect((await onDb("key", "list")).stdout).toMatch(/used up\s+Twice\s+secret\s+2\/2\s/);
    });

    it("key create --max-uses refuses what is not a count of at least one, with one line, creating nothing", async () => {
      const before = (await onDb("key", "list", "--json")).stdout;
      for (const bad of ["0", "-1", "2.5", "many", "1e3"]) {
        expectOneLineFailure(await onDb("key", "create", "--name", "x", "--max-uses", bad), /--max-uses/);
      }
      expect((await onDb("key", "list", "--json")).stdout).toBe(before);
    });

    it("key revoke marks the key revoked in key list", async () => {
      expectSuccess(await onDb("key", "revoke", partner.id));
      const keys = JSON.parse((await onDb("key", "list", "--json")).stdout);
      const listed = keys.find((k: { id: string }) => k.id === partner.id);
      expect(listed.status).toBe("revoked");
      expect(Date.parse(listed.revokedAt)).not.toBeNaN();
      expect(keys.find((k: { name: string }) => k.name === "Everyone").status).toBe("active");
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
      writeFileTree(site, {
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
      expect(menuShape(json.data)).toBe(PUBLIC_TREE);
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
