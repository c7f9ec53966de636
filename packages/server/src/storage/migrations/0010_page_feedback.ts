// Readers' answers to "Was this page helpful?", and the salts that tell readers apart for one day.
// An answer is kept by page, version and language, and by `reader`: a hash of the reader's
// address and browser with that day's salt. The address and browser are never stored, and the
// salt is dropped once its day is over, after which no one can tell whose answer a row was.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table insight_salts (
    day varchar(10) primary key,
    salt varchar(64) not null
  )`.execute(db);
  await sql`create table page_feedback (
    day varchar(10) not null,
    version varchar(64) not null,
    lang varchar(35) not null,
    menu_code varchar(128) not null,
    reader varchar(64) not null,
    helpful integer not null,
    comment text,
    answered_at varchar(32) not null,
    primary key (day, version, lang, menu_code, reader)
  )`.execute(db);
  await sql`create index page_feedback_page on page_feedback (menu_code, version, lang)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("page_feedback").execute();
  await db.schema.dropTable("insight_salts").execute();
}
