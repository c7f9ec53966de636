// A page's old addresses: the menu codes it had before an import moved or renamed it, and the
// addresses a folder declares for it (front matter `redirect_from`, a tool's redirect rules).
// Each belongs to a slot and goes with it; the reader is sent on with a permanent redirect.
import { type Kysely, sql } from "kysely";
import { databaseKindOf } from "../dialect.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = databaseKindOf(db) === "postgres";
  await sql`create table redirects (
    slot_id integer not null references slots (id) on delete cascade,
    source varchar(1024) not null,
    target_code varchar(128),
    target_anchor text,
    target_url text,
    primary key (slot_id, source)
  ) ${postgres ? sql`` : sql`without rowid`}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("redirects").execute();
}
