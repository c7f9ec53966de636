// Kysely's PostgreSQL dialect, for a site that keeps its tables in one schema of a database that
// other sites may share (a schema each).
//
// Kysely's introspector lists the columns of every schema in the database, resolving each schema
// by name as it goes, and its migrator asks it whether the migration tables exist: a site that
// dropped its schema meanwhile made another site's migration fail with `schema "…" does not
// exist`. Here the tables are those of the connection's current schema, where this site's tables
// and migrations live. Kysely's migration lock is one for the whole database, so each site's start
// waited for any other's migration; here it is one for each schema.
import {
  type ColumnMetadata,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  type DialectAdapter,
  type Kysely,
  type MigrationLockOptions,
  PostgresAdapter,
  PostgresDialect,
  PostgresIntrospector,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from "kysely";

export class PostgresDialectOfOneSchema extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db.withTables<PgCatalog>());
  }

  override createAdapter(): DialectAdapter {
    return new OwnSchemaLockAdapter();
  }
}

/** The first key of the migration locks' advisory locks; the second is the schema's. */
const MIGRATION_LOCK_SPACE = 0x72786d67; // "rxmg"

class OwnSchemaLockAdapter extends PostgresAdapter {
  override async acquireMigrationLock(db: Kysely<unknown>, options: MigrationLockOptions): Promise<void> {
    await sql`select pg_advisory_lock(${sql.lit(MIGRATION_LOCK_SPACE)}, hashtext(${schemaOf(options)}))`.execute(db);
  }

  override async releaseMigrationLock(db: Kysely<unknown>, options: MigrationLockOptions): Promise<void> {
    await sql`select pg_advisory_unlock(${sql.lit(MIGRATION_LOCK_SPACE)}, hashtext(${schemaOf(options)}))`.execute(db);
  }
}

const schemaOf = ({ lockTableSchema }: MigrationLockOptions) => lockTableSchema ?? sql<string>`current_schema()`;

/** The columns of PostgreSQL's catalog that the introspection reads. */
type PgCatalog = {
  "pg_catalog.pg_attribute": {
    attrelid: number;
    attnum: number;
    attname: string;
    atttypid: number;
    attnotnull: boolean;
    atthasdef: boolean;
    attisdropped: boolean;
  };
  "pg_catalog.pg_class": { oid: number; relname: string; relkind: string; relnamespace: number };
  "pg_catalog.pg_namespace": { oid: number; nspname: string };
  "pg_catalog.pg_type": { oid: number; typname: string; typnamespace: number };
};

class OwnSchemaIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<PgCatalog>) {}

  // Reads pg_namespace alone, which a concurrent drop cannot make fail.
  getSchemas(): Promise<SchemaMetadata[]> {
    return new PostgresIntrospector(this.db).getSchemas();
  }

  async getTables(options?: DatabaseMetadataOptions): Promise<TableMetadata[]> {
    return tablesOf(await this.columnRows(options));
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }

  /** A row per column of each table and view in the current schema, ordered by table. */
  private columnRows(options?: DatabaseMetadataOptions) {
    let query = this.db
      .selectFrom("pg_catalog.pg_attribute as a")
      .innerJoin("pg_catalog.pg_class as c", "a.attrelid", "c.oid")
      .innerJoin("pg_catalog.pg_namespace as ns", "c.relnamespace", "ns.oid")
      .innerJoin("pg_catalog.pg_type as typ", "a.atttypid", "typ.oid")
      .innerJoin("pg_catalog.pg_namespace as dtns", "typ.typnamespace", "dtns.oid")
      .select([
        "c.relname as table",
        "c.relkind as tableType",
        "ns.nspname as schema",
        "a.attname as column",
        "a.attnotnull as notNull",
        "a.atthasdef as hasDefault",
        "typ.typname as type",
        "dtns.nspname as typeSchema",
        sql<string | null>`col_description(a.attrelid, a.attnum)`.as("comment"),
        sql<
          string | null
        >`pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname)`.as("sequence"),
      ])
      .where("ns.nspname", "=", sql<string>`current_schema()`)
      .where("c.relkind", "in", ["r" /* table */, "v" /* view */, "p" /* partitioned table */])
      .where("a.attnum", ">=", 0)
      .where("a.attisdropped", "!=", true)
      .orderBy("c.relname")
      .orderBy("a.attnum");
    if (!options?.withInternalKyselyTables) {
      query = query.where("c.relname", "not in", [DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]);
    }
    return query.execute();
  }
}

type ColumnRow = Awaited<ReturnType<OwnSchemaIntrospector["columnRows"]>>[number];

/** Groups the rows, ordered by table, into one entry per table. */
function tablesOf(rows: ColumnRow[]): TableMetadata[] {
  const tables = new Map<string, TableMetadata & { columns: ColumnMetadata[] }>();
  for (const row of rows) {
    let table = tables.get(row.table);
    if (!table) {
      table = { name: row.table, schema: row.schema, isView: row.tableType === "v", columns: [] };
      tables.set(row.table, table);
    }
    table.columns.push({
      name: row.column,
      dataType: row.type,
      dataTypeSchema: row.typeSchema,
      isNullable: !row.notNull,
      hasDefaultValue: row.hasDefault,
      isAutoIncrementing: row.sequence !== null,
      comment: row.comment ?? undefined,
    });
  }
  return [...tables.values()];
}
