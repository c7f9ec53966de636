import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createPostgresDatabase, createSqliteDatabase, DATABASE_KINDS } from "../test-support/databases.js";
import { bumpContentVersion, readContentVersion } from "./contentVersion.js";
import { openStorage } from "./database.js";

describe.each(DATABASE_KINDS)("opening a $name database", (kind) => {
  it("migrates a new database once even when several processes open it at the same moment", async () => {
    const database = await kind.create();
    try {
      const opened = await Promise.all(Array.from({ length: 4 }, () => openStorage(database.url)));
      for (const storage of opened) expect(await readContentVersion(storage.db)).toBe(1);
      await Promise.all(opened.map((storage) => storage.close()));
    } finally {
      await database.drop();
    }
  });
});

describe("a SQLite database written by two processes", () => {
  it("commits a change that read before writing, though the other process wrote meanwhile", async () => {
    // An import reads what is stored, then writes, while the server keeps its counts: SQLite
    // refuses at once to turn a read into a write once another connection has written.
    const database = await createSqliteDatabase();
    const [importer, server] = [await openStorage(database.url), await openStorage(database.url)];
    try {
      await importer.db.transaction().execute(async (trx) => {
        const before = await readContentVersion(trx);
        await server.withoutWaiting((db) => bumpContentVersion(db)).catch(() => undefined);
        await bumpContentVersion(trx);
        expect(await readContentVersion(trx)).toBe(before + 1);
      });
      expect(await readContentVersion(server.db)).toBe(2);
    } finally {
      await Promise.all([importer.close(), server.close()]);
      await database.drop();
    }
  });
});

describe("several sites in one PostgreSQL database", () => {
  it("a site finds its migration tables while another site's schema is being dropped", async () => {
    const [ours, theirs] = await Promise.all([createPostgresDatabase(), createPostgresDatabase()]);
    const storage = await openStorage(ours.url);
    try {
      await (await openStorage(theirs.url)).close();
      // The migrator asks which tables exist. In a transaction whose snapshot predates the drop,
      // the other schema is still listed but no longer found by its name: the moment at which
      // a site starting up used to fail.
      const tables = await storage.db
        .transaction()
        .setIsolationLevel("repeatable read")
        .execute(async (transaction) => {
          await sql`select 1`.execute(transaction);
          await theirs.drop();
          return transaction.introspection.getTables({ withInternalKyselyTables: true });
        });
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(storage.db);
      expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([rows[0]!.schema]));
      expect(tables.map((table) => table.name)).toEqual(
        expect.arrayContaining(["kysely_migration", "content_version"]),
      );
    } finally {
      await storage.close();
      await Promise.all([ours.drop(), theirs.drop()]);
    }
  });

  it("a site starts while another site's migration is under way", async () => {
    const [ours, theirs] = await Promise.all([createPostgresDatabase(), createPostgresDatabase()]);
    const theirSite = await openStorage(theirs.url);
    try {
      await theirSite.db.connection().execute(async (connection) => {
        const { adapter } = connection.getExecutor();
        const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(connection);
        const lock = {
          lockTable: "kysely_migration_lock",
          lockRowId: "migration_lock",
          lockTableSchema: rows[0]!.schema,
        };
        // Their site migrates, holding the migration lock, for as long as this callback runs.
        await adapter.acquireMigrationLock(connection, lock);
        try {
          await (await openStorage(ours.url)).close();
        } finally {
          await adapter.releaseMigrationLock(connection, lock);
        }
      });
    } finally {
      await theirSite.close();
      await Promise.all([ours.drop(), theirs.drop()]);
    }
  });
});
