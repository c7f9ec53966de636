// Article bodies (Markdown and tab group) move to a table of their own, stored once by the
// SHA-256 of their content, as files are: the articles of several versions or languages that
// have the same body then share one row of it.
import { type Kysely, sql } from "kysely";
import { articleBodyHash } from "../articles.js";
import { databaseKindOf } from "../dialect.js";

// The tables as this migration finds and leaves them, whatever the schema says later.
interface Tables {
  articles: {
    menu_code: string;
    article_title: string;
    article_md: string;
    article_tab_content: string | null;
    body_hash: string | null;
  };
  article_bodies: { hash: string; article_md: string; article_tab_content: string | null };
}

const BATCH = 200;

export async function up(unknownDb: Kysely<unknown>): Promise<void> {
  const db = unknownDb as Kysely<Tables>;
  const postgres = databaseKindOf(db) === "postgres";
  await db.schema
    .createTable("article_bodies")
    .addColumn("hash", "varchar(64)", (c) => c.primaryKey())
    .addColumn("article_md", "text", (c) => c.notNull())
    .addColumn("article_tab_content", "text")
    .execute();
  await db.schema.alterTable("articles").addColumn("body_hash", "varchar(64)").execute();

  let after = "";
  for (;;) {
    const batch = await db
      .selectFrom("articles")
      .select(["menu_code", "article_md", "article_tab_content"])
      .where("menu_code", ">", after)
      .orderBy("menu_code")
      .limit(BATCH)
      .execute();
    if (batch.length === 0) break;
    for (const { menu_code, article_md, article_tab_content } of batch) {
      const hash = articleBodyHash(article_md, article_tab_content);
      await db
        .insertInto("article_bodies")
        .values({ hash, article_md, article_tab_content })
        .onConflict((conflict) => conflict.column("hash").doNothing())
        .execute();
      await db.updateTable("articles").set({ body_hash: hash }).where("menu_code", "=", menu_code).execute();
    }
    after = batch.at(-1)!.menu_code;
  }

  if (postgres) {
    await sql`alter table articles alter column body_hash set not null`.execute(db);
    await sql`alter table articles add constraint articles_body_hash_fk foreign key (body_hash) references article_bodies (hash)`.execute(
      db,
    );
    await db.schema.alterTable("articles").dropColumn("article_md").execute();
    await db.schema.alterTable("articles").dropColumn("article_tab_content").execute();
  } else {
    // SQLite adds no constraint to a column it has: the table is made again with them.
    await rebuildSqliteArticles(db, sql`body_hash varchar(64) not null references article_bodies (hash)`, [
      "body_hash",
    ]);
  }
  await db.schema.createIndex("articles_body_hash").on("articles").column("body_hash").execute();
}

export async function down(unknownDb: Kysely<unknown>): Promise<void> {
  const db = unknownDb as Kysely<Tables>;
  const postgres = databaseKindOf(db) === "postgres";
  await db.schema.dropIndex("articles_body_hash").execute();
  if (postgres) {
    await db.schema.alterTable("articles").addColumn("article_md", "text").execute();
    await db.schema.alterTable("articles").addColumn("article_tab_content", "text").execute();
    await sql`update articles set article_md = b.article_md, article_tab_content = b.article_tab_content
      from article_bodies b where b.hash = articles.body_hash`.execute(db);
    await sql`alter table articles alter column article_md set not null`.execute(db);
    await db.schema.alterTable("articles").dropColumn("body_hash").execute();
  } else {
    await rebuildSqliteArticles(
      db,
      sql`article_md text not null, article_tab_content text`,
      ["article_md", "article_tab_content"],
      sql`(select b.article_md from article_bodies b where b.hash = articles.body_hash),
          (select b.article_tab_content from article_bodies b where b.hash = articles.body_hash)`,
    );
  }
  await db.schema.dropTable("article_bodies").execute();
}

/**
 * Makes SQLite's articles table again with the given body columns in place of those it has,
 * filled by `values` (by default, the columns of the same names).
 */
async function rebuildSqliteArticles(
  db: Kysely<Tables>,
  bodyColumns: ReturnType<typeof sql>,
  bodyNames: readonly string[],
  values: ReturnType<typeof sql> = sql.join(bodyNames.map((name) => sql.ref(name))),
): Promise<void> {
  const kept = ["menu_code", "article_title", "status", "created_at", "updated_at", "source_file"];
  await sql`create table articles_next (
    menu_code varchar(128) primary key references menus (menu_code) on delete cascade,
    article_title text not null,
    ${bodyColumns},
    status integer not null,
    created_at varchar(32) not null,
    updated_at varchar(32) not null,
    source_file text
  )`.execute(db);
  await sql`insert into articles_next (${sql.join([...kept, ...bodyNames].map((name) => sql.ref(name)))})
    select ${sql.join(kept.map((name) => sql.ref(name)))}, ${values} from articles`.execute(db);
  await sql`drop table articles`.execute(db);
  await sql`alter table articles_next rename to articles`.execute(db);
  await db.schema.createIndex("articles_status_created_at").on("articles").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("articles_menu_code_status").on("articles").columns(["menu_code", "status"]).execute();
}
