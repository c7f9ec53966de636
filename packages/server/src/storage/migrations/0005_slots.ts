// A site holds versions and languages: each pair (a slot) has its own tree of menus and
// articles. Menus and articles become revisions, rows that never change once written, and a
// slot's pages point at theirs: the slots that have a page as it is share one row of it, so
// fifty versions that differ in a few pages cost little more than one. A hidden menu's view
// code belongs to the menu, the same in every slot, and each slot has its own home page. Search
// sections and file uses belong to an article revision. What the database held becomes the one slot of version "current".
import { type Kysely, sql } from "kysely";
import { indexAllArticles } from "../../search/searchIndex.js";
import { databaseKindOf } from "../dialect.js";
import type { Database } from "../schema.js";

const FIRST_VERSION = "current";

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = databaseKindOf(db) === "postgres";
  const id = postgres ? sql`serial primary key` : sql`integer primary key`;

  await db.schema
    .createTable("versions")
    .addColumn("name", "varchar(64)", (c) => c.primaryKey())
    .addColumn("label", "text")
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("listed", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("latest", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create table slots (
    id ${id},
    version varchar(64) not null references versions (name),
    lang varchar(48) not null,
    home text,
    unique (version, lang)
  )`.execute(db);

  const lang = await siteLang(db);
  await sql`insert into versions (name, label, position, listed, latest) values (${FIRST_VERSION}, null, 0, 1, 1)`.execute(
    db,
  );
  await sql`insert into slots (id, version, lang, home) values (1, ${FIRST_VERSION}, ${lang},
    (select home from site where id = 1))`.execute(db);

  await sql`create table menu_revisions (
    id ${id},
    menu_code varchar(128) not null,
    menu_name text not null,
    menu_type integer not null,
    parent_code varchar(128),
    sort integer not null,
    visibility varchar(16) not null,
    source_path text,
    created_at varchar(32) not null,
    updated_at varchar(32) not null
  )`.execute(db);
  await sql`insert into menu_revisions (id, menu_code, menu_name, menu_type, parent_code, sort, visibility,
      source_path, created_at, updated_at)
    select row_number() over (order by menu_code), menu_code, menu_name, menu_type, parent_code, sort, visibility,
      source_path, created_at, updated_at from menus`.execute(db);

  await sql`create table article_revisions (
    id ${id},
    menu_code varchar(128) not null,
    article_title text not null,
    body_hash varchar(64) not null references article_bodies (hash),
    status integer not null,
    created_at varchar(32) not null,
    updated_at varchar(32) not null,
    source_file text
  )`.execute(db);
  await sql`insert into article_revisions (id, menu_code, article_title, body_hash, status, created_at, updated_at,
      source_file)
    select row_number() over (order by menu_code), menu_code, article_title, body_hash, status, created_at,
      updated_at, source_file from articles`.execute(db);

  await sql`create table view_codes (
    menu_code varchar(128) primary key,
    view_path_code varchar(64) not null unique
  )`.execute(db);
  await sql`insert into view_codes (menu_code, view_path_code)
    select menu_code, view_path_code from menus where view_path_code is not null`.execute(db);

  await sql`create table slot_pages (
    slot_id integer not null references slots (id),
    menu_code varchar(128) not null,
    menu_id integer not null references menu_revisions (id),
    article_id integer references article_revisions (id),
    primary key (slot_id, menu_code)
  ) ${postgres ? sql`` : sql`without rowid`}`.execute(db);
  await sql`insert into slot_pages (slot_id, menu_code, menu_id, article_id)
    select 1, m.menu_code, m.id, a.id from menu_revisions m left join article_revisions a on a.menu_code = m.menu_code`.execute(
    db,
  );
  // Revisions no slot has any more are found by these, and deleted.
  await db.schema.createIndex("slot_pages_menu_id").on("slot_pages").column("menu_id").execute();
  await db.schema.createIndex("slot_pages_article_id").on("slot_pages").column("article_id").execute();
  // An import finds a page's revisions to reuse by its menu code.
  await db.schema.createIndex("menu_revisions_menu_code").on("menu_revisions").column("menu_code").execute();
  await db.schema.createIndex("article_revisions_menu_code").on("article_revisions").column("menu_code").execute();
  await db.schema.createIndex("article_revisions_body_hash").on("article_revisions").column("body_hash").execute();

  // A section is stored once, by its hash, for every revision that has it: the index is made
  // again in that shape (at the end, by indexAllArticles).
  await clearSearchIndex(db);
  await db.schema.dropIndex("search_sections_menu_code").execute();
  await db.schema.alterTable("search_sections").dropColumn("menu_code").execute();
  await db.schema.alterTable("search_sections").addColumn("hash", "varchar(64)").execute();
  await db.schema.createIndex("search_sections_hash").on("search_sections").column("hash").unique().execute();
  await sql`create table article_sections (
    article_id integer not null references article_revisions (id),
    section_id integer not null references search_sections (id),
    primary key (article_id, section_id)
  ) ${postgres ? sql`` : sql`without rowid`}`.execute(db);
  await db.schema.createIndex("article_sections_section_id").on("article_sections").column("section_id").execute();

  // An article's files are used by its revision, "#<id>"; the home page and the logo keep theirs.
  await sql`delete from file_uses where used_by not like '@%'
    and not exists (select 1 from article_revisions a where a.menu_code = file_uses.used_by)`.execute(db);
  await sql`update file_uses set used_by = '#' || (select cast(a.id as varchar(16)) from article_revisions a
      where a.menu_code = file_uses.used_by)
    where used_by not like '@%'`.execute(db);

  await db.schema.dropTable("articles").execute();
  await db.schema.dropTable("menus").execute();
  if (postgres) {
    for (const table of ["slots", "menu_revisions", "article_revisions"]) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
        db,
      );
    }
  }
  await indexAllArticles(db as Kysely<Database>);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Back to one tree: the latest version in the site's language, or failing that the first slot.
  const slotId = await defaultSlotId(db);
  await sql`create table menus (
    menu_code varchar(128) primary key,
    menu_name text not null,
    menu_type integer not null,
    parent_code varchar(128),
    sort integer not null,
    visibility varchar(16) not null default 'public',
    view_path_code varchar(64) unique,
    source_path text,
    created_at varchar(32) not null,
    updated_at varchar(32) not null
  )`.execute(db);
  await sql`insert into menus select m.menu_code, m.menu_name, m.menu_type, m.parent_code, m.sort, m.visibility,
      v.view_path_code, m.source_path, m.created_at, m.updated_at
    from slot_pages p join menu_revisions m on m.id = p.menu_id left join view_codes v on v.menu_code = p.menu_code
    where p.slot_id = ${slotId}`.execute(db);
  await db.schema.createIndex("menus_parent_sort").on("menus").columns(["parent_code", "sort"]).execute();
  await sql`create table articles (
    menu_code varchar(128) primary key references menus (menu_code) on delete cascade,
    article_title text not null,
    body_hash varchar(64) not null references article_bodies (hash),
    status integer not null,
    created_at varchar(32) not null,
    updated_at varchar(32) not null,
    source_file text
  )`.execute(db);
  await sql`insert into articles select a.menu_code, a.article_title, a.body_hash, a.status, a.created_at,
      a.updated_at, a.source_file
    from slot_pages p join article_revisions a on a.id = p.article_id where p.slot_id = ${slotId}`.execute(db);
  await db.schema.createIndex("articles_status_created_at").on("articles").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("articles_menu_code_status").on("articles").columns(["menu_code", "status"]).execute();
  await db.schema.createIndex("articles_body_hash").on("articles").column("body_hash").execute();

  // The index of one tree is made again by searching it: this leaves it empty.
  await db.schema.dropTable("article_sections").execute();
  await clearSearchIndex(db);
  await db.schema.dropIndex("search_sections_hash").execute();
  await db.schema.alterTable("search_sections").dropColumn("hash").execute();
  await db.schema.alterTable("search_sections").addColumn("menu_code", "varchar(128)").execute();
  await db.schema.createIndex("search_sections_menu_code").on("search_sections").column("menu_code").execute();

  const usedBy = sql`'#' || cast(p.article_id as varchar(16)) = file_uses.used_by and p.slot_id = ${slotId}`;
  await sql`delete from file_uses where used_by like '#%'
    and not exists (select 1 from slot_pages p where ${usedBy})`.execute(db);
  await sql`update file_uses set used_by = (select p.menu_code from slot_pages p where ${usedBy})
    where used_by like '#%'`.execute(db);

  for (const table of ["slot_pages", "view_codes", "article_revisions", "menu_revisions", "slots", "versions"]) {
    await db.schema.dropTable(table).execute();
  }
}

/** Empties the search index: its sections, their words and the words' counts. */
async function clearSearchIndex(db: Kysely<unknown>): Promise<void> {
  if (databaseKindOf(db) === "sqlite") {
    for (const table of ["search_fts", "search_names"]) {
      await sql`insert into ${sql.table(table)} (${sql.table(table)}) values ('delete-all')`.execute(db);
    }
  }
  await sql`delete from search_sections`.execute(db);
  await sql`update search_terms set rows = 0`.execute(db);
}

async function siteLang(db: Kysely<unknown>): Promise<string> {
  const { rows } = await sql<{ settings: string }>`select settings from site where id = 1`.execute(db);
  try {
    const lang = (JSON.parse(rows[0]?.settings ?? "{}") as { lang?: unknown }).lang;
    return typeof lang === "string" ? lang : "en";
  } catch {
    return "en";
  }
}

async function defaultSlotId(db: Kysely<unknown>): Promise<number> {
  const { rows } = await sql<{ id: number }>`select s.id from slots s join versions v on v.name = s.version
    order by v.latest desc, s.id limit 1`.execute(db);
  return Number(rows[0]?.id ?? 0);
}
