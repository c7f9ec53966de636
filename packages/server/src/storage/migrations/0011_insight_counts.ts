// What readers do, counted per day with nothing about who they are: page views by page, searches
// by their folded words (how often, how often they found nothing), and the results opened from a
// search. One table of counts, each row a kind, a day, a version and language, and its subject.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table insight_counts (
    day varchar(10) not null,
    kind varchar(16) not null,
    version varchar(64) not null,
    lang varchar(35) not null,
    subject varchar(256) not null,
    detail varchar(128) not null,
    count integer not null,
    primary key (day, kind, version, lang, subject, detail)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("insight_counts").execute();
}
