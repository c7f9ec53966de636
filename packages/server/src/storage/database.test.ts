import { describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../test-support/databases.js";
import { readContentVersion } from "./contentVersion.js";
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
