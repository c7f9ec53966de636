// Kysely's SQLite dialect, keeping the error that ended a transaction. SQLite rolls a
// transaction back by itself on some errors (a full disk, an I/O error, lack of memory), and
// Kysely's driver then sends ROLLBACK anyway: that fails with "cannot rollback - no transaction
// is active", and its error replaced the one that said what went wrong ("database or disk is
// full"). Here ROLLBACK is sent only while SQLite still has a transaction open.
import type SQLite from "better-sqlite3";
import { type DatabaseConnection, type Driver, SqliteDialect, SqliteDriver } from "kysely";

export class SqliteDialectKeepingErrors extends SqliteDialect {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: sqlite });
  }

  override createDriver(): Driver {
    return new RollbackOnlyWhileOpen(this.sqlite);
  }
}

class RollbackOnlyWhileOpen extends SqliteDriver {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: sqlite });
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.sqlite.inTransaction) await super.rollbackTransaction(connection);
  }
}
