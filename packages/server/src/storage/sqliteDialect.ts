// Kysely's SQLite dialect, with two changes to how its transactions begin and end:
//
// - A transaction that may write takes the write lock as it begins (BEGIN IMMEDIATE), waiting
//   for it as long as the busy timeout allows. Begun as a reader (plain BEGIN), it would be
//   refused at once ("database is locked") when it came to write after another connection had
//   written meanwhile, such as an import while the server keeps its counts. Only a transaction
//   marked "read only" begins as a reader.
// - The error that ended a transaction is kept. SQLite rolls a transaction back by itself on
//   some errors (a full disk, an I/O error, lack of memory), and Kysely's driver then sends
//   ROLLBACK anyway: that fails with "cannot rollback - no transaction is active", and its error
//   replaced the one that said what went wrong ("database or disk is full"). Here ROLLBACK is
//   sent only while SQLite still has a transaction open.
import type SQLite from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  SqliteDriver,
  type TransactionSettings,
} from "kysely";

export class SqliteDialectKeepingErrors extends SqliteDialect {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: sqlite });
  }

  override createDriver(): Driver {
    return new SqliteTransactions(this.sqlite);
  }
}

class SqliteTransactions extends SqliteDriver {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: sqlite });
  }

  // Kysely passes the settings (Driver.beginTransaction), which SqliteDriver's signature omits.
  override async beginTransaction(connection: DatabaseConnection, settings?: TransactionSettings): Promise<void> {
    const mode = settings?.accessMode === "read only" ? "deferred" : "immediate";
    await connection.executeQuery(CompiledQuery.raw(`begin ${mode}`));
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.sqlite.inTransaction) await super.rollbackTransaction(connection);
  }
}
