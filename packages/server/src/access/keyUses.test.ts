// Key uses as servers count them: every request a key unlocks is one use, written within a
// second, added up across servers on one database, and never at the cost of stalling readers.
import Database from "better-sqlite3";
import type { FastifyRequest } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../server.js";
import { menuTree } from "../test-support/cliSite.js";
import { DATABASE_KINDS, freshStorageEachTest } from "../test-support/databases.js";
import { startTestSite, type TestSite, withKey } from "../test-support/testServer.js";
import { issueAccessKey } from "./keyIssuer.js";
import { KeyUses } from "./keyUses.js";

/** The flush runs every second; the catalog learns of a new key within a second too. */
const SOON = { timeout: 5_000, interval: 50 };

/** The status of a menu tree asked of the server at `url`, with `key` when given. */
const treeFrom = async (url: string, key?: string) =>
  (await menuTree(url, key ? { isAuth: true, hash: key } : {})).status;

describe.each(DATABASE_KINDS)("key uses on $name", (kind) => {
  let site: TestSite | undefined;
  let second: RunningServer | undefined;
  afterEach(async () => {
    await second?.close();
    await site?.stop();
    site = second = undefined;
  });

  /** The test site, and a second server on its database. */
  async function twoServers(): Promise<[string, string]> {
    site = await startTestSite(kind);
    second = await startServer({
      ...{ databaseUrl: site.database.url, port: 0, host: "127.0.0.1" },
      web: { root: site.webRoot },
    });
    return [site.server.url, second.url];
  }

  const storedUses = async (id: string) => {
    const row = await site!.server.storage.db
      .selectFrom("access_keys")
      .select(["use_count", "last_used_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    return { uses: Number(row.use_count), lastUsedAt: row.last_used_at };
  };

  it("two servers on one database add up every request a key unlocked, and nothing else", async () => {
    const [first, other] = await twoServers();
    const usedFrom = new Date().toISOString();
    const { id, key } = await issueAccessKey(site!.server.storage.db, { name: "audit", scope: [], expiresAt: null });
    await expect.poll(() => treeFrom(first, key), SOON).toBe(200);
    await expect.poll(() => treeFrom(other, key), SOON).toBe(200);
    const served = await Promise.all([
      ...Array.from({ length: 7 }, () => treeFrom(first, key)),
      ...Array.from({ length: 5 }, () => treeFrom(other, key)),
      // Calls without the key are not its uses.
      treeFrom(first),
      treeFrom(other),
    ]);
    expect(served).toEqual(Array(14).fill(200));
    await expect.poll(async () => (await storedUses(id)).uses, SOON).toBe(14);
    expect((await storedUses(id)).lastUsedAt! >= usedFrom).toBe(true);
  });

  it("a key with a use limit is refused on every server once the limit is stored", async () => {
    const [first, other] = await twoServers();
    const { id, key } = await issueAccessKey(site!.server.storage.db, {
      ...{ name: "limited", scope: [], expiresAt: null },
      useLimit: 3,
    });
    await expect.poll(() => treeFrom(first, key), SOON).toBe(200);
    expect(await treeFrom(first, key)).toBe(200);
    expect(await treeFrom(first, key)).toBe(200);
    const refused = await site!.post("menuInfo/getAuthMenuTree", { isAuth: true }, withKey(key));
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe("This access link is invalid or has expired");
    await expect.poll(async () => (await storedUses(id)).uses, SOON).toBe(3);
    // The other server used none of it itself; it learns the total from the database.
    await expect.poll(() => treeFrom(other, key), SOON).toBe(403);
  });
});

describe("key uses on SQLite while an import holds the database", () => {
  let site: TestSite | undefined;
  afterEach(async () => {
    await site?.stop();
    site = undefined;
  });

  it("readers are not stalled, and the uses are written once the import ends", async () => {
    site = await startTestSite(DATABASE_KINDS[0]!);
    const { id, key } = await issueAccessKey(site.server.storage.db, { name: "busy", scope: [], expiresAt: null });
    const url = site.server.url;
    await expect.poll(() => treeFrom(url, key), SOON).toBe(200);
    await expect.poll(() => usesIn(site!.database.url, id), SOON).toBe(1);

    // Another process's import: a write transaction held open on the same file.
    const importer = new Database(site.database.url);
    importer.exec("begin immediate");
    try {
      // Long enough for two of the server's writes to find the database held (they come every second).
      const until = Date.now() + 2_500;
      let slowest = 0;
      let requests = 0;
      while (Date.now() < until) {
        const started = Date.now();
        expect(await treeFrom(url, key)).toBe(200);
        slowest = Math.max(slowest, Date.now() - started);
        requests += 1;
      }
      // Waiting for the lock would hold every reader for SQLite's busy timeout (10 s).
      expect(slowest).toBeLessThan(2_000);
      expect(usesIn(importer, id)).toBe(1);
      importer.exec("commit");
      await expect.poll(() => usesIn(site!.database.url, id), SOON).toBe(1 + requests);
    } finally {
      if (importer.inTransaction) importer.exec("rollback");
      importer.close();
    }
  });
});

function usesIn(database: string | Database.Database, id: string): number {
  const connection = typeof database === "string" ? new Database(database, { readonly: true }) : database;
  try {
    const row = connection.prepare("select use_count from access_keys where id = ?").get(id) as { use_count: number };
    return row.use_count;
  } finally {
    if (connection !== database) connection.close();
  }
}

describe.each(DATABASE_KINDS)("a key's limit while its uses are being written, on $name", (kind) => {
  const { storage } = freshStorageEachTest(kind);

  it("counts the uses a write has taken and not yet stored", async () => {
    const { id } = await issueAccessKey(storage().db, { name: "limited", scope: [], expiresAt: null, useLimit: 3 });
    const key = await storage().db.selectFrom("access_keys").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const uses = new KeyUses(storage());
    const request = () => ({}) as FastifyRequest; // each use is another request
    expect([uses.use(request(), key), uses.use(request(), key)]).toEqual([true, true]);
    const written = uses.flush();
    await Promise.resolve(); // the write has taken the two uses and waits on the database
    expect([uses.use(request(), key), uses.use(request(), key)]).toEqual([true, false]);
    await written;
    await uses.flush();
    expect(
      Number((await storage().db.selectFrom("access_keys").select("use_count").executeTakeFirstOrThrow()).use_count),
    ).toBe(3);
    expect(uses.use(request(), key)).toBe(false);
  });
});
